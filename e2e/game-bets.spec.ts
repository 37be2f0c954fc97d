import { checkA11y, expect, expectWholeName, registerViaApi, shot, signIn, test } from "./fixtures";
import { adminToken, createGame, openScreen, placeBetViaApi, setResult, UNKNOWN_GAME_ID, uniqueName } from "./game-data";

test.describe("game bets", () => {
  test("lists every player's bet, hides others' picks until the lock, highlights the own row and shows points after the result", async ({
    page,
    request,
    t,
  }) => {
    test.slow();
    const admin = await adminToken(request);
    const game = await createGame(request, admin, { daysAhead: 25, round: uniqueName("Round") });
    const me = await registerViaApi(request, { fullName: uniqueName("Me") });
    const friend = await registerViaApi(request, { fullName: uniqueName("Friend") });
    await placeBetViaApi(request, me.token, game._id, 2, 1);
    await placeBetViaApi(request, friend.token, game._id, 1, 0);
    await signIn(page, me);
    const rowOf = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
    const score = (home: number, away: number) => `${t("common", "score.home")} ${home}, ${t("common", "score.away")} ${away}`;

    await openScreen(page, `/games/${game._id}/bets`, t("bets", "gameBets.title"));
    await expect(page.getByRole("link", { name: t("bets", "back.upcoming") })).toHaveAttribute("href", "/upcoming-games");
    const mine = rowOf(me.fullName);
    const theirs = rowOf(friend.fullName);
    await expect(mine.getByRole("img", { name: score(2, 1) })).toBeVisible();
    // Before kickoff the friend's pick is theirs alone: the row says so, and no score of theirs is anywhere on the page.
    await expect(theirs.getByText(t("common", "picks.hidden"))).toBeVisible();
    await expect(theirs.getByRole("img")).toHaveCount(0);
    await expect(page.getByRole("img", { name: score(1, 0) })).toHaveCount(0);
    await expect(page.getByText(t("bets", "gameBets.pickedBeforeKickoff_two", { count: 2 }))).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(theirs.getByText(t("common", "picks.hidden"))).toBeVisible();
    await expect(page.getByRole("img", { name: score(1, 0) })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(mine).toHaveAttribute("aria-current", "true");
    await expect(mine.getByText(t("bets", "list.you"), { exact: true })).toBeVisible();
    await expect(theirs).not.toHaveAttribute("aria-current", "true");
    await expect(theirs.getByRole("link", { name: friend.fullName })).toHaveAttribute("href", `/user/${friend.user._id}`);
    await expect(mine.getByText(t("common", "outcome.pending"))).toBeVisible();
    const summary = page.getByRole("region", { name: t("bets", "gameBets.summary") });
    await expect(summary.getByText(t("bets", "gameBets.total")).locator("..")).toContainText("2");
    await checkA11y(page);
    await shot(page, "game-bets-open");

    await setResult(request, admin, game._id, "2:1");
    await openScreen(page, `/games/${game._id}/bets`, t("bets", "gameBets.title"));
    await expect(theirs.getByRole("img", { name: score(1, 0) })).toBeVisible();
    await expect(page.getByText(t("common", "picks.hidden"))).toHaveCount(0);
    await expect(mine.getByText("+3")).toBeVisible();
    await expect(mine.getByText(t("common", "outcome.exact"))).toBeVisible();
    await expect(theirs.getByText("+1")).toBeVisible();
    await expect(theirs.getByText(t("common", "outcome.correct"))).toBeVisible();
    await expect(summary.getByText(t("bets", "gameBets.exact")).locator("..")).toContainText("1");
    await expect(summary.getByText(t("bets", "gameBets.correct")).locator("..")).toContainText("1");
    await expect(page.getByRole("link", { name: t("bets", "back.completed") })).toHaveAttribute("href", "/completed-games");
    await checkA11y(page);
    await shot(page, "game-bets-finished");
  });

  // Issue 27 item 2: "Maya Fri…" at 375 px, "Maya Fried…" in the place-bet side panel, "…man" in Hebrew.
  test("names are whole and keep their own direction on a game's bets before kickoff", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const game = await createGame(request, admin, { daysAhead: 25, round: uniqueName("Names") });
    const me = await registerViaApi(request, { fullName: uniqueName("Me") });
    const long = `Maya Friedman-Rosenthal ${uniqueName("Ben-Ami")}`;
    const maya = await registerViaApi(request, { fullName: long });
    await placeBetViaApi(request, me.token, game._id, 2, 1);
    await placeBetViaApi(request, maya.token, game._id, 1, 0);
    await signIn(page, me);
    const rowOf = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openScreen(page, `/games/${game._id}/bets`, t("bets", "gameBets.title"));
      await expect(rowOf(long).getByText(t("common", "picks.hidden"))).toBeVisible();
      await expectWholeName(rowOf(long), long);
      if (width === 1280) await shot(page, "game-bets-names");
      // The place-bet page lists the others' picks beside the form on a desktop.
      await openScreen(page, `/games/${game._id}/bet`, t("bets", "place.editTitle"));
      await expectWholeName(rowOf(long), long);
    }
  });

  test("a game nobody bet on shows the empty state", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const game = await createGame(request, admin, { daysAhead: 6, round: uniqueName("Round") });
    await signIn(page, await registerViaApi(request));

    await openScreen(page, `/games/${game._id}/bets`, t("bets", "gameBets.title"));
    await expect(page.getByText(t("bets", "gameBets.empty"), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: t("games", "actions.placeBet") })).toHaveAttribute(
      "href",
      `/games/${game._id}/bet`,
    );
    await checkA11y(page);
    await shot(page, "game-bets-empty");
  });

  test("an unknown game shows 'Game not found'", async ({ page, request, t }) => {
    await signIn(page, await registerViaApi(request));
    await openScreen(page, `/games/${UNKNOWN_GAME_ID}/bets`, t("bets", "gameBets.title"));
    await expect(page.getByText(t("bets", "notFound.title"), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: t("bets", "notFound.action"), exact: true })).toBeVisible();
  });
});
