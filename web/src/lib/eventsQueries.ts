/**
 * Live updates (docs/rules.md "Live updates"): while logged in, each tab reads the server's event stream and turns
 * its events into refetches of what they make stale. Mounted once, in app/QueryProvider.tsx.
 */
import { type Query, type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { API_BASE, expireSession } from "./api";
import { type EventStreamOptions, openEventStream } from "./events";
import { getToken } from "./storage";

type EventName = "game" | "standings" | "league";

/**
 * The cached answers each event makes stale, by key prefix (each feature's keys start with its name, see its api.ts):
 * a game's score, lock or result moves game lists, bets and the admin's games, and the live tables (a live score's
 * provisional points, a lock that turns the live table on); points move everything ranked; a member joining or
 * leaving moves a league's members and table (each league's keys start with "leagues", its table's with "leaderboard").
 */
export const STALE_AFTER: Record<EventName, QueryKey[]> = {
  game: [["games"], ["bets"], ["dashboard"], ["admin", "games"], ["leaderboard", "list"]],
  standings: [["leaderboard"], ["profile"], ["dashboard"], ["auth", "me"], ["admin", "stats"], ["admin", "round-status"]],
  league: [["leagues"], ["leaderboard", "list"]],
};

/** Events that arrive together (a result, then its standings) make one round of refetches. */
const BATCH_MS = 100;

const EVENT_NAMES = Object.keys(STALE_AFTER) as EventName[];
const isEventName = (name: string): name is EventName => Object.hasOwn(STALE_AFTER, name);

/** The reads that already have one more read queued for when they end: many events during one read make one more. */
const readAgainAfter = new WeakSet<Query>();

/**
 * Makes the queries under `queryKey` stale and refetches the shown ones, but never cancels a read in flight: that one
 * is read again once it has ended. Cancelling it would lose a page the player is adding ("Load more"), and a list
 * slower to read than events arrive (the admin's games, several pages, while another admin writes) would never
 * arrive at all: each event would start it over.
 */
function invalidateWithoutCancelling(queryClient: QueryClient, queryKey: QueryKey) {
  const reading = (query: Query) => query.state.fetchStatus === "fetching";
  void queryClient.invalidateQueries({ queryKey, predicate: (query) => !reading(query) });
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey, predicate: reading })) {
    if (readAgainAfter.has(query)) continue;
    readAgainAfter.add(query);
    const unsubscribe = cache.subscribe((event) => {
      if (event.query !== query || reading(query)) return;
      unsubscribe();
      readAgainAfter.delete(query);
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    });
  }
}

/** Connects `queryClient` to the event stream until the returned function is called. */
export function connectLiveUpdates(
  queryClient: QueryClient,
  options: Pick<EventStreamOptions, "fetch" | "random" | "minDelayMs"> = {},
): () => void {
  const pending = new Set<EventName>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const prefixes = new Map<string, QueryKey>();
    for (const name of pending) for (const key of STALE_AFTER[name]) prefixes.set(JSON.stringify(key), key);
    pending.clear();
    for (const queryKey of prefixes.values()) invalidateWithoutCancelling(queryClient, queryKey);
  };
  const stale = (...names: EventName[]) => {
    for (const name of names) pending.add(name);
    timer ??= setTimeout(flush, BATCH_MS);
  };
  const stop = openEventStream({
    ...options,
    url: `${API_BASE}/events`,
    getToken,
    onMessage: (message) => {
      if (isEventName(message.event)) stale(message.event);
    },
    // Whatever changed while the stream was down went unheard.
    onOpen: (resumed) => {
      if (resumed) stale(...EVENT_NAMES);
    },
    onUnauthorized: expireSession,
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/** One event stream for this tab while the calling component is mounted (logged-in screens only). */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveUpdates(queryClient), [queryClient]);
}
