/**
 * Data the admin screens share: teams (GET /groups), every game (GET /games, paged), rounds, and the cache
 * refresh after an admin change. Query keys start with "admin".
 */
import type { Game, Team } from "@app/domain";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch } from "../../../lib/api";

export const adminKeys = {
  all: ["admin"] as const,
  teams: ["admin", "teams"] as const,
  games: ["admin", "games"] as const,
  users: ["admin", "users"] as const,
  stats: ["admin", "stats"] as const,
  roundStatus: (round: string) => ["admin", "round-status", round] as const,
};

const PAGE_SIZE = 100;

/** Every row of a list route (docs/rules.md "Lists and paging": at most 100 a page), fetched page by page until a short page. */
export async function fetchAllPages<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await apiFetch<T[]>(`${path}?limit=${PAGE_SIZE}&offset=${offset}`, { signal });
    all.push(...page);
    if (page.length < PAGE_SIZE) return all;
  }
}

/** Every game, kickoff ascending. */
export const allGamesQuery = queryOptions({
  queryKey: adminKeys.games,
  queryFn: ({ signal }) => fetchAllPages<Game>("/games", signal),
});

export function useTeams() {
  return useQuery({
    queryKey: adminKeys.teams,
    queryFn: ({ signal }) => apiFetch<Team[]>("/groups", { signal }),
  });
}

export function useAllGames() {
  return useQuery(allGamesQuery);
}

/** The rounds and the current round: the same query (and cache) the players' screens use. */
export { useRounds } from "../../games";

/**
 * A change to teams, games or users moves points, ranks and lists on every screen, so every cached query
 * but the session's own user goes stale (active ones refetch at once).
 */
export function invalidateLeagueData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
}

export function useInvalidateLeagueData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateLeagueData(queryClient), [queryClient]);
}
