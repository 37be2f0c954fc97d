import type { Game, GameValues } from "@app/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { allGamesQuery, useInvalidateLeagueData } from "../shared/api";

/** POST /games. */
export function useCreateGame() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (values: GameValues) => apiFetch<{ game: Game }>("/games", { method: "POST", body: values }),
    onSuccess: invalidate,
  });
}

/** The detail fields of a game as the form edits them. */
function detailsOf(game: Game) {
  return {
    homeGroupId: game.homeGroupId._id,
    awayGroupId: game.awayGroupId._id,
    date: game.date,
    hour: game.hour,
    round: game.round,
    isBettingLocked: game.isBettingLocked,
  };
}

/**
 * PUT /games/{id} with the details that changed, then PUT /games/{id}/result when the result or the finished
 * flag changed (that call rescores every bet of the game in one transaction). Sending only what changed also
 * keeps the stored lock flag when the server merely reports a kicked-off game as locked.
 */
export function useUpdateGame() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: async ({ game, values }: { game: Game; values: GameValues }) => {
      const { finalResult, isFinished, ...details } = values;
      const before = detailsOf(game);
      const changed = Object.fromEntries(
        Object.entries(details).filter(([field, value]) => before[field as keyof typeof before] !== value),
      );
      if (Object.keys(changed).length > 0) {
        await apiFetch<{ game: Game }>(`/games/${game._id}`, { method: "PUT", body: changed });
      }
      if (finalResult !== game.finalResult || isFinished !== game.isFinished) {
        await apiFetch<{ game: Game }>(`/games/${game._id}/result`, { method: "PUT", body: { finalResult, isFinished } });
      }
    },
    onSuccess: invalidate,
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

/** POST /games/import: all rows or none. */
export function useImportGames() {
  const invalidate = useInvalidateLeagueData();
  return useMutation({
    mutationFn: (games: GameValues[]) => apiFetch<{ imported: number }>("/games/import", { method: "POST", body: { games } }),
    onSuccess: invalidate,
  });
}

/** Every game, fetched fresh (for the export), refreshing the cached list too. */
export function useFetchAllGames(): () => Promise<Game[]> {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...allGamesQuery, staleTime: 0 });
}
