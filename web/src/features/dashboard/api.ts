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
};

/** The first three games still open for betting (not finished, not locked, kickoff ahead), kickoff ascending. */
export function useUpcomingGames() {
  return useQuery({
    queryKey: dashboardKeys.upcoming(),
    queryFn: ({ signal }) => apiFetch<Game[]>("/games/upcoming?round=all&closeOnly=false", { signal }),
    select: (games) => games.filter((game) => isGameOpen(game)).slice(0, DASHBOARD_UPCOMING),
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
