/**
 * Ranking data (docs/rules.md "Ranking and stats"): the paged leaderboard (overall or one round's, live or not), its
 * summary over every player, a round's winners and a player's stats, which the dashboard and the profile read too.
 */
import type { LeaderboardEntry, LeaderboardSummary, RoundWinners, UserStats } from "@app/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";
import { withCompetition } from "../../lib/competitions";

export const LEADERBOARD_PAGE_SIZE = 100;

/** While the live table shows, it follows the live scores this often. */
const LIVE_REFRESH_MS = 30_000;

/** Which table: everyone's or a league's (docs/rules.md "Leagues"), overall (no round) or a round's, live or not. */
export interface TableView {
  round?: string;
  live: boolean;
  league?: string;
  /** One competition's table (docs/rules.md "Competitions"); every competition without it. */
  competition?: string;
}

const OVERALL: TableView = { live: false };

/** Every game not finished yet, of every round: while one of them is live (locked), the live table is the default. */
export const ALL_OPEN = { round: "all", closeOnly: false };

export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  list: (view: TableView = OVERALL) =>
    [...leaderboardKeys.all, "list", view.league ?? null, view.round ?? null, view.live, view.competition ?? null] as const,
  summary: (competition = "") => [...leaderboardKeys.all, "summary", competition] as const,
  winners: (round: string | undefined, competition = "") =>
    [...leaderboardKeys.all, "winners", round ?? null, competition] as const,
  stats: (userId: string, competition = "") => [...leaderboardKeys.all, "stats", userId, competition] as const,
};

/** The call for one page of a table. */
export function leaderboardPagePath(offset: number, view: TableView = OVERALL): string {
  const query = new URLSearchParams({ limit: String(LEADERBOARD_PAGE_SIZE), offset: String(offset) });
  if (view.round !== undefined) query.set("round", view.round);
  if (view.live) query.set("live", "true");
  if (view.competition) query.set("competition", view.competition);
  const path = view.league === undefined ? "/users/leaderboard" : `/leagues/${view.league}/leaderboard`;
  return `${path}?${query}`;
}

function fetchLeaderboardPage(offset: number, view: TableView, signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  return apiFetch<LeaderboardEntry[]>(leaderboardPagePath(offset, view), { signal });
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
export function useRoundWinners(round?: string, enabled = true, competition = "") {
  return useQuery({
    queryKey: leaderboardKeys.winners(round, competition),
    staleTime: 0,
    enabled,
    queryFn: ({ signal }) => apiFetch<RoundWinners>(roundWinnersPath(round, competition), { signal }),
  });
}

/** The call behind `useRoundWinners`. */
export function roundWinnersPath(round?: string, competition = ""): string {
  const query = new URLSearchParams();
  if (round !== undefined) query.set("round", round);
  if (competition) query.set("competition", competition);
  return `/users/leaderboard/winners${query.size > 0 ? `?${query}` : ""}`;
}

/** The call behind `useMyStats` (the signed-in player's own numbers). */
export const myStatsPath = (competition = "") => `/users/me/stats${withCompetition(competition)}`;

/**
 * Totals over every ranked player (of one competition, or of all), however many pages of the list are loaded.
 * Refetched whenever the screen opens.
 */
export function useLeaderboardSummary(competition = "") {
  return useQuery({
    queryKey: leaderboardKeys.summary(competition),
    staleTime: 0,
    queryFn: ({ signal }) => apiFetch<LeaderboardSummary>(summaryPath(competition), { signal }),
  });
}

/** The call behind `useLeaderboardSummary`. */
export const summaryPath = (competition = "") => `/users/leaderboard/summary${withCompetition(competition)}`;

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
export async function fetchUserStats(
  userId: string,
  options: { me: boolean; signal?: AbortSignal; competition?: string },
): Promise<UserStats> {
  const competition = options.competition ?? "";
  const paths = [...(options.me ? [myStatsPath(competition)] : []), `/users/${userId}/stats${withCompetition(competition)}`];
  let firstError: unknown;
  for (const path of paths) {
    try {
      return await apiFetch<UserStats>(path, { signal: options.signal });
    } catch (error) {
      firstError ??= error;
    }
  }
  try {
    // The overall table's entry: no fallback for one competition's numbers.
    if (options.competition) throw firstError;
    return statsFromEntry(await findLeaderboardEntry(userId, options.signal));
  } catch {
    throw firstError;
  }
}

/** Stats of the signed-in player (always refetched when a screen opens: results may have come in). */
export function useMyStats(userId: string, enabled = true, competition = "") {
  return useQuery({
    queryKey: leaderboardKeys.stats(userId, competition),
    queryFn: ({ signal }) => fetchUserStats(userId, { me: true, signal, competition }),
    staleTime: 0,
    enabled,
  });
}

/** Stats of any player (the profile). */
export function useUserStats(userId: string, enabled = true, competition = "") {
  return useQuery({
    queryKey: leaderboardKeys.stats(userId, competition),
    queryFn: ({ signal }) => fetchUserStats(userId, { me: false, signal, competition }),
    enabled,
  });
}
