/** The dashboard's games. Both lists refetch whenever the dashboard opens ("did I bet?" must be current). */
import type { Game } from "@app/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";
import { withCompetition } from "../../lib/competitions";
import { isGameOpen } from "../../lib/games";

export const DASHBOARD_UPCOMING = 3;
export const DASHBOARD_RECENT = 5;

export const dashboardKeys = {
  all: ["dashboard"] as const,
  upcoming: (competition = "") => [...dashboardKeys.all, "upcoming", competition] as const,
  recent: (competition = "") => [...dashboardKeys.all, "recent", competition] as const,
};

/** The first three games still open for betting (not finished, not locked, kickoff ahead), kickoff ascending. */
export function useUpcomingGames(competition = "") {
  return useQuery({
    queryKey: dashboardKeys.upcoming(competition),
    queryFn: ({ signal }) =>
      apiFetch<Game[]>(`/games/upcoming?round=all&closeOnly=false${withCompetition(competition, "&")}`, { signal }),
    select: (games) => games.filter((game) => isGameOpen(game)).slice(0, DASHBOARD_UPCOMING),
    staleTime: 0,
  });
}

/** The five most recent finished games, each with the player's own bet. */
export function useRecentResults(competition = "") {
  return useQuery({
    queryKey: dashboardKeys.recent(competition),
    queryFn: ({ signal }) =>
      apiFetch<Game[]>(`/games/finished?limit=${DASHBOARD_RECENT}${withCompetition(competition, "&")}`, { signal }),
    staleTime: 0,
  });
}
