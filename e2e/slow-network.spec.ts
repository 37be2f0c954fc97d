import type { Page } from "@playwright/test";
import { expect, registerViaApi, signIn, test } from "./fixtures";

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
    // A moment, not a fixed 500 ms: a busy 2-core CI machine takes longer to paint, but never as long as an asset.
    expect(timings.firstPaint - timings.html).toBeLessThan(1_000);
    // The profile's own 2 s latency for the document, plus that moment.
    expect(timings.firstPaint).toBeLessThan(3_000);
    // The screen's code is asked for while the session is still being checked, not one round trip after it.
    expect(timings.pageCodeAsked).toBeLessThan(timings.sessionChecked);
  });
});
