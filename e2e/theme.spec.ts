import type { Page } from "@playwright/test";
import { checkA11y, expect, openMenu, registerViaApi, seedStorage, signIn, test } from "./fixtures";

/** docs/rules.md "Delivery": the theme follows the system until picked in the menu; both themes pass axe. */

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

test("the theme follows the system's, and the login page passes axe in both", async ({ page, t }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
  expect(await isDark(page)).toBe(true);
  await checkA11y(page);

  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => isDark(page)).toBe(false);
  await checkA11y(page);
});

test("the menu switches the theme and it is kept over the system's", async ({ page, request, t }) => {
  const player = await registerViaApi(request);
  await signIn(page, player);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();
  expect(await isDark(page)).toBe(false);

  const menu = await openMenu(page, t);
  await menu.getByRole("button", { name: t("layout", "theme.dark") }).click();
  expect(await isDark(page)).toBe(true);
  await expect(menu.getByRole("button", { name: t("layout", "theme.light") })).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();
  expect(await isDark(page)).toBe(true);

  // A dark system does not override the light theme picked in the menu.
  await (await openMenu(page, t)).getByRole("button", { name: t("layout", "theme.light") }).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();
  expect(await isDark(page)).toBe(false);
});

for (const [path, ns] of [
  ["/dashboard", "dashboard"],
  ["/leaderboard", "leaderboard"],
  ["/settings", "settings"],
  ["/upcoming-games", "games"],
] as const) {
  test(`${path} passes axe in the dark theme`, async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await seedStorage(page, { bettingApp_theme: "dark" });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(t("common", "loading"))).toHaveCount(0);
    expect(await isDark(page), ns).toBe(true);
    await checkA11y(page);
  });
}
