import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { ADMIN, checkA11y, expect, loginViaApi, registerViaApi, shot, signIn, test, toast } from "./fixtures";
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
    const file = JSON.parse(fs.readFileSync(WORLD_CUP, "utf8")) as { name: string; matches: Match[] };
    for (const match of file.matches) {
      match.team1 = `${match.team1} ${suffix}`;
      match.team2 = `${match.team2} ${suffix}`;
    }
    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const card = page.getByRole("region", { name: t("fixtures", "import.title") });
    // The file's times are Doha's wall clock, without an offset.
    await card.getByLabel(t("fixtures", "import.timezone")).fill("Asia/Qatar");
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: "worldcup-2022.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });

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
    // The final: 18:00 in Doha is 15:00 in the app's zone (UTC), with its full-time result (not penalties).
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
});
