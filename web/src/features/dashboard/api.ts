/** The dashboard's games. Both lists refetch whenever the dashboard opens ("did I bet?" must be current). */
import type { Game } from "@app/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";
import { isGameOpen } from "../../lib/games";

export const DASHBOARD_UPCOMING = 3;
export const DASHBOARD_RECENT = 5;

export const dashboardKeys = {
  all: ["dashboard"] as const,
  upcoming: () => [...dashboardKeys.all, "upcoming"] as const,
  recent: () => [...dashboardKeys.all, "recent"] as const,
  currentRound: () => [...dashboardKeys.all, "current-round"] as const,
};

const notFinishedGames = {
  queryKey: dashboardKeys.upcoming(),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Game[]>("/games/upcoming?round=all&closeOnly=false", { signal }),
  staleTime: 0,
};

/** The first three games still open for betting (not finished, not locked, kickoff ahead), kickoff ascending. */
export function useUpcomingGames() {
  return useQuery({
    ...notFinishedGames,
    select: (games) => games.filter((game) => isGameOpen(game)).slice(0, DASHBOARD_UPCOMING),
  });
}

/** The games being played now (locked, not finished), from the same answer: the dashboard shows them first. */
export function useLiveGames() {
  return useQuery({ ...notFinishedGames, select: (games) => games.filter((game) => game.status === "live") });
}

/**
 * What the player can still bet on in the current round (docs/rules.md "Rounds"): its games open for betting, with
 * the round's name. "All bets placed" only when none of them waits for a bet.
 */
export function useCurrentRoundOpenGames() {
  return useQuery({
    queryKey: dashboardKeys.currentRound(),
    queryFn: ({ signal }) => apiFetch<Game[]>("/games/upcoming?round=current&closeOnly=false", { signal }),
    select: (games) => games.filter((game) => isGameOpen(game)),
    staleTime: 0,
  });
}

/** The five most recent finished games, each with the player's own bet. */
export function useRecentResults() {
  return useQuery({
    queryKey: dashboardKeys.recent(),
    queryFn: ({ signal }) => apiFetch<Game[]>(`/games/finished?limit=${DASHBOARD_RECENT}`, { signal }),
    staleTime: 0,
  });
}
