import type { Locator, Page } from "@playwright/test";
import {
  type Account,
  checkA11y,
  expect,
  openMenu,
  registerViaApi,
  seedStorage,
  shot,
  type Translate,
  test,
  toast,
  uniqueEmail,
  WITHOUT_SERVICE_WORKER,
} from "./fixtures";

// This spec intercepts or watches API calls (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

function loginFields(page: Page, t: Translate) {
  return {
    email: page.getByLabel(t("auth", "login.email"), { exact: true }),
    password: page.getByLabel(t("auth", "login.password"), { exact: true }),
    submit: page.getByRole("button", { name: t("auth", "login.submit"), exact: true }),
  };
}

/** Logs in through the form and waits for the server's answer. */
async function submitLogin(page: Page, t: Translate, credentials: { email: string; password: string }) {
  const { email, password, submit } = loginFields(page, t);
  await email.fill(credentials.email);
  await password.fill(credentials.password);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
  await submit.click();
  return (await answer).status();
}

async function logout(page: Page, t: Translate) {
  const menu = await openMenu(page, t);
  await menu.getByRole("button", { name: t("layout", "logout") }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The horizontal scale an element is drawn with: -1 when mirrored (CSS `scale` and `transform` both count). */
function horizontalScale(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const scale = style.scale === "none" ? 1 : Number.parseFloat(style.scale);
    return scale * new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform).a;
  });
}

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

  // Issue 27 item 7: the server's refusals lived only in a toast that vanished after 4 s, with the focus lost.
  test("registration errors show on the field they are about, with the focus there", async ({ page, request, t }) => {
    const existing = await registerViaApi(request);
    await page.goto("/register");
    const email = page.getByLabel(t("auth", "register.email"), { exact: true });
    const password = page.getByLabel(t("auth", "register.password"), { exact: true });
    const confirm = page.getByLabel(t("auth", "register.confirmPassword"), { exact: true });
    const submit = page.getByRole("button", { name: t("auth", "register.submit"), exact: true });
    await page.getByLabel(t("auth", "register.fullName"), { exact: true }).fill("Field Errors");
    await email.fill(existing.email);
    await password.fill("secret-pass-1");
    await confirm.fill("secret-pass-1");
    await submit.click();
    const emailError = page.getByRole("alert").filter({ hasText: t("validation", "emailExists") });
    await expect(emailError).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-describedby", new RegExp(`\\b${await emailError.getAttribute("id")}\\b`));

    await email.fill(uniqueEmail("fields"));
    await password.fill("iloveyou");
    await confirm.fill("iloveyou");
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "passwordCommon") })).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    // Still there once the toast has gone.
    await expect(toast(page, t("validation", "passwordCommon"))).toHaveCount(0, { timeout: 8_000 });
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "passwordCommon") })).toBeVisible();
    await checkA11y(page);
    await shot(page, "register-field-errors");
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

  test("a wrong password is told in the form, the focus stays on the password, and failures share one toast", async ({
    page,
    request,
    t,
  }) => {
    const player = await registerViaApi(request);
    await page.goto("/login");
    const { password } = loginFields(page, t);
    const message = t("validation", "invalidCredentials");
    const formAlert = page.locator("form").getByRole("alert");

    expect(await submitLogin(page, t, { email: player.email, password: "not-the-password" })).toBe(401);
    await expect(formAlert).toHaveText(message);
    await expect(password).toBeFocused();
    await expect(toast(page, message)).toHaveCount(1);
    await checkA11y(page);
    await shot(page, "login-failed");

    // Straight from the focused field: retype and press Enter.
    await password.fill("still-not-it");
    const again = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await password.press("Enter");
    expect((await again).status()).toBe(401);
    await expect(formAlert).toHaveText(message);
    await expect(password).toBeFocused();
    await expect(toast(page, message)).toBeVisible();
    await expect(toast(page, message)).toHaveCount(1);

    expect(await submitLogin(page, t, player)).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, message)).toHaveCount(0);
  });

  test("a page asked for while logged out opens right after login, and a forged return address stays in the app", async ({
    page,
    request,
    t,
  }) => {
    const player = await registerViaApi(request);
    await page.goto("/leaderboard");
    await expect(page).toHaveURL(/\/login$/);
    expect(await submitLogin(page, t, player)).toBe(200);
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.getByRole("heading", { level: 1, name: t("leaderboard", "title") })).toBeVisible();

    // A logout is no detour: whoever logs in next starts at the dashboard.
    await logout(page, t);
    expect(await submitLogin(page, t, player)).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Via the register link too: a new account opens the page asked for.
    await logout(page, t);
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("link", { name: t("auth", "login.registerLink") }).click();
    await page.getByLabel(t("auth", "register.fullName"), { exact: true }).fill("Returning Newcomer");
    await page.getByLabel(t("auth", "register.email"), { exact: true }).fill(uniqueEmail("return"));
    await page.getByLabel(t("auth", "register.password"), { exact: true }).fill("secret-pass-1");
    await page.getByLabel(t("auth", "register.confirmPassword"), { exact: true }).fill("secret-pass-1");
    await page.getByRole("button", { name: t("auth", "register.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // A return address planted in the history state (as a script on another page could) that points elsewhere.
    await logout(page, t);
    for (const from of ["//evil.example/leaderboard", "/\\evil.example", "https://evil.example/"]) {
      await page.evaluate((forged) => history.replaceState({ usr: { from: forged }, key: "forged", idx: 0 }, "", "/login"), from);
      await page.reload();
      expect(await submitLogin(page, t, player)).toBe(200);
      await expect(page, from).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
      await logout(page, t);
    }
  });

  for (const remembered of [false, true]) {
    const key = remembered ? "errors.extendedSessionExpired" : "errors.sessionExpired";
    test(`an invalid ${remembered ? "remembered " : ""}session says so on the login page, and login returns to the page`, async ({
      page,
      request,
      t,
    }) => {
      const player: Account = await registerViaApi(request);
      await seedStorage(page, {
        token: "not.a.valid-token",
        tokenExpiration: String(Date.now() + 3_600_000),
        ...(remembered && { rememberMe: "true" }),
      });
      await page.goto("/leaderboard");
      await expect(page).toHaveURL(/\/login$/);
      const notice = page.getByRole("main").getByRole("status");
      await expect(notice).toHaveText(t("common", key));
      await expect(toast(page, t("common", key))).toBeVisible();
      await checkA11y(page);

      // The notice stays through a failed try and goes with the next login.
      expect(await submitLogin(page, t, { email: player.email, password: "wrong-password" })).toBe(401);
      await expect(notice).toHaveText(t("common", key));
      expect(await submitLogin(page, t, player)).toBe(200);
      await expect(page).toHaveURL(/\/leaderboard$/);
      await logout(page, t);
      await expect(page.getByRole("heading", { level: 1, name: t("auth", "login.title") })).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  }

  test("the login icon points into the door in the reading direction: mirrored in Hebrew only", async ({ page, lang }) => {
    await page.goto("/login");
    const icon = page.getByRole("main").locator("svg.lucide-log-in");
    await expect(icon).toBeVisible();
    expect(await horizontalScale(icon)).toBe(lang === "he" ? -1 : 1);
  });
});
