import type { Page } from "@playwright/test";
import {
  checkA11y,
  expect,
  registerViaApi,
  shot,
  signIn,
  test,
  toast,
  WITHOUT_SERVICE_WORKER,
  withoutLiveUpdates,
} from "./fixtures";
import {
  adminToken,
  createGame,
  createTeam,
  mainCompetition,
  openScreen,
  placeBetViaApi,
  setResult,
  uniqueName,
} from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

/** The stat or outcome tile with this label. */
function tileOf(page: Page, label: string) {
  return page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
}

/** The number under a stat or outcome label. */
function stat(page: Page, label: string) {
  return tileOf(page, label).locator("dd").first();
}

test.describe("player profile", () => {
  test("shows the numbers, the outcome breakdown and every prediction newest first", async ({ page, request, t }) => {
    test.slow(); // eight teams, four games and their results through the API
    const admin = await adminToken(request);
    const viewer = await registerViaApi(request);
    const player = await registerViaApi(request, { fullName: `Pia Profile${uniqueName("")}` });
    const round = uniqueName("Profile");
    const games = [];
    for (const daysAhead of [1, 2, 3, 4]) games.push(await createGame(request, admin, { round, daysAhead }));
    const [exact, winner, wrong, pending] = games;
    // Placed in this order, so the newest (the pending one) comes first.
    await placeBetViaApi(request, player.token, exact._id, 2, 1);
    await placeBetViaApi(request, player.token, winner._id, 1, 0);
    await placeBetViaApi(request, player.token, wrong._id, 0, 2);
    await placeBetViaApi(request, player.token, pending._id, 1, 1);
    await setResult(request, admin, exact._id, "2:1");
    await setResult(request, admin, winner._id, "3:0");
    await setResult(request, admin, wrong._id, "1:1");

    await signIn(page, viewer);
    await openScreen(page, `/user/${player.user._id}`, t("profile", "title"));

    await expect(page.getByRole("heading", { level: 2, name: player.fullName })).toBeVisible();
    await expect(stat(page, t("profile", "stats.points"))).toHaveText("4");
    await expect(stat(page, t("profile", "stats.bets"))).toHaveText("4");
    // 4 points of 3 scored bets x 3; two of the three scored bets had the right outcome.
    await expect(stat(page, t("common", "rates.accuracy"))).toHaveText(t("common", "rates.percent", { value: "44.4" }));
    await expect(tileOf(page, t("common", "rates.accuracy"))).toContainText(t("common", "rates.accuracyHelp"));
    await expect(stat(page, t("common", "rates.hitRate"))).toHaveText(t("common", "rates.percent", { value: "66.7" }));
    await expect(tileOf(page, t("common", "rates.hitRate"))).toContainText(t("common", "rates.hitRateHelp"));
    await expect(stat(page, t("profile", "stats.rank"))).toHaveText(/^#\d+$/);

    const breakdown = page.getByRole("region", { name: t("profile", "breakdown.title") });
    for (const key of ["outcome.exact", "outcome.correct", "outcome.incorrect", "outcome.pending"]) {
      await expect(breakdown.getByRole("listitem").filter({ hasText: t("common", key) })).toContainText("1");
    }

    const predictions = page.getByRole("region", { name: t("profile", "predictions.title") }).getByRole("listitem");
    await expect(predictions).toHaveCount(4);
    const expected = [
      [pending, "", t("common", "outcome.pending")],
      [wrong, "0", t("common", "outcome.incorrect")],
      [winner, "+1", t("common", "outcome.correct")],
      [exact, "+3", t("common", "outcome.exact")],
    ] as const;
    for (const [index, [game, points, outcome]] of expected.entries()) {
      await expect(predictions.nth(index)).toContainText(game.homeGroupId.name);
      await expect(predictions.nth(index).getByText(outcome).locator("..")).toContainText(points);
    }
    await expect(predictions.first().getByRole("img", { name: pending.homeGroupId.name })).toBeVisible();
    // The open game's pick is the player's secret until kickoff; the scored games' picks show.
    await expect(predictions.first().getByText(t("common", "picks.hidden"))).toBeVisible();
    await expect(predictions.nth(1).getByText(t("common", "picks.hidden"))).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "profile");

    await page.getByRole("link", { name: t("profile", "back") }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

  test("'Load more' adds the predictions past the first 50, with their games from the one game catalog", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // 51 games imported and bet on through the API
    const admin = await adminToken(request);
    const home = await createTeam(request, admin, uniqueName("Paged Home"));
    const away = await createTeam(request, admin, uniqueName("Paged Away"));
    const round = uniqueName("Paged");
    const day = (n: number) => new Date(Date.now() + (n + 1) * 86_400_000).toISOString().slice(0, 10);
    const games = Array.from({ length: 51 }, (_, n) => ({
      homeGroupId: home._id,
      awayGroupId: away._id,
      date: day(n),
      hour: "18:30",
      round,
      isBettingLocked: false,
      isFinished: false,
      finalResult: "",
    }));
    const imported = await request.post(`/api/games/import?competition=${await mainCompetition(request, admin)}`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { games },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    const catalog = await request.get("/api/games/catalog", { headers: { authorization: `Bearer ${admin}` } });
    const ids = ((await catalog.json()) as { games: { _id: string; round: string }[] }).games
      .filter((game) => game.round === round)
      .map((game) => game._id);
    expect(ids).toHaveLength(51);
    const player = await registerViaApi(request);
    // In kickoff order, so the first game's bet is the oldest: the last prediction, on the second page.
    for (const id of ids) await placeBetViaApi(request, player.token, id, 1, 0);

    // Other tests' writes would refetch the list through live updates: the count of catalog calls is this test's own.
    await withoutLiveUpdates(page);
    let catalogCalls = 0;
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/games/catalog") catalogCalls += 1;
    });
    await signIn(page, player);
    await openScreen(page, `/user/${player.user._id}`, t("profile", "title"));
    const predictions = page.getByRole("region", { name: t("profile", "predictions.title") }).getByRole("listitem");
    await expect(predictions).toHaveCount(50);
    expect(catalogCalls).toBe(1);
    await page.getByRole("button", { name: t("profile", "predictions.loadMore") }).click();
    await expect(predictions).toHaveCount(51);
    await expect(page.getByRole("button", { name: t("profile", "predictions.loadMore") })).toHaveCount(0);
    const last = predictions.last();
    await expect(last).toContainText(home.name);
    await expect(last).toContainText(away.name);
    await expect(last.getByText(round)).toBeVisible();
    // The second page took its games from the catalog the first page fetched.
    expect(catalogCalls).toBe(1);
  });

  test("a player without bets shows empty predictions", async ({ page, request, t }) => {
    const player = await registerViaApi(request, { fullName: "Nora None" });
    await signIn(page, player);
    await openScreen(page, `/user/${player.user._id}`, t("profile", "title"));
    await expect(page.getByRole("heading", { level: 2, name: "Nora None" })).toBeVisible();
    await expect(page.getByText(t("leaderboard", "you"), { exact: true })).toBeVisible();
    await expect(page.getByText(t("profile", "predictions.empty"), { exact: true })).toBeVisible();
    await expect(stat(page, t("common", "rates.accuracy"))).toHaveText(t("common", "rates.percent", { value: "0.0" }));
    await expect(stat(page, t("common", "rates.hitRate"))).toHaveText(t("common", "rates.percent", { value: "0.0" }));
  });

  test("the season: a chart of rank and points per round, with the same numbers in a table", async ({ page, request, t }) => {
    test.slow(); // four teams, two games and their results through the API
    const admin = await adminToken(request);
    const viewer = await registerViaApi(request);
    const player = await registerViaApi(request, { fullName: `Sam Season${uniqueName("")}` });
    // Named so that natural order would put the later round first: the season follows kickoffs.
    const later = uniqueName("A Season");
    const earlier = uniqueName("B Season");
    const first = await createGame(request, admin, { round: earlier, daysAhead: 1 });
    const second = await createGame(request, admin, { round: later, daysAhead: 2 });
    await placeBetViaApi(request, player.token, first._id, 2, 1);
    await placeBetViaApi(request, player.token, second._id, 1, 0);
    await setResult(request, admin, first._id, "2:1");
    await setResult(request, admin, second._id, "2:0");

    await signIn(page, viewer);
    await openScreen(page, `/user/${player.user._id}`, t("profile", "title"));
    const season = page.getByRole("region", { name: t("profile", "season.title") });
    await expect(season.getByRole("img", { name: t("profile", "season.chartLabel") })).toBeVisible({ timeout: 15_000 });
    await expect(season.locator("canvas")).toHaveCount(1);

    // The table (for screen readers while the chart shows): round, points in it, total after it, overall rank.
    const table = season.getByRole("table", { name: t("profile", "season.title") });
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(3);
    const rank = new RegExp(`^${t("profile", "stats.rankValue", { rank: "\\d+" })}$`);
    for (const [index, [round, points, total]] of [
      [earlier, "3", "3"],
      [later, "1", "4"],
    ].entries()) {
      const cells = rows.nth(index + 1).getByRole("cell");
      await expect(rows.nth(index + 1).getByRole("rowheader")).toHaveText(round);
      await expect(cells.nth(0)).toHaveText(points);
      await expect(cells.nth(1)).toHaveText(total);
      await expect(cells.nth(2)).toHaveText(rank);
    }
    await checkA11y(page);
    await shot(page, "profile-season");

    // 'Show as table' shows the same table in place of the chart, and back.
    await season.getByRole("button", { name: t("profile", "season.showTable") }).click();
    await expect(season.locator("canvas")).toHaveCount(0);
    await expect(table).toBeVisible();
    expect((await table.boundingBox())?.width ?? 0, "the table is shown, not visually hidden").toBeGreaterThan(200);
    await season.getByRole("button", { name: t("profile", "season.showChart") }).click();
    await expect(season.locator("canvas")).toHaveCount(1);
  });

  test("a player with no scored round has an empty season and no chart", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await openScreen(page, `/user/${player.user._id}`, t("profile", "title"));
    const season = page.getByRole("region", { name: t("profile", "season.title") });
    await expect(season.getByText(t("profile", "season.empty"), { exact: true })).toBeVisible();
    await expect(season.locator("canvas")).toHaveCount(0);
    await expect(season.getByRole("button", { name: t("profile", "season.showTable") })).toHaveCount(0);
  });

  test("an unknown id shows 'User not found' with a way back", async ({ page, request, t }) => {
    const viewer = await registerViaApi(request);
    await signIn(page, viewer);
    for (const id of ["0123456789abcdef01234567", "not-an-id"]) {
      await openScreen(page, `/user/${id}`, t("profile", "title"));
      await expect(page.getByText(t("profile", "notFound.title"), { exact: true })).toBeVisible();
    }
    await checkA11y(page);
    await shot(page, "profile-not-found");
    await page
      .getByRole("main")
      .getByRole("link", { name: t("profile", "back") })
      .last()
      .click();
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

  test("a failed load toasts 'Failed to load user data' and returns to the leaderboard", async ({ page, request, t }) => {
    const viewer = await registerViaApi(request);
    const player = await registerViaApi(request);
    await page.route(`**/api/users/${player.user._id}`, (route) => route.fulfill({ status: 500, body: "" }));
    await signIn(page, viewer);
    await page.goto(`/user/${player.user._id}`);
    await expect(toast(page, t("profile", "loadFailed"))).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/leaderboard$/);
  });
});
