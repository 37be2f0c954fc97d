/**
 * The browser side of Web Push: support detection, permission, the service worker registration (main.tsx
 * registers /sw.js with scope /) and its push subscription. No React and no server calls here (see api.ts).
 */
import type { DeviceInfo, PushSubscriptionJson } from "@app/domain";

export type PermissionState = "granted" | "denied" | "default";

/** Push needs a service worker, the Push API and the Notification API (else "unsupported": docs/rules.md "Push"). */
export function isPushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export function currentPermission(): PermissionState {
  return isPushSupported() ? Notification.permission : "default";
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padded = base64Url.padEnd(base64Url.length + ((4 - (base64Url.length % 4)) % 4), "=");
  const raw = atob(padded.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** How long to wait for the service worker before treating it as missing. */
const READY_TIMEOUT_MS = 10_000;

/** The active service worker registration, or null if none becomes ready in time. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null;
  let timer: number | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = window.setTimeout(() => resolve(null), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

export type WorkerState = ServiceWorkerState | "none";

/** What the dialog's technical details show about this browser. */
export interface BrowserPushState {
  permission: PermissionState;
  /** The push subscription's endpoint, or null when this browser is not subscribed. */
  endpoint: string | null;
  workerState: WorkerState;
}

export async function browserPushState(): Promise<BrowserPushState> {
  const registration = await serviceWorkerRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  return { permission: currentPermission(), endpoint: subscription?.endpoint ?? null, workerState: worker?.state ?? "none" };
}

/** Whether an existing subscription was made with this server key (a changed VAPID key needs a new one). */
function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Subscribes this browser with the server's VAPID key (reusing a subscription made with the same key). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJson> {
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new Error("No service worker");
  const key = urlBase64ToUint8Array(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON() as PushSubscriptionJson;
}

/** Ends this browser's subscription; resolves its endpoint, or null if there was none. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const registration = await serviceWorkerRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** Sent with a subscription so the user can tell their devices apart. */
export function deviceInfo(): DeviceInfo {
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    language: navigator.language,
    timestamp: new Date().toISOString(),
  };
}
