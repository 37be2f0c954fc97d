import { bumpDataVersion } from "../../lib/data-version";
import type { Db } from "../../lib/transaction";
import { countNewBets } from "../standings/totals";

export const BET_COLUMNS = [
  "id",
  "userId",
  "gameId",
  "homeScore",
  "awayScore",
  "points",
  "isCalculated",
  "createdAt",
  "joker",
] as const;

/** Bets as lists show them, without their players: every column is in the (game|user, id) indexes. */
export const selectBetRows = (db: Db) => db.selectFrom("bets").select(BET_COLUMNS);

export type BetRow = Awaited<ReturnType<ReturnType<typeof selectBetRows>["execute"]>>[number];

export const findBet = (db: Db, id: string) => db.selectFrom("bets").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * Writes many bets at once, bypassing the betting window: for seeding (demo, benchmark) only; a
 * player's own bets always go through placeBet. Keeps each user's totalBets in step.
 */
export async function insertBetsBulk(
  trx: Db,
  bets: {
    id: string;
    userId: string;
    gameId: string;
    homeScore: number;
    awayScore: number;
    createdAt: string;
    /** The bench seeds jokers; the demo none. */
    joker?: 0 | 1;
  }[],
) {
  await bumpDataVersion(trx);
  // 2,000 rows (16,000 parameters) stay under SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < bets.length; i += 2000) {
    await trx
      .insertInto("bets")
      .values(bets.slice(i, i + 2000).map((b) => ({ ...b, joker: b.joker ?? 0, updatedAt: b.createdAt })))
      .execute();
  }
  await countNewBets(trx, bets);
}

/** One player's own bets, as game lists show them (`userBet`) and the profile lists them. */
export const selectOwnBets = (db: Db, userId: string) => selectBetRows(db).where("userId", "=", userId);
