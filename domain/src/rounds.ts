import { daysBetween } from "./kickoff";

/** "Close games": the game's date is 0 to 5 days from today. */
export const CLOSE_GAMES_DAYS = 5;

export function isCloseGame(gameDate: string, today: string): boolean {
  const days = daysBetween(today, gameDate);
  return days >= 0 && days <= CLOSE_GAMES_DAYS;
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Natural order: "Round 2" before "Round 10". */
export const compareRounds = (a: string, b: string) => collator.compare(a, b);

/** Distinct, non-empty round names in natural order. */
export function sortRounds(rounds: Iterable<string>): string[] {
  return [...new Set(Array.from(rounds, (r) => r.trim()).filter(Boolean))].sort(compareRounds);
}

export interface RoundGame {
  round: string;
  date: string;
  kickoffAt: number;
  isFinished: boolean;
}

/**
 * docs/rules.md "Rounds": the round with most games whose date is 0 to 5 days from today; a tie goes to the
 * round whose first kickoff in the window is earlier; none in the window -> the round of the next
 * not-finished game; none -> the last round; no games -> null.
 */
export function currentRound(games: readonly RoundGame[], today: string, nowMs: number): string | null {
  const named = games.filter((g) => g.round.trim());
  if (named.length === 0) return null;

  const window = new Map<string, { count: number; firstKickoff: number }>();
  for (const game of named) {
    if (!isCloseGame(game.date, today)) continue;
    const entry = window.get(game.round) ?? { count: 0, firstKickoff: Number.POSITIVE_INFINITY };
    entry.count += 1;
    entry.firstKickoff = Math.min(entry.firstKickoff, game.kickoffAt);
    window.set(game.round, entry);
  }
  if (window.size > 0) {
    return [...window.entries()].sort(([, a], [, b]) => b.count - a.count || a.firstKickoff - b.firstKickoff)[0][0];
  }

  const next = named.filter((g) => !g.isFinished && g.kickoffAt >= nowMs).sort((a, b) => a.kickoffAt - b.kickoffAt)[0];
  if (next) return next.round;

  const rounds = sortRounds(named.map((g) => g.round));
  return rounds[rounds.length - 1];
}
