import { ADMIN, checkA11y, expect, loginViaApi, registerViaApi, shot, signIn, type Translate, test } from "./fixtures";
import { adminToken, createGame, gameRow, lockGame, openScreen, placeBetViaApi, uniqueName } from "./game-data";

/** The accessible name of a score badge: "Home 1, Away 1". */
const scoreName = (t: Translate, home: number, away: number) =>
  `${t("common", "score.home")} ${home}, ${t("common", "score.away")} ${away}`;

test.describe("live scores", () => {
  test.slow();

  test("the admin counts goals with +1, a player sees LIVE and their provisional points, the result ends it", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Live round");
    const game = await createGame(request, admin, { daysAhead: 1, round });
    const open = await createGame(request, admin, { daysAhead: 1, round });
    const player = await registerViaApi(request);
    await placeBetViaApi(request, player.token, game._id, 2, 2);
    await lockGame(request, admin, game._id);
    const home = game.homeGroupId.name;
    const away = game.awayGroupId.name;

    // --- The admin: two quick goals from the games list.
    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    // The list opens on the match day (live and today's games); the open game of the round is tomorrow's.
    await page
      .getByRole("region", { name: t("admin", "games.list.title") })
      .getByLabel(t("admin", "games.list.roundFilter"))
      .selectOption({ label: round });
    const row = gameRow(page, t, home, away);
    await expect(row.getByText(t("admin", "games.live.none"))).toBeVisible({ timeout: 20_000 });
    // Only a live game (locked, not finished) has the buttons.
    const openRow = gameRow(page, t, open.homeGroupId.name, open.awayGroupId.name);
    await expect(openRow).toBeVisible();
    await expect(
      openRow.getByRole("button", { name: t("admin", "games.live.homeGoal", { team: open.homeGroupId.name }) }),
    ).toHaveCount(0);

    await row.getByRole("button", { name: t("admin", "games.live.homeGoal", { team: home }) }).click();
    await expect(row.getByRole("img", { name: scoreName(t, 1, 0) })).toBeVisible();
    await row.getByRole("button", { name: t("admin", "games.live.awayGoal", { team: away }) }).click();
    await expect(row.getByRole("img", { name: scoreName(t, 1, 1) })).toBeVisible();
    await expect(row.getByTestId("live-score")).toContainText(t("games", "live.badge"));
    await checkA11y(page);
    await shot(page, "live-scores-admin");

    // The edit form of the live game carries the score in its own fields.
    await row.getByRole("button", { name: t("admin", "games.list.editNamed", { home, away }) }).click();
    const liveForm = page.getByRole("form", { name: t("admin", "games.live.title") });
    await expect(liveForm.getByLabel(t("admin", "games.live.home", { team: home }))).toHaveValue("1");
    await expect(liveForm.getByLabel(t("admin", "games.live.away", { team: away }))).toHaveValue("1");
    await page.getByRole("button", { name: t("common", "actions.cancel") }).click();

    // --- The player: the card shows the running score in place of "vs", and what their 2:2 would earn at 1:1.
    const context = await browser.newContext();
    const playerPage = await context.newPage();
    await playerPage.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    await signIn(playerPage, player);
    await openScreen(playerPage, "/upcoming-games", t("games", "upcoming.title"));
    await playerPage.getByRole("combobox", { name: t("games", "filters.round") }).selectOption(round);
    const card = playerPage.getByRole("article", { name: t("games", "card.matchup", { home, away }) });
    await expect(card.getByTestId("live-score")).toContainText(t("games", "live.badge"));
    await expect(card.getByRole("img", { name: scoreName(t, 1, 1) })).toBeVisible();
    await expect(card.getByText(t("common", "score.vs"), { exact: true })).toHaveCount(0);
    const provisional = card.getByTestId("provisional-points");
    await expect(provisional).toContainText(t("games", "live.provisional"));
    await expect(provisional).toContainText("+1");
    await expect(provisional).toContainText(t("games", "live.ifItEnds"));
    // The other game of the round is not live: still "vs", no provisional points.
    const openCard = playerPage.getByRole("article", {
      name: t("games", "card.matchup", { home: open.homeGroupId.name, away: open.awayGroupId.name }),
    });
    await expect(openCard.getByText(t("common", "score.vs"), { exact: true })).toBeVisible();
    await expect(openCard.getByTestId("live-score")).toHaveCount(0);
    await checkA11y(playerPage);
    await shot(playerPage, "live-scores-player");

    // --- The admin enters the result: the live score is gone for everyone.
    await row.getByRole("button", { name: t("admin", "games.list.editNamed", { home, away }) }).click();
    const form = page.getByRole("region", { name: t("admin", "games.form.editTitle") });
    await form.getByLabel(t("admin", "games.form.homeScore"), { exact: true }).fill("2");
    await form.getByLabel(t("admin", "games.form.awayScore"), { exact: true }).fill("1");
    await form.getByRole("checkbox", { name: t("admin", "games.form.finished") }).check();
    await form.getByRole("button", { name: t("admin", "games.form.update") }).click();
    await page.getByRole("button", { name: t("admin", "games.form.finishEarly.confirm") }).click();
    // The saved result, not the two-second toast (admin-game-form.spec.ts has it), which a busy machine can miss.
    await expect(row.getByRole("img", { name: scoreName(t, 2, 1) })).toBeVisible();
    await expect(row.getByTestId("live-score")).toHaveCount(0);
    await expect(row.getByRole("button", { name: t("admin", "games.live.homeGoal", { team: home }) })).toHaveCount(0);

    await playerPage.reload();
    await playerPage.getByRole("combobox", { name: t("games", "filters.round") }).selectOption(round);
    await expect(openCard).toBeVisible();
    // A finished game leaves the upcoming list; its own screen shows the result, not the live score.
    await expect(card).toHaveCount(0);
    await openScreen(playerPage, `/games/${game._id}/bets`, t("bets", "gameBets.title"));
    const finished = playerPage.getByRole("article", { name: t("games", "card.matchup", { home, away }) });
    await expect(finished.getByRole("img", { name: scoreName(t, 2, 1) })).toBeVisible();
    await expect(finished.getByTestId("live-score")).toHaveCount(0);
    await expect(finished.getByTestId("provisional-points")).toHaveCount(0);
    await context.close();
  });

  test("the admin corrects the live score in the edit form's fields: the row and the player's card show the saved score", async ({
    page,
    browser,
    request,
    t,
    lang,
  }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Live fix round");
    const game = await createGame(request, admin, { daysAhead: 1, round });
    await lockGame(request, admin, game._id);
    const live = await request.put(`/api/games/${game._id}/live`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { liveScore: "1:1" },
    });
    expect(live.status(), await live.text()).toBe(200);
    const home = game.homeGroupId.name;
    const away = game.awayGroupId.name;

    await signIn(page, await loginViaApi(request, ADMIN));
    await openScreen(page, "/admin/games", t("admin", "games.title"));
    const row = gameRow(page, t, home, away);
    await expect(row.getByRole("img", { name: scoreName(t, 1, 1) })).toBeVisible({ timeout: 20_000 });

    await row.getByRole("button", { name: t("admin", "games.list.editNamed", { home, away }) }).click();
    const liveForm = page.getByRole("form", { name: t("admin", "games.live.title") });
    const homeGoals = liveForm.getByLabel(t("admin", "games.live.home", { team: home }));
    const awayGoals = liveForm.getByLabel(t("admin", "games.live.away", { team: away }));
    await expect(homeGoals).toHaveValue("1");
    await expect(awayGoals).toHaveValue("1");
    await homeGoals.fill("3");
    await awayGoals.fill("2");
    await liveForm.getByRole("button", { name: t("admin", "games.live.save") }).click();

    // The saved score, not the two-second toast, which a busy machine can miss.
    await expect(row.getByRole("img", { name: scoreName(t, 3, 2) })).toBeVisible();
    await expect(row.getByRole("img", { name: scoreName(t, 1, 1) })).toHaveCount(0);
    await expect(row.getByTestId("live-score")).toContainText(t("games", "live.badge"));
    await expect(homeGoals).toHaveValue("3");
    await expect(awayGoals).toHaveValue("2");
    await page.getByRole("button", { name: t("common", "actions.cancel") }).click();

    // The player's card shows the saved score.
    const context = await browser.newContext();
    const playerPage = await context.newPage();
    await playerPage.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    await signIn(playerPage, await registerViaApi(request));
    await openScreen(playerPage, "/upcoming-games", t("games", "upcoming.title"));
    await playerPage.getByRole("combobox", { name: t("games", "filters.round") }).selectOption(round);
    const card = playerPage.getByRole("article", { name: t("games", "card.matchup", { home, away }) });
    await expect(card.getByTestId("live-score")).toContainText(t("games", "live.badge"));
    await expect(card.getByRole("img", { name: scoreName(t, 3, 2) })).toBeVisible();
    await context.close();
  });
});
