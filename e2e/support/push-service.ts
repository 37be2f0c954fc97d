/**
 * Push in e2e. Headless Chromium cannot reach a real push service, so tests run the server suite's local
 * Web Push receiver (on 127.0.0.1, which the e2e server allowlists): it checks the VAPID signature and
 * decrypts the server's aes128gcm pushes with keys made here, like a browser's push service would.
 *
 *   const push = await TestPushService.start();
 *   const subscription = push.subscription();
 *   await fakeBrowserSubscription(page, subscription);   // PushManager now "subscribes" to the receiver
 *   ...
 *   await expect.poll(() => push.messagesFor(subscription.id).map((m) => m.title)).toContain("...");
 *   await push.close();
 */
import type { Page } from "@playwright/test";
import type { TestSubscription } from "../../server/src/test/push-service";

export { type ReceivedPush, TestPushService, type TestSubscription } from "../../server/src/test/push-service";

/**
 * Makes this page's `PushManager.prototype.subscribe` and `getSubscription` answer with `subscription`
 * (endpoint on the local receiver, real P-256 keys), as if the browser's push service had issued it.
 * The subscribed state lives in sessionStorage, so it survives reloads of the tab and ends with unsubscribe().
 */
export async function fakeBrowserSubscription(page: Page, subscription: TestSubscription): Promise<void> {
  await page.addInitScript(({ endpoint, keys }) => {
    if (!("PushManager" in window)) return;
    const flag = "e2e-push-subscribed";
    const make = () => ({
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        window.sessionStorage.removeItem(flag);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      window.sessionStorage.setItem(flag, "1");
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return window.sessionStorage.getItem(flag) ? (make() as unknown as PushSubscription) : null;
    };
  }, subscription);
}

/** Notification.permission reads 'denied' and requestPermission() resolves 'denied' (a user who blocked the site). */
export async function denyNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!("Notification" in window)) return;
    Object.defineProperty(Notification, "permission", { configurable: true, get: () => "denied" });
    Notification.requestPermission = async () => "denied";
  });
}

/** A browser without the Push API. */
export async function removePushSupport(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "PushManager");
  });
}
