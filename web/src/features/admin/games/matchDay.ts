import { type Game, gameStatus } from "@app/domain";

type Dated = Pick<Game, "date" | "hour" | "isFinished" | "isBettingLocked">;

/** A game the admin works on today: live (locked, not finished) or kicking off today in APP_TIMEZONE. */
export function isMatchDayGame(game: Dated, today: string): boolean {
  return gameStatus(game) === "live" || game.date === today;
}

const kickoff = (game: Dated) => `${game.date} ${game.hour}`;

/**
 * The admin's order on a match day: live games, then today's, then the games ahead from the next kickoff on, then the
 * finished ones newest first, so the live +1 buttons and today's games sit at the top, not under a season of results.
 */
export function matchDayOrder<T extends Dated>(games: readonly T[], today: string): T[] {
  const group = (game: T) => (gameStatus(game) === "live" ? 0 : game.date === today ? 1 : game.isFinished ? 3 : 2);
  return [...games].sort((a, b) => {
    const byGroup = group(a) - group(b);
    if (byGroup !== 0) return byGroup;
    return group(a) === 3 ? kickoff(b).localeCompare(kickoff(a)) : kickoff(a).localeCompare(kickoff(b));
  });
}
