import type { Game } from "@app/domain/games";
import { useEffect, useState } from "react";

/** The last defined value: a list stays as it is when a later load fails (docs/rules.md "Errors"). */
export function useLastData<T>(data: T | undefined): T | undefined {
  const [last, setLast] = useState(data);
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}

/** setTimeout's longest delay (about 24.8 days): no screen stays open that long, so a later kickoff is not waited for. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The time the screen judges "open for betting" by: Date.now() at mount, moved on when the next kickoff among `games`
 * passes, so a game whose kickoff arrives while the screen is open turns closed without a reload.
 */
export function useKickoffClock(games: readonly Pick<Game, "kickoffAt">[] | undefined): number {
  const [now, setNow] = useState(Date.now);
  const next = Math.min(...(games ?? []).map((game) => Date.parse(game.kickoffAt)).filter((kickoff) => kickoff > now));
  useEffect(() => {
    const delay = next - Date.now();
    if (delay > MAX_TIMER_MS) return;
    // Never earlier than the kickoff, or a timer firing a little early would leave the game open.
    const timer = window.setTimeout(() => setNow(Math.max(Date.now(), next)), delay);
    return () => window.clearTimeout(timer);
  }, [next]);
  return now;
}
