import type { Page } from "@playwright/test";
import { checkA11y, expect, registerViaApi, shot, signIn, type Translate, test, toast } from "./fixtures";
import { adminToken, createGame, openScreen, placeBetViaApi, setResult, uniqueName } from "./game-data";
import { createLeagueViaApi, joinLeagueViaApi, otherPlayer } from "./league-data";

/** How long the question takes answers: enough for two players to answer on a busy machine, short for the run. */
const ANSWER_WINDOW_MS = 75_000;

/** `ms` from now on the browser's wall clock, as a datetime-local field takes it (to the second). */
function localInput(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, ms);
}

/** A player's row in the league page's table, or in the leaderboard's rankings. */
function tableRow(page: Page, t: Translate, name: string) {
  return page
    .getByRole("region", { name: new RegExp(`^(${t("leagues", "league.table")}|${t("leaderboard", "ranking")})$`) })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

/** The points a table row shows. */
async function shownPoints(page: Page, t: Translate, name: string): Promise<number> {
  const points = tableRow(page, t, name).locator("p", { hasText: t("leaderboard", "pointsShort") });
  return Number((await points.innerText()).match(/\d+/)?.[0]);
}

const question = (page: Page) => page.getByTestId("league-question");

/**
 * A league's own rules (docs/rules.md "A league's own rules"): the owner sets Kicktipp 4-3-2 with jokers and asks a
 * question; two members tip a round with a joker (one on the tip sheet, one on the bet page) and answer; after the
 * results and the owner's answer the league's table and Everyone's show each their own points.
 */
test.describe("a league's own rules", () => {
  test("Kicktipp with jokers and a bonus question, from the owner's form to both tables", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    test.setTimeout(300_000); // three browsers and a question that has to close
    const admin = await adminToken(request);
    const round = uniqueName("Rules round");
    const first = await createGame(request, admin, { daysAhead: 2, round });
    const second = await createGame(request, admin, { daysAhead: 2, round, hour: "21:00" });
    const owner = await registerViaApi(request, { fullName: uniqueName("Olga") });
    const ben = await registerViaApi(request, { fullName: uniqueName("Ben") });
    const cleo = await registerViaApi(request, { fullName: uniqueName("Cleo") });
    const league = await createLeagueViaApi(request, owner, uniqueName("Kicktipp club"));
    await joinLeagueViaApi(request, ben, league.inviteCode);
    await joinLeagueViaApi(request, cleo, league.inviteCode);

    // The owner: rules out of order are explained on the field that broke them; then the Kicktipp preset with jokers.
    await signIn(page, owner);
    await openScreen(page, `/leagues/${league._id}`, league.name);
    const rules = page.getByTestId("league-rules-form");
    const field = (name: "exact" | "difference" | "outcome") => rules.getByLabel(t("leagues", `rules.${name}`), { exact: true });
    await expect(page.getByTestId("rules-preview")).toHaveText(t("leagues", "rules.preview_one", { count: 1 }));
    await field("outcome").fill("2");
    await rules.getByRole("button", { name: t("leagues", "rules.save") }).click();
    await expect(rules.getByText(t("validation", "rulesOutcomeAboveDifference"))).toBeVisible();
    await expect(field("outcome")).toHaveAttribute("aria-invalid", "true");
    await field("exact").fill("11");
    await expect(rules.getByText(t("validation", "rulesRange"))).toBeVisible();
    await rules.getByLabel(t("leagues", "rules.preset")).selectOption("kicktipp");
    await expect(field("exact")).toHaveValue("4");
    await expect(field("difference")).toHaveValue("3");
    await expect(field("outcome")).toHaveValue("2");
    await rules.getByLabel(t("leagues", "rules.jokerLabel")).check();
    // 2:1 on 1:0 is a right difference: 3 points, 6 with the joker.
    await expect(page.getByTestId("rules-preview")).toHaveText(t("leagues", "rules.previewJoker_other", { count: 3, double: 6 }));
    await rules.getByRole("button", { name: t("leagues", "rules.save") }).click();
    await expect(toast(page, t("leagues", "rules.saved"))).toBeVisible();

    // The owner asks: which team wins the first game, 5 points, answers for a little while.
    const text = `${first.homeGroupId.name} or ${first.awayGroupId.name}?`;
    await page.getByLabel(t("leagues", "questions.text"), { exact: true }).fill(text);
    await page.getByLabel(t("leagues", "questions.kind"), { exact: true }).selectOption("team");
    await page.getByLabel(t("leagues", "questions.points"), { exact: true }).fill("5");
    const deadline = page.getByLabel(t("leagues", "questions.deadline"), { exact: true });
    await page.getByRole("button", { name: t("leagues", "questions.ask") }).click();
    await expect(deadline).toHaveAttribute("aria-invalid", "true");
    await deadline.fill(await localInput(page, ANSWER_WINDOW_MS));
    await page.getByRole("button", { name: t("leagues", "questions.ask") }).click();
    await expect(toast(page, t("leagues", "questions.asked"))).toBeVisible();
    await expect(question(page)).toContainText(text);
    await checkA11y(page);
    await shot(page, "league-rules-owner");

    // Ben answers the home team; Cleo the away team, and cannot see Ben's answer before the deadline.
    const benPlayer = await otherPlayer(browser, lang, ben);
    const cleoPlayer = await otherPlayer(browser, lang, cleo);
    for (const [player, team] of [
      [benPlayer.page, first.homeGroupId.name],
      [cleoPlayer.page, first.awayGroupId.name],
    ] as const) {
      await openScreen(player, `/leagues/${league._id}`, league.name);
      await expect(player.getByTestId("league-rules")).toContainText(t("leagues", "rules.jokerOn"));
      await question(player).getByLabel(t("leagues", "questions.answerLabel")).selectOption({ label: team });
      await question(player)
        .getByRole("button", { name: t("leagues", "questions.saveAnswer") })
        .click();
      await expect(toast(player, t("leagues", "questions.answered"))).toBeVisible();
      await expect(question(player)).toContainText(`${t("leagues", "questions.yourAnswer")} ${team}`);
    }
    await expect(question(cleoPlayer.page).getByRole("list", { name: t("leagues", "questions.answers") })).toHaveCount(0);
    await shot(cleoPlayer.page, "league-questions-member");

    // Ben tips 2:1 and 0:0, and stars the first game on the tip sheet; the star moves when he stars the second.
    await placeBetViaApi(request, ben.token, first._id, 2, 1);
    await placeBetViaApi(request, ben.token, second._id, 0, 0);
    const sheet = benPlayer.page;
    await openScreen(sheet, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    const card = (game: typeof first) =>
      sheet.getByRole("article", {
        name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
      });
    const star = (game: typeof first) => card(game).getByRole("button", { name: t("games", "joker.label"), exact: true });
    await star(second).click();
    await expect(toast(sheet, t("games", "joker.set"))).toBeVisible();
    await expect(star(second)).toHaveAttribute("aria-pressed", "true");
    await star(first).click();
    await expect(star(first)).toHaveAttribute("aria-pressed", "true");
    await expect(star(second)).toHaveAttribute("aria-pressed", "false");
    await checkA11y(sheet);
    await shot(sheet, "tip-sheet-joker");

    // Cleo tips 1:0 with the joker on the bet page, and 1:2.
    await placeBetViaApi(request, cleo.token, second._id, 1, 2);
    const bet = cleoPlayer.page;
    await openScreen(bet, `/games/${first._id}/bet`, t("bets", "place.title"));
    await bet.getByRole("textbox", { name: first.homeGroupId.name }).fill("1");
    await bet.getByRole("textbox", { name: first.awayGroupId.name }).fill("0");
    await bet.getByRole("button", { name: t("games", "joker.label"), exact: true }).click();
    await expect(bet.getByRole("button", { name: t("games", "joker.label"), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await shot(bet, "bet-page-joker");
    await bet.getByRole("button", { name: t("bets", "form.submit") }).click();
    await expect(toast(bet, t("bets", "form.placed"))).toBeVisible();

    // Results 1:0 and 2:2. Kicktipp: Ben 3 (difference) + 3 (a draw as another draw) + 3 (joker); Cleo 4 + 0 + 4.
    await setResult(request, admin, first._id, "1:0");
    await setResult(request, admin, second._id, "2:2");

    // Once the question has closed the owner gives the right answer: the home team. Ben's answer earns 5.
    const resolveLabel = t("leagues", "questions.resolveLabel");
    await expect(async () => {
      await page.reload();
      await expect(question(page).getByLabel(resolveLabel)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: ANSWER_WINDOW_MS + 60_000, intervals: [5_000] });
    await question(page).getByLabel(resolveLabel).selectOption({ label: first.homeGroupId.name });
    await question(page)
      .getByRole("button", { name: t("leagues", "questions.resolve") })
      .click();
    await expect(toast(page, t("leagues", "questions.resolved"))).toBeVisible();
    const answers = question(page).getByRole("list", { name: t("leagues", "questions.answers") });
    await expect(answers.getByRole("listitem").filter({ hasText: ben.fullName })).toContainText(
      t("leagues", "questions.earned_other", { count: 5 }),
    );
    await expect(answers.getByRole("listitem").filter({ hasText: cleo.fullName })).toContainText(
      t("leagues", "questions.earned_other", { count: 0 }),
    );

    // The league's table: Ben 9 + 5 bonus = 14, Cleo 8, each with its joker and bonus points named.
    await expect.poll(() => shownPoints(page, t, ben.fullName)).toBe(14);
    expect(await shownPoints(page, t, cleo.fullName)).toBe(8);
    await expect(tableRow(page, t, ben.fullName)).toContainText(t("leaderboard", "jokerPoints", { points: 3 }));
    await expect(tableRow(page, t, ben.fullName)).toContainText(t("leaderboard", "bonusPoints", { points: 5 }));
    await expect(tableRow(page, t, cleo.fullName)).toContainText(t("leaderboard", "jokerPoints", { points: 4 }));
    await checkA11y(page);
    await shot(page, "league-questions-resolved");

    // Everyone's table of the round keeps the seed's scoring, without jokers or bonus: Ben two outcomes, Cleo an exact.
    await openScreen(page, `/leaderboard?round=${encodeURIComponent(round)}`, t("leaderboard", "title"));
    await expect.poll(() => shownPoints(page, t, cleo.fullName)).toBe(3);
    expect(await shownPoints(page, t, ben.fullName)).toBe(2);
    await expect(tableRow(page, t, ben.fullName)).not.toContainText(t("leaderboard", "jokerPoints", { points: 3 }));

    // Members see everyone's answers and the result after the deadline.
    await benPlayer.page.goto(`/leagues/${league._id}`);
    await expect(question(benPlayer.page)).toContainText(`${t("leagues", "questions.result")} ${first.homeGroupId.name}`);
    await expect(question(benPlayer.page)).toContainText(cleo.fullName);
    await benPlayer.context.close();
    await cleoPlayer.context.close();
  });
});
