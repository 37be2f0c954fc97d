import type { Locator } from "@playwright/test";
import { checkA11y, expect, expectUnbrokenText, registerViaApi, shot, signIn, test, WITHOUT_SERVICE_WORKER } from "./fixtures";
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

async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.x + box!.width / 2;
}

test.describe("completed games", () => {
  test("shows the empty state when no game has finished", async ({ page, request, t }) => {
    // The e2e server is shared with other specs that finish games, so the list is answered empty here.
    await page.route("**/api/games/finished?*", (route) => route.fulfill({ json: [] }));
    await signIn(page, await registerViaApi(request));

    await openScreen(page, "/completed-games", t("games", "completed.title"));
    await expect(page.getByText(t("games", "completed.banner"))).toBeVisible();
    await expect(page.getByText(t("games", "completed.empty"), { exact: true })).toBeVisible();
    await expect(page.getByText(t("games", "completed.emptyHint"))).toBeVisible();
    await expect(page.getByText(t("games", "completed.count_other", { count: 0 }))).toBeVisible();
    await checkA11y(page);
    await shot(page, "completed-games-empty");
  });

  test("shows results with side letters, the player's points and 'No bet placed'", async ({ page, request, t, lang }) => {
    test.slow();
    const admin = await adminToken(request);
    const round = uniqueName("Final round");
    const player = await registerViaApi(request);
    // Kickoffs far ahead put these games at the top of the newest-first list.
    const [exact, winner, wrong, none, draw] = await Promise.all(
      [40, 41, 42, 43, 44].map((daysAhead) => createGame(request, admin, { daysAhead, round })),
    );
    await placeBetViaApi(request, player.token, draw._id, 2, 2);
    await setResult(request, admin, draw._id, "1:1");
    await placeBetViaApi(request, player.token, exact._id, 3, 0);
    await placeBetViaApi(request, player.token, winner._id, 2, 0);
    await placeBetViaApi(request, player.token, wrong._id, 2, 0);
    await setResult(request, admin, exact._id, "3:0");
    await setResult(request, admin, winner._id, "1:0");
    await setResult(request, admin, wrong._id, "0:2");
    await setResult(request, admin, none._id, "1:1");
    await signIn(page, player);
    const cardOf = (game: GameData) =>
      page.getByRole("article", {
        name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
      });
    const score = (home: number, away: number) => `${t("common", "score.home")} ${home}, ${t("common", "score.away")} ${away}`;

    await openScreen(page, "/completed-games", t("games", "completed.title"));

    const exactCard = cardOf(exact);
    const result = exactCard.getByTestId("matchup").getByRole("img", { name: score(3, 0) });
    await expect(result).toBeVisible();
    await expect(result.getByText(t("common", "score.homeShort"), { exact: true })).toBeVisible();
    await expect(result.getByText(t("common", "score.awayShort"), { exact: true })).toBeVisible();
    await expect(exactCard.getByText(kickoffText(exact, lang), { exact: true })).toBeVisible();
    await expect(exactCard.getByText(round, { exact: true })).toBeVisible();
    await expect(exactCard.getByText(t("common", "status.finished"), { exact: true })).toBeVisible();
    await expect(exactCard.getByText(t("games", "prediction.yours"))).toBeVisible();
    await expect(exactCard.getByText("+3")).toBeVisible();
    await expect(exactCard.getByText(t("common", "outcome.exact"))).toBeVisible();

    // Each score sits beside its team: home on the left in English, on the right in Hebrew.
    const homeTeam = await centreX(exactCard.getByTestId("home-team"));
    const awayTeam = await centreX(exactCard.getByTestId("away-team"));
    const homeScore = await centreX(result.getByText("3", { exact: true }));
    const awayScore = await centreX(result.getByText("0", { exact: true }));
    const homeLetter = await centreX(result.getByText(t("common", "score.homeShort"), { exact: true }));
    if (lang === "he") {
      expect(homeTeam).toBeGreaterThan(awayTeam);
      expect(homeScore).toBeGreaterThan(awayScore);
    } else {
      expect(homeTeam).toBeLessThan(awayTeam);
      expect(homeScore).toBeLessThan(awayScore);
    }
    expect(Math.abs(homeLetter - homeScore)).toBeLessThan(8);

    await expect(cardOf(winner).getByText("+1")).toBeVisible();
    await expect(cardOf(winner).getByText(t("common", "outcome.correct"))).toBeVisible();
    // One word for a right outcome, draw or not: the spec's 'Correct Winner', as the legend says (issue 27 item 6).
    await expect(cardOf(draw).getByText(`· ${t("common", "outcome.correct")}`)).toBeVisible();
    await expect(cardOf(wrong).getByText(t("common", "outcome.incorrect")).locator("..")).toHaveText(/^0/);
    await expect(cardOf(none).getByText(t("games", "prediction.noBet"), { exact: true })).toBeVisible();
    await expect(
      cardOf(none)
        .getByTestId("matchup")
        .getByRole("img", { name: score(1, 1) }),
    ).toBeVisible();
    // At 1280 px (three cards a row) every card's button keeps its label on one line.
    await expectUnbrokenText(page.getByRole("article").getByRole("link"), { oneLine: true });
    await checkA11y(page);
    await shot(page, "completed-games");

    await cardOf(none)
      .getByRole("link", { name: t("games", "actions.showBets") })
      .click();
    await expect(page).toHaveURL(new RegExp(`/games/${none._id}/bets$`));
  });
});
