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

/**
 * A read the first screen shows as soon as it renders, and the cache key its query keeps it under: main.tsx fills the
 * cache from the early answer before the first render, so that render has the data (lib/queryClient.ts
 * `fillEarlyAnswers`). `path` is spelled exactly as the query asks for it and as the early script sends it.
 */
export interface FirstAnswer {
  key: readonly unknown[];
  path: string;
  /** What the query keeps, from the answer's JSON (an infinite query keeps pages). */
  toData?: (json: unknown) => unknown;
}

function earlyRequestsOf(token: string | null, now: number): EarlyRequests | undefined {
  const early = globalThis.__early;
  return early && token && early.token === token && now - early.sentAt <= MAX_AGE_MS ? early : undefined;
}

/** The early answer to `path` for `token`, taken: a later call for the same path sends a request of its own. */
export function takeEarlyRequest(path: string, token: string | null, now = Date.now()): Promise<Response> | undefined {
  const early = earlyRequestsOf(token, now);
  if (!early) return undefined;
  const request = early.requests[path];
  early.requests[path] = undefined;
  return request;
}

/**
 * The early answer to `path` for `token`, while a copy of it stays for apiFetch to take: read into the cache before
 * the first render when it arrives in time, else the screen's query reads the copy instead of asking again.
 */
export function shareEarlyRequest(path: string, token: string | null, now = Date.now()): Promise<Response> | undefined {
  const early = earlyRequestsOf(token, now);
  const request = early?.requests[path];
  if (!early || !request) return undefined;
  const answers = request.then((response) => [response, response.clone()] as const);
  const copy = answers.then(([, clone]) => clone);
  // Handled where it is taken; one never taken must not report an unhandled rejection.
  copy.catch(() => undefined);
  early.requests[path] = copy;
  return answers.then(([response]) => response);
}

/** Forgets every early answer not taken yet (the session they belong to has ended). */
export function dropEarlyRequests(): void {
  globalThis.__early = undefined;
}
