import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN,
  checkA11y,
  expect,
  expectUnbrokenText,
  loginViaApi,
  registerViaApi,
  type Session,
  shot,
  signIn,
  type Translate,
  test,
  toast,
} from "./fixtures";
import { TestPushService, type TestSubscription } from "./support/push-service";

const ns = "adminNotifications";
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Sends (or schedules) a notification to everyone through the API. */
async function sendViaApi(request: APIRequestContext, admin: Session, data: Record<string, unknown>) {
  const response = await request.post("/api/notifications/admin/send-to-all", { headers: auth(admin), data });
  expect(response.status(), await response.text()).toBe(201);
}

const inTwoHours = () => new Date(Date.now() + 2 * 3600_000).toISOString();

/** A datetime-local value in the page's time zone, `hours` from now. */
function localDateTime(page: Page, hours: number): Promise<string> {
  return page.evaluate((h) => {
    const d = new Date(Date.now() + h * 3600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, hours);
}

/** Opens the screen (optionally on a tab) as the admin; a busy machine may take a while to load the page's chunk. */
async function openNotifications(page: Page, t: Translate, admin: Session, tab?: "send" | "history") {
  await signIn(page, admin);
  await page.goto(tab ? `/admin/notifications?tab=${tab}` : "/admin/notifications");
  await expect(page.getByRole("heading", { level: 1, name: t(ns, "title") })).toBeVisible({ timeout: 30_000 });
}

async function openTab(page: Page, t: Translate, tab: "dashboard" | "send" | "history") {
  const trigger = page.getByRole("tab", { name: t(ns, `tabs.${tab}`) });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel", { name: t(ns, `tabs.${tab}`) });
}

/** The History rows of the notification with this title (newest first when there are several). */
const historyRow = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

test.describe("admin notifications", () => {
  let push: TestPushService;
  let device: TestSubscription;
  let admin: Session;

  // A device of the admin on a local push service: "send to all" has a live target, and we see what it got.
  test.beforeEach(async ({ request }) => {
    push = await TestPushService.start();
    device = push.subscription();
    admin = await loginViaApi(request, ADMIN);
    const response = await request.post("/api/notifications/subscribe", {
      headers: auth(admin),
      data: { subscription: { endpoint: device.endpoint, keys: device.keys }, deviceInfo: { userAgent: "e2e" } },
    });
    expect(response.status(), await response.text()).toBe(200);
  });

  test.afterEach(async ({ request }) => {
    await request.post("/api/notifications/unsubscribe", { headers: auth(admin), data: { endpoint: device.endpoint } });
    await push.close();
  });

  test("dashboard tab: overview, recent notifications and the scheduler", async ({ page, request, t }) => {
    const title = unique("Overview");
    await sendViaApi(request, admin, { title, body: "Shown among the recent ones" });
    await openNotifications(page, t, admin);
    for (const tab of ["dashboard", "send", "history"] as const) {
      await expect(page.getByRole("tab", { name: t(ns, `tabs.${tab}`) })).toBeVisible();
    }
    const panel = page.getByRole("tabpanel", { name: t(ns, "tabs.dashboard") });
    for (const tile of ["total", "today", "scheduled", "successRate"]) {
      await expect(panel.getByText(t(ns, `dashboard.${tile}`), { exact: true })).toBeVisible();
    }
    const recent = panel.getByRole("region", { name: t(ns, "dashboard.recent") });
    await expect(recent.getByText(title)).toBeVisible();
    const scheduler = panel.getByRole("region", { name: t(ns, "scheduler.title") });
    await expect(scheduler.getByText(t(ns, "scheduler.running"), { exact: true })).toBeVisible();

    // The server's summary of the pass, whatever the counts.
    const summary = t("validation", "schedulerPassDone", { count: "§", reminders: "§" });
    const pattern = new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("§", "\\d+")}$`);
    await scheduler.getByRole("button", { name: t(ns, "scheduler.run") }).click();
    await expect(page.locator("[data-rht-toaster]").getByText(pattern)).toBeVisible();

    await recent.getByRole("button", { name: t(ns, "history.detailsOf", { title }) }).click();
    const details = page.getByRole("dialog", { name: t(ns, "details.title") });
    await expect(details.getByText("Shown among the recent ones")).toBeVisible();
    await page.keyboard.press("Escape");

    await checkA11y(page);
    await shot(page, "admin-notifications-dashboard");
  });

  test("send to all: counters, the disabled button, a delivered push and its History row", async ({ page, t }) => {
    await openNotifications(page, t, admin);
    const panel = await openTab(page, t, "send");

    const send = panel.getByRole("button", { name: t(ns, "send.send"), exact: true });
    await expect(send).toBeDisabled();
    await expect(panel.getByText(t("validation", "titleBodyRequired"))).toBeVisible();
    await expect(panel.getByText("0/100", { exact: true })).toBeVisible();
    await expect(panel.getByText("0/500", { exact: true })).toBeVisible();

    const title = unique("Kickoff soon");
    const body = "Derby at 20:00, place your bets!";
    await panel.getByLabel(t(ns, "send.titleLabel"), { exact: true }).fill(title);
    await expect(send).toBeDisabled();
    await expect(panel.getByText(`${title.length}/100`, { exact: true })).toBeVisible();
    await panel.getByLabel(t(ns, "send.bodyLabel"), { exact: true }).fill("   ");
    await expect(send).toBeDisabled();
    await panel.getByLabel(t(ns, "send.bodyLabel"), { exact: true }).fill(body);
    await expect(panel.getByText(`${body.length}/500`, { exact: true })).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(panel.getByText(t("validation", "titleBodyRequired"))).toHaveCount(0);
    await expect(panel.getByLabel(t(ns, "send.type"))).toHaveValue("custom");
    await checkA11y(page);
    await shot(page, "admin-notifications-send");

    await send.click();
    await expect(toast(page, t(ns, "send.sentToast"))).toBeVisible();
    await expect.poll(() => push.messagesFor(device.id).map((m) => `${m.title}|${m.body}`)).toContain(`${title}|${body}`);
    expect(push.errors).toEqual([]);
    await expect(panel.getByLabel(t(ns, "send.titleLabel"), { exact: true })).toHaveValue("");

    await openTab(page, t, "history");
    const row = historyRow(page, title);
    await expect(row).toHaveCount(1);
    await expect(row.getByText(t(ns, "statuses.sent"), { exact: true })).toBeVisible();
  });

  test("a notification that reached no device does not read as a success", async ({ page, request, t }) => {
    const nobody = await registerViaApi(request);
    const title = unique("Nobody home");
    const response = await request.post("/api/notifications/admin/send-to-users", {
      headers: auth(admin),
      data: { title, body: "Nobody has a device", userIds: [nobody.user._id] },
    });
    expect(response.status(), await response.text()).toBe(201);
    await openNotifications(page, t, admin, "history");
    const delivered = historyRow(page, title).getByText(t(ns, "delivery.delivered", { successful: 0, total: 0 }));
    await expect(delivered).toBeVisible();
    await expect(delivered).not.toHaveClass(/emerald/);
    await expect(delivered).toHaveClass(/slate/);
    // Issue 27 item 10: no green "Sent" badge and no "sent successfully" toast for it, but amber words saying so.
    const badge = historyRow(page, title).getByText(t(ns, "statuses.noDevice"), { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass(/amber/);
    await expect(historyRow(page, title).getByText(t(ns, "statuses.sent"), { exact: true })).toHaveCount(0);

    await historyRow(page, title)
      .getByRole("button", { name: t(ns, "history.resendOf", { title }) })
      .click();
    const confirm = page.getByRole("dialog", { name: t(ns, "history.resendTitle") });
    await confirm.getByRole("button", { name: t(ns, "history.resend"), exact: true }).click();
    await expect(toast(page, t(ns, "send.noDeviceToast"))).toBeVisible();
    await expect(toast(page, t(ns, "send.sentToast"))).toHaveCount(0);
    await expect(historyRow(page, title).getByText(t(ns, "statuses.noDevice"), { exact: true })).toHaveCount(2);
    await shot(page, "admin-notifications-no-device");
  });

  test("a title keeps its own direction in either language: '!' stays at the end of an English title", async ({
    page,
    request,
    t,
  }) => {
    const nobody = await registerViaApi(request);
    const word = unique("Results");
    const title = `${word} are in!`;
    const response = await request.post("/api/notifications/admin/send-to-users", {
      headers: auth(admin),
      data: { title, body: "תוצאות!", userIds: [nobody.user._id] },
    });
    expect(response.status(), await response.text()).toBe(201);
    await openNotifications(page, t, admin, "history");
    const cell = historyRow(page, title).getByText(title, { exact: true });
    await expect(cell).toBeVisible();
    // Where the first letter and the "!" are drawn: an English sentence reads left to right, so "!" is right of "R"
    // in the Hebrew interface too (without isolation the RTL paragraph puts the "!" on the far left).
    const [first, bang] = await cell.evaluate((node) => {
      const text = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
      const content = text?.textContent ?? "";
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text as Node, index);
        range.setEnd(text as Node, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [at(content.indexOf(content.trim()[0] ?? "")), at(content.lastIndexOf("!"))];
    });
    expect(bang).toBeGreaterThan(first);
  });

  test("a template, specific users and a push only they get", async ({ page, request, t }) => {
    const player = await registerViaApi(request, { fullName: unique("Target Player") });
    await openNotifications(page, t, admin, "send");
    const panel = page.getByRole("tabpanel", { name: t(ns, "tabs.send") });

    await panel.getByLabel(t(ns, "send.template")).selectOption({ label: t("validation", "templateNewRoundName") });
    await expect(panel.getByLabel(t(ns, "send.titleLabel"), { exact: true })).toHaveValue(
      t("validation", "templateNewRoundTitle"),
    );
    await expect(panel.getByLabel(t(ns, "send.type"))).toHaveValue("announcement");
    await expect(panel.getByLabel(t(ns, "send.actionTitle", { number: 1 }))).toHaveValue(t("validation", "actionPlaceBets"));

    await panel.getByRole("radio", { name: t(ns, "targets.specific-users") }).check();
    await panel.getByRole("button", { name: t(ns, "send.send"), exact: true }).click();
    await expect(panel.getByText(t("validation", "selectAtLeastOneUser"))).toBeVisible();

    const search = panel.getByLabel(t(ns, "send.searchUsers"));
    await search.fill(player.fullName);
    const match = panel.getByRole("button", { name: new RegExp(`^${player.fullName}`) });
    await match.click();
    await expect(match).toHaveAttribute("aria-pressed", "true");
    const remove = panel.getByRole("button", { name: t(ns, "send.removeUser", { name: player.fullName }) });
    await remove.click();
    await expect(remove).toHaveCount(0);
    await match.click();
    await expect(remove).toBeVisible();
    await expect(panel.getByText(t("validation", "selectAtLeastOneUser"))).toHaveCount(0);
    await checkA11y(page);
    await shot(page, "admin-notifications-send-users");

    const title = unique("Just for you");
    await panel.getByLabel(t(ns, "send.titleLabel"), { exact: true }).fill(title);
    await panel.getByRole("button", { name: t(ns, "send.send"), exact: true }).click();
    // The player has notifications off on every device: sent, and said to have reached none.
    await expect(toast(page, t(ns, "send.noDeviceToast"))).toBeVisible();

    await openTab(page, t, "history");
    const row = historyRow(page, title);
    await expect(row.getByText(t(ns, "targets.someUsers_one"))).toBeVisible();
    await row.getByRole("button", { name: t(ns, "history.detailsOf", { title }) }).click();
    const details = page.getByRole("dialog", { name: t(ns, "details.title") });
    await expect(details.getByText(player.fullName)).toBeVisible();
    // The admin's own device was not a target.
    expect(push.messagesFor(device.id).map((m) => m.title)).not.toContain(title);
  });

  test("schedule, refuse a past time, cancel, filter by status and details", async ({ page, t }) => {
    await openNotifications(page, t, admin, "send");
    const panel = page.getByRole("tabpanel", { name: t(ns, "tabs.send") });
    const title = unique("Later");
    await panel.getByLabel(t(ns, "send.titleLabel"), { exact: true }).fill(title);
    await panel.getByLabel(t(ns, "send.bodyLabel"), { exact: true }).fill("Scheduled from the e2e test");
    const when = panel.getByLabel(t(ns, "send.scheduledFor"));

    await when.fill(await localDateTime(page, -1));
    await panel.getByRole("button", { name: t(ns, "send.schedule"), exact: true }).click();
    await expect(toast(page, t("validation", "scheduledInPast"))).toBeVisible();

    await when.fill(await localDateTime(page, 2));
    await panel.getByRole("button", { name: t(ns, "send.schedule"), exact: true }).click();
    await expect(toast(page, t(ns, "send.scheduledToast"))).toBeVisible();

    const history = await openTab(page, t, "history");
    const row = historyRow(page, title);
    await expect(row.getByText(t(ns, "statuses.scheduled"), { exact: true })).toBeVisible();
    await row.getByRole("button", { name: t(ns, "history.cancelOf", { title }) }).click();
    await expect(toast(page, t(ns, "history.cancelledToast"))).toBeVisible();
    await expect(row.getByText(t(ns, "statuses.cancelled"), { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: t(ns, "history.cancelOf", { title }) })).toHaveCount(0);

    await history.getByLabel(t(ns, "history.status")).selectOption("cancelled");
    await expect(row).toBeVisible();
    await expect(page.getByRole("cell").getByText(t(ns, "statuses.sent"), { exact: true })).toHaveCount(0);

    await row.getByRole("button", { name: t(ns, "history.detailsOf", { title }) }).click();
    const details = page.getByRole("dialog", { name: t(ns, "details.title") });
    await expect(details.getByText("Scheduled from the e2e test")).toBeVisible();
    await expect(details.getByText(t(ns, "statuses.cancelled"), { exact: true })).toBeVisible();
    await expect(details.getByText(t(ns, "targets.all"))).toBeVisible();
    await checkA11y(page);
    await shot(page, "admin-notifications-details");
  });

  test("resend makes a new row, sent now", async ({ page, request, t }) => {
    const title = unique("Again");
    await sendViaApi(request, admin, { title, body: "Once more" });
    await openNotifications(page, t, admin, "history");
    await historyRow(page, title)
      .getByRole("button", { name: t(ns, "history.resendOf", { title }) })
      .click();
    const confirm = page.getByRole("dialog", { name: t(ns, "history.resendTitle") });
    await expect(confirm.getByText(t(ns, "history.resendConfirm", { title }))).toBeVisible();
    await confirm.getByRole("button", { name: t(ns, "history.resend"), exact: true }).click();
    await expect(toast(page, t(ns, "send.sentToast"))).toBeVisible();
    await expect(historyRow(page, title)).toHaveCount(2);
    await expect(historyRow(page, title).getByText(t(ns, "statuses.sent"), { exact: true })).toHaveCount(2);
    await expect.poll(() => push.messagesFor(device.id).filter((m) => m.title === title).length).toBe(2);
  });

  // Issue 27 item 11: Hebrew "שליחה חוזרת" wrapped onto two lines.
  test("a row's resend button fits on one line at 375 and 1280 px", async ({ page, request, t }) => {
    const title = unique("One line");
    await sendViaApi(request, admin, { title, body: "Short" });
    await openNotifications(page, t, admin, "history");
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      const resend = historyRow(page, title).getByRole("button", { name: t(ns, "history.resendOf", { title }) });
      await expect(resend).toBeVisible();
      await expectUnbrokenText(resend, { oneLine: true });
    }
  });

  test("bulk cancel of the selected scheduled notifications", async ({ page, request, t }) => {
    const scheduled = [unique("Bulk A"), unique("Bulk B")];
    for (const title of scheduled) await sendViaApi(request, admin, { title, body: "To cancel", scheduledFor: inTwoHours() });

    await openNotifications(page, t, admin, "history");
    const panel = page.getByRole("tabpanel", { name: t(ns, "tabs.history") });
    await panel.getByLabel(t(ns, "history.status")).selectOption("scheduled");
    const cancelSelected = panel.getByRole("button", { name: t(ns, "history.cancelSelected") });
    await expect(cancelSelected).toBeDisabled();
    for (const title of scheduled) await panel.getByRole("checkbox", { name: t(ns, "history.select", { title }) }).check();
    await expect(panel.getByText(t(ns, "history.selected_two", { count: 2 }))).toBeVisible();
    await checkA11y(page);
    await shot(page, "admin-notifications-history");

    await cancelSelected.click();
    const confirm = page.getByRole("dialog", { name: t(ns, "history.cancelSelected") });
    await expect(confirm.getByText(t(ns, "history.cancelSelectedConfirm_two", { count: 2 }))).toBeVisible();
    await confirm.getByRole("button", { name: t(ns, "history.cancelSelected") }).click();
    await expect(toast(page, t("validation", "notificationsCancelled", { count: 2 }))).toBeVisible();
    await expect(cancelSelected).toBeDisabled();
    await panel.getByLabel(t(ns, "history.status")).selectOption("cancelled");
    for (const title of scheduled) {
      await expect(historyRow(page, title).getByText(t(ns, "statuses.cancelled"), { exact: true })).toBeVisible();
    }
  });

  test("pages through more than ten notifications, ten a page", async ({ page, request, t }) => {
    // A type no other test sends (one per project, as both projects run at once), to page through only these.
    const type = test.info().project.name === "en" ? "promotion" : "system";
    const prefix = unique("Batch");
    for (let i = 1; i <= 11; i++) await sendViaApi(request, admin, { title: `${prefix} #${i}`, body: "Paging", type });

    await openNotifications(page, t, admin, "history");
    const panel = page.getByRole("tabpanel", { name: t(ns, "tabs.history") });
    await panel.getByLabel(t(ns, "history.type")).selectOption(type);
    const rows = panel.getByRole("row").filter({ hasText: prefix });
    await expect(rows).toHaveCount(10);
    await expect(panel.getByText(t(ns, "history.pageOf", { page: 1, pages: 2 }))).toBeVisible();
    await expect(rows.first()).toContainText(`${prefix} #11`);
    await panel.getByRole("button", { name: t(ns, "history.next") }).click();
    await expect(panel.getByText(t(ns, "history.pageOf", { page: 2, pages: 2 }))).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${prefix} #1`);
    await expect(panel.getByRole("button", { name: t(ns, "history.next") })).toBeDisabled();
    await panel.getByRole("button", { name: t(ns, "history.previous") }).click();
    await expect(rows).toHaveCount(10);
  });
});
