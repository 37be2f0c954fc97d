/** A player's profile: the user, their bets (newest first, paged), the count of each bet outcome and their season. */
import {
  betOutcome,
  type HistoryRow,
  type OutcomeCounts,
  type ProfileBet,
  type PublicUser,
  type UserBet,
  type UserHistory,
} from "@app/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

export type { HistoryRow, ProfileBet };

export const PROFILE_BETS_PAGE_SIZE = 50;

export const profileKeys = {
  all: (userId: string) => ["profile", userId] as const,
  user: (userId: string) => [...profileKeys.all(userId), "user"] as const,
  bets: (userId: string) => [...profileKeys.all(userId), "bets"] as const,
  history: (userId: string) => [...profileKeys.all(userId), "history"] as const,
};

export function useProfileUser(userId: string) {
  return useQuery({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => apiFetch<PublicUser>(`/users/${encodeURIComponent(userId)}`, { signal }),
  });
}

function fetchBetsPage(userId: string, limit: number, offset: number, signal?: AbortSignal): Promise<ProfileBet[]> {
  return apiFetch<{ bets: ProfileBet[] }>(`/users/${encodeURIComponent(userId)}/bets?limit=${limit}&offset=${offset}`, {
    signal,
  }).then((response) => response.bets);
}

/** The player's predictions, newest first, 50 at a time. */
export function useProfileBets(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileKeys.bets(userId),
    queryFn: ({ pageParam, signal }) => fetchBetsPage(userId, PROFILE_BETS_PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === PROFILE_BETS_PAGE_SIZE ? lastOffset + PROFILE_BETS_PAGE_SIZE : undefined,
    select: (data) => data.pages.flat(),
    enabled,
  });
}

/** The player's rounds with a scored bet, by first kickoff: points in each, total points and overall rank after it. */
export function useUserHistory(userId: string) {
  return useQuery({
    queryKey: profileKeys.history(userId),
    queryFn: ({ signal }) =>
      apiFetch<UserHistory>(`/users/${encodeURIComponent(userId)}/history`, { signal }).then((response) => response.history),
  });
}

export function countOutcomes(bets: readonly Pick<UserBet, "isCalculated" | "points">[]): OutcomeCounts {
  const counts: OutcomeCounts = { perfect: 0, correct: 0, incorrect: 0, pending: 0 };
  for (const bet of bets) counts[betOutcome(bet)] += 1;
  return counts;
}
