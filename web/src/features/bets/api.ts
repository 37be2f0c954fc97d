/**
 * Bets data (docs/rules.md "Bets"). Keys start with "bets".
 *
 *   const { data: bets } = useGameBets(gameId); // every prediction on the game, oldest first
 *   const place = usePlaceBet(); await place.mutateAsync({ gameId, predictedResult: { homeScore: 2, awayScore: 1 } });
 */
import type { Bet } from "@app/domain/bets";
import type { Score } from "@app/domain/scoring";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api";

/** The server's largest page: a game's bets are read in pages of this size until a short page. */
const PAGE = 100;

export const betKeys = {
  all: ["bets"] as const,
  game: (gameId: string) => ["bets", "game", gameId] as const,
};

async function fetchAllGameBets(gameId: string, signal: AbortSignal): Promise<Bet[]> {
  const bets: Bet[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await apiFetch<{ bets: Bet[] }>(
      `/bets/game/${encodeURIComponent(gameId)}/users?limit=${PAGE}&offset=${offset}`,
      { signal },
    );
    bets.push(...page.bets);
    if (page.bets.length < PAGE) return bets;
  }
}

/** Every prediction on a game (with player names, points and isCalculated), oldest first. */
export function useGameBets(gameId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: betKeys.game(gameId),
    queryFn: ({ signal }) => fetchAllGameBets(gameId, signal),
    enabled: options.enabled ?? true,
  });
}

export interface PlaceBetInput {
  gameId: string;
  predictedResult: Score;
  /** The round's joker on this bet (moved from another open game of the round), or off it. */
  joker?: boolean;
}

/**
 * POST /bets: creates the player's bet on the game or updates the one they have. A bet shows in the game lists
 * (userBet), the game's bets and the player's totals (leaderboard, profile, dashboard), so afterwards every cached
 * query goes stale; the active ones refetch at once (also after a 409, which means the game has locked meanwhile).
 */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceBetInput) => apiFetch<{ bet: Bet }>("/bets", { method: "POST", body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}
