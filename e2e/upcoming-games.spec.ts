import {
  checkA11y,
  expect,
  expectNoHorizontalScroll,
  expectUnbrokenText,
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
  type GameData,
  kickoffText,
  openScreen,
  placeBetViaApi,
  setResult,
  uniqueName,
} from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

test.describe("upcoming games", () => {
  test("an empty filtered round shows its empty state, not '0 games available for betting' or 'Place Your Bets!'", async ({
    page,
    request,
    t,
  }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Done round");
    const game = await createGame(request, admin, { daysAhead: 1, round });
    await setResult(request, admin, game._id, "1:0");
    await signIn(page, await registerViaApi(request));

    await openScreen(page, "/upcoming-games", t("games", "upcoming.title"));
    await page.getByRole("combobox", { name: t("games", "filters.round") }).selectOption(round);

    // Issue 27 item 11: the round's own empty state, not "0 games available for betting" under 'Place Your Bets!'.
    await expect(page.getByText(t("games", "upcoming.emptyRound", { round }), { exact: true })).toBeVisible();
    await expect(page.getByText(t("games", "upcoming.emptyCloseOnly"))).toBeVisible();
    await expect(page.getByText(t("games", "upcoming.count_other", { count: 0 }))).toHaveCount(0);
    await expect(page.getByText(t("games", "upcoming.banner"))).toHaveCount(0);
    await expect(page.getByTestId("active-filter")).toContainText(round);
    await checkA11y(page);
    await shot(page, "upcoming-games-empty");

    // Without "Close games only" the round is still empty: nothing of it is left to play.
    await page.getByRole("button", { name: t("games", "filters.showAllGames") }).click();
    await expect(page.getByRole("checkbox", { name: t("games", "filters.closeOnly") })).not.toBeChecked();
    await expect(page.getByText(t("games", "upcoming.emptyHint"))).toBeVisible();
    await page.getByRole("button", { name: t("games", "filters.showAll") }).click();
    await expect(page.getByTestId("active-filter")).toContainText(t("games", "filters.all"));
    await expect(page.getByRole("checkbox", { name: t("games", "filters.closeOnly") })).not.toBeChecked();
  });

  // Issue 27 item 11: a fresh app's first visit said only games in the next 5 days were shown.
  test("the fresh app's empty Upcoming Games shows the spec's 'No upcoming games available' / 'Check back later for new games!'", async ({
    page,
    request,
    t,
  }) => {
    // A fresh app: no game and no round (the shared e2e server has many, so its answers are replaced).
    await page.route("**/api/games/upcoming?**", (route) => route.fulfill({ json: [] }));
    await page.route("**/api/games/rounds**", async (route) => {
      const rounds = (await (await route.fetch()).json()) as object;
      await route.fulfill({ json: { ...rounds, rounds: [], currentRound: null } });
    });
    await signIn(page, await registerViaApi(request));
    await openScreen(page, "/upcoming-games", t("games", "upcoming.title"));

    await expect(page.getByText(t("games", "upcoming.empty"), { exact: true })).toBeVisible();
    await expect(page.getByText(t("games", "upcoming.emptyHint"), { exact: true })).toBeVisible();
    await expect(page.getByText(t("games", "upcoming.emptyCloseOnly"))).toHaveCount(0);
    await expect(page.getByText(t("games", "upcoming.banner"))).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "upcoming-games-fresh");
  });

  test("a round with nothing in the next 5 days says why and shows all its games on request", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Later round");
    const game = await createGame(request, admin, { daysAhead: 10, round });
    await signIn(page, await registerViaApi(request));

    await openScreen(page, "/upcoming-games", t("games", "upcoming.title"));
    await page.getByRole("combobox", { name: t("games", "filters.round") }).selectOption(round);
    await expect(page.getByText(t("games", "upcoming.emptyCloseOnly"))).toBeVisible();
    await page.getByRole("button", { name: t("games", "filters.showAllGames") }).click();
    const card = page.getByRole("article", {
      name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
    });
    await expect(card).toBeVisible();
    await expect(page.getByTestId("active-filter")).toContainText(round);
  });

  // Issue 27 item 11: "Show User Bets" wrapped onto 2-3 lines beside 'Place Bet' and the joker.
  test("'Show User Bets' fits on one line at 375 and 1280 px", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Round");
    const game = await createGame(request, admin, { daysAhead: 2, round });
    await signIn(page, await registerViaApi(request));
    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    const card = page.getByRole("article", {
      name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
    });
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(card.getByRole("link", { name: t("games", "actions.showBets") })).toBeVisible();
      await expectUnbrokenText(card.getByRole("link"), { oneLine: true });
      await expectNoHorizontalScroll(page);
    }
  });

  test("a game card shows teams, kickoff, round, status and the next step", async ({ page, request, t, lang }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Round");
    const game = await createGame(request, admin, { daysAhead: 2, round, hour: "19:45" });
    await signIn(page, await registerViaApi(request));

    await openScreen(page, "/upcoming-games", t("games", "upcoming.title"));
    await page.getByRole("combobox", { name: t("games", "filters.round") }).selectOption(round);

    const home = game.homeGroupId.name;
    const away = game.awayGroupId.name;
    const card = page.getByRole("article", { name: t("games", "card.matchup", { home, away }) });
    await expect(card).toBeVisible();
    await expect(page.getByText(t("games", "upcoming.count_one"))).toBeVisible();
    await expect(card.getByText(home, { exact: true })).toBeVisible();
    await expect(card.getByText(away, { exact: true })).toBeVisible();
    await expect(card.getByRole("img", { name: home })).toBeVisible();
    await expect(card.getByRole("img", { name: away })).toBeVisible();
    await expect(card.getByText(t("common", "score.vs"), { exact: true })).toBeVisible();
    await expect(card.getByText(kickoffText(game, lang), { exact: true })).toBeVisible();
    await expect(card.getByText(round, { exact: true })).toBeVisible();
    await expect(card.getByText(t("common", "status.upcoming"), { exact: true })).toBeVisible();
    await expect(card.getByText(t("games", "prediction.none"))).toBeVisible();
    await expect(card.getByRole("link", { name: t("games", "actions.placeBet") })).toHaveAttribute(
      "href",
      `/games/${game._id}/bet`,
    );
    await expect(card.getByRole("link", { name: t("games", "actions.showBets") })).toBeVisible();
    await expect(card.getByRole("link", { name: t("games", "actions.editBet") })).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "upcoming-games");

    await card.getByRole("link", { name: t("games", "actions.placeBet") }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game._id}/bet$`));
  });

  test("the round dropdown and the close-games checkbox change the list and the active filter", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Filter round");
    const soon = await createGame(request, admin, { daysAhead: 2, round });
    const later = await createGame(request, admin, { daysAhead: 12, round });
    await signIn(page, await registerViaApi(request));
    const cardOf = (game: typeof soon) =>
      page.getByRole("article", {
        name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
      });

    await openScreen(page, "/upcoming-games", t("games", "upcoming.title"));
    const select = page.getByRole("combobox", { name: t("games", "filters.round") });
    const closeOnly = page.getByRole("checkbox", { name: t("games", "filters.closeOnly") });
    const active = page.getByTestId("active-filter");
    await expect(select).toHaveValue("current");
    await expect(closeOnly).toBeChecked();
    await expect(active).toHaveCount(0);
    await expect(select.locator("option[value=current]")).toHaveText(new RegExp(`^${t("games", "filters.current")}`));
    await expect(select.locator("option[value=all]")).toHaveText(t("games", "filters.all"));

    await select.selectOption(round);
    await expect(cardOf(soon)).toBeVisible();
    await expect(cardOf(later)).toHaveCount(0);
    await expect(active).toContainText(t("games", "filters.active"));
    await expect(active).toContainText(round);

    await closeOnly.uncheck();
    await expect(cardOf(later)).toBeVisible();
    await expect(cardOf(soon)).toBeVisible();
    await expect(active).toContainText(round);

    await select.selectOption("all");
    await expect(active).toContainText(t("games", "filters.all"));
    await expect(cardOf(later)).toBeVisible();
    await checkA11y(page);

    await closeOnly.check();
    await expect(cardOf(later)).toHaveCount(0);
    await expect(cardOf(soon)).toBeVisible();
    await expect(active).toContainText(t("games", "filters.all"));

    await select.selectOption("current");
    await expect(active).toHaveCount(0);
    await closeOnly.uncheck();
    await expect(active).toContainText(t("games", "filters.currentAll"));
    await closeOnly.check();
    await expect(active).toHaveCount(0);
  });

  test("a locked game shows the padlock and 'Betting closed' without Place Bet", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Locked round");
    const game = await createGame(request, admin, { daysAhead: 1, round, isBettingLocked: true });
    await signIn(page, await registerViaApi(request));

    await openScreen(page, "/upcoming-games", t("games", "upcoming.title"));
    await page.getByRole("combobox", { name: t("games", "filters.round") }).selectOption(round);
    const card = page.getByRole("article", {
      name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
    });
    await expect(card.getByText(t("games", "prediction.closed"))).toBeVisible();
    await expect(card.getByText(t("common", "status.locked"))).toBeVisible();
    // docs/rules.md "Display status": finished if finished, else live if betting is locked; a game locked early reads live too.
    await expect(card.getByText(t("common", "status.live"), { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: t("games", "actions.placeBet") })).toHaveCount(0);
    await expect(card.getByRole("link", { name: t("games", "actions.editBet") })).toHaveCount(0);
    await expect(page.getByText(t("games", "upcoming.count_other", { count: 0 }))).toBeVisible();
    await checkA11y(page);
    await shot(page, "upcoming-games-locked");

    await card.getByRole("link", { name: t("games", "actions.showBets") }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game._id}/bets$`));
    await expect(page.getByRole("heading", { level: 1, name: t("bets", "gameBets.title") })).toBeVisible();
  });

  test("a failing load toasts 'Failed to load upcoming games' and offers a retry", async ({ page, request, t }) => {
    await withoutLiveUpdates(page);
    await page.route("**/api/games/upcoming?*", (route) => route.fulfill({ status: 503, json: {} }));
    await signIn(page, await registerViaApi(request));
    await openScreen(page, "/upcoming-games", t("games", "upcoming.title"));
    await expect(toast(page, t("games", "upcoming.failed"))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t("games", "upcoming.loading"))).toHaveCount(0);
    await expect(page.getByRole("main").getByText(t("games", "upcoming.failed"), { exact: true })).toBeVisible();
    await page.unroute("**/api/games/upcoming?*");
    await page.getByRole("button", { name: t("common", "actions.retry") }).click();
    await expect(page.getByRole("combobox", { name: t("games", "filters.round") })).toBeVisible();
    await expect(page.getByRole("main").getByText(t("games", "upcoming.failed"), { exact: true })).toHaveCount(0);
  });

  test("card buttons keep their labels whole at 1280 px, and after a bet the list comes back where the player left it", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // nine games through the API
    const admin = await adminToken(request);
    const round = uniqueName("Long list");
    const games: GameData[] = [];
    // Long names at the name limit (50) squeeze the cards as much as real data can.
    for (let i = 0; i < 9; i++) {
      games.push(
        await createGame(request, admin, {
          daysAhead: 2,
          round,
          hour: `1${i}:00`,
          home: uniqueName(`Sporting Club Internacional de Football ${i}`).slice(0, 50),
        }),
      );
    }
    const player = await registerViaApi(request);
    await placeBetViaApi(request, player.token, games[0]._id, 1, 1);
    await signIn(page, player);
    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    await expect(page.getByRole("article")).toHaveCount(9);
    await expectUnbrokenText(page.getByRole("article").getByRole("link"), { oneLine: true });

    const last = games[8];
    const card = page.getByRole("article", {
      name: t("games", "card.matchup", { home: last.homeGroupId.name, away: last.awayGroupId.name }),
    });
    await card.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await card.getByRole("link", { name: t("games", "actions.placeBet") }).click();
    await page.getByRole("textbox", { name: last.homeGroupId.name }).fill("2");
    await page.getByRole("textbox", { name: last.awayGroupId.name }).fill("0");
    await page.getByRole("button", { name: t("bets", "form.submit"), exact: true }).click();
    await expect(toast(page, t("bets", "form.placed"))).toBeVisible();
    await expect(page).toHaveURL(/\/upcoming-games\?round=/);
    await expect(card.getByText(t("games", "prediction.yours"))).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(80);
  });
});
