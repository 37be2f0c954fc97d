import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { expect, type Lang, type Translate, test, translate } from "./fixtures";

/**
 * docs/rules.md "Delivery": the app is installable, and the installed app carries the name of the language it was
 * installed in. Chromium itself parses the manifest the page links and says what would stop an install.
 */

interface AppManifest {
  url: string;
  errors: { message: string; critical: number }[];
  data?: string;
}

test("Chromium finds the manifest valid and the app installable, named in the page's language", async ({
  t,
  lang,
  baseURL,
  launchOptions,
}) => {
  // A profile on disk: Chromium offers no install in the throwaway (incognito) contexts tests usually get.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "score-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    await context.addInitScript((language) => window.localStorage.setItem("bettingApp_language", language), lang);
    const page = context.pages()[0] ?? (await context.newPage());
    await installableIn(page, t, lang);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installableIn(page: Page, t: Translate, lang: Lang) {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
  // Installability asks for a service worker that controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as AppManifest;
  expect(new URL(manifest.url).pathname).toBe(lang === "he" ? "/manifest.he.webmanifest" : "/manifest.webmanifest");
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? "{}");
  expect([data.name, data.lang]).toEqual([t("common", "appName"), lang]);

  await expect
    .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.map((error) => error.errorId))
    .toEqual([]);
}

test("switching the language switches the manifest Chromium reads", async ({ page, t, lang }) => {
  await page.goto("/login");
  const other = lang === "he" ? "en" : "he";
  await page.getByRole("button", { name: t("common", `language.${other}`) }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", other);

  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => JSON.parse(((await cdp.send("Page.getAppManifest")) as AppManifest).data ?? "{}").name)
    .toBe(translate(other, "common", "appName"));
});
