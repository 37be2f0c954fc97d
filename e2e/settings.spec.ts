import { checkA11y, expect, loginStatus, loginViaApi, registerViaApi, shot, signIn, test, toast } from "./fixtures";

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
});
