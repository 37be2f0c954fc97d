import { ADMIN, expect, loginViaApi, registerViaApi, signIn, test } from "./fixtures";
import { adminToken, createGame, gameRow, lockGame, openScreen, placeBetViaApi, setResult, uniqueName } from "./game-data";

/**
 * Game day with two browsers (docs/rules.md "Live updates"): the admin's actions reach the player's open screens
 * through the event stream, with no reload and no polling.
 */
test.describe("live game day", () => {
  test.slow(); // two browser contexts and the admin games screen

  test("the admin's live score and result reach the player's open games screen and round table without a reload", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Match day");
    const game = await createGame(request, admin, { daysAhead: 1, round });
    const player = await registerViaApi(request, { fullName: uniqueName("Fan") });
    await placeBetViaApi(request, player.token, game._id, 1, 0);
    await lockGame(request, admin, game._id);
    const home = game.homeGroupId.name;
    const away = game.awayGroupId.name;

    // The player keeps two screens open: the round's games and the round's table.
    const context = await browser.newContext();
    await context.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    const games = await context.newPage();
    await signIn(games, player);
    await openScreen(games, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    const card = games.getByRole("article", { name: t("games", "card.matchup", { home, away }) });
    await expect(card.getByText(t("common", "score.vs"), { exact: true })).toBeVisible();
    const table = await context.newPage();
    await openScreen(table, `/leaderboard?round=${encodeURIComponent(round)}`, t("leaderboard", "title"));
    const myRow = table
      .getByRole("region", { name: t("leaderboard", "ranking") })
      .getByRole("listitem")
      .filter({ has: table.getByRole("link", { name: player.fullName, exact: true }) });
    await expect(myRow).toBeVisible();
    const points = myRow.locator("p", { hasText: t("leaderboard", "pointsShort") });
    await expect(points).toHaveText(/^\D*0\D*$/);
    // Any request the player's screens make from here is a refetch caused by an event, never a reload.
    const reloads: string[] = [];
    for (const screen of [games, table]) {
      screen.on("framenavigated", (frame) => {
        if (frame === screen.mainFrame()) reloads.push(frame.url());
      });
    }

    // The admin scores a goal from the games list.
    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    await gameRow(page, t, home, away)
      .getByRole("button", { name: t("admin", "games.live.homeGoal", { team: home }) })
      .click();

    const score = (h: number, a: number) => `${t("common", "score.home")} ${h}, ${t("common", "score.away")} ${a}`;
    await expect(card.getByTestId("live-score")).toContainText(t("games", "live.badge"), { timeout: 10_000 });
    await expect(card.getByTestId("live-score").getByRole("img", { name: score(1, 0) })).toBeVisible();
    await expect(card.getByTestId("provisional-points")).toContainText("+3");
    // The live table (on while the game is live) counts the provisional 3 points as the goal goes in.
    await expect(points).toHaveText(/^\D*3\D*$/, { timeout: 10_000 });

    // The result: the 3 points are the player's own now, and the live score is gone.
    await setResult(request, admin, game._id, "1:0");
    await expect(points).toHaveText(/^\D*3\D*$/, { timeout: 10_000 });
    await expect(card.getByTestId("live-score")).toHaveCount(0, { timeout: 10_000 });
    expect(reloads).toEqual([]);
    await context.close();
  });
});
