import { type DehydratedState, dehydrate, hashKey, hydrate, onlineManager, type Query, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { onCacheReset } from "./cache";
import { type FirstAnswer, shareEarlyRequest, takeEarlyRequest } from "./early";
import { keepOfflineDataSoon, keepQueriesFrom, takeRestoredQueries } from "./offlineData";
import { getToken, tokenSubject } from "./storage";

/**
 * The app's TanStack Query client, provided to every logged-in screen (app/QueryProvider.tsx under RequireAuth;
 * login and register do without, to keep their JavaScript small). Query keys start with the feature name:
 * ["games", "upcoming", filters]. Client errors (4xx) are not retried; a 401 has already ended the session.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      refetchOnMount: (query) => !startedWithEarlyAnswer(query),
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});

// TanStack Query assumes it starts online and then follows the online/offline events: a page opened without a network
// would ask anyway and fail. Offline, queries wait (showing what they have) and run once the network is back.
if (typeof navigator !== "undefined" && !navigator.onLine) onlineManager.setOnline(false);

// Logout and session expiry drop every cached answer (another user may log in next).
onCacheReset(() => queryClient.clear());

/** When each entry filled from an early answer got it, by query hash. */
const filledAt = new Map<string, number>();

/**
 * The first screen mounts moments after its answers arrived: an answer the page fetched as it started is as fresh as
 * the mount's own refetch would be, and that refetch would cost a phone another request and another render.
 */
const EARLY_ANSWER_FRESH_MS = 10_000;

function startedWithEarlyAnswer(query: Query): boolean {
  const at = filledAt.get(query.queryHash);
  return (
    at !== undefined && query.state.dataUpdatedAt === at && !query.state.isInvalidated && Date.now() - at < EARLY_ANSWER_FRESH_MS
  );
}

/**
 * Fills the cache with the first screen's answers that index.html's early script asked for (lib/early.ts), so the
 * screen's first render has its data: one render and one layout on a phone, not a skeleton and then the screen
 * (docs/rules.md "Delivery"). An answer that fails, or arrives once the screen has its own, is left to the screen's
 * query, which reads the same early answer rather than asking again.
 */
export async function fillEarlyAnswers(answers: readonly FirstAnswer[]): Promise<void> {
  const token = getToken();
  await Promise.all(
    answers.map(async ({ key, path, toData }) => {
      const request = shareEarlyRequest(path, token);
      if (!request) return;
      try {
        const response = await request;
        if (!response.ok) return;
        const json: unknown = await response.json();
        if (queryClient.getQueryState(key)?.dataUpdatedAt) return;
        const at = Date.now();
        queryClient.setQueryData(key, toData ? toData(json) : json, { updatedAt: at });
        filledAt.set(hashKey(key), at);
        // The copy left for the query is not needed: a later read of the path must ask the server again.
        takeEarlyRequest(path, token);
      } catch {
        // The network failed or the body was not JSON: the screen's query asks again and reports it.
      }
    }),
  );
}

/**
 * The answers the screens have loaded are kept on the device for a start without the server (lib/offlineData.ts, which
 * decides when): the successful ones of the signed-in user, read when the copy is written.
 */
keepQueriesFrom((userId) => {
  if (tokenSubject(getToken()) !== userId) return undefined;
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" });
  return state.queries.length > 0 ? state : undefined;
});

queryClient.getQueryCache().subscribe((event) => {
  if (event.type === "updated" && event.action.type === "success") keepOfflineDataSoon();
});

/**
 * The session opened without the server (lib/session.tsx): the screens start from the answers kept last time,
 * marked as old, so they are asked for again as soon as the server answers.
 */
export function hydrateRestoredAnswers(): void {
  const state = takeRestoredQueries();
  if (state && typeof state === "object") hydrate(queryClient, state as DehydratedState);
}
