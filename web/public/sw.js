/* Service worker of the app: registered by src/main.tsx at /sw.js with scope /.
 * Plain JavaScript served as is (no build step; CSP script-src 'self').
 *
 * The server pushes (encrypted, VAPID-signed) JSON:
 *   { title, body, requireInteraction, actions: [{ action, title, url? }], icon, data: { url, notificationId } }
 * `push` shows it; a click focuses an open tab of the app (navigating it to data.url) or opens data.url.
 */
const DEFAULT_URL = "/dashboard";
const DEFAULT_ICON = "/favicon.svg";
/** The manifest's name, for a push without a title (the server always sends one). */
const DEFAULT_TITLE = "Score Predictor";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The pushed JSON, or a plain-text push shown as its body. */
function readPayload(event) {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === "object" ? payload : {};
  } catch {
    return { body: event.data.text() };
  }
}

/** A path inside this app (never another site); anything else falls back to the dashboard. */
function appPath(value) {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : DEFAULT_URL;
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  const actions = Array.isArray(payload.actions) ? payload.actions : [];
  const data = payload.data && typeof payload.data === "object" ? payload.data : {};
  // An action may carry its own link; remember them by action id for notificationclick.
  const actionUrls = {};
  for (const action of actions) {
    if (action && typeof action.url === "string") actionUrls[action.action] = action.url;
  }
  event.waitUntil(
    self.registration.showNotification(typeof payload.title === "string" && payload.title ? payload.title : DEFAULT_TITLE, {
      body: typeof payload.body === "string" ? payload.body : "",
      // Each text takes its direction from its own first strong letter, so "Results are in!" keeps its "!" at the end
      // on a Hebrew device and a Hebrew title reads right to left on an English one.
      dir: "auto",
      icon: payload.icon || DEFAULT_ICON,
      badge: DEFAULT_ICON,
      requireInteraction: payload.requireInteraction === true,
      actions: actions.map((action) => ({ action: String(action.action), title: String(action.title) })),
      tag: data.notificationId || undefined,
      data: { url: appPath(data.url), notificationId: data.notificationId || null, actionUrls },
    }),
  );
});

/** Focuses a window of this app (navigated to `url` if it shows another page), or opens a new one. */
async function openApp(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const client = windows.find((w) => w.url === target) || windows[0];
  if (!client) return self.clients.openWindow(target);
  const focused = await client.focus();
  if (focused.url === target) return focused;
  // navigate() needs a window this worker controls; otherwise open the page beside it.
  return focused.navigate(target).catch(() => self.clients.openWindow(target));
}

self.addEventListener("notificationclick", (event) => {
  const notification = event.notification;
  notification.close();
  const data = notification.data || {};
  const actionUrl = event.action && data.actionUrls ? data.actionUrls[event.action] : undefined;
  event.waitUntil(openApp(appPath(actionUrl || data.url)));
});
