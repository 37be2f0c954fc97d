import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { checkA11y, expect, openMenu, registerViaApi, shot, signIn, statTile, test, toast } from "./fixtures";
import { adminToken, createGame, openScreen, placeBetViaApi, uniqueName } from "./game-data";

/**
 * docs/rules.md "Delivery": the service worker keeps the app shell, and without a network or a server the app opens
 * from it with an offline notice instead of the browser's error page.
 */

/** Waits until the service worker controls the page and holds the shell and every hashed script and stylesheet it loaded. */
async function waitForShellCached(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // expect.poll, not waitForFunction: Playwright's waitForFunction resolves on the first answer of an async predicate,
  // even false, so these waits used to pass at once and the offline reload raced the page's writes.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("app-shell-v1");
        const assets = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          // Fonts aside: not always kept (noted in the issue), and without them the app falls back to the system font.
          .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
          .filter((url) => !url.pathname.endsWith(".woff2"))
          .map((url) => url.pathname);
        const missing = (await cache.match("/")) ? [] : ["/"];
        for (const asset of assets) if (!(await cache.match(asset))) missing.push(asset);
        return assets.length > 0 ? missing : ["(no file loaded yet)"];
      }),
    )
    .toEqual([]);
}

test("the app opens offline from its saved shell with a notice", async ({ page, context, t }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
  await expect(page.getByText(t("layout", "offline"))).toHaveCount(0);
  await waitForShellCached(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(t("layout", "offline"))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
  await checkA11y(page);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
  await expect(page.getByText(t("layout", "offline"))).toHaveCount(0);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

test.describe("with the server stopped", () => {
  let server: ChildProcess | undefined;
  let dataDir = "";
  let base = "";

  test.beforeEach(async () => {
    // A server of its own, so stopping it leaves the shared one to the other tests.
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "score-offline-"));
    server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../server/dist/main.js")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite://${path.join(dataDir, "betting.sqlite")}`,
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);
  });

  test.afterEach(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a reload shows the saved app and the offline notice, not an error page", async ({ page, t }) => {
    await page.goto(`${base}/login`);
    await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
    await waitForShellCached(page);

    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server?.kill("SIGTERM");
    await exited;
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-offline", "");
    await expect(page.getByText(t("layout", "offline"))).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
  });
});

/** Waits until the page has kept its user and its screens' answers on the device (web/src/lib/offlineData.ts). */
async function waitForDataKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            if (!new URL(request.url).pathname.startsWith("/__offline__/")) continue;
            const kept = (await (await caches.match(request))?.json()) as { queries?: { queries?: unknown[] } } | undefined;
            if ((kept?.queries?.queries?.length ?? 0) > 0) return true;
          }
        }
        return false;
      }),
    )
    .toBe(true);
}

test("an offline reload keeps the player signed in, with the offline notice and the last data", async ({
  page,
  context,
  request,
  t,
}) => {
  // docs/rules.md "Users and sessions": only a 401 ends a session; a failed network call never does.
  const admin = await adminToken(request);
  const player = await registerViaApi(request, { fullName: "Noa Offline" });
  const game = await createGame(request, admin, { daysAhead: 1, round: uniqueName("Offline") });
  await placeBetViaApi(request, player.token, game._id, 2, 1);
  await signIn(page, player);
  await openScreen(page, "/dashboard", t("dashboard", "title"));
  await expect(page.getByText(t("dashboard", "welcome", { name: "Noa Offline" }))).toBeVisible();
  await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("1");
  await waitForShellCached(page);
  await waitForDataKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(t("layout", "offline"))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The header with the menu, the player's name and the numbers last seen, not an error page.
  await expect(page.getByRole("button", { name: t("layout", "menu.open") })).toBeVisible();
  await expect(page.getByText(t("dashboard", "welcome", { name: "Noa Offline" }))).toBeVisible();
  await expect(statTile(page, t("dashboard", "stats.totalBets"))).toHaveText("1");
  await expect(page.getByText(t("common", "routeError.title"))).toHaveCount(0);
  // The offline notice says why nothing new loads; no failure toast repeats it.
  await expect(toast(page, t("dashboard", "loadFailed"))).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(player.token);
  await checkA11y(page);
  await shot(page, "dashboard-offline");

  await context.setOffline(false);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(t("dashboard", "welcome", { name: "Noa Offline" }))).toBeVisible();
  await expect(page.getByText(t("layout", "offline"))).toHaveCount(0);

  // Logging out leaves nothing of the session on the device.
  const menu = await openMenu(page, t);
  await menu.getByRole("button", { name: t("layout", "logout") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has("app-data-v1"))).toBe(false);
});
