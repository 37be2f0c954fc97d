/** Game rules the screens share (docs/rules.md "Games"), and the place-bet link's router state. */
import { isOpenForBetting } from "@app/domain/betting";
import type { Game } from "@app/domain/games";
import { parseFinalResult, type Score } from "@app/domain/scoring";
import { ApiError } from "./api";

/** Open for betting: not finished, not locked, kickoff in the future (the server checks the same on every bet). */
export function isGameOpen(game: Pick<Game, "isFinished" | "isBettingLocked" | "kickoffAt">, nowMs = Date.now()): boolean {
  return isOpenForBetting(
    { isFinished: game.isFinished, isBettingLocked: game.isBettingLocked, kickoffAt: Date.parse(game.kickoffAt) },
    nowMs,
  );
}

/** The final score of a finished game, or null while there is none. */
export function gameResult(game: Pick<Game, "isFinished" | "finalResult">): Score | null {
  return game.isFinished ? parseFinalResult(game.finalResult) : null;
}

/** useGame's error for an unknown (404) or malformed (400) game id: the screen shows 'Game not found'. */
export function isGameNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Router state of a link to /games/{id}/bet: where to return after the bet (the upcoming list the player came from,
 * with its filters). The games list sets it; the place-bet screen reads it.
 */
export interface PlaceBetLinkState {
  returnTo: string;
}
