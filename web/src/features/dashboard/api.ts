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
  currentRound: (competition = "") => [...dashboardKeys.all, "current-round", competition] as const,
};

export const upcomingPath = (round: "all" | "current", competition: string) =>
  `/games/upcoming?round=${round}&closeOnly=false${withCompetition(competition, "&")}`;
export const recentPath = (competition: string) =>
  `/games/finished?limit=${DASHBOARD_RECENT}${withCompetition(competition, "&")}`;

/** Every game not finished yet (of the chosen competition): the upcoming and the live lists read the same answer. */
const notFinishedGames = (competition: string) => ({
  queryKey: dashboardKeys.upcoming(competition),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Game[]>(upcomingPath("all", competition), { signal }),
  staleTime: 0,
});

/** The first three games still open for betting (not finished, not locked, kickoff ahead), kickoff ascending. */
export function useUpcomingGames(competition = "") {
  return useQuery({
    ...notFinishedGames(competition),
    select: (games) => games.filter((game) => isGameOpen(game)).slice(0, DASHBOARD_UPCOMING),
  });
}

/** The games being played now (locked, not finished), from the same answer: the dashboard shows them first. */
export function useLiveGames(competition = "") {
  return useQuery({ ...notFinishedGames(competition), select: (games) => games.filter((game) => game.status === "live") });
}

/**
 * What the player can still bet on in the current round (docs/rules.md "Rounds"): its games open for betting, with
 * the round's name. "All bets placed" only when none of them waits for a bet. The current round is per competition;
 * under "All competitions" it is the server's current round across them, as before.
 */
export function useCurrentRoundOpenGames(competition = "") {
  return useQuery({
    queryKey: dashboardKeys.currentRound(competition),
    queryFn: ({ signal }) => apiFetch<Game[]>(upcomingPath("current", competition), { signal }),
    select: (games) => games.filter((game) => isGameOpen(game)),
    staleTime: 0,
  });
}

/** The five most recent finished games, each with the player's own bet. */
export function useRecentResults(competition = "") {
  return useQuery({
    queryKey: dashboardKeys.recent(competition),
    queryFn: ({ signal }) => apiFetch<Game[]>(recentPath(competition), { signal }),
    staleTime: 0,
  });
}
