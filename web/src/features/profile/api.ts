/** A player's profile: the user, their bets (newest first, paged) and the count of each bet outcome. */
import { betOutcome, type OutcomeCounts, type ProfileBet, type PublicUser, type UserBet } from "@app/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

export type { ProfileBet };

export const PROFILE_BETS_PAGE_SIZE = 50;

export const profileKeys = {
  all: (userId: string) => ["profile", userId] as const,
  user: (userId: string) => [...profileKeys.all(userId), "user"] as const,
  bets: (userId: string) => [...profileKeys.all(userId), "bets"] as const,
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

export function countOutcomes(bets: readonly Pick<UserBet, "isCalculated" | "points">[]): OutcomeCounts {
  const counts: OutcomeCounts = { perfect: 0, correct: 0, incorrect: 0, pending: 0 };
  for (const bet of bets) counts[betOutcome(bet)] += 1;
  return counts;
}
