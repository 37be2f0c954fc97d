import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ADMIN, checkA11y, expect, loginViaApi, registerViaApi, shot, signIn, type Translate, test, toast } from "./fixtures";
import { adminToken, createGame, type GameData, gameRow, lockGame, openScreen, placeBetViaApi, uniqueName } from "./game-data";

/**
 * Fixtures and results without typing (docs/rules.md "Fixtures, feed and audit"): the admin imports the committed
 * 2022 World Cup file (openfootball) through the games screen, dry run first; a result arriving by the results feed
 * (support/results-feed.mjs, polled every second) gives a player points; the admin dashboard shows the feed and
 * recalculates. Every spec shares one database, so each project's World Cup gets its own team names.
 */
const WORLD_CUP = path.resolve(import.meta.dirname, "../server/src/modules/fixtures/testdata/worldcup-2022.json");
const FEED_DIR = path.join(process.env.E2E_DATA_DIR ?? "", "feed");

interface Match {
  round: string;
  date: string;
  time: string;
  team1: string;
  team2: string;
  score?: { ft?: [number, number] };
}

/** The number under a stat tile's label. */
const tile = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .first();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Puts this game's full-time result into the results feed (written whole, then renamed, so no poll reads half). */
function writeFeedFile(game: GameData, ft: [number, number]) {
  const match: Match = {
    round: game.round,
    date: game.date,
    time: game.hour,
    team1: game.homeGroupId.name,
    team2: game.awayGroupId.name,
    score: { ft },
  };
  fs.mkdirSync(FEED_DIR, { recursive: true });
  const file = path.join(FEED_DIR, `${game._id}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ name: "e2e", matches: [match] }));
  fs.renameSync(`${file}.tmp`, file);
}

/** A small match file of this test's own teams (played in 2021, so no screen's "current round" moves to it). */
function matchFile(round: string, suffix: string, pairs: [string, string][]): { name: string; matches: Match[] } {
  return {
    name: `e2e ${round}`,
    matches: pairs.map(([home, away], index) => ({
      round,
      date: `2021-06-${String(index + 1).padStart(2, "0")}`,
      time: "18:00",
      team1: `${home} ${suffix}`,
      team2: `${away} ${suffix}`,
      score: { ft: [index + 1, 0] },
    })),
  };
}

/** Drops a file on the element as a person dragging it from the desktop would (the file lives in the page). */
async function dropFile(page: Page, target: Locator, file: { name: string; mimeType: string; text: string }) {
  const dataTransfer = await page.evaluateHandle(({ name, mimeType, text }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], name, { type: mimeType }));
    return transfer;
  }, file);
  await target.dispatchEvent("dragenter", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
  await dataTransfer.dispose();
}

/** A line of the results feed card: its label (dt) and what follows it (dd). */
const feedLine = (feed: Locator, label: string) =>
  feed.locator("dl > div").filter({ has: feed.page().getByText(label, { exact: true }) });

/** The instant a feed card line shows (its <time>), 0 for "never". */
const shownTime = async (line: Locator) => {
  const time = line.locator("time");
  return (await time.count()) > 0 ? Date.parse((await time.getAttribute("datetime")) ?? "") : 0;
};

interface FeedStatus {
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  nextPollAt: string | null;
}

async function feedStatus(request: APIRequestContext, token: string): Promise<FeedStatus> {
  const response = await request.get("/api/admin/results-feed", { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FeedStatus;
}

/** The World Cup file with this test's own team names, so no other test's import of the file meets its games. */
function worldCupWith(suffix: string): { name: string; matches: Match[] } {
  const file = JSON.parse(fs.readFileSync(WORLD_CUP, "utf8")) as { name: string; matches: Match[] };
  for (const match of file.matches) {
    match.team1 = `${match.team1} ${suffix}`;
    match.team2 = `${match.team2} ${suffix}`;
  }
  return file;
}

/** Chooses the World Cup file on the import card; its times are Doha's wall clock, without an offset. */
async function chooseWorldCup(card: Locator, t: Translate, file: { name: string; matches: Match[] }) {
  await card.getByLabel(t("fixtures", "import.timezone")).fill("Asia/Qatar");
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: "worldcup-2022.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
}

test.describe("fixtures and results without typing", () => {
  test("the admin imports the World Cup file through the screen: dry run, then import, then sees the games", async ({
    page,
    request,
    t,
    lang,
  }) => {
    // 64 games imported, listed and checked with axe on a busy shared machine: more than the default minute.
    test.slow();
    const suffix = uniqueName(lang);
    const file = worldCupWith(suffix);
    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const card = page.getByRole("region", { name: t("fixtures", "import.title") });
    await chooseWorldCup(card, t, file);

    const preview = card.getByRole("region", { name: t("fixtures", "import.previewTitle") });
    await expect(preview).toBeVisible();
    const counts = preview.getByRole("list", { name: t("fixtures", "import.countsLabel") });
    for (const [key, count] of [
      ["teamsCreated", 32],
      ["gamesCreated", 64],
      ["gamesUpdated", 0],
      ["unchanged", 0],
      ["errors", 0],
    ] as const) {
      await expect(counts.getByText(t("fixtures", `import.${key}`, { count }), { exact: true })).toBeVisible();
    }
    await checkA11y(page);
    await shot(page, "fixtures-dry-run");

    await preview.getByRole("button", { name: t("fixtures", "import.confirm") }).click();
    await expect(toast(page, t("fixtures", "import.done", { teams: 32, games: 64, results: 0 }))).toBeVisible();
    await expect(preview).toBeHidden();
    // The final: 18:00 in Doha is 15:00 in the app's zone (UTC), with its full-time result (not penalties). The list
    // may open on the match day (other tests' live games): the final is in its round.
    await page
      .getByRole("region", { name: t("admin", "games.list.title") })
      .getByLabel(t("admin", "games.list.roundFilter"), { exact: true })
      .selectOption({ label: "Final" });
    const final = gameRow(page, t, `Argentina ${suffix}`, `France ${suffix}`);
    await expect(final).toBeVisible();
    await expect(final).toContainText("2:2");
    await expect(final).toContainText("15:00");

    // Importing the same file again: the dry run finds everything already here.
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: "worldcup-2022.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    await expect(counts.getByText(t("fixtures", "import.unchanged", { count: 64 }), { exact: true })).toBeVisible();
    await expect(preview.getByText(t("fixtures", "import.nothingToDo"))).toBeVisible();
    await expect(preview.getByRole("button", { name: t("fixtures", "import.confirm") })).toBeDisabled();
  });

  test("a player's points appear after a result arrives by the results feed", async ({ page, request, t }) => {
    const token = await adminToken(request);
    const game = await createGame(request, token, {
      daysAhead: 1,
      round: uniqueName("Feed round"),
      home: uniqueName("Feed Home"),
      away: uniqueName("Feed Away"),
    });
    const player = await registerViaApi(request);
    await placeBetViaApi(request, player.token, game._id, 2, 1);
    await signIn(page, player);
    await openScreen(page, "/dashboard", t("dashboard", "title"));
    await expect(tile(page, t("dashboard", "stats.totalPoints"))).toHaveText("0");

    // The feed now carries this game's full-time result; the server polls it every second.
    writeFeedFile(game, [2, 1]);

    // No reload: the event stream brings the new standings to the open screen.
    await expect(tile(page, t("dashboard", "stats.totalPoints"))).toHaveText("3", { timeout: 20_000 });
  });

  test("the admin dashboard shows the results feed and recalculates after a confirm, changing nothing", async ({
    page,
    request,
    t,
  }) => {
    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/dashboard", t("admin", "dashboard.title"));
    const feed = page.getByRole("region", { name: t("fixtures", "feed.title") });
    // The local feed (support/results-feed.mjs) is on loopback.
    await expect(feed).toContainText("127.0.0.1:");
    const lastSuccess = feed
      .locator("dl > div")
      .filter({ hasText: t("fixtures", "feed.lastSuccess") })
      .locator("dd");
    await expect(lastSuccess.locator("time")).toBeVisible();

    const recalc = page.getByRole("region", { name: t("fixtures", "recalculate.title") });
    await recalc.getByRole("button", { name: t("fixtures", "recalculate.button") }).click();
    const dialog = page.getByRole("dialog", { name: t("fixtures", "recalculate.confirmTitle") });
    await expect(dialog).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole("button", { name: t("fixtures", "recalculate.button") }).click();
    const done = t("fixtures", "recalculate.done", { checked: "N", bets: 0, users: 0 });
    const [before, after] = done.split("N");
    await expect(
      page.locator("[data-rht-toaster]").getByText(new RegExp(`^${escapeRegExp(before)}\\d+${escapeRegExp(after)}$`)),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("the admin game form shows the game's history: the admin's lock and the feed's result", async ({ page, request, t }) => {
    test.slow(); // the admin games screen loads every game and team of the shared database
    const token = await adminToken(request);
    const game = await createGame(request, token, {
      daysAhead: 1,
      round: uniqueName("Audit round"),
      home: uniqueName("Audit Home"),
      away: uniqueName("Audit Away"),
    });
    await lockGame(request, token, game._id);
    writeFeedFile(game, [1, 0]);
    await expect
      .poll(async () => {
        const response = await request.get(`/api/games/${game._id}`, { headers: { Authorization: `Bearer ${token}` } });
        return ((await response.json()) as { finalResult: string }).finalResult;
      })
      .toBe("1:0");

    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const list = page.getByRole("region", { name: t("admin", "games.list.title") });
    await list.getByLabel(t("admin", "games.list.roundFilter")).selectOption({ label: game.round });
    const match = { home: game.homeGroupId.name, away: game.awayGroupId.name };
    await list.getByRole("button", { name: t("admin", "games.list.editNamed", match) }).click();
    const history = page.getByRole("region", { name: t("fixtures", "audit.title") });
    const entries = history.getByRole("listitem");
    await expect(entries).toHaveCount(2);
    // Newest first: the feed's result, then the admin's lock.
    await expect(entries.nth(0)).toContainText(t("fixtures", "audit.field.result"));
    await expect(entries.nth(0)).toContainText(t("fixtures", "audit.feed"));
    await expect(entries.nth(0)).toContainText("1:0");
    await expect(entries.nth(1)).toContainText(t("fixtures", "audit.field.lock"));
    await expect(entries.nth(1)).toContainText(t("fixtures", "audit.locked"));
    await checkA11y(page);
  });

  test("after the World Cup import the round filter lists the file's rounds and each round shows its games", async ({
    page,
    request,
    t,
    lang,
  }) => {
    test.slow(); // 64 games imported, and the admin games screen loads every game of the shared database
    const suffix = uniqueName(lang);
    const file = worldCupWith(suffix);
    const byRound = new Map<string, Match[]>();
    for (const match of file.matches) byRound.set(match.round, [...(byRound.get(match.round) ?? []), match]);
    // The app lists rounds in natural order ("Matchday 2" before "Matchday 10"), as domain/src/rounds.ts sorts them.
    const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
    const fileRounds = [...byRound.keys()].sort(collator.compare);
    expect(fileRounds).toEqual(expect.arrayContaining(["Matchday 1", "Matchday 13", "Round of 16", "Final"]));

    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const card = page.getByRole("region", { name: t("fixtures", "import.title") });
    await chooseWorldCup(card, t, file);
    const preview = card.getByRole("region", { name: t("fixtures", "import.previewTitle") });
    await preview.getByRole("button", { name: t("fixtures", "import.confirm") }).click();
    await expect(toast(page, t("fixtures", "import.done", { teams: 32, games: 64, results: 0 }))).toBeVisible();

    const list = page.getByRole("region", { name: t("admin", "games.list.title") });
    const filter = list.getByLabel(t("admin", "games.list.roundFilter"), { exact: true });
    // Other tests add rounds of their own (and may import this file too): the file's rounds are all there, in order.
    await expect
      .poll(async () => (await filter.locator("option").allTextContents()).filter((name) => byRound.has(name)))
      .toEqual(fileRounds);

    // This test's games only (its own team names), round by round, counted against the file.
    const ours = list.getByRole("row").filter({ hasText: suffix });
    for (const round of ["Matchday 1", "Matchday 13", "Round of 16", "Final"]) {
      const matches = byRound.get(round) ?? [];
      await filter.selectOption({ label: round });
      await expect(ours).toHaveCount(matches.length);
      for (const match of matches) {
        const row = gameRow(page, t, match.team1, match.team2);
        await expect(row).toBeVisible();
        await expect(row).toContainText(round);
      }
    }
    // The final kept its full-time result.
    await expect(gameRow(page, t, `Argentina ${suffix}`, `France ${suffix}`)).toContainText("2:2");
    await shot(page, "fixtures-round-filter");
  });

  test("dropping a file on the import card starts the dry run, as choosing it does", async ({ page, request, t, lang }) => {
    const suffix = uniqueName(lang);
    const round = uniqueName("Dropped round");
    const file = matchFile(round, suffix, [
      ["Drop Home", "Drop Away"],
      ["Drop Away", "Drop Third"],
    ]);
    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const card = page.getByRole("region", { name: t("fixtures", "import.title") });
    const dropZone = card.getByText(t("fixtures", "import.drop"), { exact: true });

    // A dropped file that is not JSON is refused in the browser, with nothing sent.
    await dropFile(page, dropZone, { name: "notes.txt", mimeType: "text/plain", text: "not a match file" });
    await expect(card.getByRole("alert")).toHaveText(t("fixtures", "import.notJson"));

    await dropFile(page, dropZone, { name: "dropped-fixtures.json", mimeType: "application/json", text: JSON.stringify(file) });
    const preview = card.getByRole("region", { name: t("fixtures", "import.previewTitle") });
    await expect(preview).toBeVisible();
    await expect(card.getByRole("alert")).toBeHidden();
    await expect(preview).toContainText("dropped-fixtures.json");
    const counts = preview.getByRole("list", { name: t("fixtures", "import.countsLabel") });
    for (const [key, count] of [
      ["teamsCreated", 3],
      ["gamesCreated", 2],
      ["gamesUpdated", 0],
      ["unchanged", 0],
      ["errors", 0],
    ] as const) {
      await expect(counts.getByText(t("fixtures", `import.${key}`, { count }), { exact: true })).toBeVisible();
    }
    // Nothing written by the dry run: the round is not offered yet.
    const list = page.getByRole("region", { name: t("admin", "games.list.title") });
    const filter = list.getByLabel(t("admin", "games.list.roundFilter"), { exact: true });
    await expect(filter.getByRole("option", { name: round, exact: true })).toHaveCount(0);

    await preview.getByRole("button", { name: t("fixtures", "import.confirm") }).click();
    await expect(toast(page, t("fixtures", "import.done", { teams: 3, games: 2, results: 0 }))).toBeVisible();
    await expect(preview).toBeHidden();
    await filter.selectOption({ label: round });
    await expect(list.getByRole("row").filter({ hasText: suffix })).toHaveCount(2);
    await expect(gameRow(page, t, `Drop Home ${suffix}`, `Drop Away ${suffix}`)).toContainText("1:0");
    await expect(gameRow(page, t, `Drop Away ${suffix}`, `Drop Third ${suffix}`)).toContainText("2:0");
  });

  test("a file with bad matches: the dry run lists them by match number and the import skips them, keeping the rest", async ({
    page,
    request,
    t,
    lang,
  }) => {
    // axe checks the whole admin games screen, which lists every game of the shared database (World Cups included).
    test.slow();
    const suffix = uniqueName(lang);
    const round = uniqueName("Bad file round");
    const file = matchFile(round, suffix, [
      ["Bad Alpha", "Bad Beta"],
      ["Bad Gamma", "Bad Delta"],
    ]);
    const [first, second] = file.matches;
    // Bad matches between and after the good ones; match numbers count from 1, as a person reads the file.
    file.matches = [
      first, // 1: good
      { ...second, team1: `Bad Late ${suffix}`, time: "25:00" }, // 2: no such time
      second, // 3: good
      { ...first, team2: first.team1.toUpperCase() }, // 4: a team against itself
      { ...first }, // 5: match 1 again
      { ...second, team1: `Bad Score ${suffix}`, score: { ft: [1] as unknown as [number, number] } }, // 6
      { ...second, team2: "   " }, // 7: no away team
    ];
    const expectedErrors = (
      [
        [2, "matchTimeInvalid"],
        [4, "teamsMustDiffer"],
        [5, "matchRepeated"],
        [6, "matchScoreInvalid"],
        [7, "teamNameRequired"],
      ] as const
    ).map(([number, key]) => t("fixtures", "import.matchError", { number, message: t("validation", key) }));

    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const card = page.getByRole("region", { name: t("fixtures", "import.title") });
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: "bad-matches.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });

    const preview = card.getByRole("region", { name: t("fixtures", "import.previewTitle") });
    const counts = preview.getByRole("list", { name: t("fixtures", "import.countsLabel") });
    for (const [key, count] of [
      ["teamsCreated", 4],
      ["gamesCreated", 2],
      ["gamesUpdated", 0],
      ["unchanged", 0],
      ["errors", 5],
    ] as const) {
      await expect(counts.getByText(t("fixtures", `import.${key}`, { count }), { exact: true })).toBeVisible();
    }
    const skipped = preview
      .locator("div")
      .filter({ has: page.getByRole("heading", { name: t("fixtures", "import.errorsTitle") }) })
      .getByRole("listitem");
    await expect(skipped).toHaveText(expectedErrors);
    // The good matches can still be imported.
    const confirm = preview.getByRole("button", { name: t("fixtures", "import.confirm") });
    await expect(confirm).toBeEnabled();
    await checkA11y(page);
    await shot(page, "fixtures-dry-run-errors");

    await confirm.click();
    await expect(toast(page, t("fixtures", "import.done", { teams: 4, games: 2, results: 0 }))).toBeVisible();
    await expect(preview).toBeHidden();
    const list = page.getByRole("region", { name: t("admin", "games.list.title") });
    await list.getByLabel(t("admin", "games.list.roundFilter"), { exact: true }).selectOption({ label: round });
    const ours = list.getByRole("row").filter({ hasText: suffix });
    await expect(ours).toHaveCount(2);
    await expect(gameRow(page, t, first.team1, first.team2)).toContainText("1:0");
    await expect(gameRow(page, t, second.team1, second.team2)).toContainText("2:0");
    // None of the skipped matches' teams was created.
    await expect(list.getByText(`Bad Late ${suffix}`)).toHaveCount(0);
    await expect(list.getByText(`Bad Score ${suffix}`)).toHaveCount(0);
  });

  test("the admin dashboard's results feed card shows the last error after a failing poll, and the next poll", async ({
    page,
    request,
    t,
  }) => {
    const token = await adminToken(request);
    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/dashboard", t("admin", "dashboard.title"));
    const feed = page.getByRole("region", { name: t("fixtures", "feed.title") });
    await expect(feedLine(feed, t("fixtures", "feed.lastSuccess")).locator("time")).toBeVisible();

    // The local feed answers one file merging every file of its directory: one more than the 2000 matches a match
    // file may hold makes every poll fail (and change nothing) until the file is gone again. Other tests' results
    // wait meanwhile, so the file stays only until one poll has failed.
    const failingSince = Date.now();
    const file = path.join(FEED_DIR, `${uniqueName("too-many").replace(" ", "-")}.json`);
    fs.mkdirSync(FEED_DIR, { recursive: true });
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ name: "e2e too many", matches: Array(2001).fill(null) }));
    let errorAt = 0;
    try {
      fs.renameSync(`${file}.tmp`, file);
      await expect
        .poll(async () => {
          errorAt = Date.parse((await feedStatus(request, token)).lastErrorAt ?? "") || 0;
          return errorAt >= failingSince;
        })
        .toBe(true);
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.tmp`, { force: true });
    }

    // The open dashboard refreshes the card by itself (every 10 s): the failed poll's time and its reason.
    const lastError = feedLine(feed, t("fixtures", "feed.lastError"));
    await expect.poll(() => shownTime(lastError), { timeout: 25_000 }).toBeGreaterThanOrEqual(errorAt);
    await expect(lastError.locator("dd").nth(1)).toHaveText(t("validation", "matchFileTooLarge"));
    const nextPoll = feedLine(feed, t("fixtures", "feed.nextPoll"));
    await expect(nextPoll.locator("time")).toBeVisible();
    expect(await shownTime(nextPoll)).toBeGreaterThan(failingSince);
    await checkA11y(page);

    // With the file gone the feed is healthy again: a later success shows too.
    await expect
      .poll(() => shownTime(feedLine(feed, t("fixtures", "feed.lastSuccess"))), { timeout: 25_000 })
      .toBeGreaterThan(errorAt);
  });
});
