import { checkA11y, expect, registerViaApi, shot, signIn, test, toast } from "./fixtures";
import { adminToken, createGame, openScreen, placeBetViaApi, setResult, uniqueName } from "./game-data";

/**
 * The main flow: a player finds a game in Upcoming, bets, edits the bet and sees it among everyone's bets; the
 * admin sets the result; the points show on Completed games, the Dashboard, the Leaderboard and the profile.
 */
test("game loop: bet, edit, result, points everywhere", async ({ page, request, t }) => {
  test.slow();
  const admin = await adminToken(request);
  const round = uniqueName("Loop");
  // Far ahead, so that once finished it is the newest result and shows on the dashboard.
  const game = await createGame(request, admin, { daysAhead: 400, round });
  const home = game.homeGroupId.name;
  const away = game.awayGroupId.name;
  const player = await registerViaApi(request, { fullName: uniqueName("Looper") });
  const rival = await registerViaApi(request, { fullName: uniqueName("Rival") });
  await placeBetViaApi(request, rival.token, game._id, 1, 0);
  const score = (h: number, a: number) => `${t("common", "score.home")} ${h}, ${t("common", "score.away")} ${a}`;
  const card = page.getByRole("article", { name: t("games", "card.matchup", { home, away }) });

  await signIn(page, player);

  // Upcoming: the game waits for a bet.
  await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}&closeOnly=false`, t("games", "upcoming.title"));
  await expect(card.getByText(t("games", "prediction.none"))).toBeVisible();
  await card.getByRole("link", { name: t("games", "actions.placeBet") }).click();

  // Place the bet.
  await expect(page).toHaveURL(new RegExp(`/games/${game._id}/bet$`));
  await page.getByRole("textbox", { name: home }).fill("2");
  await page.getByRole("textbox", { name: away }).fill("1");
  await page.getByRole("button", { name: t("bets", "form.submit"), exact: true }).click();
  await expect(toast(page, t("bets", "form.placed"))).toBeVisible();
  await expect(card.getByRole("img", { name: score(2, 1) })).toBeVisible();

  // Edit it.
  await card.getByRole("link", { name: t("games", "actions.editBet") }).click();
  await expect(page.getByRole("textbox", { name: home })).toHaveValue("2");
  await page.getByRole("textbox", { name: away }).fill("0");
  await page.getByRole("button", { name: t("bets", "form.update"), exact: true }).click();
  await expect(toast(page, t("bets", "form.updated"))).toBeVisible();
  await expect(card.getByRole("img", { name: score(2, 0) })).toBeVisible();
  await shot(page, "loop-upcoming");

  // Everyone's bets on the game, the player's among them, still pending.
  await card.getByRole("link", { name: t("games", "actions.showBets") }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game._id}/bets$`));
  const myBet = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: player.fullName }) });
  await expect(myBet.getByRole("img", { name: score(2, 0) })).toBeVisible({ timeout: 20_000 });
  await expect(myBet.getByText(t("common", "outcome.pending"))).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: rival.fullName }) })).toBeVisible();

  // The admin sets the result: the player's 2:0 is exact (+3), the rival's 1:0 the right winner (+1).
  await setResult(request, admin, game._id, "2:0");

  await openScreen(page, "/completed-games", t("games", "completed.title"));
  await expect(card.getByText("+3")).toBeVisible();
  await expect(card.getByText(t("common", "outcome.exact"))).toBeVisible();
  await shot(page, "loop-completed");

  await openScreen(page, "/dashboard", t("dashboard", "title"));
  const points = page.locator("dl > div").filter({ has: page.getByText(t("dashboard", "stats.totalPoints"), { exact: true }) });
  await expect(points.locator("dd")).toHaveText("3");
  const recent = page.getByRole("region", { name: t("dashboard", "recent.title") });
  await expect(recent.getByRole("article", { name: t("games", "card.matchup", { home, away }) })).toContainText("+3");
  await checkA11y(page);
  await shot(page, "loop-dashboard");

  await openScreen(page, "/leaderboard", t("leaderboard", "title"));
  const rankings = page.getByRole("region", { name: t("leaderboard", "ranking") });
  const mine = rankings.getByRole("listitem").filter({ has: page.getByRole("link", { name: player.fullName, exact: true }) });
  await expect(mine).toHaveAttribute("aria-current", "true");
  await expect(mine).toContainText(`3 ${t("leaderboard", "pointsShort")}`);
  const rivalRow = rankings.getByRole("listitem").filter({ has: page.getByRole("link", { name: rival.fullName, exact: true }) });
  await expect(rivalRow).toContainText(`1 ${t("leaderboard", "pointsShort")}`);
  await shot(page, "loop-leaderboard");

  await mine.getByRole("link", { name: player.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${player.user._id}$`));
  const prediction = page
    .getByRole("region", { name: t("profile", "predictions.title") })
    .getByRole("article", { name: t("games", "card.matchup", { home, away }) });
  await expect(prediction).toContainText("+3", { timeout: 20_000 });
  await expect(prediction.getByRole("img", { name: score(2, 0) }).first()).toBeVisible();
  await shot(page, "loop-profile");
});
