/**
 * Data the admin screens share: teams (GET /groups), every game (GET /games, paged), rounds, and the cache
 * refresh after an admin change. Query keys start with "admin".
 */
import type { Game, GameCatalogResponse, Team } from "@app/domain";
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

/** How many times a list that changed while it was being read is read again before its rows are taken as they are. */
const READ_ATTEMPTS = 3;

/**
 * Every row of a list route (docs/rules.md "Lists and paging": at most 100 a page), fetched page by page until a short
 * page. Pages are offsets, so a row written meanwhile before the current offset shifts the next page: its first row
 * is the last one already read (an e2e run saw the World Cup final listed twice while another admin imported). A row
 * seen twice means the list moved: it is read again from the start; the last attempt keeps each row once.
 */
export async function fetchAllPages<T extends { _id: string }>(path: string, signal?: AbortSignal): Promise<T[]> {
  for (let attempt = 1; ; attempt++) {
    const all: T[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await apiFetch<T[]>(`${path}?limit=${PAGE_SIZE}&offset=${offset}`, { signal });
      all.push(...page);
      if (page.length < PAGE_SIZE) break;
    }
    const unique = [...new Map(all.map((row) => [row._id, row])).values()];
    if (unique.length === all.length || attempt === READ_ATTEMPTS) return unique;
  }
}

/**
 * Every game, kickoff ascending, in one answer: the catalog every player shares (cached per data version, 304 while
 * no game changed), not pages of GET /games, which took several round trips and shifted when a game was added
 * meanwhile. Its games carry no one's bet; the admin's screens show none.
 */
export const allGamesQuery = queryOptions({
  queryKey: adminKeys.games,
  queryFn: async ({ signal }): Promise<Game[]> => {
    const { games } = await apiFetch<GameCatalogResponse>("/games/catalog", { signal });
    return games.map((game) => ({ ...game, userBet: null }));
  },
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
