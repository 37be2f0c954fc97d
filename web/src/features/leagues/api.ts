/**
 * Leagues (docs/rules.md "Leagues"): the caller's leagues, one league with its members, and the changes a member or
 * the owner makes. Every change refetches the league lists and the tables, whose rows follow membership.
 */
import type { BonusKind, BonusQuestion, League, LeagueDetails, ScoringRules, Team } from "@app/domain";
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

/** PUT /leagues/{id}/rules (owner): the table is rescored at once, so every table is stale. */
export function useSetLeagueRules(id: string) {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (rules: ScoringRules) => apiFetch<{ league: League }>(`/leagues/${id}/rules`, { method: "PUT", body: rules }),
    onSuccess: refresh,
  });
}

const questionKey = (leagueId: string) => [...leagueKeys.all, "questions", leagueId] as const;

/** The league's bonus questions in asking order, each with the caller's answer, and everyone's once closed. */
export function useQuestions(leagueId: string) {
  return useQuery({
    queryKey: questionKey(leagueId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiFetch<{ questions: BonusQuestion[] }>(`/leagues/${leagueId}/questions`, { signal }).then((body) => body.questions),
  });
}

export interface QuestionInput {
  text: string;
  kind: BonusKind;
  points: number;
  closesAt: string;
}

/**
 * Every question change (ask, answer, resolve, delete): the questions, and the tables whose bonus points move. A
 * refused change refetches too, since it usually means the question closed or went meanwhile.
 */
export function useQuestionChange<T, R>(leagueId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionKey(leagueId) }),
        queryClient.invalidateQueries({ queryKey: ["leaderboard"] }),
      ]),
  });
}

export const questionRequests = {
  ask: (leagueId: string) => (input: QuestionInput) =>
    apiFetch<{ question: BonusQuestion }>(`/leagues/${leagueId}/questions`, { method: "POST", body: input }),
  answer:
    (leagueId: string) =>
    ({ id, answer }: { id: string; answer: string | number }) =>
      apiFetch<{ question: BonusQuestion }>(`/leagues/${leagueId}/questions/${id}/answer`, { method: "PUT", body: { answer } }),
  resolve:
    (leagueId: string) =>
    ({ id, answer }: { id: string; answer: string | number }) =>
      apiFetch<{ question: BonusQuestion }>(`/leagues/${leagueId}/questions/${id}/resolve`, { method: "PUT", body: { answer } }),
  remove: (leagueId: string) => (id: string) =>
    apiFetch<{ message: string }>(`/leagues/${leagueId}/questions/${id}`, { method: "DELETE" }),
};

/** Every team, by name: what a "team" question is answered with. */
export function useTeamChoices(enabled: boolean) {
  return useQuery({
    queryKey: ["teams"],
    enabled,
    queryFn: ({ signal }) => apiFetch<Team[]>("/groups", { signal }),
  });
}
