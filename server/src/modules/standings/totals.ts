import { betPoints, POINTS_EXACT, parseFinalResult } from "@app/domain";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { bumpDataVersion } from "../../lib/data-version";
import type { Db } from "../../lib/transaction";
import { publishAfterCommit } from "../events/bus";

/**
 * The only writer of players' running totals (points, bets, scored, correct and exact counts on the users row):
 * every change that moves a total (a new bet, a result, a deleted game, seeding) comes through here, inside the
 * caller's transaction, so totals always equal the sum over bets (docs/rules.md "Ranking and stats"). Each change
 * publishes a `standings` event, delivered once the transaction commits (modules/events).
 */

interface Tally {
  points: number;
  scored: number;
  correct: number;
  exact: number;
}

const tallyOf = (points: number, isCalculated: boolean): Tally =>
  isCalculated
    ? { points, scored: 1, correct: points > 0 ? 1 : 0, exact: points === POINTS_EXACT ? 1 : 0 }
    : { points: 0, scored: 0, correct: 0, exact: 0 };

/**
 * Rescores every bet of a game for its current result (or makes them pending when it has none / is
 * not finished) and moves each user's running totals by the difference. Call inside the transaction
 * that changed the game, after locking it, so totals always equal the sum over bets.
 */
export async function rescoreGame(trx: Transaction<Database>, gameId: string): Promise<void> {
  const game = await trx
    .selectFrom("games")
    .select(["isFinished", "homeScore", "awayScore"])
    .where("id", "=", gameId)
    .executeTakeFirst();
  if (!game) return;
  const final = game.isFinished === 1 ? parseFinalResult(`${game.homeScore}:${game.awayScore}`) : null;
  const bets = await trx
    .selectFrom("bets")
    .select(["id", "userId", "homeScore", "awayScore", "points", "isCalculated"])
    .where("gameId", "=", gameId)
    .execute();

  const betsByPoints = new Map<string, string[]>();
  const usersByDelta = new Map<string, string[]>();
  for (const bet of bets) {
    const points = final ? betPoints(bet, final) : 0;
    const before = tallyOf(bet.points, bet.isCalculated === 1);
    const after = tallyOf(points, final !== null);
    if (before.points !== after.points || before.scored !== after.scored) {
      push(betsByPoints, `${points}:${final ? 1 : 0}`, bet.id);
    }
    const delta = [
      after.points - before.points,
      after.scored - before.scored,
      after.correct - before.correct,
      after.exact - before.exact,
    ];
    if (delta.some((d) => d !== 0)) push(usersByDelta, delta.join(":"), bet.userId);
  }

  // A handful of set-based statements (one per distinct outcome) instead of one per bet.
  for (const [key, ids] of betsByPoints) {
    const [points, isCalculated] = key.split(":").map(Number);
    for (const chunk of chunks(ids)) {
      await trx.updateTable("bets").set({ points, isCalculated }).where("id", "in", chunk).execute();
    }
  }
  await applyUserDeltas(trx, usersByDelta, 0);
  if (betsByPoints.size > 0 || usersByDelta.size > 0) await publishAfterCommit(trx, { event: "standings" });
}

/** Takes a game's bets out of their users' totals, before the game (and its bets) are deleted. */
export async function removeGameFromTotals(trx: Transaction<Database>, gameId: string): Promise<void> {
  const bets = await trx.selectFrom("bets").select(["userId", "points", "isCalculated"]).where("gameId", "=", gameId).execute();
  const usersByDelta = new Map<string, string[]>();
  for (const bet of bets) {
    const t = tallyOf(bet.points, bet.isCalculated === 1);
    push(usersByDelta, [-t.points, -t.scored, -t.correct, -t.exact].join(":"), bet.userId);
  }
  await applyUserDeltas(trx, usersByDelta, -1);
  if (bets.length > 0) await publishAfterCommit(trx, { event: "standings" });
}

/** A new bet counts in its player's bets at once (it scores later, with its game's result). */
export async function countNewBet(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ totalBets: eb("totalBets", "+", 1) }))
    .where("id", "=", userId)
    .execute();
  await publishAfterCommit(trx, { event: "standings" });
}

/** Many new bets at once (seeding): players who got the same number share one UPDATE. */
export async function countNewBets(trx: Db, bets: readonly { userId: string }[]): Promise<void> {
  const perUser = new Map<string, number>();
  for (const b of bets) perUser.set(b.userId, (perUser.get(b.userId) ?? 0) + 1);
  const usersByCount = new Map<number, string[]>();
  for (const [userId, n] of perUser) push(usersByCount, n, userId);
  for (const [n, userIds] of usersByCount) {
    for (const chunk of chunks(userIds)) {
      await trx
        .updateTable("users")
        .set((eb) => ({ totalBets: eb("totalBets", "+", n) }))
        .where("id", "in", chunk)
        .execute();
    }
  }
  if (perUser.size > 0) await publishAfterCommit(trx, { event: "standings" });
}

/** Moves running totals: one statement per distinct "points:scored:correct:exact" delta and chunk of users. */
async function applyUserDeltas(trx: Transaction<Database>, usersByDelta: Map<string, string[]>, betsDelta: number) {
  for (const [key, userIds] of usersByDelta) {
    const [points, scored, correct, exact] = key.split(":").map(Number);
    for (const chunk of chunks(userIds)) {
      await trx
        .updateTable("users")
        .set((eb) => ({
          totalPoints: eb("totalPoints", "+", points),
          scoredBets: eb("scoredBets", "+", scored),
          correctPredictions: eb("correctPredictions", "+", correct),
          exactScores: eb("exactScores", "+", exact),
          totalBets: eb("totalBets", "+", betsDelta),
        }))
        .where("id", "in", chunk)
        .execute();
    }
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Keeps IN lists well under both dialects' parameter limits. */
function* chunks<T>(items: T[], size = 1000): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * POST /admin/recalculate (docs/rules.md "Fixtures, feed and audit"): recomputes every bet's points from its game's
 * result and every player's totals from the bets, inside the caller's transaction, writing only what differs.
 * On a healthy database it changes nothing: totals are kept equal to the sum over bets by every writer above.
 */
export async function recalculateAll(trx: Transaction<Database>) {
  const rows = await trx
    .selectFrom("bets as b")
    .innerJoin("games as g", "g.id", "b.gameId")
    .select([
      "b.id",
      "b.userId",
      "b.homeScore",
      "b.awayScore",
      "b.points",
      "b.isCalculated",
      "g.isFinished",
      "g.homeScore as resultHome",
      "g.awayScore as resultAway",
    ])
    .execute();
  const betsByPoints = new Map<string, string[]>();
  const perUser = new Map<string, Tally & { bets: number }>();
  for (const bet of rows) {
    const final = bet.isFinished === 1 ? parseFinalResult(`${bet.resultHome}:${bet.resultAway}`) : null;
    const points = final ? betPoints(bet, final) : 0;
    if (points !== bet.points || (final ? 1 : 0) !== bet.isCalculated) push(betsByPoints, `${points}:${final ? 1 : 0}`, bet.id);
    const tally = tallyOf(points, final !== null);
    const sum = perUser.get(bet.userId) ?? { points: 0, scored: 0, correct: 0, exact: 0, bets: 0 };
    perUser.set(bet.userId, {
      points: sum.points + tally.points,
      scored: sum.scored + tally.scored,
      correct: sum.correct + tally.correct,
      exact: sum.exact + tally.exact,
      bets: sum.bets + 1,
    });
  }
  let betsChanged = 0;
  for (const [key, ids] of betsByPoints) {
    const [points, isCalculated] = key.split(":").map(Number);
    betsChanged += ids.length;
    for (const chunk of chunks(ids)) {
      await trx.updateTable("bets").set({ points, isCalculated }).where("id", "in", chunk).execute();
    }
  }
  const users = await trx
    .selectFrom("users")
    .select(["id", "totalPoints", "totalBets", "scoredBets", "correctPredictions", "exactScores"])
    .execute();
  let usersChanged = 0;
  for (const user of users) {
    const want = perUser.get(user.id) ?? { points: 0, scored: 0, correct: 0, exact: 0, bets: 0 };
    const have = [user.totalPoints, user.totalBets, user.scoredBets, user.correctPredictions, user.exactScores];
    const target = [want.points, want.bets, want.scored, want.correct, want.exact];
    if (have.every((value, i) => value === target[i])) continue;
    usersChanged += 1;
    await trx
      .updateTable("users")
      .set({
        totalPoints: want.points,
        totalBets: want.bets,
        scoredBets: want.scored,
        correctPredictions: want.correct,
        exactScores: want.exact,
      })
      .where("id", "=", user.id)
      .execute();
  }
  if (betsChanged > 0 || usersChanged > 0) await publishAfterCommit(trx, { event: "standings" });
  return { betsChecked: rows.length, betsChanged, usersChanged };
}

/** POST /admin/recalculate: `recalculateAll` in a transaction of its own. */
export async function recalculate(deps: AppDeps) {
  return deps.db.transaction().execute(async (trx) => {
    await bumpDataVersion(trx); // first: writers queue on this row (see games/service.ts updateGame)
    return recalculateAll(trx);
  });
}
