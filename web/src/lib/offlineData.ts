/**
 * The last data this device had, for a start without a network (docs/rules.md "Delivery", "Users and sessions").
 *
 * A signed-in page keeps its user and the answers its screens read (TanStack Query's dehydrated cache, written by
 * lib/queryClient.ts) in the page's Cache Storage, under one entry that no request ever reaches. When the start-up
 * session check cannot reach the server, the session opens with that user and the screens with those answers,
 * under the offline notice, instead of ending the session: only a 401 ends one. The entry belongs to the stored
 * token's user (the token's subject); it is deleted when a session ends (logout, a 401), so whoever uses the device
 * next never sees it. It holds nothing the server would not answer the same user, and never the token.
 *
 *   saveOfflineUser(user);            // after every answer that carries the signed-in user
 *   keepOfflineDataSoon();            // a screen's answer changed (lib/queryClient.ts)
 *   const last = await readOfflineData(tokenSubject(token));
 *   clearOfflineData();               // the session ended
 */
import type { PublicUser } from "@app/domain";

const CACHE_NAME = "app-data-v1";
/** A same-origin address the app never requests: the key of the one entry. */
const ENTRY = "/__offline__/last-data.json";

export interface OfflineData {
  user: PublicUser;
  /** TanStack Query's dehydrated state (lib/queryClient.ts reads and writes it), when screens had loaded any. */
  queries?: unknown;
  savedAt: number;
}

let current: OfflineData | null = null;
/** Writes run one after another, so the last one wins. */
let writing: Promise<unknown> = Promise.resolve();
/** The answers a start without the server restored, for the query client to hydrate once. */
let restoredQueries: unknown;

function storage(): CacheStorage | undefined {
  return typeof caches === "undefined" ? undefined : caches;
}

function write(data: OfflineData | null): void {
  const store = storage();
  if (!store) return;
  writing = writing
    .then(async () => {
      if (!data) {
        await store.delete(CACHE_NAME);
        return;
      }
      const cache = await store.open(CACHE_NAME);
      await cache.put(ENTRY, new Response(JSON.stringify(data), { headers: { "content-type": "application/json" } }));
    })
    // Storage full or blocked: the app keeps working online; offline it then starts without the last data.
    .catch(() => undefined);
}

/**
 * The copy is written a moment after a change, when the page is idle: a start-up keeps the user, then each screen's
 * answers, within a second or two, and every write costs the page's main thread (a Response and a Cache Storage put,
 * 10-40 ms on this project's machines, four times that on a phone; README "Lighthouse"). One write then holds them all,
 * and a burst of live updates costs one write too.
 */
const WRITE_DELAY_MS = 500;
let writeTimer: ReturnType<typeof setTimeout> | undefined;
/** The screens' answers of a user as they are when the copy is written (lib/queryClient.ts), if there are any. */
let queriesOf: (userId: string) => unknown = () => undefined;

const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(work, { timeout: 2_000 }) : work();

function writeCurrent(): void {
  writeTimer = undefined;
  // The session ended meanwhile: clearOfflineData has already removed the copy.
  if (!current) return;
  const queries = queriesOf(current.user._id);
  current = { ...current, queries: queries ?? current.queries, savedAt: Date.now() };
  write(current);
}

export function keepOfflineDataSoon(): void {
  if (writeTimer === undefined) writeTimer = setTimeout(() => whenIdle(writeCurrent), WRITE_DELAY_MS);
}

export function keepQueriesFrom(source: (userId: string) => unknown): void {
  queriesOf = source;
}

/** Keeps the signed-in user; a different user than the last one starts without the last one's answers. */
export function saveOfflineUser(user: PublicUser): void {
  const queries = current?.user._id === user._id ? current.queries : undefined;
  current = { user, queries, savedAt: Date.now() };
  keepOfflineDataSoon();
}

/** The kept data of this user, or null (none, another user's, unreadable). */
export async function readOfflineData(userId: string | null): Promise<OfflineData | null> {
  const store = storage();
  if (!userId || !store) return null;
  try {
    await writing;
    const response = await (await store.open(CACHE_NAME)).match(ENTRY);
    const data = response ? ((await response.json()) as OfflineData) : null;
    if (!data?.user || data.user._id !== userId) return null;
    current = data;
    return data;
  } catch {
    return null;
  }
}

/** The session opened from the kept data: its answers are handed to the query client once. */
export function restoreOfflineQueries(data: OfflineData): void {
  restoredQueries = data.queries;
}

export function takeRestoredQueries(): unknown {
  const queries = restoredQueries;
  restoredQueries = undefined;
  return queries;
}

/** The session ended: nothing of it stays on the device. */
export function clearOfflineData(): void {
  current = null;
  restoredQueries = undefined;
  clearTimeout(writeTimer);
  writeTimer = undefined;
  write(null);
}
