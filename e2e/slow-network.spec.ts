import type { Page } from "@playwright/test";
import { expect, registerViaApi, signIn, statTile, test } from "./fixtures";
import { adminToken, createGame, placeBetViaApi, uniqueName } from "./game-data";

/** Chrome DevTools' "Slow 3G" profile: 2 s per request, 400 kbit/s each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
}

test.describe("loading on a slow connection", () => {
  test("on Slow 3G the frame paints with the page, before any stylesheet or script arrives; then skeletons with the loading text; then content", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // every request takes 2 s on this profile
    await signIn(page, await registerViaApi(request));
    await throttle(page);
    await page.goto("/upcoming-games", { waitUntil: "commit" });

    const skeleton = page.getByTestId("skeleton");
    await expect(skeleton.getByRole("status")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: t("games", "upcoming.title") })).toBeVisible({ timeout: 30_000 });

    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
      const firstContentfulPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const assets = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
        /\/assets\/.*\.(js|css)$/.test(entry.name),
      );
      const resource = (pattern: RegExp) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => pattern.test(entry.name));
      return {
        html: navigation.responseEnd,
        firstPaint,
        firstContentfulPaint,
        firstAsset: Math.min(...assets.map((entry) => entry.responseEnd)),
        pageCodeAsked: resource(/\/assets\/UpcomingGamesPage-[^/]*\.js$/)?.startTime ?? Number.NaN,
        sessionChecked: resource(/\/api\/auth\/me$/)?.responseEnd ?? Number.NaN,
      };
    });
    test.info().annotations.push({ type: "slow-3g", description: JSON.stringify(timings) });
    // The frame is painted from the HTML alone: within a moment of the document, before any asset has arrived.
    expect(timings.firstPaint).toBeLessThan(timings.firstAsset);
    // The frame's trophy mark is content (an SVG): the first contentful paint needs no asset either.
    expect(timings.firstContentfulPaint).toBeLessThan(timings.firstAsset);
    // No bound in milliseconds: how soon after the document a machine paints is its speed, not the app's (a busy 2-core
    // machine painted 0.9 s after it, past a 3 s bound). The annotation above records the times.
    // The screen's code is asked for while the session is still being checked, not one round trip after it.
    expect(timings.pageCodeAsked).toBeLessThan(timings.sessionChecked);
  });
});

test.describe("the dashboard on a slow connection", () => {
  test("on Slow 3G a signed-in player sees their numbers and next games, and never the signed-out header", async ({
    page,
    request,
    t,
  }) => {
    test.slow(); // every request takes 2 s on this profile
    const admin = await adminToken(request);
    const player = await registerViaApi(request);
    // The soonest kickoff of the shared database, so it heads the dashboard's upcoming games.
    const soon = new Date(Date.now() + 10 * 60_000);
    const game = await createGame(request, admin, {
      round: uniqueName("Round"),
      daysAhead: 10 / 1440,
      hour: soon.toISOString().slice(11, 16),
    });
    await placeBetViaApi(request, player.token, game._id, 2, 1);
    await signIn(page, player);
    // Records whether the header ever holds the signed-out controls (the language switch in the menu's place).
    await page.addInitScript(
      (switchTitle) => {
        const seen = () => document.querySelector(`header button[title="${switchTitle}"]`) !== null;
        new MutationObserver(() => {
          if (seen()) sessionStorage.setItem("e2e-signed-out-header", "seen");
        }).observe(document, { childList: true, subtree: true });
      },
      t("common", "language.switch"),
    );
    await throttle(page);
    await page.goto("/dashboard", { waitUntil: "commit" });

    const upcoming = page.getByRole("region", { name: t("dashboard", "upcoming.title") });
    await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("1", { timeout: 60_000 });
    await expect(upcoming.getByText(game.homeGroupId.name, { exact: true })).toBeVisible({ timeout: 60_000 });
    const dataShown = await page.evaluate(() => performance.now());
    // The waterfall: every request the page made, when it was asked for and when its answer was in (ms after navigation).
    const waterfall = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
        (entry) =>
          `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${new URL(entry.name).pathname}${new URL(entry.name).search}`,
      ),
    );
    test.info().annotations.push({ type: "slow-3g-waterfall", description: waterfall.join("\n") });
    test
      .info()
      .annotations.push({ type: "slow-3g-dashboard", description: `data shown ${Math.round(dataShown)} ms after navigation` });
    console.log(`Slow 3G: the dashboard's numbers and next games ${Math.round(dataShown)} ms after navigation`);
    // The bench's target is 12 s (bench/size.mjs, README "Performance"); here a generous bound for a busy machine.
    // Measured 9.6-10 s at load averages 4-13 on 2 cores (README "Performance").
    expect(dataShown).toBeLessThan(20_000);
    expect(await page.evaluate(() => sessionStorage.getItem("e2e-signed-out-header"))).toBeNull();
    // The signed-in header: the menu button.
    await expect(page.getByRole("button", { name: t("layout", "menu.open") })).toBeVisible();
    // On a slow connection the code comes first: no font is preloaded ahead of it.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });
});

test.describe("the first screen", () => {
  test("the login page renders in one piece, with no loading placeholder before its form, in the language's font preloaded", async ({
    page,
    lang,
    t,
  }) => {
    // Recorded from the first script of the page: whether the app ever put a loading placeholder on screen before the form.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __firstScreen: string[] }).__firstScreen = seen;
      new MutationObserver(() => {
        const root = document.getElementById("root");
        if (!root || root.querySelector("[data-boot-frame]")) return;
        const state = root.querySelector("form") ? "form" : root.querySelector('[role="status"]') ? "placeholder" : "other";
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/login");
    await expect(page.getByLabel(t("auth", "login.email"), { exact: true })).toBeVisible();
    // The screen's code and strings arrive before the first render, which shows the form at once.
    expect(await page.evaluate(() => (window as unknown as { __firstScreen: string[] }).__firstScreen[0])).toBe("form");
    const fonts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    const subsets = fonts.map((file) => /rubik-([a-z-]+)-wght-normal-/.exec(file)?.[1]);
    // An English page shows Hebrew too: the language switch "עברית" (and, signed in, a league's names).
    expect(subsets).toEqual(lang === "he" ? ["hebrew", "latin"] : ["latin", "hebrew"]);
    // The preloaded files are the ones the stylesheet asks for: the page laid out in Rubik used what was preloaded.
    await expect.poll(() => page.evaluate(() => document.fonts.check("16px 'Rubik Variable'", "Score עברית"))).toBe(true);
  });

  test("the login page does not move when the server says, after the first render, whether it mails reset links", async ({
    page,
    t,
  }) => {
    // Every layout shift of the load, with what moved (a failure says which box).
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources.map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 60));
          shifts.push(`${entry.value}: ${moved.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The answer comes well after the form is on screen.
    await page.route("**/api/auth/options", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto("/login");
    await expect(page.getByLabel(t("auth", "login.email"), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: t("auth", "login.forgot"), exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });

  test("the first render is laid out in Rubik: its two preloaded subsets are loaded before it, the others only for a letter they hold", async ({
    page,
  }) => {
    // The Rubik faces loaded when the app first replaces the frame (before that render's layout). A face still unloaded
    // there had Chromium lay the screen out with a stand-in system font, then again (src/lib/fonts.ts).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById("root");
        if (!root?.firstElementChild || root.querySelector("[data-boot-frame]")) return;
        (window as unknown as { __loadedAtFirstRender: string[] }).__loadedAtFirstRender = [...document.fonts]
          .filter((face) => face.status === "loaded")
          .map((face) => `${face.family.replaceAll('"', "")} ${face.unicodeRange}`);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/login");
    await expect(page.locator("form")).toBeVisible();
    const loaded = await page.evaluate(() => (window as unknown as { __loadedAtFirstRender: string[] }).__loadedAtFirstRender);
    const subset = (face: string) => (face.includes("U+590-5FF") ? "hebrew" : /U\+0-FF\b/.test(face) ? "latin" : face);
    expect(loaded.map(subset).sort()).toEqual(["hebrew", "latin"]);
    expect(loaded.every((face) => face.startsWith("Rubik Variable U+"))).toBe(true);

    // Latin Extended, Cyrillic and Arabic are not fetched for a page without them, and a letter of theirs still comes in
    // Rubik: "Beşiktaş" loads the Latin Extended face of the family next in the stack.
    const others = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', "") === "Rubik Variable Other")
          .map((face) => face.status),
      );
    expect(await others()).toEqual(["unloaded", "unloaded", "unloaded", "unloaded"]);
    await page.evaluate(() => {
      const name = document.createElement("p");
      name.textContent = "Beşiktaş";
      document.body.append(name);
    });
    await expect.poll(() => page.evaluate(() => document.fonts.check("16px 'Rubik Variable Other'", "ş"))).toBe(true);
    expect((await others()).filter((status) => status === "loaded")).toHaveLength(1);
  });

  test("signed in, the first render already has the player: the menu, never its placeholder or the session's loading screen", async ({
    page,
    request,
    t,
  }) => {
    await signIn(page, await registerViaApi(request));
    const menuLabel = t("layout", "menu.open");
    // What the app's first render put in the header: the menu button (the session known) or anything else.
    await page.addInitScript((label) => {
      const seen: string[] = [];
      (window as unknown as { __firstHeader: string[] }).__firstHeader = seen;
      new MutationObserver(() => {
        const header = document.querySelector("#root header");
        if (!header) return;
        const state = header.querySelector(`button[aria-label="${label}"]`) ? "menu" : "other";
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, { childList: true, subtree: true });
    }, menuLabel);
    // The check answers after the code has arrived, as on a slow server; still within the time the first render waits.
    await page.route("**/api/auth/me", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto("/dashboard");
    await expect(page.getByRole("button", { name: menuLabel })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __firstHeader: string[] }).__firstHeader)).toEqual(["menu"]);
  });
  test("signed in, the locale's formatting data is loaded by a worker the page's policy allows, before the app's first render", async ({
    page,
    request,
    t,
  }) => {
    await signIn(page, await registerViaApi(request));
    const workers: string[] = [];
    const errors: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url().replace(/^https?:\/\/[^/]+/, "")));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/intl-warm-[\w-]+\.js$/)]);
    expect(errors).toEqual([]);
  });

  test("signed in, the dashboard and the leaderboard render with their data at once: no loading placeholder first, and no read asked twice", async ({
    page,
    request,
    t,
  }) => {
    const player = await registerViaApi(request);
    const game = await createGame(request, await adminToken(request), { round: uniqueName("Round"), daysAhead: 3 });
    await placeBetViaApi(request, player.token, game._id, 1, 0);
    await signIn(page, player);
    // From the page's first script: whether the screen's area ever held a loading placeholder before its content.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __firstMain: string[] }).__firstMain = seen;
      new MutationObserver(() => {
        const main = document.querySelector("#root main");
        if (!main) return;
        const state = main.querySelector('[role="status"]') ? "placeholder" : "content";
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    let reads: string[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith("/api/") && url.pathname !== "/api/events") reads.push(url.pathname + url.search);
    });
    const firstMain = () => page.evaluate(() => (window as unknown as { __firstMain: string[] }).__firstMain);

    await page.goto("/dashboard");
    await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("1");
    expect(await firstMain()).toEqual(["content"]);
    expect(reads).toContain("/api/users/me/stats");
    expect(reads.filter((read, index) => reads.indexOf(read) !== index)).toEqual([]);

    reads = [];
    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { level: 1, name: t("leaderboard", "title") })).toBeVisible();
    await expect(page.locator('#root main [role="status"]')).toHaveCount(0);
    expect(await firstMain()).toEqual(["content"]);
    expect(reads).toContain("/api/users/leaderboard/summary");
    expect(reads.filter((read, index) => reads.indexOf(read) !== index)).toEqual([]);
  });
});
