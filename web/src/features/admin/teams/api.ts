import type { ImportResult, Team, TeamCsvRow } from "@app/domain";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { useInvalidateLeagueData } from "../shared/api";

/** POST /groups (no id) or PUT /groups/{id}. */
export function useSaveTeam() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: ({ id, team }: { id?: string; team: TeamCsvRow }) =>
      apiFetch<{ team: Team }>(id ? `/groups/${id}` : "/groups", { method: id ? "PUT" : "POST", body: team }),
    onSuccess: invalidate,
  });
}

/** DELETE /groups/{id}; 409 while games use the team. */
export function useDeleteTeam() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/groups/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** POST /groups/import: the teams not already present, in one transaction (any invalid row: none). */
export function useImportTeams() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (teams: TeamCsvRow[]) => apiFetch<ImportResult>("/groups/import", { method: "POST", body: { teams } }),
    onSuccess: invalidate,
  });
}
