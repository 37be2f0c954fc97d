import type { APIRequestContext, Page } from "@playwright/test";
import {
  type Account,
  checkA11y,
  expect,
  expectNoHorizontalScroll,
  expectUnbrokenText,
  loginViaApi,
  registerViaApi,
  shot,
  signIn,
  statTile,
  type Translate,
  test,
  toast,
  uniqueEmail,
  WITHOUT_SERVICE_WORKER,
  withoutLiveUpdates,
} from "./fixtures";
import { adminToken, createGame, lockGame, openScreen, placeBetViaApi, setResult, uniqueName } from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

interface Entry {
  _id: string;
  fullName: string;
  username: string;
  totalPoints: number;
  totalBets: number;
  correctPredictions: number;
  exactScores: number;
  accuracy: number;
  rank: number;
}

function rankings(page: Page, t: Translate) {
  return page.getByRole("region", { name: t("leaderboard", "ranking") });
}

function row(page: Page, t: Translate, name: string) {
  return rankings(page, t)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

/** The rank shown in a row's badge. */
async function shownRank(page: Page, t: Translate, name: string): Promise<number> {
  const badge = row(page, t, name).getByText(new RegExp(`^${t("leaderboard", "columns.rank")}\\s*\\d+$`));
  return Number((await badge.textContent())?.replace(/\D/g, ""));
}

/** The points shown in a row (in the live table, live points included). */
async function shownPoints(page: Page, t: Translate, name: string): Promise<number> {
  const points = row(page, t, name).locator("p", { hasText: t("leaderboard", "pointsShort") });
  return Number((await points.innerText()).match(/\d+/)?.[0]);
}

/** The number under a summary card's label. */
function stat(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

/** The summary and season cards. */
function summaryCards(page: Page, t: Translate) {
  return page
    .getByRole("region", { name: t("leaderboard", "summary.title") })
    .or(page.getByRole("region", { name: t("leaderboard", "season.title") }));
}

interface Totals {
  totalPlayers: number;
  totalBets: number;
  highestScore: number;
  correctPredictions: number;
  exactScores: number;
  averagePoints: number;
}

/** The totals of a whole ranking, as docs/rules.md defines them (average: one decimal). */
function totalsOf(entries: Entry[]): Totals {
  const sum = (pick: (entry: Entry) => number) => entries.reduce((total, entry) => total + pick(entry), 0);
  return {
    totalPlayers: entries.length,
    totalBets: sum((e) => e.totalBets),
    highestScore: entries[0]?.totalPoints ?? 0,
    correctPredictions: sum((e) => e.correctPredictions),
    exactScores: sum((e) => e.exactScores),
    averagePoints: entries.length > 0 ? Math.round((sum((e) => e.totalPoints) / entries.length) * 10) / 10 : 0,
  };
}

/** The summary numbers as the screen shows them. */
async function shownTotals(page: Page, t: Translate): Promise<Record<keyof Totals, string>> {
  const text = (key: string) => stat(page, t("leaderboard", key)).innerText();
  return {
    totalPlayers: await text("summary.totalPlayers"),
    totalBets: await text("summary.totalBets"),
    highestScore: await text("summary.highestScore"),
    correctPredictions: await text("season.correctPredictions"),
    exactScores: await text("season.exactScores"),
    averagePoints: await text("season.averagePoints"),
  };
}

function asShown(totals: Totals): Record<keyof Totals, string> {
  return {
    totalPlayers: String(totals.totalPlayers),
    totalBets: String(totals.totalBets),
    highestScore: String(totals.highestScore),
    correctPredictions: String(totals.correctPredictions),
    exactScores: String(totals.exactScores),
    averagePoints: totals.averagePoints.toFixed(1),
  };
}

/** Every page of the real ranking, read through the API 100 rows at a time (the web's page size). */
async function rankingPages(request: APIRequestContext, token: string): Promise<Entry[][]> {
  const pages: Entry[][] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await request.get(`/api/users/leaderboard?limit=100&offset=${offset}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as Entry[];
    pages.push(page);
    if (page.length < 100) return pages;
  }
}

/** Whether two boxes overlap (touching edges do not count). */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("leaderboard", () => {
  test("ranks real players: shared rank for equal points, own row highlighted, names open profiles", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // players, a scored game and axe on a long list
    const admin = await adminToken(request);
    const tag = uniqueName("");
    const me = await registerViaApi(request, { fullName: `Lea Me${tag}` });
    const twin = await registerViaApi(request, { fullName: `Lea Twin${tag}` });
    const other = await registerViaApi(request, { fullName: `Lea Other${tag}` });
    const game = await createGame(request, admin, { round: uniqueName("Board"), daysAhead: 2 });
    await placeBetViaApi(request, me.token, game._id, 2, 1);
    await placeBetViaApi(request, twin.token, game._id, 2, 1);
    await placeBetViaApi(request, other.token, game._id, 1, 0);
    await setResult(request, admin, game._id, "2:1");

    await signIn(page, me);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));

    const mine = row(page, t, me.fullName);
    await expect(mine).toHaveAttribute("aria-current", "true");
    await expect(mine.getByText(t("leaderboard", "you"), { exact: true })).toBeVisible();
    await expect(mine).toContainText("3");
    await expect(mine).toContainText(t("leaderboard", "percent", { value: "100.0" }));
    await expect(row(page, t, other.fullName)).toContainText(t("leaderboard", "percent", { value: "33.3" }));
    const myRank = await shownRank(page, t, me.fullName);
    expect(await shownRank(page, t, twin.fullName), "equal points share a rank").toBe(myRank);
    expect(await shownRank(page, t, other.fullName)).toBeGreaterThan(myRank);

    await expect(page.getByRole("heading", { name: t("leaderboard", "summary.title") })).toBeVisible();
    await expect(page.getByText(t("leaderboard", "summary.highestScore"), { exact: true })).toBeVisible();
    await expect(page.getByText(t("leaderboard", "season.correctPredictions"), { exact: true })).toBeVisible();
    await checkA11y(page);
    await shot(page, "leaderboard");

    await row(page, t, other.fullName).getByRole("link", { name: other.fullName }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${other.user._id}$`));
    await expect(page.getByRole("heading", { level: 2, name: other.fullName })).toBeVisible({ timeout: 15_000 });
  });

  test("an admin who has never bet is not ranked (issue 27, item 11)", async ({ page, request, t }) => {
    test.slow(); // every page of the shared ranking is read twice through the API
    // A fresh admin of this test's own, made by the seeded one: an organiser until their first bet (docs/rules.md).
    const seeded = await adminToken(request);
    const fullName = uniqueName("Orla Organiser");
    const email = uniqueEmail("organiser");
    const password = "organiser-pass-1";
    const made = await request.post("/api/users/admin", {
      headers: { authorization: `Bearer ${seeded}` },
      data: { username: fullName, email, password, isAdmin: true },
    });
    expect(made.status(), await made.text()).toBe(201);
    const organiser = await loginViaApi(request, { email, password });
    expect(organiser.user.isAdmin).toBe(true);
    // A player with no bet, who is ranked all the same: only an admin is an organiser.
    const player = await registerViaApi(request, { fullName: uniqueName("Pia Player") });
    const myStats = async () => {
      const response = await request.get("/api/users/me/stats", { headers: { authorization: `Bearer ${organiser.token}` } });
      expect(response.status()).toBe(200);
      return (await response.json()) as { totalBets: number; rank: number | null };
    };

    // In no row of any page of the table, and unranked in their stats.
    const ids = async () => (await rankingPages(request, organiser.token)).flat().map((entry) => entry._id);
    expect(await ids()).toContain(player.user._id);
    expect(await ids()).not.toContain(organiser.user._id);
    expect(await myStats()).toMatchObject({ totalBets: 0, rank: null });

    // No game live, so the overall table (not the live one) is the default whatever other tests lock meanwhile.
    await page.route("**/api/games/upcoming?**", (route) => route.fulfill({ json: [] }));
    await signIn(page, organiser);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    // Among many players of other tests the player's row may be on a later page: 'Load more' until it shows.
    const loadMore = page.getByRole("button", { name: t("leaderboard", "loadMore") });
    const items = rankings(page, t).getByRole("listitem");
    await expect(row(page, t, player.fullName).or(loadMore).first()).toBeVisible();
    while ((await row(page, t, player.fullName).count()) === 0) {
      const loaded = await items.count();
      await loadMore.click();
      await expect(items).not.toHaveCount(loaded);
    }
    await expect(row(page, t, player.fullName)).toBeVisible();
    await expect(row(page, t, fullName)).toHaveCount(0);
    // Nothing to jump to.
    await expect(page.getByRole("button", { name: t("leaderboard", "jumpToMe") })).toHaveCount(0);
    await openScreen(page, "/dashboard", t("dashboard", "title"));
    await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("0");
    await expect(statTile(page, t("dashboard", "stats.rank"))).toHaveText("–");

    // The first bet makes the admin a player: ranked, in the table, with a rank on the dashboard.
    const game = await createGame(request, seeded, { round: uniqueName("Organiser"), daysAhead: 2 });
    await placeBetViaApi(request, organiser.token, game._id, 1, 1);
    const { rank } = await myStats();
    expect(rank).toEqual(expect.any(Number));
    expect(await ids()).toContain(organiser.user._id);

    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    // Among many players of other tests the row may be on a later page, which 'Jump to my rank' loads.
    const mine = row(page, t, fullName);
    const jump = page.getByRole("button", { name: t("leaderboard", "jumpToMe") });
    await expect(mine.or(jump).first()).toBeVisible();
    if ((await mine.count()) === 0) await jump.click();
    await expect(mine).toBeVisible();
    await expect(mine).toHaveAttribute("aria-current", "true");
    await openScreen(page, "/dashboard", t("dashboard", "title"));
    await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("1");
    await expect(statTile(page, t("dashboard", "stats.rank"))).toHaveText(/^#\d+$/);
  });

  test.describe("with a known ranking", () => {
    /** 120 players over two pages: ranks 1, 2, 3, 3, 5 on top, the signed-in player 111th. */
    function ranking(me: Account): Entry[] {
      const top: Array<[string, number, number]> = [
        ["Alice Gold", 30, 12],
        ["Bob Silver", 25, 12],
        ["Cara Bronze", 20, 10],
        ["Dan Bronze", 20, 11],
        ["Eve Fifth", 10, 9],
      ];
      const entries: Entry[] = [];
      for (let index = 0; index < 120; index += 1) {
        const [fullName, totalPoints, totalBets] = top[index] ?? [`Filler ${index + 1}`, 120 - index > 10 ? 5 : 4, 6];
        entries.push({
          _id: index === 110 ? me.user._id : (index + 1).toString(16).padStart(24, "0"),
          fullName: index === 110 ? me.fullName : fullName,
          username: "",
          totalPoints,
          totalBets,
          correctPredictions: Math.min(totalBets, Math.ceil(totalPoints / 3)),
          exactScores: Math.floor(totalPoints / 6),
          accuracy: Math.round((totalPoints / (3 * totalBets)) * 1000) / 10,
          rank: 0,
        });
      }
      entries.forEach((entry, index) => {
        entry.rank = index > 0 && entry.totalPoints === entries[index - 1].totalPoints ? entries[index - 1].rank : index + 1;
      });
      return entries;
    }

    async function serveRanking(page: Page, entries: Entry[]) {
      // No game live, so the overall table (not the live one) is the default whatever other tests lock meanwhile.
      await page.route("**/api/games/upcoming?**", (route) => route.fulfill({ json: [] }));
      await page.route("**/api/users/leaderboard?**", (route) => {
        const url = new URL(route.request().url());
        const offset = Number(url.searchParams.get("offset") ?? 0);
        const limit = Number(url.searchParams.get("limit") ?? 100);
        return route.fulfill({ json: entries.slice(offset, offset + limit) });
      });
      await page.route("**/api/users/leaderboard/summary", (route) => route.fulfill({ json: totalsOf(entries) }));
      const me = entries[110];
      await page.route("**/api/users/me/stats", (route) =>
        route.fulfill({
          json: {
            totalPoints: me.totalPoints,
            totalBets: me.totalBets,
            correctPredictions: me.correctPredictions,
            rank: me.rank,
          },
        }),
      );
    }

    test("podium icons, champion, shared ranks, summary, load more and jump to my rank", async ({ page, request, t }) => {
      test.slow(); // 120 rows: axe and full-page screenshots take a while
      const me = await registerViaApi(request, { fullName: "Mia Far" });
      const entries = ranking(me);
      await serveRanking(page, entries);
      await signIn(page, me);
      await openScreen(page, "/leaderboard", t("leaderboard", "title"));

      const podium = page.getByRole("region", { name: t("leaderboard", "podium") });
      await expect(podium.getByRole("listitem")).toHaveCount(3);
      await expect(podium.getByRole("listitem").first()).toContainText("Alice Gold");

      const alice = row(page, t, "Alice Gold");
      await expect(alice.locator("svg.lucide-trophy")).toBeVisible();
      await expect(alice.getByText(t("leaderboard", "champion"), { exact: true })).toBeVisible();
      await expect(row(page, t, "Bob Silver").locator("svg.lucide-medal")).toBeVisible();
      await expect(row(page, t, "Cara Bronze").locator("svg.lucide-award")).toBeVisible();
      await expect(row(page, t, "Dan Bronze").locator("svg.lucide-award")).toBeVisible();
      await expect(row(page, t, "Bob Silver").getByText(t("leaderboard", "champion"), { exact: true })).toHaveCount(0);
      expect(await shownRank(page, t, "Cara Bronze")).toBe(3);
      expect(await shownRank(page, t, "Dan Bronze")).toBe(3);
      expect(await shownRank(page, t, "Eve Fifth")).toBe(5);
      await expect(alice).toContainText(t("leaderboard", "percent", { value: "83.3" }));

      // The first hundred players are loaded; the summary covers all 120.
      await expect(rankings(page, t).getByRole("listitem")).toHaveCount(100);
      await expect(stat(page, t("leaderboard", "summary.totalPlayers"))).toHaveText("120");
      expect(await shownTotals(page, t)).toEqual(asShown(totalsOf(entries)));
      await shot(page, "leaderboard-podium");

      // Jump to my rank loads the next page and focuses my row.
      const jump = page.getByRole("button", { name: t("leaderboard", "jumpToMe") });
      await expect(jump).toContainText("#111");
      await jump.click();
      const mine = row(page, t, "Mia Far");
      await expect(mine).toBeInViewport();
      await expect(mine.getByRole("link", { name: "Mia Far" })).toBeFocused();
      await expect(mine.getByText(t("leaderboard", "you"), { exact: true })).toBeVisible();
      await expect(jump).toBeHidden();
      await expect(rankings(page, t).getByRole("listitem")).toHaveCount(120);
      await expect(page.getByRole("button", { name: t("leaderboard", "loadMore") })).toHaveCount(0);
      await checkA11y(page);

      // Keyboard: Enter on a name opens the profile.
      await row(page, t, "Alice Gold").getByRole("link", { name: "Alice Gold" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/user/${entries[0]._id}$`));
    });

    for (const viewport of [
      { width: 375, height: 667 },
      { width: 1280, height: 800 },
    ]) {
      test(`at ${viewport.width}x${viewport.height}, jump to my rank covers no podium name or row's points, and leaves my row clear`, async ({
        page,
        request,
        t,
      }) => {
        await page.setViewportSize(viewport);
        const me = await registerViaApi(request, { fullName: "Jo Clear" });
        await serveRanking(page, ranking(me));
        await signIn(page, me);
        await openScreen(page, "/leaderboard", t("leaderboard", "title"));
        const jump = page.getByRole("button", { name: t("leaderboard", "jumpToMe") });
        const button = await jump.boundingBox();
        expect(button).not.toBeNull();
        // Issue 27 item 11: the floating button covered podium names and a row's points. It covers no content.
        const content = page
          .getByRole("region", { name: t("leaderboard", "podium") })
          .getByRole("listitem")
          .or(rankings(page, t).getByRole("listitem"));
        for (const item of await content.all()) {
          const box = await item.boundingBox();
          if (box && button) expect(overlap(box, button), `${await item.innerText()} under the button`).toBe(false);
        }
        await jump.click();

        const mine = row(page, t, "Jo Clear");
        await expect(mine.getByRole("link", { name: "Jo Clear" })).toBeFocused();
        await expect(jump).toBeHidden();
        await expect(mine).toBeInViewport({ ratio: 1 });
        const box = await mine.boundingBox();
        const header = await page.getByRole("banner").boundingBox();
        if (!box || !header) throw new Error("no box for the row or the header");
        expect(box.y, "row below the top of the viewport").toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, "row above the bottom of the viewport").toBeLessThanOrEqual(viewport.height);
        expect(overlap(box, header), `row ${JSON.stringify(box)} under the header ${JSON.stringify(header)}`).toBe(false);
      });
    }

    test("load more adds the next hundred", async ({ page, request, t }) => {
      const me = await registerViaApi(request, { fullName: "Max More" });
      await serveRanking(page, ranking(me));
      await signIn(page, me);
      await openScreen(page, "/leaderboard", t("leaderboard", "title"));
      await expect(rankings(page, t).getByRole("listitem")).toHaveCount(100);
      await page.getByRole("button", { name: t("leaderboard", "loadMore") }).click();
      await expect(rankings(page, t).getByRole("listitem")).toHaveCount(120);
      await expect(row(page, t, "Max More")).toHaveAttribute("aria-current", "true");
    });

    // Issue 27 item 13: the 'Jump to my rank' race with live refetches. The table's default (live or not) followed every
    // refetch of the games, so a game of another test going live switched the table under the player: a new table
    // with its first hundred rows, and the row just jumped to was gone.
    test("jump to my rank keeps the player's row when a game goes live meanwhile", async ({ page, request, t }) => {
      const admin = await adminToken(request);
      const me = await registerViaApi(request, { fullName: "Gil Steady" });
      await serveRanking(page, ranking(me));
      // The screen sees only this test's game, as the server has it: not live, then live once locked.
      const round = uniqueName("Steady");
      await page.route("**/api/games/upcoming?**", async (route) => {
        const games = (await (await route.fetch()).json()) as Array<{ round: string }>;
        await route.fulfill({ json: games.filter((game) => game.round === round) });
      });
      const game = await createGame(request, admin, { daysAhead: 1, round });
      await signIn(page, me);
      await openScreen(page, "/leaderboard", t("leaderboard", "title"));
      await expect(page.getByRole("switch", { name: t("leaderboard", "view.live") })).not.toBeChecked();

      await page.getByRole("button", { name: t("leaderboard", "jumpToMe") }).click();
      const mine = row(page, t, "Gil Steady");
      await expect(mine.getByRole("link", { name: "Gil Steady" })).toBeFocused();
      await expect(rankings(page, t).getByRole("listitem")).toHaveCount(120);

      const nowLive = page.waitForResponse(
        async (response) =>
          response.url().includes("/api/games/upcoming?") &&
          ((await response.json().catch(() => [])) as Array<{ status: string }>).some((g) => g.status === "live"),
      );
      await lockGame(request, admin, game._id);
      await nowLive;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The player's table stays as it was, with their row where they jumped to.
      await expect(rankings(page, t).getByRole("listitem")).toHaveCount(120);
      await expect(mine).toBeInViewport();
      await expect(page.getByRole("switch", { name: t("leaderboard", "view.live") })).not.toBeChecked();
    });
  });

  test("a round's table shows that round's points, kept in the address, and a finished round its winners", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // four games and their results through the API
    const admin = await adminToken(request);
    const tag = uniqueName("");
    const [ana, ben, cy] = await Promise.all(
      ["Ana", "Ben", "Cy"].map((name) => registerViaApi(request, { fullName: `${name} Round${tag}` })),
    );
    const finished = uniqueName("Winners");
    const open = uniqueName("Open");
    const [first, second] = [
      await createGame(request, admin, { round: finished, daysAhead: 1 }),
      await createGame(request, admin, { round: finished, daysAhead: 1, hour: "20:30" }),
    ];
    const [played, ahead] = [
      await createGame(request, admin, { round: open, daysAhead: 2 }),
      await createGame(request, admin, { round: open, daysAhead: 3 }),
    ];
    // Finished round: Ana exact + wrong = 3, Ben wrong + exact = 3 (tied winners), Cy two outcomes = 2.
    await placeBetViaApi(request, ana.token, first._id, 2, 1);
    await placeBetViaApi(request, ana.token, second._id, 0, 1);
    await placeBetViaApi(request, ben.token, first._id, 0, 2);
    await placeBetViaApi(request, ben.token, second._id, 1, 1);
    await placeBetViaApi(request, cy.token, first._id, 1, 0);
    await placeBetViaApi(request, cy.token, second._id, 2, 2);
    // Open round: Cy exact on the played game (3); the other game has no result yet.
    await placeBetViaApi(request, cy.token, played._id, 3, 1);
    await placeBetViaApi(request, ana.token, ahead._id, 1, 1);
    await setResult(request, admin, first._id, "2:1");
    await setResult(request, admin, second._id, "1:1");
    await setResult(request, admin, played._id, "3:1");

    await signIn(page, cy);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    const table = page.getByLabel(t("leaderboard", "view.round"), { exact: true });
    await expect(table).toHaveValue("");
    await table.selectOption({ label: finished });
    await expect.poll(() => new URL(page.url()).searchParams.get("round")).toBe(finished);
    await expect(page.getByText(t("leaderboard", "view.roundPurpose", { round: finished }), { exact: true })).toBeVisible();

    await expect(row(page, t, ana.fullName)).toBeVisible();
    expect(await shownPoints(page, t, ana.fullName)).toBe(3);
    expect(await shownPoints(page, t, ben.fullName)).toBe(3);
    await expect.poll(() => shownPoints(page, t, cy.fullName)).toBe(2);
    expect(await shownRank(page, t, ana.fullName)).toBe(1);
    expect(await shownRank(page, t, ben.fullName)).toBe(1);
    expect(await shownRank(page, t, cy.fullName)).toBe(3);

    const winners = page.getByRole("region", { name: t("leaderboard", "winners.title", { round: finished }) });
    await expect(winners.getByRole("listitem")).toHaveCount(2);
    for (const player of [ana, ben]) {
      await expect(winners.getByRole("listitem").filter({ hasText: player.fullName })).toContainText(
        t("leaderboard", "winners.points", { points: 3 }),
      );
    }
    await checkA11y(page);
    await shot(page, "leaderboard-round");

    // Kept on reload; a round with a game still to play has no winners yet, and its own points.
    await page.reload();
    await expect(page.getByLabel(t("leaderboard", "view.round"), { exact: true })).toHaveValue(finished);
    await expect(winners).toBeVisible();
    await page.getByLabel(t("leaderboard", "view.round"), { exact: true }).selectOption({ label: open });
    await expect(page.getByText(t("leaderboard", "view.roundPurpose", { round: open }), { exact: true })).toBeVisible();
    await expect.poll(() => shownPoints(page, t, cy.fullName)).toBe(3);
    expect(await shownPoints(page, t, ana.fullName)).toBe(0);
    await expect(page.getByRole("region", { name: t("leaderboard", "winners.title", { round: open }) })).toHaveCount(0);

    // Back to the overall table: every round counts.
    await page
      .getByLabel(t("leaderboard", "view.round"), { exact: true })
      .selectOption({ label: t("leaderboard", "view.overall") });
    await expect(page).not.toHaveURL(/round=/);
    await expect.poll(() => shownPoints(page, t, cy.fullName)).toBe(5);
  });

  test("the live table is on while a game is live: points include live points, ranks say how they moved", async ({
    page,
    request,
    t,
  }) => {
    const me = await registerViaApi(request, { fullName: "Liv Live" });
    const entry = (fullName: string, totalPoints: number, rank: number, live?: { livePoints: number; rankChange: number }) => ({
      _id: (rank * 7 + totalPoints).toString(16).padStart(24, "0"),
      fullName,
      username: "",
      totalPoints,
      totalBets: 3,
      correctPredictions: 1,
      exactScores: 0,
      accuracy: 0,
      rank,
      ...live,
    });
    const still = [entry("Ava Lead", 9, 1), entry("Bo Second", 7, 2), entry(me.fullName, 4, 3)];
    const moving = [
      entry("Bo Second", 7, 1, { livePoints: 3, rankChange: 1 }),
      entry("Ava Lead", 9, 2, { livePoints: 0, rankChange: -1 }),
      entry(me.fullName, 4, 3, { livePoints: 0, rankChange: 0 }),
    ];
    await page.route("**/api/games/upcoming?**", (route) => route.fulfill({ json: [{ _id: "live-game", status: "live" }] }));
    await page.route("**/api/users/leaderboard?**", (route) => {
      const live = new URL(route.request().url()).searchParams.get("live") === "true";
      return route.fulfill({ json: live ? moving : still });
    });
    // From the page's first script: which table the rows showed each time they changed (the live one has rank moves).
    // The ranking's rows only: the podium above it names the same players, without rank moves.
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { __tables: string[] }).__tables = shown;
      new MutationObserver(() => {
        const ranking = document.querySelector('main [aria-labelledby="ranking-title"]');
        const rows = [...(ranking?.querySelectorAll("li a") ?? [])].some((link) => link.textContent?.includes("Ava Lead"));
        const table = ranking?.querySelector("svg.lucide-arrow-down") ? "live" : "plain";
        if (rows && shown.at(-1) !== table) shown.push(table);
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, me);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));

    const toggle = page.getByRole("switch", { name: t("leaderboard", "view.live") });
    await expect(toggle).toBeChecked();
    const bo = row(page, t, "Bo Second");
    await expect(bo.getByRole("img", { name: t("leaderboard", "rankChange.up", { count: 1 }) })).toBeVisible();
    await expect(bo.locator("svg.lucide-arrow-up")).toBeVisible();
    expect(await shownPoints(page, t, "Bo Second")).toBe(10);
    await expect(bo.getByText(t("leaderboard", "livePoints", { points: 3 }))).toBeVisible();
    const ava = row(page, t, "Ava Lead");
    await expect(ava.getByRole("img", { name: t("leaderboard", "rankChange.down", { count: 1 }) })).toBeVisible();
    await expect(ava.locator("svg.lucide-arrow-down")).toBeVisible();
    await expect(row(page, t, me.fullName).getByRole("img", { name: t("leaderboard", "rankChange.same") })).toBeVisible();
    const tables = () => page.evaluate(() => (window as unknown as { __tables: string[] }).__tables);
    expect(await tables(), "the live table shows from the start, never after the plain one").toEqual(["live"]);
    await checkA11y(page);
    await shot(page, "leaderboard-live");

    await toggle.uncheck();
    await expect(ava.getByRole("img", { name: t("leaderboard", "rankChange.down", { count: 1 }) })).toHaveCount(0);
    expect(await shownRank(page, t, "Ava Lead")).toBe(1);
    expect(await shownPoints(page, t, "Bo Second")).toBe(7);
    expect(await tables()).toEqual(["live", "plain"]);
  });

  test("the summary counts every player, beyond the hundred the list shows", async ({ page, request, t }) => {
    test.slow(); // registers up to a hundred players
    const admin = await adminToken(request);
    const tag = uniqueName("");
    const needed = Math.max(3, 104 - (await rankingPages(request, admin)).flat().length);
    const game = await createGame(request, admin, { round: uniqueName("Summary"), daysAhead: 3 });
    // Named to rank after the other players with no points, so the second page holds some of them, each with a bet.
    const players: Account[] = [];
    for (let start = 0; start < needed; start += 10) {
      const batch = Array.from({ length: Math.min(10, needed - start) }, (_, i) => `Zz Summary${tag} ${start + i}`);
      const accounts = await Promise.all(batch.map((fullName) => registerViaApi(request, { fullName })));
      await Promise.all(accounts.map((account) => placeBetViaApi(request, account.token, game._id, 1, 0)));
      players.push(...accounts);
    }

    await signIn(page, players[0]);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    await expect(rankings(page, t).getByRole("listitem")).toHaveCount(100);
    await expect(page.getByRole("button", { name: t("leaderboard", "loadMore") })).toBeVisible();

    // Other tests (this one in the other language too) may add players and bets meanwhile: compare the screen
    // with a ranking that held still while it loaded.
    await expect(async () => {
      const before = await rankingPages(request, players[0].token);
      await page.reload();
      await expect(stat(page, t("leaderboard", "summary.totalPlayers"))).toHaveText(/^\d+$/);
      const shown = await shownTotals(page, t);
      expect(await rankingPages(request, players[0].token)).toEqual(before);
      const everyone = before.flat();
      expect(everyone.length).toBeGreaterThan(100);
      expect(shown).toEqual(asShown(totalsOf(everyone)));
    }).toPass({ timeout: 90_000 });
  });

  test("at 375px the summary's tile labels wrap between words only", async ({ page, request, t }) => {
    const me = await registerViaApi(request);
    await page.setViewportSize({ width: 375, height: 667 });
    await signIn(page, me);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    await expect(stat(page, t("leaderboard", "summary.totalPlayers"))).toHaveText(/^\d+$/);
    // Also the side column beside the ranking from 1024px, a third of the page.
    for (const width of [375, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const terms = summaryCards(page, t).locator("dt");
      await expect(terms).toHaveCount(6);
      await expectUnbrokenText(terms);
      const overflowing = await terms.evaluateAll((nodes) =>
        nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent),
      );
      expect(overflowing, `labels wider than their tile at ${width}px`).toEqual([]);
      await expectNoHorizontalScroll(page);
    }
  });

  test("a failed summary load says so beside the ranking and retries", async ({ page, request, t }) => {
    const me = await registerViaApi(request);
    await withoutLiveUpdates(page);
    await page.route("**/api/users/leaderboard/summary", (route) => route.fulfill({ status: 500, body: "" }));
    await signIn(page, me);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    await expect(page.getByText(t("leaderboard", "summary.loadFailed"), { exact: true })).toBeVisible();
    await expect(rankings(page, t).getByRole("listitem").first()).toBeVisible();
    await expect(stat(page, t("leaderboard", "summary.totalPlayers"))).toHaveText("–");
    await page.unroute("**/api/users/leaderboard/summary");
    await page.getByRole("button", { name: t("common", "actions.retry") }).click();
    await expect(stat(page, t("leaderboard", "summary.totalPlayers"))).toHaveText(/^\d+$/);
    await expect(page.getByText(t("leaderboard", "summary.loadFailed"), { exact: true })).toHaveCount(0);
  });

  test("no players: 'No rankings available'", async ({ page, request, t }) => {
    const me = await registerViaApi(request);
    await page.route("**/api/users/leaderboard?**", (route) => route.fulfill({ json: [] }));
    await signIn(page, me);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    await expect(page.getByText(t("leaderboard", "empty"), { exact: true })).toBeVisible();
    await checkA11y(page);
    await shot(page, "leaderboard-empty");
    await page.getByRole("link", { name: t("leaderboard", "emptyAction") }).click();
    await expect(page).toHaveURL(/\/upcoming-games$/);
  });

  test("a failed load toasts 'Failed to load leaderboard' and offers a retry", async ({ page, request, t }) => {
    const me = await registerViaApi(request);
    await withoutLiveUpdates(page);
    await page.route("**/api/users/leaderboard?**", (route) => route.fulfill({ status: 500, body: "" }));
    await signIn(page, me);
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    await expect(toast(page, t("leaderboard", "loadFailed"))).toBeVisible();
    await page.unroute("**/api/users/leaderboard?**");
    await page.getByRole("button", { name: t("common", "actions.retry") }).click();
    await expect(rankings(page, t).getByRole("listitem").first()).toBeVisible();
  });
});
