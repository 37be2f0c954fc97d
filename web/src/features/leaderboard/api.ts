/**
 * Ranking data (docs/rules.md "Ranking and stats"): the paged leaderboard (overall or one round's, live or not), its
 * summary over every player, a round's winners and a player's stats, which the dashboard and the profile read too.
 */
import type { LeaderboardEntry, LeaderboardSummary, RoundWinners, UserStats } from "@app/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

export const LEADERBOARD_PAGE_SIZE = 100;

/** While the live table shows, it follows the live scores this often. */
const LIVE_REFRESH_MS = 30_000;

/** Which table: everyone's or a league's (docs/rules.md "Leagues"), overall (no round) or a round's, live or not. */
export interface TableView {
  round?: string;
  live: boolean;
  league?: string;
}

const OVERALL: TableView = { live: false };

export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  list: (view: TableView = OVERALL) =>
    [...leaderboardKeys.all, "list", view.league ?? null, view.round ?? null, view.live] as const,
  summary: () => [...leaderboardKeys.all, "summary"] as const,
  winners: (round: string | undefined) => [...leaderboardKeys.all, "winners", round ?? null] as const,
  stats: (userId: string) => [...leaderboardKeys.all, "stats", userId] as const,
};

function fetchLeaderboardPage(offset: number, view: TableView, signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  const query = new URLSearchParams({ limit: String(LEADERBOARD_PAGE_SIZE), offset: String(offset) });
  if (view.round !== undefined) query.set("round", view.round);
  if (view.live) query.set("live", "true");
  const path = view.league === undefined ? "/users/leaderboard" : `/leagues/${view.league}/leaderboard`;
  return apiFetch<LeaderboardEntry[]>(`${path}?${query}`, { signal });
}

/**
 * The ranked players of the overall table or of one round, live or not, 100 at a time; `fetchNextPage` loads the next
 * hundred. Refetched whenever the screen opens, and every 30 seconds while live.
 */
export function useLeaderboard(view: TableView = OVERALL, enabled = true) {
  return useInfiniteQuery({
    queryKey: leaderboardKeys.list(view),
    staleTime: 0,
    enabled,
    refetchInterval: view.live ? LIVE_REFRESH_MS : false,
    queryFn: ({ pageParam, signal }) => fetchLeaderboardPage(pageParam, view, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === LEADERBOARD_PAGE_SIZE ? lastOffset + LEADERBOARD_PAGE_SIZE : undefined,
    select: (data) => data.pages.flat(),
  });
}

/**
 * The winners of `round` (every player tied first once every game of it is finished), or without a round those of the
 * latest finished round.
 */
export function useRoundWinners(round?: string, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.winners(round),
    staleTime: 0,
    enabled,
    queryFn: ({ signal }) => {
      const query = round === undefined ? "" : `?${new URLSearchParams({ round })}`;
      return apiFetch<RoundWinners>(`/users/leaderboard/winners${query}`, { signal });
    },
  });
}

/** Totals over every ranked player, however many pages of the list are loaded. Refetched whenever the screen opens. */
export function useLeaderboardSummary() {
  return useQuery({
    queryKey: leaderboardKeys.summary(),
    staleTime: 0,
    queryFn: ({ signal }) => apiFetch<LeaderboardSummary>("/users/leaderboard/summary", { signal }),
  });
}

/** One player's leaderboard entry, paging through the ranking until found. */
async function findLeaderboardEntry(userId: string, signal?: AbortSignal): Promise<LeaderboardEntry> {
  for (let offset = 0; ; offset += LEADERBOARD_PAGE_SIZE) {
    const page = await fetchLeaderboardPage(offset, OVERALL, signal);
    const entry = page.find((candidate) => candidate._id === userId);
    if (entry) return entry;
    if (page.length < LEADERBOARD_PAGE_SIZE) throw new Error(`No leaderboard entry for ${userId}`);
  }
}

export function statsFromEntry(entry: LeaderboardEntry): UserStats {
  const { totalPoints, totalBets, correctPredictions, rank } = entry;
  return { totalPoints, totalBets, correctPredictions, rank };
}

/**
 * A player's stats, falling back silently (docs/rules.md "Ranking and stats"): for the signed-in player GET /users/me/stats, then
 * GET /users/{id}/stats; for anyone else GET /users/{id}/stats; last, the numbers of their leaderboard entry.
 * Only when every source fails does the query fail, with the first error.
 */
export async function fetchUserStats(userId: string, options: { me: boolean; signal?: AbortSignal }): Promise<UserStats> {
  const paths = [...(options.me ? ["/users/me/stats"] : []), `/users/${userId}/stats`];
  let firstError: unknown;
  for (const path of paths) {
    try {
      return await apiFetch<UserStats>(path, { signal: options.signal });
    } catch (error) {
      firstError ??= error;
    }
  }
  try {
    return statsFromEntry(await findLeaderboardEntry(userId, options.signal));
  } catch {
    throw firstError;
  }
}

/** Stats of the signed-in player (always refetched when a screen opens: results may have come in). */
export function useMyStats(userId: string, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.stats(userId),
    queryFn: ({ signal }) => fetchUserStats(userId, { me: true, signal }),
    staleTime: 0,
    enabled,
  });
}

/** Stats of any player (the profile). */
export function useUserStats(userId: string, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.stats(userId),
    queryFn: ({ signal }) => fetchUserStats(userId, { me: false, signal }),
    enabled,
  });
}
