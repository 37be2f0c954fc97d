import { bumpDataVersion } from "../../lib/data-version";
import type { Db } from "../../lib/transaction";

const BET_COLUMNS = ["id", "userId", "gameId", "homeScore", "awayScore", "points", "isCalculated", "createdAt"] as const;

/** Bets as lists show them, without their players: every column is in the (game|user, id) indexes. */
export const selectBetRows = (db: Db) => db.selectFrom("bets").select(BET_COLUMNS);

/** Bets with their player's names (never the whole user). */
export function selectBetsWithUsers(db: Db) {
  return db
    .selectFrom("bets as b")
    .innerJoin("users as u", "u.id", "b.userId")
    .select([...BET_COLUMNS.map((column) => `b.${column}` as const), "u.username", "u.fullName"]);
}

export type BetRow = Awaited<ReturnType<ReturnType<typeof selectBetRows>["execute"]>>[number];

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
  // Users who got the same number of bets share one UPDATE (a season batch gives every player the same count).
  const usersByCount = new Map<number, string[]>();
  for (const [userId, n] of perUser) {
    const group = usersByCount.get(n);
    if (group) group.push(userId);
    else usersByCount.set(n, [userId]);
  }
  for (const [n, userIds] of usersByCount) {
    for (let i = 0; i < userIds.length; i += 1000) {
      await trx
        .updateTable("users")
        .set((eb) => ({ totalBets: eb("totalBets", "+", n) }))
        .where("id", "in", userIds.slice(i, i + 1000))
        .execute();
    }
  }
}

/** One player's own bets, as game lists show them (`userBet`) and the profile lists them. */
export const selectOwnBets = (db: Db, userId: string) => selectBetRows(db).where("userId", "=", userId);
