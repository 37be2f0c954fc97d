import fs from "node:fs";
import { GAME_CSV_COLUMNS } from "@app/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN,
  expect as baseExpect,
  checkA11y,
  expectNoHorizontalScroll,
  loginViaApi,
  registerViaApi,
  shot,
  signIn,
  type Translate,
  test,
  toast,
  WITHOUT_SERVICE_WORKER,
} from "./fixtures";
import {
  adminToken,
  createGame,
  createTeam,
  type GameData,
  gameRow,
  lockGame,
  mainCompetition,
  type TeamRef,
  uniqueName,
} from "./game-data";
import { csvFile, csvImportCard, expectPreviewCounts, previewImportButton } from "./support/csv-import";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

// The machine running the suite may be busy: screens get a little longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface ApiGame extends GameData {
  isBettingLocked: boolean;
  isFinished: boolean;
  finalResult: string;
}

/** Every game of one round, through the API (paged like the app). */
async function gamesOfRound(request: APIRequestContext, token: string, round: string): Promise<ApiGame[]> {
  const all: ApiGame[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await request.get(`/api/games?limit=100&offset=${offset}`, { headers: auth(token) });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as ApiGame[];
    all.push(...page);
    if (page.length < 100) return all.filter((game) => game.round === round);
  }
}

/** What import and export must keep of a game. */
const comparable = (game: ApiGame) =>
  [
    game.homeGroupId.name,
    game.awayGroupId.name,
    game.date,
    game.hour,
    game.round,
    game.isBettingLocked,
    game.isFinished,
    game.finalResult,
  ].join("|");

async function postGame(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<void> {
  const competitionId = await mainCompetition(request, token);
  const response = await request.post("/api/games", { headers: auth(token), data: { competitionId, ...body } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The admin signed in on /admin/games, with games and teams loaded. */
async function openGames(page: Page, request: APIRequestContext, t: Translate) {
  await signIn(page, await loginViaApi(request, ADMIN));
  await page.goto("/admin/games");
  await expect(page.getByRole("heading", { level: 1, name: t("admin", "games.title") })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: t("admin", "games.form.addTitle") })).toBeVisible({ timeout: 20_000 });
}

test.describe("admin games", () => {
  test.slow();

  test("creates a game with the form, with validation, and players see it", async ({ page, request, t, lang }) => {
    const token = await adminToken(request);
    const home = await createTeam(request, token, uniqueName(`Home ${lang}`));
    const away = await createTeam(request, token, uniqueName(`Away ${lang}`));
    const round = uniqueName(`Form ${lang}`);
    await openGames(page, request, t);
    const counters = page.getByRole("list", { name: t("admin", "games.counters.label") });
    for (const key of ["upcoming", "completed", "live", "total"]) {
      await expect(counters.getByText(t("admin", `games.counters.${key}`), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: t("admin", "games.links.upcoming") })).toHaveAttribute("href", "/upcoming-games");
    await expect(page.getByRole("link", { name: t("admin", "games.links.completed") })).toHaveAttribute(
      "href",
      "/completed-games",
    );
    await checkA11y(page);
    await shot(page, "admin-games");

    const form = page.getByRole("region", { name: t("admin", "games.form.addTitle") });
    const alert = (key: string) => form.getByRole("alert").filter({ hasText: t("validation", key) });
    const submit = form.getByRole("button", { name: t("admin", "games.form.create"), exact: true });
    await submit.click();
    for (const key of ["homeTeamRequired", "awayTeamRequired", "dateRequired", "timeRequired"])
      await expect(alert(key)).toBeVisible();

    await form.getByLabel(t("admin", "games.form.homeTeam")).selectOption({ label: home.name });
    await form.getByLabel(t("admin", "games.form.awayTeam")).selectOption({ label: away.name });
    await form.getByLabel(t("admin", "games.form.date")).fill(dayOffset(2));
    await form.getByLabel(t("admin", "games.form.hour"), { exact: true }).selectOption("19");
    await form.getByLabel(t("admin", "games.form.minute"), { exact: true }).selectOption("45");
    await form.getByLabel(t("admin", "games.form.round")).fill(round);
    const homeScore = form.getByLabel(t("admin", "games.form.homeScore"));
    const awayScore = form.getByLabel(t("admin", "games.form.awayScore"));
    const finished = form.getByLabel(t("admin", "games.form.finished"));

    await homeScore.fill("x");
    await awayScore.fill("1");
    await submit.click();
    await expect(alert("scoresInvalid")).toBeVisible();
    await homeScore.fill("2");
    await awayScore.fill("");
    await submit.click();
    await expect(alert("scoresBothOrNeither")).toBeVisible();
    await homeScore.fill("");
    await finished.check();
    await submit.click();
    await expect(alert("scoresRequiredFinished")).toBeVisible();
    await checkA11y(page);
    await finished.uncheck();
    await submit.click();

    await expect(toast(page, t("admin", "games.created"))).toBeVisible();
    await expect(form.getByLabel(t("admin", "games.form.round"))).toHaveValue("");
    // The list may open on the match day (live and today's games): the new game is two days ahead.
    await page
      .getByRole("region", { name: t("admin", "games.list.title") })
      .getByLabel(t("admin", "games.list.roundFilter"))
      .selectOption({ label: round });
    await expect(gameRow(page, t, home.name, away.name)).toContainText(round);
    const [created] = await gamesOfRound(request, token, round);
    expect(created).toMatchObject({ date: dayOffset(2), hour: "19:45", isFinished: false, finalResult: "" });

    // A player sees the new game among the upcoming games of its round.
    const player = await registerViaApi(request);
    await page.evaluate(
      ({ token: playerToken, expiration }) => {
        localStorage.setItem("token", playerToken);
        localStorage.setItem("tokenExpiration", expiration);
      },
      { token: player.token, expiration: String(Date.now() + player.expiresIn * 1000) },
    );
    await page.goto("/upcoming-games");
    await expect(page.getByRole("heading", { level: 1, name: t("games", "upcoming.title") })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(t("games", "filters.round"), { exact: true }).selectOption(round);
    await expect(page.getByText(home.name, { exact: true })).toBeVisible();
    await expect(page.getByText(away.name, { exact: true })).toBeVisible();
  });

  test("admin on a phone on match day: the list opens on live and today's games, live first, the rest a tap away", async ({
    page,
    request,
    t,
  }) => {
    const token = await adminToken(request);
    const round = uniqueName("Match day");
    const later = await createGame(request, token, { daysAhead: 30, round });
    const live = await createGame(request, token, { daysAhead: 1, round });
    await lockGame(request, token, live._id);
    await page.setViewportSize({ width: 375, height: 812 });
    await openGames(page, request, t);

    const list = page.getByRole("region", { name: t("admin", "games.list.title") });
    const filter = list.getByLabel(t("admin", "games.list.roundFilter"));
    await expect(filter.locator("option:checked")).toHaveText(t("admin", "games.list.matchDay"));
    const liveRow = gameRow(page, t, live.homeGroupId.name, live.awayGroupId.name);
    await expect(
      liveRow.getByRole("button", { name: t("admin", "games.live.homeGoal", { team: live.homeGroupId.name }) }),
    ).toBeVisible();
    await expect(gameRow(page, t, later.homeGroupId.name, later.awayGroupId.name)).toHaveCount(0);
    // Live games lead the list (the first row of the body is live, whatever else the shared server holds).
    const firstRow = list.getByRole("rowgroup").last().getByRole("row").first();
    await expect(firstRow.getByText(t("common", "status.live"), { exact: true })).toBeVisible();
    await shot(page, "admin-games-match-day");

    // 'Show all N games': N is every game of the shared server.
    const [before, after] = t("admin", "games.list.showAll_other", { count: 999 })
      .split("999")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    await list.getByRole("button", { name: new RegExp(`^${before}\\d+${after}$`) }).click();
    await expect(filter.locator("option:checked")).toHaveText(t("admin", "games.list.allRounds"));
    await expect(gameRow(page, t, later.homeGroupId.name, later.awayGroupId.name)).toBeVisible();
  });

  test("edits and deletes a game, and filters the list", async ({ page, request, t, lang }) => {
    const token = await adminToken(request);
    const round = uniqueName(`Edit ${lang}`);
    const game = await createGame(request, token, { daysAhead: 9, round, hour: "17:00" });
    const home = game.homeGroupId.name;
    const away = game.awayGroupId.name;
    await openGames(page, request, t);

    const list = page.getByRole("region", { name: t("admin", "games.list.title") });
    await list.getByLabel(t("admin", "games.list.roundFilter")).selectOption({ label: round });
    await expect(list.getByRole("row")).toHaveCount(2); // header + the game
    await list.getByLabel(t("admin", "games.list.closeOnly")).check();
    await expect(list.getByText(t("admin", "games.list.noMatches"))).toBeVisible();
    await list.getByLabel(t("admin", "games.list.closeOnly")).uncheck();

    const match = { home, away };
    await gameRow(page, t, home, away)
      .getByRole("button", { name: t("admin", "games.list.editNamed", match) })
      .click();
    const form = page.getByRole("region", { name: t("admin", "games.form.editTitle") });
    await expect(form).toBeInViewport();
    await expect(form.getByLabel(t("admin", "games.form.round"))).toHaveValue(round);
    await expect(form.getByLabel(t("admin", "games.form.hour"), { exact: true })).toHaveValue("17");
    await form.getByLabel(t("admin", "games.form.homeScore")).fill("3");
    await form.getByLabel(t("admin", "games.form.awayScore")).fill("1");
    await form.getByLabel(t("admin", "games.form.finished")).check();
    await checkA11y(page);
    await shot(page, "admin-games-edit");
    // A save is one request (details and result together), so a save that fails changes nothing at all.
    const writes: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().includes("/api/games/")) writes.push(new URL(r.url()).pathname);
    });
    const oneGame = (url: URL) => /^\/api\/games\/[0-9a-f]{24}$/.test(url.pathname);
    await page.route(oneGame, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Try later" }) })
        : route.fallback(),
    );
    // Kickoff is 9 days ahead: finishing the game asks first (admin-game-form.spec.ts covers the question).
    const finishEarly = page.getByRole("dialog", { name: t("admin", "games.form.finishEarly.title") });
    await form.getByRole("button", { name: t("admin", "games.form.update"), exact: true }).click();
    await finishEarly.getByRole("button", { name: t("admin", "games.form.finishEarly.confirm") }).click();
    await expect(toast(page, "Try later")).toBeVisible();
    expect((await gamesOfRound(request, token, round))[0]).toMatchObject({ isFinished: false, finalResult: "" });
    await page.unroute(oneGame);
    await form.getByRole("button", { name: t("admin", "games.form.update"), exact: true }).click();
    await finishEarly.getByRole("button", { name: t("admin", "games.form.finishEarly.confirm") }).click();

    await expect(toast(page, t("admin", "games.updated"))).toBeVisible();
    expect(writes).toHaveLength(2);
    expect(writes.every((path) => oneGame(new URL(path, "http://x")))).toBe(true);
    await expect(page.getByRole("region", { name: t("admin", "games.form.addTitle") })).toBeVisible();
    await expect(gameRow(page, t, home, away)).toContainText(t("common", "status.finished"));
    const [updated] = await gamesOfRound(request, token, round);
    expect(updated).toMatchObject({ isFinished: true, finalResult: "3:1", hour: "17:00" });

    await gameRow(page, t, home, away)
      .getByRole("button", { name: t("admin", "games.list.deleteNamed", match) })
      .click();
    const confirm = page.getByRole("dialog", { name: t("admin", "games.deleteTitle") });
    await expect(confirm).toContainText(home);
    await confirm.getByRole("button", { name: t("common", "actions.delete"), exact: true }).click();
    await expect(toast(page, t("validation", "gameDeleted"))).toBeVisible();
    await expect(gameRow(page, t, home, away)).toHaveCount(0);
    expect(await gamesOfRound(request, token, round)).toEqual([]);
  });

  test("a CSV with bad rows previews them and imports only the valid rows; the fixed file adds the rest", async ({
    page,
    request,
    t,
    lang,
  }) => {
    const token = await adminToken(request);
    const a = await createTeam(request, token, uniqueName(`Csv ${lang}`));
    const b = await createTeam(request, token, uniqueName(`Csv ${lang}`));
    const round = uniqueName(`Import ${lang}`);
    await openGames(page, request, t);
    const { picker, report, preview } = csvImportCard(page, t, t("admin", "games.csv.title"));
    const header = GAME_CSV_COLUMNS.join(",");

    await picker.setInputFiles(csvFile("games.csv", "homeTeam,awayTeam,date\nA,B,2031-01-01\n"));
    await expect(report).toContainText(t("validation", "csvRequiredColumns", { missing: "time" }));

    const rows = (badDate: string, badTeam: string) =>
      [
        header,
        `${a.name},${b.name},${dayOffset(20)},18:00,${round},false,false,,,`,
        `${b.name},${a.name},${badDate},21:30,${round},false,true,2,0,`,
        `${a.name},${badTeam},${dayOffset(22)},20:00,${round},true,false,,,`,
      ].join("\n");
    await picker.setInputFiles(csvFile("games.csv", rows("2031-02-30", "No Such Team")));
    await expect(report).toHaveCount(0);
    await expectPreviewCounts(preview, t, [1, 0, 2]);
    await expect(preview).toContainText(t("validation", "csvErrorsFound", { count: 2 }));
    await expect(preview).toContainText(t("validation", "csvRowError", { row: 3, message: t("validation", "dateInvalid") }));
    await expect(preview).toContainText(
      t("validation", "csvRowError", { row: 4, message: t("validation", "csvAwayTeamNotFound", { value: "No Such Team" }) }),
    );
    // Nothing is written before the admin confirms.
    expect(await gamesOfRound(request, token, round)).toEqual([]);
    await checkA11y(page);
    await shot(page, "admin-games-import-errors");

    await previewImportButton(preview, t, lang, 1).click();
    await expect(toast(page, t("validation", "csvGamesImported", { count: 1 }))).toBeVisible();
    await expect(toast(page, t("admin", "csv.result.failed", { count: 2 }))).toBeVisible();
    await expect(preview).toHaveCount(0);
    expect((await gamesOfRound(request, token, round)).map(comparable)).toEqual([
      [a.name, b.name, dayOffset(20), "18:00", round, false, false, ""].join("|"),
    ]);

    // The fixed file: the row imported before is already present, the two fixed rows are new.
    await picker.setInputFiles(csvFile("games.csv", rows(dayOffset(21), b.name.toUpperCase())));
    await expectPreviewCounts(preview, t, [2, 1, 0]);
    const present = t("validation", "csvGamePresent", { home: a.name, away: b.name, date: dayOffset(20) });
    await expect(preview).toContainText(t("validation", "csvRowError", { row: 2, message: present }));
    await previewImportButton(preview, t, lang, 2).click();
    await expect(toast(page, t("validation", "csvGamesImported", { count: 2 }))).toBeVisible();
    await expect(toast(page, t("admin", "csv.result.present", { count: 1 }))).toBeVisible();
    await expect(report).toHaveCount(0);
    const imported = await gamesOfRound(request, token, round);
    expect(imported.map(comparable).sort()).toEqual(
      [
        [a.name, b.name, dayOffset(20), "18:00", round, false, false, ""],
        [b.name, a.name, dayOffset(21), "21:30", round, false, true, "2:0"],
        [a.name, b.name, dayOffset(22), "20:00", round, true, false, ""],
      ]
        .map((row) => row.join("|"))
        .sort(),
    );
  });

  test("a games file with only bad rows imports nothing and shows the rows' reasons", async ({ page, request, t, lang }) => {
    const token = await adminToken(request);
    const a = await createTeam(request, token, uniqueName(`Bad ${lang}`));
    const round = uniqueName(`Bad ${lang}`);
    await page.setViewportSize({ width: 375, height: 800 });
    await openGames(page, request, t);
    const { picker, report, preview } = csvImportCard(page, t, t("admin", "games.csv.title"));
    const text = [
      GAME_CSV_COLUMNS.join(","),
      `${a.name},Nowhere United,${dayOffset(30)},18:00,${round}`,
      `${a.name},${a.name},${dayOffset(31)},18:00,${round}`,
      `${a.name},Nowhere United,not-a-date,25:00,${round}`,
    ].join("\n");
    await picker.setInputFiles(csvFile("bad-games.csv", text));
    await expect(report).toContainText(t("validation", "csvNoValidGames"));
    const notFound = t("validation", "csvAwayTeamNotFound", { value: "Nowhere United" });
    for (const [row, message] of [
      [2, notFound],
      [3, t("validation", "teamsMustDiffer")],
      [4, notFound],
      [4, t("validation", "dateInvalid")],
      [4, t("validation", "timeInvalid")],
    ] as const) {
      await expect(report).toContainText(t("validation", "csvRowError", { row, message }));
    }
    await expect(report).toContainText(t("admin", "csv.nothingImported"));
    await expect(toast(page, t("validation", "csvNoValidGames"))).toBeVisible();
    await expect(preview).toHaveCount(0);
    expect(await gamesOfRound(request, token, round)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
  });

  test("exports current-games.csv and re-imports it to the same games", async ({ page, request, t, lang }) => {
    const token = await adminToken(request);
    const tag = uniqueName(`Export ${lang}`);
    const teams: TeamRef[] = [
      await createTeam(request, token, `${tag} Lions`),
      await createTeam(request, token, `${tag} "Eagles", FC`),
      await createTeam(request, token, `${tag} הפועל`),
    ];
    const [lions, eagles, hapoel] = teams.map((team) => team._id);
    const round = `${tag} Round`;
    await postGame(request, token, { homeGroupId: lions, awayGroupId: eagles, date: dayOffset(6), hour: "20:15", round });
    await postGame(request, token, {
      homeGroupId: eagles,
      awayGroupId: hapoel,
      date: dayOffset(7),
      hour: "09:05",
      round,
      isBettingLocked: true,
    });
    await postGame(request, token, {
      homeGroupId: hapoel,
      awayGroupId: lions,
      date: dayOffset(-2),
      hour: "18:00",
      round,
      isFinished: true,
      finalResult: "2:2",
    });
    const before = (await gamesOfRound(request, token, round)).map(comparable).sort();
    expect(before).toHaveLength(3);

    await openGames(page, request, t);
    const card = page.getByRole("region", { name: t("admin", "games.csv.title") });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: t("admin", "games.csv.downloadCurrent"), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("current-games.csv");
    const exported = fs.readFileSync(await download.path(), "utf8");
    expect(exported.startsWith(`\uFEFF${GAME_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);

    // A fresh state for this test's games only (other tests share the database): delete them, then import
    // the downloaded file's header and this test's rows, byte for byte.
    for (const game of await gamesOfRound(request, token, round)) {
      const response = await request.delete(`/api/games/${game._id}`, { headers: auth(token) });
      expect(response.status()).toBe(200);
    }
    expect(await gamesOfRound(request, token, round)).toEqual([]);
    const [headerLine, ...lines] = exported.split("\r\n");
    const mine = lines.filter((line) => line.includes(tag));
    expect(mine).toHaveLength(3);
    const { picker, preview } = csvImportCard(page, t, t("admin", "games.csv.title"));
    await picker.setInputFiles(csvFile("current-games.csv", [headerLine, ...mine, ""].join("\r\n")));
    await expectPreviewCounts(preview, t, [3, 0, 0]);
    await previewImportButton(preview, t, lang, 3).click();
    await expect(toast(page, t("validation", "csvGamesImported", { count: 3 }))).toBeVisible();
    expect((await gamesOfRound(request, token, round)).map(comparable).sort()).toEqual(before);

    const [template] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: t("admin", "games.csv.downloadTemplate"), exact: true }).click(),
    ]);
    expect(template.suggestedFilename()).toBe("games-template.csv");
    const templateText = fs.readFileSync(await template.path(), "utf8");
    expect(templateText.split("\r\n")[0]).toBe(`\uFEFF${GAME_CSV_COLUMNS.join(",")}`);
  });
});
