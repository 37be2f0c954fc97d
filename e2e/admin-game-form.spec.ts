import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, expect, expectUnbrokenText, loginViaApi, signIn, type Translate, test, toast } from "./fixtures";
import { adminToken, createGame, type GameData, kickoffText, uniqueName } from "./game-data";

interface StoredGame {
  isFinished: boolean;
  finalResult: string;
}

async function stored(request: APIRequestContext, token: string, id: string): Promise<StoredGame> {
  const response = await request.get(`/api/games/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredGame;
}

/** Opens the admin games screen on the game's edit form and types a score. */
async function editWithScore(page: Page, t: Translate, game: GameData, finished: boolean) {
  const match = { home: game.homeGroupId.name, away: game.awayGroupId.name };
  const list = page.getByRole("region", { name: t("admin", "games.list.title") });
  await list.getByLabel(t("admin", "games.list.roundFilter")).selectOption({ label: game.round });
  await list.getByRole("button", { name: t("admin", "games.list.editNamed", match) }).click();
  const form = page.getByRole("region", { name: t("admin", "games.form.editTitle") });
  await form.getByLabel(t("admin", "games.form.homeScore")).fill("2");
  await form.getByLabel(t("admin", "games.form.awayScore")).fill("1");
  await form.getByLabel(t("admin", "games.form.finished")).setChecked(finished);
  await form.getByRole("button", { name: t("admin", "games.form.update"), exact: true }).click();
}

test.describe("admin games: the form's questions and the list's box", () => {
  test.slow(); // the admin games screen loads every game and team of the shared database

  test("a score without 'Finished' is not dropped silently, and finishing before kickoff asks first", async ({
    page,
    request,
    t,
    lang,
  }) => {
    const token = await adminToken(request);
    const game = await createGame(request, token, { daysAhead: 6, round: uniqueName("Form"), hour: "18:30" });
    await signIn(page, await loginViaApi(request, ADMIN));
    await page.goto("/admin/games");
    const scoreQuestion = page.getByRole("dialog", { name: t("admin", "games.form.scoreNotFinished.title") });
    const earlyQuestion = page.getByRole("dialog", { name: t("admin", "games.form.finishEarly.title") });

    // Saved without the score: the game stays open, and the admin chose so.
    await editWithScore(page, t, game, false);
    await expect(scoreQuestion).toContainText(t("admin", "games.form.scoreNotFinished.message"));
    await scoreQuestion.getByRole("button", { name: t("admin", "games.form.scoreNotFinished.without") }).click();
    await expect(toast(page, t("admin", "games.updated"))).toBeVisible();
    expect(await stored(request, token, game._id)).toMatchObject({ isFinished: false, finalResult: "" });

    // Finishing 6 days before kickoff: asked, naming the kickoff; cancelling writes nothing.
    await editWithScore(page, t, game, true);
    await expect(earlyQuestion).toContainText(t("admin", "games.form.finishEarly.message", { kickoff: kickoffText(game, lang) }));
    await earlyQuestion.getByRole("button", { name: t("common", "actions.cancel") }).click();
    await expect(earlyQuestion).toHaveCount(0);
    expect(await stored(request, token, game._id)).toMatchObject({ isFinished: false, finalResult: "" });

    // "Mark finished and save" leads to the same kickoff question; confirmed, the result is in.
    await page.reload();
    await editWithScore(page, t, game, false);
    await scoreQuestion.getByRole("button", { name: t("admin", "games.form.scoreNotFinished.finish") }).click();
    await earlyQuestion.getByRole("button", { name: t("admin", "games.form.finishEarly.confirm") }).click();
    await expect(toast(page, t("admin", "games.updated"))).toBeVisible();
    expect(await stored(request, token, game._id)).toMatchObject({ isFinished: true, finalResult: "2:1" });
  });

  // Issue 27 item 11: the question's buttons wrapped onto 2-3 lines.
  test("'Save without the score' fits on one line at 375 and 1280 px", async ({ page, request, t }) => {
    const token = await adminToken(request);
    const game = await createGame(request, token, { daysAhead: 6, round: uniqueName("Form") });
    await signIn(page, await loginViaApi(request, ADMIN));
    await page.goto("/admin/games");
    await editWithScore(page, t, game, false);
    const question = page.getByRole("dialog", { name: t("admin", "games.form.scoreNotFinished.title") });
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await expectUnbrokenText(question.getByRole("button"), { oneLine: true });
    }
    await expect(question.getByRole("button", { name: t("admin", "games.form.scoreNotFinished.without") })).toBeVisible();
  });

  test("finishing a game whose kickoff has passed asks nothing", async ({ page, request, t }) => {
    const token = await adminToken(request);
    const game = await createGame(request, token, { daysAhead: -1, round: uniqueName("Past") });
    await signIn(page, await loginViaApi(request, ADMIN));
    await page.goto("/admin/games");
    await editWithScore(page, t, game, true);
    await expect(toast(page, t("admin", "games.updated"))).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await stored(request, token, game._id)).toMatchObject({ isFinished: true, finalResult: "2:1" });
  });

  test("the list scrolls inside 400 px on a desktop, and with the page on a phone", async ({ page, request, t }) => {
    const token = await adminToken(request);
    // Enough games for the list to outgrow 400 px whatever else the shared database holds.
    for (let i = 0; i < 8; i++) await createGame(request, token, { daysAhead: 40 + i, round: uniqueName("Box") });
    await signIn(page, await loginViaApi(request, ADMIN));
    await page.goto("/admin/games");
    await page
      .getByRole("region", { name: t("admin", "games.list.title") })
      .getByLabel(t("admin", "games.list.roundFilter"))
      .selectOption({ label: t("admin", "games.list.allRounds") });
    const box = page.getByTestId("games-scroll-box");
    const measure = () =>
      box.evaluate((node) => ({
        height: node.getBoundingClientRect().height,
        scrolls: getComputedStyle(node).overflowY !== "visible" && node.scrollHeight > node.clientHeight,
      }));

    await expect(box).toBeVisible();
    const desktop = await measure();
    expect(desktop.height).toBeLessThanOrEqual(400);
    expect(desktop.scrolls).toBe(true);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(async () => (await measure()).scrolls).toBe(false);
    expect((await measure()).height).toBeGreaterThan(400);
    await expect(page.getByRole("heading", { level: 1, name: t("admin", "games.title") })).toBeVisible();
  });
});
