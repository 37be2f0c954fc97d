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

/** Keeps the signed-in user; a different user than the last one starts without the last one's answers. */
export function saveOfflineUser(user: PublicUser): void {
  const queries = current?.user._id === user._id ? current.queries : undefined;
  current = { user, queries, savedAt: Date.now() };
  write(current);
}

/** Keeps the screens' answers beside the user they belong to (ignored when no user is kept or it is another). */
export function saveOfflineQueries(userId: string, queries: unknown): void {
  if (!current || current.user._id !== userId) return;
  current = { ...current, queries, savedAt: Date.now() };
  write(current);
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
  write(null);
}
