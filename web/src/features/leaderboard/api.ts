/**
 * Ranking data (docs/rules.md "Ranking and stats"): the paged leaderboard, its summary over every player and
 * a player's stats, which the dashboard and the player profile read too.
 */
import type { LeaderboardEntry, LeaderboardSummary, UserStats } from "@app/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

export const LEADERBOARD_PAGE_SIZE = 100;

export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  list: () => [...leaderboardKeys.all, "list"] as const,
  summary: () => [...leaderboardKeys.all, "summary"] as const,
  stats: (userId: string) => [...leaderboardKeys.all, "stats", userId] as const,
};

function fetchLeaderboardPage(offset: number, signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  return apiFetch<LeaderboardEntry[]>(`/users/leaderboard?limit=${LEADERBOARD_PAGE_SIZE}&offset=${offset}`, { signal });
}

/** The ranked players, 100 at a time; `fetchNextPage` loads the next hundred. Refetched whenever the screen opens. */
export function useLeaderboard() {
  return useInfiniteQuery({
    queryKey: leaderboardKeys.list(),
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => fetchLeaderboardPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === LEADERBOARD_PAGE_SIZE ? lastOffset + LEADERBOARD_PAGE_SIZE : undefined,
    select: (data) => data.pages.flat(),
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
    const page = await fetchLeaderboardPage(offset, signal);
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
