/**
 * The calls index.html's early script (src/boot/early.js) sent while the page was still being parsed, before any of the
 * app's code had arrived (docs/rules.md "Delivery"). apiFetch takes each one instead of sending it again: once, only
 * for the token it carried, and only shortly after it was sent (an answer older than that is not what a fresh read
 * would show).
 */

interface EarlyRequests {
  token: string;
  /** Date.now() when the script sent them. */
  sentAt: number;
  /** By API path (without /api), exactly as apiFetch is asked for it. */
  requests: Record<string, Promise<Response> | undefined>;
}

declare global {
  // Set by the early script as window.__early (a global of the page); `var` is how TypeScript declares one.
  var __early: EarlyRequests | undefined;
}

/** A slow network takes seconds to bring the app's code; a minute is plenty, and keeps a late reader from stale data. */
const MAX_AGE_MS = 60_000;

/** The early answer to `path` for `token`, taken: a later call for the same path sends a request of its own. */
export function takeEarlyRequest(path: string, token: string | null, now = Date.now()): Promise<Response> | undefined {
  const early = globalThis.__early;
  if (!early || !token || early.token !== token || now - early.sentAt > MAX_AGE_MS) return undefined;
  const request = early.requests[path];
  early.requests[path] = undefined;
  return request;
}

/** Forgets every early answer not taken yet (the session they belong to has ended). */
export function dropEarlyRequests(): void {
  globalThis.__early = undefined;
}
