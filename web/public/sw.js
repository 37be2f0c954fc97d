/* Service worker of the app: registered by src/main.tsx at /sw.js with scope /.
 * Plain JavaScript served as is (no build step; CSP script-src 'self').
 *
 * Offline (docs/rules.md "Delivery"): the app shell (index.html and the hashed files it and the pages load) is kept
 * in a cache. Pages are fetched from the network first; when that fails the cached shell is answered, marked
 * `data-offline` on <html> so the app shows its offline notice instead of the browser's error page. Hashed files
 * never change, so they come from the cache first; the site's own images (default team image, bundled logos) come
 * from the network first, with the copy last kept offline. The API is never cached by the worker: answers differ per
 * caller (the page keeps its own user's last answers, web/src/lib/offlineData.ts).
 *
 * The server pushes (encrypted, VAPID-signed) JSON:
 *   { title, body, requireInteraction, actions: [{ action, title, url? }], icon, data: { url, notificationId } }
 * `push` shows it; a click focuses an open tab of the app (navigating it to data.url) or opens data.url.
 */
const DEFAULT_URL = "/dashboard";
const DEFAULT_ICON = "/favicon.svg";
/** The manifest's name, for a push without a title (the server always sends one). */
const DEFAULT_TITLE = "Score Predictor";

const SHELL_CACHE = "app-shell-v1";
const SHELL_URL = "/";

/** The hashed files an HTML page names (entry script, modulepreloads, stylesheets). */
function assetsOf(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

/** Stores a fresh shell and the files it names; files of an older build are dropped once the shell changes. */
async function storeShell(response) {
  const cache = await caches.open(SHELL_CACHE);
  const html = await response.clone().text();
  const previous = await cache.match(SHELL_URL);
  await cache.put(SHELL_URL, response);
  if (previous && (await previous.text()) === html) return;
  const keep = new Set(assetsOf(html));
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/assets/") && !keep.has(pathname)) await cache.delete(request);
  }
  await cache.addAll([...keep]);
}

async function cacheAssets(urls) {
  const cache = await caches.open(SHELL_CACHE);
  for (const url of urls) {
    const { origin, pathname } = new URL(url, self.location.origin);
    if (origin === self.location.origin && pathname.startsWith("/assets/") && !(await cache.match(pathname))) {
      await cache.add(pathname).catch(() => undefined);
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    fetch(SHELL_URL)
      .then((response) => (response.ok ? storeShell(response) : undefined))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// The page sends the hashed files it loaded before this worker controlled it (the first visit), so they are kept too.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "cache-assets" && Array.isArray(data.urls)) event.waitUntil(cacheAssets(data.urls));
});

async function offlineShell() {
  const cached = await caches.match(SHELL_URL);
  if (!cached) return Response.error();
  const html = (await cached.text()).replace("<html ", "<html data-offline ");
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}

async function page(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok && (response.headers.get("content-type") || "").startsWith("text/html")) {
      event.waitUntil(storeShell(response.clone()).catch(() => undefined));
    }
    return response;
  } catch {
    return offlineShell();
  }
}

// The page gets the response at once; keeping a copy must not hold up a first visit's chunks.
function keepCopy(event, response) {
  if (!response.ok) return;
  const copy = response.clone();
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.put(event.request, copy))
      .catch(() => undefined),
  );
}

async function asset(event) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  keepCopy(event, response);
  return response;
}

/** The site's own images (the default team image, the bundled logos): from the network, else the copy last kept. */
function isSiteImage(pathname) {
  return pathname === "/default-team.png" || pathname === "/favicon.svg" || pathname.startsWith("/logos/");
}

async function siteImage(event) {
  try {
    const response = await fetch(event.request);
    keepCopy(event, response);
    return response;
  } catch {
    return (await caches.match(event.request)) || Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(event));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(event));
  else if (isSiteImage(url.pathname)) event.respondWith(siteImage(event));
});

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
