import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  type Account,
  checkA11y,
  expect,
  registerViaApi,
  shot,
  signIn,
  type Translate,
  test,
  WITHOUT_SERVICE_WORKER,
} from "./fixtures";
import { adminToken, createGame, type GameData, lockGame, openScreen, uniqueName } from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

type Side = "Home" | "Away";

/** `createGame` options for a kickoff `minutes` from now (UTC, the e2e server's zone), to the minute. */
function kickoffIn(minutes: number): { daysAhead: number; hour: string } {
  return { daysAhead: minutes / 1440, hour: new Date(Date.now() + minutes * 60_000).toISOString().slice(11, 16) };
}

/** The round tip sheet's controls of one game's card, found by their labels in the project's language. */
/**
 * Clicks a button `times` times as fast as a person could, each click in its own task: Playwright's own clicks each
 * wait for the element to be stable, which on a busy machine spaces them further apart than the 600 ms debounce.
 */
async function clickQuickly(button: Locator, times: number) {
  await button.evaluate(async (element, count) => {
    for (let n = 0; n < count; n++) {
      (element as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, times);
}

function sheet(page: Page, t: Translate) {
  const card = (game: GameData) =>
    page.getByRole("article", {
      name: t("games", "card.matchup", { home: game.homeGroupId.name, away: game.awayGroupId.name }),
    });
  const team = (game: GameData, side: Side) => (side === "Home" ? game.homeGroupId.name : game.awayGroupId.name);
  return {
    card,
    input: (game: GameData, side: Side) =>
      card(game).getByRole("spinbutton", { name: t("games", `tips.score${side}`, { team: team(game, side) }), exact: true }),
    plus: (game: GameData, side: Side) =>
      card(game).getByRole("button", { name: t("games", `tips.increase${side}`, { team: team(game, side) }), exact: true }),
    minus: (game: GameData, side: Side) =>
      card(game).getByRole("button", { name: t("games", `tips.decrease${side}`, { team: team(game, side) }), exact: true }),
    status: (game: GameData) => card(game).getByRole("status"),
    retry: (game: GameData) => card(game).getByRole("button", { name: t("common", "actions.retry") }),
  };
}

/** Counts the POST /api/bets requests the page sends from now on. */
function countBetPosts(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bets") counter.count += 1;
  });
  return counter;
}

/** The player's bet on a game, as the server has it ("h:a"), or null. */
async function savedTip(request: APIRequestContext, player: Account, game: GameData): Promise<string | null> {
  const response = await request.get(`/api/games/${game._id}`, { headers: { Authorization: `Bearer ${player.token}` } });
  expect(response.status()).toBe(200);
  const { userBet } = (await response.json()) as {
    userBet: { predictedResult: { homeScore: number; awayScore: number } } | null;
  };
  return userBet ? `${userBet.predictedResult.homeScore}:${userBet.predictedResult.awayScore}` : null;
}

async function roundOf(request: APIRequestContext, count: number, prefix: string) {
  const admin = await adminToken(request);
  const round = uniqueName(prefix);
  const games: GameData[] = [];
  for (let i = 0; i < count; i++) games.push(await createGame(request, admin, { daysAhead: 2, round, hour: `1${i}:15` }));
  return { admin, round, games };
}

/** Waits long enough for a debounced save (600 ms) to have gone out, had there been one. */
const pastTheDebounce = (page: Page) => page.waitForTimeout(1_500);

test.describe("round tip sheet", () => {
  for (const width of [375, 1280]) {
    test(`a player tips a round of 10 games with the steppers and the keyboard at ${width} px, and finds every tip after a reload`, async ({
      page,
      request,
      t,
      lang,
    }) => {
      test.slow(); // ten games through the API and forty-odd inputs
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      const { round, games } = await roundOf(request, 10, "Tip round");
      const player = await registerViaApi(request);
      await signIn(page, player);
      const { input, plus, minus, status, card } = sheet(page, t);
      await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
      await expect(page.getByRole("article")).toHaveCount(10);
      const plural = new Intl.PluralRules(lang).select(10);
      await expect(page.getByText(t("games", `upcoming.waiting_${plural}`, { count: 10 }))).toBeVisible();

      const tips = games.map((_, i) => ({ Home: i % 4, Away: (i + 1) % 3 }));
      for (const [i, game] of games.entries()) {
        for (const side of ["Home", "Away"] as const) {
          const goals = tips[i][side];
          if (i % 3 === 0) {
            // The buttons: one + too many, then -.
            for (let n = 0; n <= goals; n++) await plus(game, side).click();
            await minus(game, side).click();
          } else if (i % 3 === 1) {
            await input(game, side).click();
            await page.keyboard.type(String(goals));
          } else {
            await input(game, side).focus();
            for (let n = 0; n <= goals; n++) await page.keyboard.press("ArrowUp");
            await page.keyboard.press("ArrowDown");
          }
          await expect(input(game, side)).toHaveValue(String(goals));
        }
      }
      for (const game of games) await expect(status(game)).toHaveText(t("games", "tips.saved"));
      // The banner follows the saved tips, and every card now shows the prediction the server has.
      await expect(page.getByText(t("games", "upcoming.allSet"))).toBeVisible();
      await expect(card(games[9]).getByText(t("games", "prediction.yours"))).toBeVisible();
      await checkA11y(page);
      if (width === 1280) await shot(page, "tip-sheet");

      await page.reload();
      await expect(page.getByRole("article")).toHaveCount(10, { timeout: 20_000 });
      for (const [i, game] of games.entries()) {
        await expect(input(game, "Home")).toHaveValue(String(tips[i].Home));
        await expect(input(game, "Away")).toHaveValue(String(tips[i].Away));
        // The seed's buttons stay: every game now has a bet to edit.
        await expect(card(game).getByRole("link", { name: t("games", "actions.editBet") })).toBeVisible();
      }
      await expect(page.getByText(t("games", "upcoming.allSet"))).toBeVisible();
    });
  }

  test("ten quick changes to one card send at most two requests, also while a save is in flight", async ({
    page,
    request,
    t,
  }) => {
    const { round, games } = await roundOf(request, 1, "Burst round");
    const [game] = games;
    const player = await registerViaApi(request);
    await signIn(page, player);
    const { input, plus, minus, status } = sheet(page, t);
    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    const posts = countBetPosts(page);

    // With one score still empty nothing is sent; the card says what is missing.
    await input(game, "Away").fill("0");
    await expect(status(game)).toHaveText(t("games", "tips.incomplete"));
    await clickQuickly(plus(game, "Home"), 10);
    await expect(input(game, "Home")).toHaveValue("10");
    await expect(status(game)).toHaveText(t("games", "tips.saved"));
    await pastTheDebounce(page);
    expect(posts.count).toBeGreaterThanOrEqual(1);
    expect(posts.count).toBeLessThanOrEqual(2);
    expect(await savedTip(request, player, game)).toBe("10:0");

    // A slow server: the changes made while the first save is in flight wait, and go out once after it.
    await page.route("**/api/bets", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    const before = posts.count;
    await minus(game, "Home").click();
    await expect(status(game)).toHaveText(t("games", "tips.saving"));
    await expect.poll(() => posts.count).toBe(before + 1);
    await clickQuickly(minus(game, "Home"), 9);
    await expect(input(game, "Home")).toHaveValue("0");
    await expect(status(game)).toHaveText(t("games", "tips.saved"), { timeout: 15_000 });
    await pastTheDebounce(page);
    expect(posts.count - before).toBe(2);
    expect(await savedTip(request, player, game)).toBe("0:0");
  });

  test("bad values are marked on their card and send nothing, while the other cards keep saving", async ({
    page,
    request,
    t,
  }) => {
    const { round, games } = await roundOf(request, 2, "Bad input round");
    const [bad, good] = games;
    const player = await registerViaApi(request);
    await signIn(page, player);
    const { input, status, card } = sheet(page, t);
    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    const posts = countBetPosts(page);
    const home = input(bad, "Home");
    const away = input(bad, "Away");
    const range = t("validation", "scoreRange");

    await away.fill("1");
    for (const value of ["100", "-1", "1.5"]) {
      await home.fill(value);
      await expect(home).toHaveAttribute("aria-invalid", "true");
      await expect(home).toHaveAccessibleDescription(range);
      await expect(away).not.toHaveAttribute("aria-invalid", "true");
      await expect(card(bad).getByRole("alert")).toHaveText(range);
    }
    await checkA11y(page);
    await shot(page, "tip-sheet-invalid");
    // Text the browser cannot read as a number at all.
    await home.fill("");
    await home.pressSequentially("1e");
    await expect(home).toHaveAttribute("aria-invalid", "true");
    await expect(home).toHaveAccessibleDescription(range);
    await home.fill("");
    await expect(home).toHaveAccessibleDescription(t("validation", "enterBothScores"));

    // Meanwhile the other card saves as usual.
    await input(good, "Home").fill("2");
    await input(good, "Away").fill("2");
    await expect(status(good)).toHaveText(t("games", "tips.saved"));
    await pastTheDebounce(page);
    expect(posts.count).toBe(1);
    expect(await savedTip(request, player, bad)).toBeNull();

    await home.fill("3");
    await expect(home).not.toHaveAttribute("aria-invalid", "true");
    await expect(card(bad).getByRole("alert")).toHaveCount(0);
    await expect(status(bad)).toHaveText(t("games", "tips.saved"));
    expect(posts.count).toBe(2);
    expect(await savedTip(request, player, bad)).toBe("3:1");
  });

  test("a failing save shows on its card with a retry that then saves; the other cards keep working", async ({
    page,
    request,
    t,
  }) => {
    const { round, games } = await roundOf(request, 2, "Flaky round");
    const [flaky, other] = games;
    const player = await registerViaApi(request);
    await signIn(page, player);
    const { input, plus, status, retry } = sheet(page, t);
    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));

    // Every save of this card fails (the server answers 503, later the network is down) until the last retry: on a
    // busy machine its two clicks may be two saves, not one.
    let failure: "server" | "network" | null = "server";
    await page.route("**/api/bets", (route) => {
      if (!failure || route.request().postDataJSON()?.gameId !== flaky._id) return route.fallback();
      return failure === "server" ? route.fulfill({ status: 503, json: {} }) : route.abort("internetdisconnected");
    });
    await plus(flaky, "Home").click();
    await plus(flaky, "Away").click();
    await expect(status(flaky)).toHaveText(t("games", "tips.failed"));
    await expect(retry(flaky)).toBeVisible();
    await checkA11y(page);
    await shot(page, "tip-sheet-failed");

    await input(other, "Home").fill("4");
    await input(other, "Away").fill("0");
    await expect(status(other)).toHaveText(t("games", "tips.saved"));
    await expect(status(flaky)).toHaveText(t("games", "tips.failed"));
    expect(await savedTip(request, player, flaky)).toBeNull();

    // A retry while the network is down fails the same way, and still offers the retry.
    failure = "network";
    const networkDown = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/bets"));
    await retry(flaky).click();
    await networkDown;
    await expect(status(flaky)).toHaveText(t("games", "tips.failed"));
    await expect(retry(flaky)).toBeVisible();

    failure = null;
    await retry(flaky).click();
    await expect(status(flaky)).toHaveText(t("games", "tips.saved"));
    await expect(retry(flaky)).toHaveCount(0);
    expect(await savedTip(request, player, flaky)).toBe("1:1");
    expect(await savedTip(request, player, other)).toBe("4:0");
  });

  test("a game that locks while the screen is open turns read-only without a reload", async ({ page, request, t }) => {
    const admin = await adminToken(request);
    const round = uniqueName("Lock round");
    const kickingOff = await createGame(request, admin, { round, ...kickoffIn(3) });
    const locked = await createGame(request, admin, { round, daysAhead: 2, hour: "10:00" });
    const lockedLive = await createGame(request, admin, { round, daysAhead: 2, hour: "10:30" });
    const open = await createGame(request, admin, { round, daysAhead: 2, hour: "11:00" });
    const player = await registerViaApi(request);
    await signIn(page, player);
    // The page's clock, so the kickoff two to three minutes ahead can be reached at once.
    await page.clock.install();
    const { input, plus, status, card, retry } = sheet(page, t);
    // First without the event stream, as when a lock and a change cross: the server refuses the save.
    await page.route("**/api/events", (route) => route.abort());
    await openScreen(page, `/upcoming-games?round=${encodeURIComponent(round)}`, t("games", "upcoming.title"));
    await expect(input(kickingOff, "Home")).toBeVisible();

    // The admin locks a game: the player's next change is refused, and the card turns read-only with the reason.
    await lockGame(request, admin, locked._id);
    await plus(locked, "Home").click();
    await plus(locked, "Away").click();
    await expect(card(locked).getByRole("spinbutton")).toHaveCount(0);
    await expect(status(locked)).toHaveText(t("validation", "bettingClosed"));
    await expect(retry(locked)).toHaveCount(0);
    await expect(card(locked).getByText(t("common", "status.locked"))).toBeVisible();
    await expect(card(locked).getByText(t("games", "prediction.closed"))).toBeVisible();
    await expect(card(locked).getByRole("link", { name: t("games", "actions.placeBet") })).toHaveCount(0);

    // With the event stream back (the client reconnects by itself), a lock turns the card read-only untouched.
    await page.unroute("**/api/events");
    // A lock made before the stream is open again would go unheard (the stream never opened before): wait for it.
    const reconnected = page.waitForResponse((response) => response.url().endsWith("/api/events") && response.ok());
    await page.clock.runFor(35_000); // past the longest reconnect delay
    await reconnected;
    await lockGame(request, admin, lockedLive._id);
    await expect(card(lockedLive).getByRole("spinbutton")).toHaveCount(0, { timeout: 15_000 });
    await expect(card(lockedLive).getByText(t("common", "status.locked"))).toBeVisible();

    // Kickoff passes while the screen is open.
    await input(kickingOff, "Home").fill("1");
    await input(kickingOff, "Away").fill("0");
    await expect(status(kickingOff)).toHaveText(t("games", "tips.saved"));
    await page.clock.fastForward("04:00");
    await expect(card(kickingOff).getByRole("spinbutton")).toHaveCount(0);
    await expect(card(kickingOff).getByRole("button")).toHaveCount(0);
    await expect(card(kickingOff).getByText(t("games", "prediction.yours"))).toBeVisible();
    await expect(card(kickingOff).getByRole("link", { name: t("games", "actions.editBet") })).toHaveCount(0);
    await checkA11y(page);

    // The game still open takes tips as before.
    await input(open, "Home").fill("2");
    await input(open, "Away").fill("2");
    await expect(status(open)).toHaveText(t("games", "tips.saved"));
    expect(await savedTip(request, player, open)).toBe("2:2");
    expect(await savedTip(request, player, kickingOff)).toBe("1:0");
    expect(await savedTip(request, player, locked)).toBeNull();
    expect(await savedTip(request, player, lockedLive)).toBeNull();
  });
});
