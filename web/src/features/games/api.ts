/**
 * Games data (docs/rules.md "Games"). Every key starts with "games", so `invalidateQueries({ queryKey: gameKeys.all })`
 * refreshes every game list after a bet or a result changes.
 *
 *   const { data: games } = useUpcomingGames({ round: "all", closeOnly: false });
 *   const { data } = useRounds(); // data.rounds, data.currentRound
 *   const finished = useFinishedGames(); // pages of 50: finished.data.pages.flat(), finished.fetchNextPage()
 *   const { data: recent } = useRecentFinishedGames(5);
 *   const { data: game } = useGame(gameId);
 */
import type { Game, RoundsResponse } from "@app/domain/games";

export type { RoundsResponse };

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

export interface UpcomingFilters {
  /** "current" (the server's current round), "all", or a round name from GET /games/rounds. */
  round: string;
  /** Only games dated 0 to 5 days from today. */
  closeOnly: boolean;
}

/** GET /games/upcoming's defaults, which the upcoming screen starts with. */
export const DEFAULT_UPCOMING_FILTERS: UpcomingFilters = { round: "current", closeOnly: true };

/** Page size of the completed games list; a full page means there may be more. */
export const FINISHED_PAGE_SIZE = 50;

export const gameKeys = {
  all: ["games"] as const,
  upcoming: (filters: UpcomingFilters) => ["games", "upcoming", filters] as const,
  finished: () => ["games", "finished"] as const,
  recentFinished: (count: number) => ["games", "finished", "recent", count] as const,
  rounds: () => ["games", "rounds"] as const,
  detail: (gameId: string) => ["games", "detail", gameId] as const,
};

/** Not-finished games, kickoff ascending, each with the caller's `userBet`. The previous list stays while a new filter loads. */
export function useUpcomingGames(filters: UpcomingFilters = DEFAULT_UPCOMING_FILTERS) {
  return useQuery({
    queryKey: gameKeys.upcoming(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ round: filters.round, closeOnly: String(filters.closeOnly) });
      return apiFetch<Game[]>(`/games/upcoming?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useRounds() {
  return useQuery({
    queryKey: gameKeys.rounds(),
    queryFn: ({ signal }) => apiFetch<RoundsResponse>("/games/rounds", { signal }),
  });
}

/** Finished games, newest first, in pages of FINISHED_PAGE_SIZE; `hasNextPage` is true after a full page. */
export function useFinishedGames() {
  return useInfiniteQuery({
    queryKey: gameKeys.finished(),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Game[]>(`/games/finished?limit=${FINISHED_PAGE_SIZE}&offset=${pageParam}`, { signal }),
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === FINISHED_PAGE_SIZE ? pages.length * FINISHED_PAGE_SIZE : undefined,
  });
}

/** The `count` most recently finished games (at most 100), e.g. the dashboard's last 5. */
export function useRecentFinishedGames(count: number) {
  return useQuery({
    queryKey: gameKeys.recentFinished(count),
    queryFn: ({ signal }) => apiFetch<Game[]>(`/games/finished?limit=${count}`, { signal }),
  });
}

/** One game with the caller's `userBet`; fails with ApiError 404 (unknown id) or 400 (malformed id). */
export function useGame(gameId: string) {
  return useQuery({
    queryKey: gameKeys.detail(gameId),
    queryFn: ({ signal }) => apiFetch<Game>(`/games/${encodeURIComponent(gameId)}`, { signal }),
  });
}
