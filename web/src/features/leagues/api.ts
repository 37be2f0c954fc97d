/**
 * Leagues (docs/rules.md "Leagues"): the caller's leagues, one league with its members, and the changes a member or
 * the owner makes. Every change refetches the league lists and the tables, whose rows follow membership.
 */
import type { League, LeagueDetails } from "@app/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";
import { leagueKeys } from "../../lib/leagues";

export function useLeague(id: string) {
  return useQuery({
    queryKey: leagueKeys.one(id),
    staleTime: 0,
    // A 404 (not a member, or deleted) will not turn into a league by asking again.
    retry: false,
    queryFn: ({ signal }) => apiFetch<LeagueDetails>(`/leagues/${id}`, { signal }),
  });
}

/** After any league change: the lists, the league and every table (league tables have "leaderboard" keys). */
function useRefreshLeagues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["leaderboard"] }),
    ]);
}

export function useCreateLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: ({ name, competitionId }: { name: string; competitionId?: string }) =>
      apiFetch<{ league: League }>("/leagues", { method: "POST", body: { name, ...(competitionId && { competitionId }) } }),
    onSuccess: refresh,
  });
}

/** PUT /leagues/{id} (owner): the competition the league's table counts, or null for every competition. */
export function useSetLeagueCompetition(id: string) {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (competitionId: string | null) =>
      apiFetch<{ league: League }>(`/leagues/${id}`, { method: "PUT", body: { competitionId } }),
    onSuccess: refresh,
  });
}

export function useJoinLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (inviteCode: string) => apiFetch<{ league: League }>("/leagues/join", { method: "POST", body: { inviteCode } }),
    onSuccess: refresh,
  });
}

export function useNewInviteCode(id: string) {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: () => apiFetch<{ league: League }>(`/leagues/${id}/invite`, { method: "POST" }),
    onSuccess: refresh,
  });
}

/** The owner removes a member, or a member leaves (their own id). */
export function useRemoveMember(id: string) {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<{ message: string }>(`/leagues/${id}/members/${userId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export function useDeleteLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/leagues/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
