import { checkA11y, expect, openMenu, registerViaApi, shot, test, toast, uniqueEmail } from "./fixtures";

test.describe("login and registration", () => {
  test("register a new account lands on the dashboard", async ({ page, t }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: t("auth", "register.title") })).toBeVisible();
    await checkA11y(page);
    await shot(page, "register");

    await page.getByLabel(t("auth", "register.fullName"), { exact: true }).fill("Dana Levi");
    await page.getByLabel(t("auth", "register.email"), { exact: true }).fill(uniqueEmail("register"));
    await page.getByLabel(t("auth", "register.password"), { exact: true }).fill("secret-pass-1");
    await page.getByLabel(t("auth", "register.confirmPassword"), { exact: true }).fill("secret-pass-1");
    await page.getByRole("button", { name: t("auth", "register.submit"), exact: true }).click();

    await expect(toast(page, t("auth", "register.success"))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();

    const menu = await openMenu(page, t);
    await expect(menu.getByText("Dana Levi")).toBeVisible();
  });

  test("register validates every field, the password confirmation and a taken email", async ({ page, request, t }) => {
    const existing = await registerViaApi(request);
    await page.goto("/register");
    const submit = page.getByRole("button", { name: t("auth", "register.submit"), exact: true });
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "required") })).toHaveCount(4);
    await expect(page.getByLabel(t("auth", "register.email"), { exact: true })).toHaveAttribute("type", "email");

    await page.getByLabel(t("auth", "register.fullName"), { exact: true }).fill("Mismatch Tester");
    await page.getByLabel(t("auth", "register.email"), { exact: true }).fill(existing.email);
    await page.getByLabel(t("auth", "register.password"), { exact: true }).fill("secret-pass-1");
    const confirm = page.getByLabel(t("auth", "register.confirmPassword"), { exact: true });
    await confirm.fill("secret-pass-2");
    await submit.click();

    await expect(page.getByRole("alert").filter({ hasText: t("validation", "passwordsDoNotMatch") })).toBeVisible();
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/register$/);
    await checkA11y(page);

    // Passwords fixed, but the email is taken: the server's message is shown.
    await confirm.fill("secret-pass-1");
    await submit.click();
    await expect(toast(page, t("validation", "emailExists"))).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByRole("link", { name: t("auth", "register.loginLink") }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("login requires both fields, and a wrong password shows the server's message", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
    await checkA11y(page);
    await shot(page, "login");

    const submit = page.getByRole("button", { name: t("auth", "login.submit"), exact: true });
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "required") })).toHaveCount(2);

    await page.getByLabel(t("auth", "login.email"), { exact: true }).fill(player.email);
    await page.getByLabel(t("auth", "login.password"), { exact: true }).fill("not-the-password");
    await submit.click();

    await expect(toast(page, t("validation", "invalidCredentials"))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole("link", { name: t("auth", "login.registerLink") }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("login with remember me shows an extended session, and logout ends it", async ({ page, request, t }) => {
    const player = await registerViaApi(request, { fullName: "Remember Me" });
    await page.goto("/login");
    await page.getByLabel(t("auth", "login.email"), { exact: true }).fill(player.email);
    await page.getByLabel(t("auth", "login.password"), { exact: true }).fill(player.password);
    await page.getByLabel(t("auth", "login.rememberMe"), { exact: true }).check();
    await page.getByRole("button", { name: t("auth", "login.submit"), exact: true }).click();

    await expect(toast(page, t("auth", "login.success"))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const menu = await openMenu(page, t);
    await expect(menu.getByText(t("layout", "extendedSession"))).toBeVisible();
    await expect(menu.getByText("Remember Me")).toBeVisible();
    await expect(menu.getByText(player.email)).toBeVisible();

    await menu.getByRole("button", { name: t("layout", "logout") }).click();
    await expect(toast(page, t("auth", "logout.success"))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Logged out for good: a protected page sends us back to login.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("login without remember me has no extended session badge", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await page.goto("/login");
    await page.getByLabel(t("auth", "login.email"), { exact: true }).fill(player.email);
    await page.getByLabel(t("auth", "login.password"), { exact: true }).fill(player.password);
    await page.getByRole("button", { name: t("auth", "login.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = await openMenu(page, t);
    await expect(menu.getByText(player.fullName)).toBeVisible();
    await expect(menu.getByText(t("layout", "extendedSession"))).toHaveCount(0);
  });
});
