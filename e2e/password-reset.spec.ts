import fs from "node:fs";
import path from "node:path";
import { signUnsubscribeToken } from "../server/src/modules/notifications/unsubscribe-token";
import {
  ADMIN,
  checkA11y,
  expect,
  loginStatus,
  loginViaApi,
  openMenu,
  registerViaApi,
  shot,
  signIn,
  test,
  toast,
  WITHOUT_SERVICE_WORKER,
} from "./fixtures";
import { linkIn, mailsTo } from "./support/mailbox";

// The reset page is watched for the API answer (see WITHOUT_SERVICE_WORKER).
test.use(WITHOUT_SERVICE_WORKER);

/** docs/rules.md "Mail": the whole way back into an account, through a real mail server and the link it received. */
test.describe("password reset by e-mail", () => {
  test("forgot password from the login page, the link in the mail, a new password, the dashboard", async ({
    page,
    request,
    t,
    lang,
    baseURL,
  }) => {
    const player = await registerViaApi(request, { password: "forgotten-pass-1" });
    // The account speaks the project's language, so its mail does too.
    const me = await request.patch("/api/auth/me", {
      headers: { authorization: `Bearer ${player.token}` },
      data: { language: lang },
    });
    expect(me.status()).toBe(200);

    await page.goto("/login");
    await page.getByRole("link", { name: t("auth", "login.forgot"), exact: true }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: t("auth", "forgot.title") })).toBeVisible();
    await checkA11y(page);
    await shot(page, "forgot");
    await page.getByLabel(t("auth", "forgot.email"), { exact: true }).fill(player.email);
    await page.getByRole("button", { name: t("auth", "forgot.submit"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t("validation", "resetRequested") })).toBeVisible();

    const [mail] = await mailsTo(player.email);
    expect(mail.subject).toBe(t("validation", "resetMailSubject"));
    expect(mail.html).toContain(`<html lang="${lang}" dir="${lang === "he" ? "rtl" : "ltr"}">`);
    const link = linkIn(mail, `${baseURL}/reset-password?token=`);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: t("auth", "reset.title") })).toBeVisible();
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/reset-password$/);
    await checkA11y(page);
    await shot(page, "reset");

    const newPassword = page.getByLabel(t("auth", "reset.new"), { exact: true });
    const confirm = page.getByLabel(t("auth", "reset.confirm"), { exact: true });
    const submit = page.getByRole("button", { name: t("auth", "reset.submit"), exact: true });
    // Registration's rules: a mismatch and a short password are refused in the page.
    await newPassword.fill("brand-new-pass-2");
    await confirm.fill("brand-new-pass-3");
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "passwordsDoNotMatch") })).toBeVisible();
    await newPassword.fill("abc");
    await confirm.fill("abc");
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "passwordMin") })).toBeVisible();

    await newPassword.fill("brand-new-pass-2");
    await confirm.fill("brand-new-pass-2");
    await submit.click();
    await expect(toast(page, t("validation", "passwordResetDone"))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: t("dashboard", "title") })).toBeVisible();
    const menu = await openMenu(page, t);
    await expect(menu.getByText(player.fullName)).toBeVisible();

    expect(await loginStatus(request, { email: player.email, password: "forgotten-pass-1" })).toBe(401);
    expect(await loginStatus(request, { email: player.email, password: "brand-new-pass-2" })).toBe(200);
    // The old session ended with the reset.
    const old = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${player.token}` } });
    expect(old.status()).toBe(401);
  });

  test("without mail on the server the login page says to ask an admin", async ({ page, t }) => {
    await page.route("**/api/auth/options", (route) => route.fulfill({ json: { passwordReset: false } }));
    await page.goto("/login");
    await expect(page.getByText(t("auth", "login.askAdmin"), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: t("auth", "login.forgot"), exact: true })).toHaveCount(0);
  });

  test("a used link says so and offers a new one", async ({ page, request, t, baseURL }) => {
    const player = await registerViaApi(request);
    const asked = await request.post("/api/auth/forgot-password", { data: { email: player.email } });
    expect(asked.status()).toBe(202);
    const link = linkIn((await mailsTo(player.email))[0], `${baseURL}/reset-password?token=`);
    const token = new URL(link).searchParams.get("token");
    expect((await request.post("/api/auth/reset-password", { data: { token, newPassword: "used-once-pass-4" } })).status()).toBe(
      200,
    );

    await page.goto(link);
    await page.getByLabel(t("auth", "reset.new"), { exact: true }).fill("another-pass-5");
    await page.getByLabel(t("auth", "reset.confirm"), { exact: true }).fill("another-pass-5");
    await page.getByRole("button", { name: t("auth", "reset.submit"), exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "resetLinkInvalid") })).toBeVisible();
    await page.getByRole("link", { name: t("auth", "reset.again"), exact: true }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("the admin's notification dashboard counts the mail sent", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    expect((await request.post("/api/auth/forgot-password", { data: { email: player.email } })).status()).toBe(202);
    await mailsTo(player.email);
    await signIn(page, await loginViaApi(request, ADMIN));
    await page.goto("/admin/notifications");
    const mail = page.getByRole("region", { name: t("adminNotifications", "dashboard.mail.title") });
    const sent = mail
      .locator("p", { hasText: t("adminNotifications", "dashboard.mail.sent") })
      .locator("xpath=following-sibling::p");
    // At least this spec's mail; other tests of this run may have sent more meanwhile.
    await expect(sent).toHaveText(/^[1-9]\d*$/);
    await expect(mail.getByText(t("adminNotifications", "dashboard.mail.failed"), { exact: true })).toBeVisible();
  });

  test("the unsubscribe link of a reminder mail works signed out, and a bad one says so", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    const auth = { authorization: `Bearer ${player.token}` };
    expect((await request.patch("/api/auth/me", { headers: auth, data: { emailReminders: true } })).status()).toBe(200);
    // The link a reminder mail would carry, signed with this run's app secret as the server signs it.
    const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR as string, "app-secret"), "utf8").trim();
    const token = await signUnsubscribeToken(new TextEncoder().encode(secret), player.user._id);

    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole("status").filter({ hasText: t("validation", "emailRemindersOff") })).toBeVisible();
    await expect(page).toHaveURL(/\/unsubscribe$/);
    await checkA11y(page);
    await shot(page, "unsubscribe");
    expect((await (await request.get("/api/auth/me", { headers: auth })).json()).user.emailReminders).toBe(false);

    await page.goto("/unsubscribe?token=not-a-real-token");
    await expect(page.getByRole("alert").filter({ hasText: t("validation", "unsubscribeLinkInvalid") })).toBeVisible();
  });

  test("settings switch e-mail reminders on and off, and a language switch reaches the account", async ({
    page,
    request,
    t,
    lang,
  }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await page.goto("/settings");
    const box = page.getByRole("checkbox", { name: t("settings", "emailReminders.label") });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(toast(page, t("settings", "emailReminders.on"))).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: t("settings", "emailReminders.label") })).toBeChecked();
    await checkA11y(page);

    const other = lang === "he" ? "en" : "he";
    const menu = await openMenu(page, t);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/me") && r.request().method() === "PATCH");
    await menu.getByRole("button", { name: t("common", `language.${other}`) }).click();
    expect((await answered).status()).toBe(200);
    const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${player.token}` } });
    expect((await me.json()).user).toMatchObject({ language: other, emailReminders: true });
  });
});
