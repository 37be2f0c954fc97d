/** Whether a game takes bets: the server checks this on every bet write; the web only mirrors it. */
export interface BettingState {
  isFinished: boolean;
  isBettingLocked: boolean;
  kickoffAt: number;
}

/** Betting locks automatically at kickoff, whatever the stored flag says. */
export function isLocked(game: BettingState, nowMs: number): boolean {
  return game.isBettingLocked || nowMs >= game.kickoffAt;
}

export function isOpenForBetting(game: BettingState, nowMs: number): boolean {
  return !game.isFinished && !isLocked(game, nowMs);
}

export type GameStatus = "finished" | "live" | "upcoming";

/** Display status: finished if finished, else live if locked, else upcoming. */
export function gameStatus(game: { isFinished: boolean; isBettingLocked: boolean }): GameStatus {
  if (game.isFinished) return "finished";
  return game.isBettingLocked ? "live" : "upcoming";
}
