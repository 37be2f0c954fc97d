import type { Page } from "@playwright/test";
import { checkA11y, expect, expectUnbrokenText, registerViaApi, shot, signIn, type Translate, test, toast } from "./fixtures";
import { denyNotifications, fakeBrowserSubscription, removePushSupport, TestPushService } from "./support/push-service";

/** The dashboard's notifications quick action with this label ('Enable Notifications' / 'Notifications On'). */
function quickAction(page: Page, t: Translate, state: "enable" | "on") {
  return page.getByRole("button", { name: t("notifications", `quickAction.${state}`), exact: true });
}

/** The dashboard, once loaded (a busy machine may take a while to load the page's chunks). */
async function openDashboard(page: Page, t: Translate) {
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: t("dashboard", "quickActions.viewLeaderboard") })).toBeVisible({ timeout: 30_000 });
}

async function openSettings(page: Page, t: Translate, state: "enable" | "on" = "enable") {
  await quickAction(page, t, state).click();
  const dialog = page.getByRole("dialog", { name: t("notifications", "title") });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("notification settings", () => {
  test("enable, send a test push, disable: end to end through a local push service", async ({ page, context, request, t }) => {
    test.slow(); // a real push round trip and a reload
    const push = await TestPushService.start();
    try {
      const subscription = push.subscription();
      await context.grantPermissions(["notifications"]);
      await fakeBrowserSubscription(page, subscription);
      const player = await registerViaApi(request);
      await signIn(page, player);
      await openDashboard(page, t);

      const dialog = await openSettings(page, t);
      await expect(dialog.getByText(t("notifications", "status.granted"), { exact: true })).toBeVisible();
      await expect(dialog.getByText(t("notifications", "status.inactive"), { exact: true })).toBeVisible();
      await expect(dialog.getByText(t("notifications", "deniedHelp.title"))).toHaveCount(0);

      // Not subscribed yet: nothing to test on, so the button is off and says why from the first look.
      const sendTestFirst = dialog.getByRole("button", { name: t("notifications", "actions.sendTest"), exact: true });
      await expect(sendTestFirst).toBeDisabled();
      await expect(sendTestFirst).toHaveAccessibleDescription(t("validation", "subscribeFirst"));

      await dialog.getByRole("button", { name: t("notifications", "actions.enable"), exact: true }).click();
      await expect(toast(page, t("validation", "subscribed"))).toBeVisible();
      await expect(dialog.getByText(t("notifications", "status.active"), { exact: true })).toBeVisible();

      // Technical details: the push service's host and one device.
      await dialog.getByText(t("notifications", "details.title")).click();
      await expect(dialog.getByText(new URL(subscription.endpoint).host)).toBeVisible();
      await expect(dialog.getByText(t("notifications", "details.devices"))).toBeVisible();
      await checkA11y(page);
      await shot(page, "notification-settings");

      await dialog.getByRole("button", { name: t("notifications", "actions.sendTest"), exact: true }).click();
      await expect(toast(page, t("validation", "testNotificationSent"))).toBeVisible();
      await expect
        .poll(() => push.messagesFor(subscription.id).map(({ title, body }) => `${title}|${body}`))
        .toContain(`${t("validation", "testNotificationTitle")}|${t("validation", "testNotificationBody")}`);
      expect(push.errors).toEqual([]);

      // The quick action follows the subscription, also after a reload.
      await page.reload();
      await expect(quickAction(page, t, "on")).toBeVisible({ timeout: 30_000 });

      const reopened = await openSettings(page, t, "on");
      await reopened.getByRole("button", { name: t("notifications", "actions.disable"), exact: true }).click();
      const confirm = page.getByRole("dialog", { name: t("notifications", "confirmDisable.title") });
      await expect(confirm.getByText(t("notifications", "confirmDisable.message"))).toBeVisible();
      await checkA11y(page);
      await confirm.getByRole("button", { name: t("notifications", "actions.disable"), exact: true }).click();
      await expect(toast(page, t("validation", "unsubscribed"))).toBeVisible();
      await expect(reopened.getByText(t("notifications", "status.inactive"), { exact: true })).toBeVisible();

      // Nothing left to test on: the button is off and says why.
      const sendTest = reopened.getByRole("button", { name: t("notifications", "actions.sendTest"), exact: true });
      await expect(sendTest).toBeDisabled();
      await expect(sendTest).toHaveAccessibleDescription(t("validation", "subscribeFirst"));
      await page.keyboard.press("Escape");
      await expect(quickAction(page, t, "enable")).toBeVisible();
    } finally {
      await push.close();
    }
  });

  // Issue 27 item 11: "Send Test Notification" wrapped onto 2-3 lines.
  test("'Send Test Notification' fits on one line at 375 and 1280 px", async ({ page, request, t }) => {
    await signIn(page, await registerViaApi(request));
    await openDashboard(page, t);
    const dialog = await openSettings(page, t);
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await expectUnbrokenText(dialog.getByRole("button", { name: t("notifications", "actions.sendTest"), exact: true }), {
        oneLine: true,
      });
    }
  });

  test("the kickoff reminder choice is saved on the server", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await openDashboard(page, t);

    const dialog = await openSettings(page, t);
    const reminders = dialog.getByRole("checkbox", { name: t("notifications", "reminders.label") });
    await expect(reminders).toBeChecked(); // on by default
    await reminders.uncheck();
    await expect(toast(page, t("validation", "preferencesSaved"))).toBeVisible();
    await page.reload();
    const reopened = await openSettings(page, t);
    await expect(reopened.getByRole("checkbox", { name: t("notifications", "reminders.label") })).not.toBeChecked();
  });

  test("a blocked permission shows Denied, the way back, and the documented toast", async ({ page, request, t }) => {
    await denyNotifications(page);
    const player = await registerViaApi(request);
    await signIn(page, player);
    await openDashboard(page, t);

    const dialog = await openSettings(page, t);
    await expect(dialog.getByText(t("notifications", "status.denied"), { exact: true })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: t("notifications", "deniedHelp.title") })).toBeVisible();
    await expect(dialog.getByText(t("notifications", "deniedHelp.step2"))).toBeVisible();
    await checkA11y(page);
    await shot(page, "notification-settings-denied");

    await dialog.getByRole("button", { name: t("notifications", "actions.enable"), exact: true }).click();
    await expect(toast(page, t("notifications", "toast.permissionDenied"))).toBeVisible();
    await expect(dialog.getByText(t("notifications", "status.inactive"), { exact: true })).toBeVisible();
  });

  test("permission not asked yet reads Not Set", async ({ page, request, t }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await openDashboard(page, t);

    const dialog = await openSettings(page, t);
    await expect(dialog.getByText(t("notifications", "status.notSet"), { exact: true })).toBeVisible();
    await expect(dialog.getByText(t("notifications", "status.inactive"), { exact: true })).toBeVisible();
    await expect(dialog.getByText(t("notifications", "deniedHelp.title"))).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "notification-settings-not-set");
  });

  test("a browser without push gets no notifications quick action", async ({ page, request, t }) => {
    await removePushSupport(page);
    const player = await registerViaApi(request);
    await signIn(page, player);
    await openDashboard(page, t);
    await expect(quickAction(page, t, "enable")).toHaveCount(0);
    await expect(quickAction(page, t, "on")).toHaveCount(0);
  });

  test("without push, account settings open the Not Supported dialog; with push, the same button opens the settings", async ({
    page,
    request,
    t,
  }) => {
    const player = await registerViaApi(request);
    await signIn(page, player);
    await page.goto("/settings");
    await page.getByRole("button", { name: t("settings", "notifications.open") }).click();
    await expect(page.getByRole("dialog", { name: t("notifications", "title") })).toBeVisible();
    await page.keyboard.press("Escape");

    await removePushSupport(page);
    await page.reload();
    await page.getByRole("button", { name: t("settings", "notifications.open") }).click();
    const dialog = page.getByRole("dialog", { name: t("notifications", "unsupported.title") });
    await expect(dialog).toBeVisible();
    await shot(page, "notifications-not-supported");
    await checkA11y(page);
  });
});
