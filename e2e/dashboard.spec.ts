import type { Page } from "@playwright/test";
import {
  checkA11y,
  expect,
  registerViaApi,
  shot,
  signIn,
  statTile,
  type Translate,
  test,
  toast,
  WITHOUT_SERVICE_WORKER,
  watchDrawing,
  withoutLiveUpdates,
} from "./fixtures";
import { adminToken, createGame, type GameData, lockGame, openScreen, placeBetViaApi, setResult, uniqueName } from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

/** `createGame` options for a kickoff `minutes` from now (UTC, the e2e server's zone). */
function kickoffIn(minutes: number): { daysAhead: number; hour: string } {
  return { daysAhead: minutes / 1440, hour: new Date(Date.now() + minutes * 60_000).toISOString().slice(11, 16) };
}

function section(page: Page, t: Translate, key: string) {
  return page.getByRole("region", { name: t("dashboard", key) });
}

test.describe("dashboard", () => {
  test("a fresh player sees zeros, a rank and both empty texts", async ({ page, request, t }) => {
    const player = await registerViaApi(request, { fullName: "Dana Fresh" });
    // Every spec shares one database, so other specs' games would show here: serve the two game lists empty.
    await page.route("**/api/games/upcoming?**", (route) => route.fulfill({ json: [] }));
    await page.route("**/api/games/finished?**", (route) => route.fulfill({ json: [] }));
    await signIn(page, player);
    await openScreen(page, "/dashboard", t("dashboard", "title"));

    // A brand-new account is greeted as new, not welcomed "back".
    await expect(page.getByText(t("dashboard", "welcomeNew", { name: "Dana Fresh" }))).toBeVisible();
    await expect(page.getByText(t("dashboard", "welcome", { name: "Dana Fresh" }))).toHaveCount(0);
    await expect(statTile(page, t("dashboard", "stats.totalPoints"))).toHaveText("0");
    await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("0");
    await expect(statTile(page, t("dashboard", "stats.correctPredictions"))).toHaveText("0");
    await expect(statTile(page, t("dashboard", "stats.rank"))).toHaveText(/^#\d+$/);
    await expect(section(page, t, "upcoming.title").getByText(t("dashboard", "upcoming.empty"))).toBeVisible();
    await expect(section(page, t, "recent.title").getByText(t("dashboard", "recent.empty"))).toBeVisible();

    const actions = section(page, t, "quickActions.title");
    await expect(actions.getByRole("link")).toHaveCount(2);
    await checkA11y(page);
    await shot(page, "dashboard-empty");

    await actions.getByRole("link", { name: t("dashboard", "quickActions.viewLeaderboard") }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await page.goBack();
    await section(page, t, "quickActions.title")
      .getByRole("link", { name: t("dashboard", "quickActions.viewGames") })
      .click();
    await expect(page).toHaveURL(/\/upcoming-games$/);
  });

  test("shows the next open games with the bet state, and recent results with the player's bet or TBD", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // eight teams and six games through the API, then axe and screenshots
    const admin = await adminToken(request);
    const player = await registerViaApi(request, { fullName: "Dana Data" });
    const round = uniqueName("Dash");

    // Two results far ahead (so they are the newest finished games): one with the player's exact bet, one without a bet.
    const scored = await createGame(request, admin, { round, daysAhead: 300, hour: "20:00" });
    const unbet = await createGame(request, admin, { round, daysAhead: 300, hour: "21:00" });
    await placeBetViaApi(request, player.token, scored._id, 3, 0);
    await setResult(request, admin, scored._id, "3:0");
    await setResult(request, admin, unbet._id, "1:1");

    // Four open games kicking off within the next half hour, the first with a bet: the dashboard shows three.
    const betOn = await createGame(request, admin, { round, ...kickoffIn(20) });
    const open = [betOn];
    for (const minutes of [21, 22, 23]) open.push(await createGame(request, admin, { round, ...kickoffIn(minutes) }));
    await placeBetViaApi(request, player.token, betOn._id, 2, 1);

    try {
      await signIn(page, player);
      const drawing = await watchDrawing(page);
      await openScreen(page, "/dashboard", t("dashboard", "title"));
      await expect(page.getByText(t("dashboard", "welcome", { name: "Dana Data" }))).toBeVisible();
      // Each section, then its cards, in the page's order (web/src/components/ui/Reveal.tsx): nothing drawn above what
      // is on screen, so nothing moves.
      const seen = await drawing.drawn();
      expect(seen.partsAdded).toEqual(seen.partsOnScreen);
      expect(seen.partsOnScreen.length).toBeGreaterThan(6);
      expect(seen.shifts).toEqual([]);

      const upcoming = section(page, t, "upcoming.title");
      const cards = upcoming.getByRole("listitem");
      await expect(cards).toHaveCount(3);
      // One word for one thing (issue 27 item 6): 'Bet Now' only where there is no bet yet, 'Edit Bet' on the card bet on.
      await expect(upcoming.getByRole("link", { name: t("dashboard", "upcoming.betNow") })).toHaveCount(2);
      const betCard = cards.filter({ hasText: betOn.homeGroupId.name });
      await expect(betCard.getByRole("link", { name: t("dashboard", "upcoming.betNow") })).toHaveCount(0);
      await expect(betCard).toContainText(betOn.awayGroupId.name);
      await expect(betCard).toContainText(t("games", "prediction.yours"));
      await expect(cards.filter({ hasText: t("games", "prediction.none") }).first()).toBeVisible();

      const recent = section(page, t, "recent.title");
      await expect(recent.getByRole("listitem")).not.toHaveCount(0);
      expect(await recent.getByRole("listitem").count()).toBeLessThanOrEqual(5);
      const scoredRow = recent.getByRole("listitem").filter({ hasText: scored.homeGroupId.name });
      await expect(scoredRow).toContainText("+3");
      await expect(scoredRow.getByRole("img", { name: scored.awayGroupId.name })).toBeVisible();
      const unbetRow = recent.getByRole("listitem").filter({ hasText: unbet.homeGroupId.name });
      await expect(unbetRow).toContainText(t("dashboard", "recent.tbd"));

      await expect(statTile(page, t("dashboard", "stats.totalPoints"))).toHaveText("3");
      await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("2");
      await expect(statTile(page, t("dashboard", "stats.correctPredictions"))).toHaveText("1");
      // One scored bet, an exact score (the other bet is pending): all possible points, every outcome right.
      await expect(statTile(page, t("common", "rates.accuracy"))).toHaveText(t("common", "rates.percent", { value: "100.0" }));
      await expect(statTile(page, t("common", "rates.hitRate"))).toHaveText(t("common", "rates.percent", { value: "100.0" }));
      await expect(page.getByText(t("common", "rates.hitRateHelp"))).toBeVisible();
      await checkA11y(page);
      await shot(page, "dashboard");

      await cards
        .filter({ hasNot: page.getByText(t("games", "prediction.yours")) })
        .first()
        .getByRole("link", { name: t("dashboard", "upcoming.betNow") })
        .click();
      await expect(page).toHaveURL(/\/upcoming-games$/);
      await page.goBack();
      await betCard.getByRole("link", { name: t("dashboard", "upcoming.editBet") }).click();
      await expect(page).toHaveURL(new RegExp(`/games/${betOn._id}/bet$`));
    } finally {
      // Locked games leave the dashboards of later tests alone.
      for (const game of open) await lockGame(request, admin, game._id);
    }
  });

  test("a failed load says so and offers a retry", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await withoutLiveUpdates(page);
    await page.route("**/api/games/finished?**", (route) => route.fulfill({ status: 500, body: "" }));
    await signIn(page, player);
    await openScreen(page, "/dashboard", t("dashboard", "title"));

    await expect(toast(page, t("dashboard", "loadFailed"))).toBeVisible();
    const recent = section(page, t, "recent.title");
    await expect(recent.getByText(t("dashboard", "loadFailed"))).toBeVisible();
    await expect(section(page, t, "upcoming.title")).toBeVisible();

    await page.unroute("**/api/games/finished?**");
    await recent.getByRole("button", { name: t("common", "actions.retry") }).click();
    await expect(recent.getByText(t("dashboard", "loadFailed"))).toHaveCount(0);
  });

  // Issue 27 item 5: "All bets placed" showed while games of the current round were still without a bet.
  test("'All bets placed' counts the current round's games without a bet and says how many are left", async ({
    page,
    request,
    t,
  }) => {
    const admin = await adminToken(request);
    const player = await registerViaApi(request);
    const round = uniqueName("Shown");
    const games: GameData[] = [];
    for (const day of [1, 2, 3, 4]) games.push(await createGame(request, admin, { round, daysAhead: day }));
    // Bets on the three soonest (the three cards); the fourth, beyond the cards, still waits for one.
    for (const [i, game] of games.slice(0, 3).entries()) await placeBetViaApi(request, player.token, game._id, i + 1, 0);
    // Other specs share the database: this round stands for the current one, and the lists hold only its games.
    // Without live updates: other specs' bets would refetch the list, cancelling the request this handler answers.
    await withoutLiveUpdates(page);
    await page.route("**/api/games/upcoming?**", async (route) => {
      const url = route
        .request()
        .url()
        .replace("round=current", `round=${encodeURIComponent(round)}`);
      const response = await route.fetch({ url });
      const all = (await response.json()) as { round: string }[];
      await route.fulfill({ response, json: all.filter((game) => game.round === round) });
    });
    await signIn(page, player);
    await openScreen(page, "/dashboard", t("dashboard", "title"));

    const upcoming = section(page, t, "upcoming.title");
    await expect(upcoming.getByRole("listitem")).toHaveCount(3);
    await expect(upcoming.getByText(t("dashboard", "upcoming.missingInRound_one", { round, count: 1 }))).toBeVisible();
    await expect(upcoming.getByText(t("dashboard", "upcoming.allSet"))).toHaveCount(0);
    for (const [i, game] of games.slice(0, 3).entries()) {
      const card = upcoming.getByRole("listitem").filter({ hasText: game.homeGroupId.name });
      await expect(
        card.getByRole("img", { name: `${t("common", "score.home")} ${i + 1}, ${t("common", "score.away")} 0` }),
      ).toBeVisible();
    }

    await placeBetViaApi(request, player.token, games[3]._id, 0, 0);
    await page.reload();
    await expect(upcoming.getByText(t("dashboard", "upcoming.allSet"))).toBeVisible();
    await expect(upcoming.getByText(t("dashboard", "upcoming.missingInRound_one", { round, count: 1 }))).toHaveCount(0);
  });

  // Issue 27 item 4: the live score lived in Upcoming Games, below the fold on a phone.
  test("a live game comes first on the dashboard, with its score and the player's provisional points", async ({
    page,
    request,
    t,
  }) => {
    const admin = await adminToken(request);
    const player = await registerViaApi(request);
    const round = uniqueName("Now");
    const later = await createGame(request, admin, { round, daysAhead: 2 });
    const game = await createGame(request, admin, { round, daysAhead: 1 });
    await placeBetViaApi(request, player.token, game._id, 1, 0);
    await lockGame(request, admin, game._id);
    const live = await request.put(`/api/games/${game._id}/live`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { liveScore: "1:0" },
    });
    expect(live.status(), await live.text()).toBe(200);
    await withoutLiveUpdates(page);
    await page.route("**/api/games/upcoming?**", async (route) => {
      const response = await route.fetch();
      const all = (await response.json()) as { round: string }[];
      await route.fulfill({ response, json: all.filter((g) => g.round === round) });
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, player);
    await openScreen(page, "/dashboard", t("dashboard", "title"));

    const now = section(page, t, "live.title");
    const card = now.getByRole("article", {
      name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
    });
    await expect(
      card.getByTestId("live-score").getByRole("img", { name: `${t("common", "score.home")} 1, ${t("common", "score.away")} 0` }),
    ).toBeVisible();
    await expect(card.getByTestId("provisional-points")).toContainText("+3");
    await expect(card).toBeInViewport();
    // Above the open games, whose section no longer holds the live one.
    const [liveBox, upcomingBox] = [await now.boundingBox(), await section(page, t, "upcoming.title").boundingBox()];
    expect(liveBox && upcomingBox && liveBox.y < upcomingBox.y).toBe(true);
    await expect(section(page, t, "upcoming.title").getByText(later.homeGroupId.name, { exact: true })).toBeVisible();
    await expect(section(page, t, "upcoming.title").getByText(game.homeGroupId.name, { exact: true })).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "dashboard-live");
    await page.setViewportSize({ width: 1280, height: 800 });
    await setResult(request, admin, game._id, "1:0");
  });

  test("the round winners card names every player tied first in the finished round, with the way to its table", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // two games, eight bets and two results through the API
    const admin = await adminToken(request);
    const tag = uniqueName("");
    const [ana, ben, cy, dov] = await Promise.all(
      ["Ana", "Ben", "Cy", "Dov"].map((name) => registerViaApi(request, { fullName: `${name} Winner${tag}` })),
    );
    const round = uniqueName("Won");
    const first = await createGame(request, admin, { round, daysAhead: 1 });
    const second = await createGame(request, admin, { round, daysAhead: 1, hour: "20:30" });
    // Results 2:1 and 0:0. Ana exact + draw = 4 and Ben outcome + exact = 4 (tied first), Cy exact + wrong = 3,
    // Dov nothing.
    const bets: [typeof ana, number, number, number, number][] = [
      [ana, 2, 1, 1, 1],
      [ben, 3, 1, 0, 0],
      [cy, 2, 1, 0, 1],
      [dov, 0, 2, 1, 0],
    ];
    for (const [player, h1, a1, h2, a2] of bets) {
      await placeBetViaApi(request, player.token, first._id, h1, a1);
      await placeBetViaApi(request, player.token, second._id, h2, a2);
    }
    await setResult(request, admin, first._id, "2:1");
    await setResult(request, admin, second._id, "0:0");

    // The card shows the latest finished round, which a spec running alongside may finish after this one: answer the
    // dashboard's question with the server's real winners of this round (without live updates, which would cancel the
    // request this handler is still answering).
    await withoutLiveUpdates(page);
    await page.route("**/api/users/leaderboard/winners", async (route) => {
      const url = `${route.request().url()}?${new URLSearchParams({ round })}`;
      await route.fulfill({ response: await route.fetch({ url }) });
    });
    await signIn(page, ana);
    await openScreen(page, "/dashboard", t("dashboard", "title"));

    const card = page.getByRole("region", { name: t("leaderboard", "winners.title", { round }) });
    await expect(card).toBeVisible();
    const winners = card.getByRole("listitem");
    await expect(winners).toHaveCount(2);
    for (const player of [ana, ben]) {
      const winner = winners.filter({ hasText: player.fullName });
      await expect(winner).toContainText(t("leaderboard", "winners.points", { points: 4 }));
      await expect(winner.getByRole("link", { name: player.fullName })).toHaveAttribute("href", `/user/${player.user._id}`);
    }
    await expect(card.getByText(cy.fullName)).toHaveCount(0);
    await expect(card.getByText(dov.fullName)).toHaveCount(0);
    await checkA11y(page);

    await card.getByRole("link", { name: t("leaderboard", "winners.viewRound") }).click();
    await expect(page).toHaveURL(/\/leaderboard\?/);
    expect(new URL(page.url()).searchParams.get("round")).toBe(round);
  });
});
