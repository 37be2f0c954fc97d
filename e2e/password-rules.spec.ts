import { expect, registerViaApi, signIn, test, toast, uniqueEmail } from "./fixtures";

/** The password rules the server enforces read the same in every form that sets a password, in en and he. */
test.describe("password rules in the forms", () => {
  test("register: a password of spaces is refused in the form, a common one with the server's message", async ({ page, t }) => {
    await page.goto("/register");
    await page.getByLabel(t("auth", "register.fullName"), { exact: true }).fill("Weak Password");
    await page.getByLabel(t("auth", "register.email"), { exact: true }).fill(uniqueEmail("weak"));
    const password = page.getByLabel(t("auth", "register.password"), { exact: true });
    const confirm = page.getByLabel(t("auth", "register.confirmPassword"), { exact: true });
    const submit = page.getByRole("button", { name: t("auth", "register.submit"), exact: true });

    await password.fill("        ");
    await confirm.fill("        ");
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "passwordBlank") })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await password.fill("iloveyou");
    await confirm.fill("iloveyou");
    await submit.click();
    await expect(toast(page, t("validation", "passwordCommon"))).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("settings: a common new password is marked on its field with the server's message", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await page.goto("/settings");
    const next = page.getByLabel(t("settings", "password.new"), { exact: true });
    await page.getByLabel(t("settings", "password.current"), { exact: true }).fill(player.password);
    await next.fill("sunshine");
    await page.getByLabel(t("settings", "password.confirm"), { exact: true }).fill("sunshine");
    await page.getByRole("button", { name: t("settings", "password.submit"), exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "passwordCommon") })).toBeVisible();
    await expect(next).toHaveAttribute("aria-invalid", "true");
  });
});
