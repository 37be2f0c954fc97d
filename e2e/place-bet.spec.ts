import { checkA11y, expect, registerViaApi, shot, signIn, test, toast, WITHOUT_SERVICE_WORKER } from "./fixtures";
import { adminToken, createGame, lockGame, openScreen, placeBetViaApi, UNKNOWN_GAME_ID, uniqueName } from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

test.describe("place bet", () => {
  test("places a bet, then edits it", async ({ page, request, t }) => {
    test.slow();
    const admin = await adminToken(request);
    const round = uniqueName("Bet round");
    const game = await createGame(request, admin, { daysAhead: 3, round });
    const rival = await registerViaApi(request, { fullName: uniqueName("Rival") });
    await placeBetViaApi(request, rival.token, game._id, 0, 0);
    await signIn(page, await registerViaApi(request));
    const home = game.homeGroupId.name;
    const away = game.awayGroupId.name;
    const card = page.getByRole("article", { name: t("games", "card.matchup", { home, away }) });

    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    await card.getByRole("link", { name: t("games", "actions.placeBet") }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game._id}/bet$`));
    await expect(page.getByRole("heading", { level: 1, name: t("bets", "place.title") })).toBeVisible();
    await expect(page.getByRole("article", { name: t("games", "card.matchup", { home, away }) })).toBeVisible();
    const others = page.getByRole("region", { name: t("bets", "others.title") });
    await expect(others.getByRole("link", { name: rival.fullName })).toHaveAttribute("href", `/user/${rival.user._id}`);
    await expect(page.getByRole("region", { name: t("bets", "tips.title") })).toBeVisible();

    const homeInput = page.getByRole("textbox", { name: home });
    const awayInput = page.getByRole("textbox", { name: away });
    await expect(homeInput).toHaveAttribute("inputmode", "numeric");
    await expect(homeInput).toHaveValue("");
    await checkA11y(page);
    await shot(page, "place-bet");

    await homeInput.fill("2");
    await awayInput.fill("1");
    await page.getByRole("button", { name: t("bets", "form.submit"), exact: true }).click();
    await expect(toast(page, t("bets", "form.placed"))).toBeVisible();
    // Back on the list the player came from, filters kept.
    await expect(page).toHaveURL(/\/upcoming-games\?round=/);
    await expect(card.getByText(t("games", "prediction.yours"))).toBeVisible();
    await expect(card.getByRole("img", { name: `${t("common", "score.home")} 2, ${t("common", "score.away")} 1` })).toBeVisible();
    await expect(card.getByRole("link", { name: t("games", "actions.placeBet") })).toHaveCount(0);

    await card.getByRole("link", { name: t("games", "actions.editBet") }).click();
    await expect(homeInput).toHaveValue("2");
    await expect(awayInput).toHaveValue("1");
    await expect(page.getByRole("heading", { name: t("bets", "form.editTitle") })).toBeVisible();
    // The page of a game already bet is titled as the button that led to it.
    await expect(page.getByRole("heading", { level: 1, name: t("bets", "place.editTitle") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: t("bets", "place.title") })).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "place-bet-edit");
    await awayInput.fill("3");
    await page.getByRole("button", { name: t("bets", "form.update"), exact: true }).click();
    await expect(toast(page, t("bets", "form.updated"))).toBeVisible();
    await expect(card.getByRole("img", { name: `${t("common", "score.home")} 2, ${t("common", "score.away")} 3` })).toBeVisible();
  });

  test("both scores are required", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const game = await createGame(request, admin, { daysAhead: 4, round: uniqueName("Round") });
    await signIn(page, await registerViaApi(request));

    await openScreen(page, `/games/${game._id}/bet`, t("bets", "place.title"));
    await page.getByRole("textbox", { name: game.homeGroupId.name }).fill("1");
    await page.getByRole("button", { name: t("bets", "form.submit"), exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: t("validation", "enterBothScores") });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("textbox", { name: game.awayGroupId.name })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`/games/${game._id}/bet$`));
    await checkA11y(page);
    await shot(page, "place-bet-invalid");
  });

  test("a closed game shows the player's bet instead of the form", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const game = await createGame(request, admin, { daysAhead: 2, round: uniqueName("Round") });
    const player = await registerViaApi(request);
    await placeBetViaApi(request, player.token, game._id, 1, 1);
    await lockGame(request, admin, game._id);
    await signIn(page, player);

    // Issue 27 item 11: a locked game's page is titled 'Betting closed', not 'Place Bet'.
    await openScreen(page, `/games/${game._id}/bet`, t("bets", "place.closedTitle"));
    await expect(page.getByRole("heading", { level: 1, name: t("bets", "place.title") })).toHaveCount(0);
    const closed = page.getByRole("region", { name: t("bets", "closed.title") });
    await expect(closed).toBeVisible();
    await expect(closed.getByText(t("games", "prediction.yours"))).toBeVisible();
    await expect(
      closed.getByRole("img", { name: `${t("common", "score.home")} 1, ${t("common", "score.away")} 1` }),
    ).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: t("bets", "form.submit"), exact: true })).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "place-bet-closed");

    await closed.getByRole("link", { name: t("games", "actions.showBets") }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game._id}/bets$`));
  });

  test("an unknown game shows 'Game not found' with a way back", async ({ page, request, t }) => {
    await signIn(page, await registerViaApi(request));
    await openScreen(page, `/games/${UNKNOWN_GAME_ID}/bet`, t("bets", "place.title"));
    await expect(page.getByText(t("bets", "notFound.title"), { exact: true })).toBeVisible();
    await checkA11y(page);
    await shot(page, "place-bet-not-found");
    await page.getByRole("link", { name: t("bets", "notFound.action"), exact: true }).click();
    await expect(page).toHaveURL(/\/upcoming-games$/);
  });

  test("a failing load toasts 'Failed to load game' and returns to the upcoming games", async ({ page, request, t }) => {
    await page.route(`**/api/games/${UNKNOWN_GAME_ID}`, (route) => route.fulfill({ status: 503, json: {} }));
    await signIn(page, await registerViaApi(request));
    await page.goto(`/games/${UNKNOWN_GAME_ID}/bet`);
    await expect(toast(page, t("bets", "place.failed"))).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/upcoming-games$/);
  });
});
