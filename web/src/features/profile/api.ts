/** A player's profile: the user, their bets (newest first, paged), the count of each bet outcome and their season. */
import {
  betOutcome,
  type CatalogGame,
  type HistoryRow,
  type OutcomeCounts,
  type ProfileBet,
  type PublicUser,
  type UserBet,
  type UserHistory,
} from "@app/domain";
import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";
import { withCompetition } from "../../lib/competitions";
import { fetchGameCatalog } from "../games";

export type { HistoryRow };

/** A prediction as the profile lists it: the bet with its game. */
export interface Prediction extends ProfileBet {
  game: CatalogGame;
}

export const PROFILE_BETS_PAGE_SIZE = 50;

export const profileKeys = {
  all: (userId: string) => ["profile", userId] as const,
  user: (userId: string) => [...profileKeys.all(userId), "user"] as const,
  bets: (userId: string) => [...profileKeys.all(userId), "bets"] as const,
  history: (userId: string, competition = "") => [...profileKeys.all(userId), "history", competition] as const,
};

export function useProfileUser(userId: string) {
  return useQuery({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => apiFetch<PublicUser>(`/users/${encodeURIComponent(userId)}`, { signal }),
  });
}

/**
 * A page of the player's bets joined to their games. The first page asks for the game catalog again (304 while no
 * game changed), later pages reuse it; a bet on a game the held catalog lacks (added since) asks once more, and a bet
 * whose game is gone even then (deleted meanwhile) is left out, as the server leaves it out of the next answer.
 */
async function fetchBetsPage(
  queryClient: QueryClient,
  userId: string,
  offset: number,
  signal: AbortSignal,
): Promise<Prediction[]> {
  const [bets, held] = await Promise.all([
    apiFetch<{ bets: ProfileBet[] }>(
      `/users/${encodeURIComponent(userId)}/bets?limit=${PROFILE_BETS_PAGE_SIZE}&offset=${offset}`,
      {
        signal,
      },
    ).then((response) => response.bets),
    fetchGameCatalog(queryClient, offset === 0 ? 0 : Number.POSITIVE_INFINITY),
  ]);
  const games = bets.every((bet) => held.has(bet.gameId)) ? held : await fetchGameCatalog(queryClient, 0);
  return bets.flatMap((bet) => {
    const game = games.get(bet.gameId);
    return game ? [{ ...bet, game }] : [];
  });
}

/** The player's predictions, newest first, 50 at a time. */
export function useProfileBets(userId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: profileKeys.bets(userId),
    queryFn: ({ pageParam, signal }) => fetchBetsPage(queryClient, userId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === PROFILE_BETS_PAGE_SIZE ? lastOffset + PROFILE_BETS_PAGE_SIZE : undefined,
    select: (data) => data.pages.flat(),
    enabled,
  });
}

/** The player's rounds with a scored bet, by first kickoff: points in each, total points and overall rank after it. */
export function useUserHistory(userId: string, competition = "") {
  return useQuery({
    queryKey: profileKeys.history(userId, competition),
    queryFn: ({ signal }) =>
      apiFetch<UserHistory>(`/users/${encodeURIComponent(userId)}/history${withCompetition(competition)}`, { signal }).then(
        (response) => response.history,
      ),
  });
}

export function countOutcomes(bets: readonly Pick<UserBet, "isCalculated" | "points">[]): OutcomeCounts {
  const counts: OutcomeCounts = { perfect: 0, correct: 0, incorrect: 0, pending: 0 };
  for (const bet of bets) counts[betOutcome(bet)] += 1;
  return counts;
}
