import type { AuditEntry, Competition, Game, GameValues, ImportResult, MatchFile, OpenfootballImportResult } from "@app/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { withCompetition } from "../../../lib/competitions";
import { adminKeys, allGamesQuery, useInvalidateLeagueData } from "../shared/api";
import { gameValues } from "./gameForm";

/** POST /games. */
export function useCreateGame() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (values: GameValues) => apiFetch<{ game: Game }>("/games", { method: "POST", body: values }),
    onSuccess: invalidate,
  });
}

/**
 * One PUT /games/{id} with the fields that changed, details and result together: the server applies them and
 * rescores every bet of the game in one transaction, so a failed save leaves the game as it was. Sending only what
 * changed also keeps the stored lock flag when the server merely reports a kicked-off game as locked.
 */
export function useUpdateGame() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: async ({ game, values }: { game: Game; values: GameValues }) => {
      const before = gameValues(game);
      const changed = Object.fromEntries(
        Object.entries(values).filter(([field, value]) => before[field as keyof GameValues] !== value),
      );
      if (Object.keys(changed).length > 0) {
        await apiFetch<{ game: Game }>(`/games/${game._id}`, { method: "PUT", body: changed });
      }
    },
    onSuccess: invalidate,
  });
}

/** PUT /games/{id}/live: the running score of a live game ("h:a"), or "" to clear it (docs/rules.md "Games: live score"). */
export function useSetLiveScore() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: ({ id, liveScore }: { id: string; liveScore: string }) =>
      apiFetch<{ game: Game }>(`/games/${id}/live`, { method: "PUT", body: { liveScore } }),
    onSuccess: ({ game }) => {
      // The next "+1" counts from this score at once, not from the list as it was before the refetch lands.
      queryClient.setQueryData<Game[]>(adminKeys.games, (games) => games?.map((g) => (g._id === game._id ? game : g)));
      return invalidate();
    },
  });
}

/** DELETE /games/{id}; its bets go too. */
export function useDeleteGame() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/games/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** POST /games/import: the games not already present, in one transaction (any invalid row: none). */
export function useImportGames() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: ({ games, competition }: { games: GameValues[]; competition: string }) =>
      apiFetch<ImportResult>(`/games/import${withCompetition(competition)}`, { method: "POST", body: { games } }),
    onSuccess: invalidate,
  });
}

/** Every game, fetched fresh (for the export), refreshing the cached list too. */
export function useFetchAllGames(): () => Promise<Game[]> {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...allGamesQuery, staleTime: 0 });
}

/**
 * POST /games/import/openfootball (docs/rules.md "Fixtures, feed and audit"): a dry run answers what the file would
 * do; the real run writes it in one transaction. Only the real run refreshes the league's data.
 */
export function useImportOpenfootball() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: ({
      file,
      dryRun,
      timezone,
      competition,
    }: {
      file: MatchFile;
      dryRun: boolean;
      timezone: string;
      competition: string;
    }) =>
      apiFetch<OpenfootballImportResult>(
        `/games/import/openfootball?${new URLSearchParams({ dryRun: String(dryRun), timezone })}${withCompetition(competition, "&")}`,
        { method: "POST", body: file },
      ),
    // Not awaited: the import's own answer is shown at once, while the (long) lists refresh behind it.
    onSuccess: (_result, { dryRun }) => {
      if (!dryRun) void invalidate();
    },
  });
}

/** GET /games/{id}/audit: who changed the game's result, lock or live score, and when. */
export function useGameAudit(gameId: string) {
  return useQuery({
    queryKey: [...adminKeys.games, gameId, "audit"],
    queryFn: ({ signal }) => apiFetch<{ entries: AuditEntry[] }>(`/games/${gameId}/audit`, { signal }),
  });
}

/** POST /competitions (docs/rules.md "Competitions"). */
export function useCreateCompetition() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (name: string) => apiFetch<{ competition: Competition }>("/competitions", { method: "POST", body: { name } }),
    onSuccess: invalidate,
  });
}

/** PUT /competitions/{id}: a new name, or finished / active again. */
export function useUpdateCompetition() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string; name?: string; status?: Competition["status"] }) =>
      apiFetch<{ competition: Competition }>(`/competitions/${id}`, { method: "PUT", body: patch }),
    onSuccess: invalidate,
  });
}

/** DELETE /competitions/{id}: only an empty one (409 otherwise). */
export function useDeleteCompetition() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/competitions/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
