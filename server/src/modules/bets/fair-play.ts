import { isOpenForBetting, type Score, withFairPlay } from "@app/domain";
import type { AppDeps } from "../../deps";

/** A viewer who owns no bet: an answer computed for them may be shared with every caller (the response cache). */
export const ANY_VIEWER = "";

const selectBettingState = (deps: AppDeps) =>
  deps.db.selectFrom("games").select(["id", "isFinished", "isBettingLocked", "kickoffAt"]);

type BettingStateRow = { isFinished: number; isBettingLocked: number; kickoffAt: number };

const takesBets = (row: BettingStateRow, now: number) =>
  isOpenForBetting(
    { isFinished: row.isFinished === 1, isBettingLocked: row.isBettingLocked === 1, kickoffAt: row.kickoffAt },
    now,
  );

/** Which of these games still take bets now: their picks are their bettors' secret (docs/rules.md "Fair play"). */
export async function openGameIds(deps: AppDeps, gameIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(gameIds)];
  if (ids.length === 0) return new Set();
  const rows = await selectBettingState(deps).where("id", "in", ids).execute();
  const now = deps.now();
  return new Set(rows.filter((row) => takesBets(row, now)).map((row) => row.id));
}

/** Whether one game still takes bets ("open") or has locked, in one point query; undefined when there is no such game. */
export async function bettingState(deps: AppDeps, gameId: string): Promise<"open" | "locked" | undefined> {
  const row = await selectBettingState(deps).where("id", "=", gameId).executeTakeFirst();
  if (!row) return undefined;
  return takesBets(row, deps.now()) ? "open" : "locked";
}

type BetPick = { userId: string; gameId: string; predictedResult: Score | null; joker: boolean | null };

/** `bets` as `viewerId` may see them, given which games are still open (see hideOpenPicks). */
export function hidePicks<T extends BetPick>(viewerId: string, bets: readonly T[], isOpen: (gameId: string) => boolean) {
  return bets.map((bet) => withFairPlay(bet, viewerId, isOpen(bet.gameId)));
}

/**
 * Every route that returns bets passes them through here (or through hidePicks, when it already knows which games
 * are open): other players' picks on games still open come back as
 * `predictedResult: null, hidden: true`, whoever asks (admins too); the caller's own picks and locked games' show.
 */
export async function hideOpenPicks<T extends BetPick>(
  deps: AppDeps,
  viewerId: string,
  bets: readonly T[],
): Promise<(T & { hidden: boolean })[]> {
  const open = await openGameIds(
    deps,
    bets.filter((bet) => bet.userId !== viewerId).map((bet) => bet.gameId),
  );
  return hidePicks(viewerId, bets, (gameId) => open.has(gameId));
}
