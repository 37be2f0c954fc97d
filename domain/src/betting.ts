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

/**
 * The admin's "live" (SPEC: live = locked and not finished): the game's live score may be set and the admin's counters
 * count it, even when the admin locked it before kickoff. `isBettingLocked` as presented (kickoff applied).
 */
export function isLockedUnfinished(game: { isFinished: boolean; isBettingLocked: boolean }): boolean {
  return game.isBettingLocked && !game.isFinished;
}

/**
 * Display status, what players see: finished if finished; live while locked from kickoff on, or once the admin gave it a
 * live score; else upcoming. A game the admin locked a day early is not being played: it stays upcoming, with its
 * padlock and 'Betting closed' (issue 27).
 */
export function gameStatus(game: BettingState & { hasLiveScore: boolean }, nowMs: number): GameStatus {
  if (game.isFinished) return "finished";
  const playing = nowMs >= game.kickoffAt || game.hasLiveScore;
  return isLocked(game, nowMs) && playing ? "live" : "upcoming";
}
