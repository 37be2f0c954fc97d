/**
 * Live updates (docs/rules.md "Live updates"): while logged in, each tab reads the server's event stream and turns
 * its events into refetches of what they make stale. Mounted once, in app/QueryProvider.tsx.
 */
import { type Query, type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { afterNextPaint } from "./afterPaint";
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

/**
 * The shown queries an event made stale that are not read since: each is watched until a read of every page that
 * started after the last such event has ended. `covered` says whether the read in flight is one.
 */
const owed = new WeakMap<Query, { covered: boolean }>();

/**
 * Makes the queries under `queryKey` stale and refetches the shown ones, but never cancels a read in flight: that one
 * is read again once it has ended. Cancelling it would lose a page the player is adding ("Load more"), and a list
 * slower to read than events arrive (the admin's games, several pages, while another admin writes) would never
 * arrive at all: each event would start it over ('Jump to my rank' never got past the first page: issue 27, item 13).
 *
 * The other way round, adding a page (fetchNextPage's default `cancelRefetch: true`) cancels the read an event started,
 * and reads only that page: so until a read of every page started after the event ends, the query is read again each
 * time a read ends (a page added, or a read already in flight at the event).
 */
function invalidateWithoutCancelling(queryClient: QueryClient, queryKey: QueryKey) {
  const cache = queryClient.getQueryCache();
  const readBefore = new Set(cache.findAll({ queryKey, fetchStatus: "fetching" }));
  void queryClient.invalidateQueries({ queryKey, predicate: (query) => !readBefore.has(query) });
  for (const query of cache.findAll({ queryKey, predicate: (query) => query.state.fetchStatus !== "idle" })) {
    // A read started just now reads every page after the event; one in flight since before does not.
    const covered = !readBefore.has(query);
    const watch = owed.get(query);
    if (watch) watch.covered = covered;
    else watchUntilRead(queryClient, query, covered);
  }
}

/** Reads `query` again each time a read of it ends, until a read that covers the events has ended. */
function watchUntilRead(queryClient: QueryClient, query: Query, covered: boolean) {
  const watch = { covered };
  owed.set(query, watch);
  const cache = queryClient.getQueryCache();
  const done = () => {
    unsubscribe();
    owed.delete(query);
  };
  /** While this watch itself makes the query stale and reads it (the query's own events then are its doing). */
  let readingAgain = false;
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || readingAgain) return;
    if (event.type === "removed") return done();
    // A read starting now: all pages (a refetch), or only one more, which leaves the others as they were.
    if (event.type === "updated" && event.action.type === "fetch") watch.covered = !event.action.meta?.fetchMore;
    if (query.state.fetchStatus !== "idle") return;
    if (watch.covered) return done();
    readingAgain = true;
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    readingAgain = false;
    // Not shown any more, it is not read: it stays stale, and is read when shown again.
    if (query.state.fetchStatus === "idle") done();
    else watch.covered = true;
  });
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

/**
 * One event stream for this tab while the calling component is mounted (logged-in screens only), opened once the first
 * screen is on screen. The stream never ends, so on HTTP/1.1 it holds one of a browser's six connections to the server
 * for good: opened with the first render, it made the first screen's code and answers queue for the other five, and
 * Lighthouse counted it in the largest paint's time (README "Lighthouse"). Two frames after the first render: a task
 * after one frame may still run before that frame is shown, which is when a largest paint is timed.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancel = afterNextPaint(() => {
      cancel = afterNextPaint(() => {
        stop = connectLiveUpdates(queryClient);
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [queryClient]);
}
