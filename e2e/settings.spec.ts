import type { Page } from "@playwright/test";
import {
  checkA11y,
  expect,
  loginStatus,
  loginViaApi,
  openMenu,
  registerViaApi,
  shot,
  signIn,
  type Translate,
  test,
  toast,
  WITHOUT_SERVICE_WORKER,
} from "./fixtures";
import { openScreen, uniqueName } from "./game-data";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

/** Goes to a screen through the side menu, without reloading the app (cached data stays cached). */
async function viaMenu(page: Page, t: Translate, entry: string, title: string) {
  const menu = await openMenu(page, t);
  await menu.getByRole("link", { name: t("layout", `nav.${entry}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The player's own name link in the ranking; among many ranked players it may be on a later page, which 'Jump to my rank' loads. */
async function myRankingLink(page: Page, t: Translate, name: string) {
  const link = page.getByRole("region", { name: t("leaderboard", "ranking") }).getByRole("link", { name, exact: true });
  const jump = page.getByRole("button", { name: t("leaderboard", "jumpToMe") });
  await expect(link.or(jump).first()).toBeVisible();
  if ((await link.count()) === 0) await jump.click();
  await expect(link).toBeVisible();
  return link;
}

test.describe("account settings", () => {
  test("shows the profile and validates the password form", async ({ page, request, t }) => {
    const player = await registerViaApi(request, { fullName: "Settings Viewer" });
    await signIn(page, player);
    await page.goto("/settings");

    await expect(page.getByRole("heading", { level: 1, name: t("settings", "title") })).toBeVisible();
    const profile = page.getByRole("region", { name: t("settings", "profile.title") });
    await expect(profile.getByText("Settings Viewer")).toBeVisible();
    await expect(profile.getByText(player.email)).toBeVisible();
    await expect(profile.getByText(t("settings", "profile.player"), { exact: true })).toBeVisible();
    await expect(profile.getByText(t("settings", "profile.points"))).toBeVisible();
    await expect(page.getByRole("region", { name: t("settings", "tips.title") })).toBeVisible();
    await checkA11y(page);
    await shot(page, "settings");

    const current = page.getByLabel(t("settings", "password.current"), { exact: true });
    const next = page.getByLabel(t("settings", "password.new"), { exact: true });
    const confirm = page.getByLabel(t("settings", "password.confirm"), { exact: true });
    const submit = page.getByRole("button", { name: t("settings", "password.submit"), exact: true });
    const alert = (key: string) => page.getByRole("alert").filter({ hasText: t("validation", key) });

    await submit.click();
    await expect(alert("currentPasswordRequired")).toBeVisible();
    await expect(alert("newPasswordRequired")).toBeVisible();

    await current.fill(player.password);
    await next.fill("abc");
    await confirm.fill("abd");
    await submit.click();
    await expect(alert("passwordMin")).toBeVisible();
    await expect(alert("newPasswordsDoNotMatch")).toBeVisible();
    await expect(next).toHaveAttribute("aria-invalid", "true");

    await next.fill(player.password);
    await confirm.fill(player.password);
    await submit.click();
    await expect(alert("newPasswordMustDiffer")).toBeVisible();
    await checkA11y(page);

    await page.getByRole("link", { name: t("settings", "back") }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a wrong current password shows the server's message", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await page.goto("/settings");
    await page.getByLabel(t("settings", "password.current"), { exact: true }).fill("wrong-password");
    await page.getByLabel(t("settings", "password.new"), { exact: true }).fill("brand-new-pass");
    await page.getByLabel(t("settings", "password.confirm"), { exact: true }).fill("brand-new-pass");
    await page.getByRole("button", { name: t("settings", "password.submit"), exact: true }).click();
    await expect(toast(page, t("validation", "currentPasswordIncorrect"))).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("changing the password keeps this session and replaces the old password", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await page.goto("/settings");
    const before = await page.evaluate(() => localStorage.getItem("token"));

    await page.getByLabel(t("settings", "password.current"), { exact: true }).fill(player.password);
    await page.getByLabel(t("settings", "password.new"), { exact: true }).fill("brand-new-pass");
    await page.getByLabel(t("settings", "password.confirm"), { exact: true }).fill("brand-new-pass");
    await page.getByRole("button", { name: t("settings", "password.submit"), exact: true }).click();

    await expect(toast(page, t("validation", "passwordChanged"))).toBeVisible();
    await expect(page.getByLabel(t("settings", "password.current"), { exact: true })).toHaveValue("");
    const after = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      expiration: Number(localStorage.getItem("tokenExpiration")),
      rememberMe: localStorage.getItem("rememberMe"),
    }));
    expect(after.token).not.toBe(before);
    expect(after.expiration).toBeGreaterThan(Date.now());
    expect(after.rememberMe).toBeNull();

    // Still logged in with the fresh token after a reload.
    await page.reload();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: t("settings", "title") })).toBeVisible();

    expect(await loginStatus(request, { email: player.email, password: player.password })).toBe(401);
    const again = await loginViaApi(request, { email: player.email, password: "brand-new-pass" });
    expect(again.user.email).toBe(player.email);
  });

  test("a new name is checked by the name rule and shows at once in the menu, dashboard, leaderboard and profile", async ({
    page,
    request,
    t,
  }) => {
    const tag = uniqueName("");
    const oldName = `Noa Before${tag}`;
    const newName = `נועה After${tag}`;
    const player = await registerViaApi(request, { fullName: oldName });
    await signIn(page, player);
    // The leaderboard seen first, so the old answer is cached in the app and on the server.
    await openScreen(page, "/leaderboard", t("leaderboard", "title"));
    await myRankingLink(page, t, oldName);

    await viaMenu(page, t, "settings", t("settings", "title"));
    const profile = page.getByRole("region", { name: t("settings", "profile.title") });
    const name = profile.getByLabel(t("settings", "profile.fullName"), { exact: true });
    const save = profile.getByRole("button", { name: t("settings", "profile.saveName"), exact: true });
    await expect(name).toHaveValue(oldName);
    for (const [value, key] of [
      ["   ", "required"],
      ["x".repeat(51), "nameTooLong"],
      ["Noa\u202EBefore", "nameHiddenCharacters"],
    ] as const) {
      await name.fill(value);
      await save.click();
      await expect(profile.getByRole("alert")).toHaveText(t("validation", key));
      await expect(name).toHaveAttribute("aria-invalid", "true");
    }

    await name.fill(`  ${newName}  `);
    await save.click();
    await expect(toast(page, t("settings", "profile.nameSaved"))).toBeVisible();
    await expect(name).toHaveValue(newName);
    await expect(profile.getByText(newName, { exact: true })).toBeVisible();
    await checkA11y(page);
    await shot(page, "settings-name");

    const menu = await openMenu(page, t);
    await expect(menu.getByText(newName, { exact: true })).toBeVisible();
    await expect(menu.getByText(oldName, { exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await viaMenu(page, t, "dashboard", t("dashboard", "title"));
    await expect(page.getByText(t("dashboard", "welcomeNew", { name: newName }))).toBeVisible();

    await viaMenu(page, t, "leaderboard", t("leaderboard", "title"));
    const mine = await myRankingLink(page, t, newName);
    await expect(page.getByRole("link", { name: oldName, exact: true })).toHaveCount(0);
    await mine.click();
    await expect(page.getByRole("heading", { name: newName, exact: true })).toBeVisible();

    // For good: a fresh load of the app says the same.
    await page.reload();
    await expect(page.getByRole("heading", { name: newName, exact: true })).toBeVisible();
  });
});
