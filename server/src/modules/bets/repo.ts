import { bumpDataVersion } from "../../lib/data-version";
import type { Db } from "../../lib/transaction";

/** Bets with their player's names (never the whole user), oldest first. */
export function selectBetsWithUsers(db: Db) {
  return db
    .selectFrom("bets as b")
    .innerJoin("users as u", "u.id", "b.userId")
    .select([
      "b.id",
      "b.userId",
      "b.gameId",
      "b.homeScore",
      "b.awayScore",
      "b.points",
      "b.isCalculated",
      "b.createdAt",
      "u.username",
      "u.fullName",
    ]);
}

export type BetWithUserRow = Awaited<ReturnType<ReturnType<typeof selectBetsWithUsers>["execute"]>>[number];

export const findBet = (db: Db, id: string) => db.selectFrom("bets").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * Writes many bets at once, bypassing the betting window: for seeding (demo, benchmark) only; a
 * player's own bets always go through placeBet. Keeps each user's totalBets in step.
 */
export async function insertBetsBulk(
  trx: Db,
  bets: { id: string; userId: string; gameId: string; homeScore: number; awayScore: number; createdAt: string }[],
) {
  await bumpDataVersion(trx);
  // 2,000 rows (16,000 parameters) stay under SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < bets.length; i += 2000) {
    await trx
      .insertInto("bets")
      .values(bets.slice(i, i + 2000).map((b) => ({ ...b, updatedAt: b.createdAt })))
      .execute();
  }
  const perUser = new Map<string, number>();
  for (const b of bets) perUser.set(b.userId, (perUser.get(b.userId) ?? 0) + 1);
  for (const [userId, n] of perUser) {
    await trx
      .updateTable("users")
      .set((eb) => ({ totalBets: eb("totalBets", "+", n) }))
      .where("id", "=", userId)
      .execute();
  }
}

/** One player's own bets as game lists show them (`userBet`), without the game or the player. */
export const selectOwnBets = (db: Db, userId: string) =>
  db
    .selectFrom("bets")
    .select(["id", "gameId", "homeScore", "awayScore", "points", "isCalculated", "createdAt"])
    .where("userId", "=", userId);
