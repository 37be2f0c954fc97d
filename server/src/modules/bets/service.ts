import { type Bet, isOpenForBetting, newId } from "@app/domain";
import type { Transaction } from "kysely";
import { nowIso } from "../../db/connection";
import type { Database } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { bumpDataVersion, type ReadVersion } from "../../lib/data-version";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { type Page, paged } from "../../lib/paging";
import { lockGame } from "../../lib/transaction";
import { playerNames } from "../standings/table";
import { countNewBet } from "../standings/totals";
import { hideOpenPicks, hidePicks } from "./fair-play";
import { type BetRow, findBet, selectBetRows, selectBetsWithUsers } from "./repo";

interface Prediction {
  homeScore: number;
  awayScore: number;
}

/** A bet with its pick: the bettor's own view, or anyone's once the game has locked (see fair-play.ts). */
export function presentBet(row: BetRow, player: { username: string; fullName: string }): Bet {
  return {
    _id: row.id,
    userId: row.userId,
    username: player.username,
    fullName: player.fullName,
    gameId: row.gameId,
    predictedResult: { homeScore: row.homeScore, awayScore: row.awayScore },
    hidden: false,
    points: row.points,
    isCalculated: row.isCalculated === 1,
    createdAt: row.createdAt,
  };
}

async function betById(deps: AppDeps, id: string): Promise<Bet> {
  const row = await selectBetsWithUsers(deps.db).where("b.id", "=", id).executeTakeFirstOrThrow();
  return presentBet(row, row);
}

/** Inside the write's transaction, with the game locked against a concurrent result: is it still open? */
async function assertOpen(trx: Transaction<Database>, deps: AppDeps, gameId: string) {
  await lockGame(trx, deps.dialect, gameId, "share");
  const game = await trx
    .selectFrom("games")
    .select(["isFinished", "isBettingLocked", "kickoffAt"])
    .where("id", "=", gameId)
    .executeTakeFirst();
  if (!game) throw notFound("gameNotFound");
  const state = { isFinished: game.isFinished === 1, isBettingLocked: game.isBettingLocked === 1, kickoffAt: game.kickoffAt };
  if (!isOpenForBetting(state, deps.now())) throw conflict("bettingClosed");
}

/**
 * Creates the caller's bet on a game, or updates it if one exists: one bet per user and game, kept
 * by the unique index even when the same player's requests race (insert-or-nothing, then update).
 */
export async function placeBet(
  deps: AppDeps,
  userId: string,
  gameId: string,
  prediction: Prediction,
): Promise<{ bet: Bet; created: boolean }> {
  const result = await deps.db.transaction().execute(async (trx) => {
    await assertOpen(trx, deps, gameId);
    await bumpDataVersion(trx);
    const now = nowIso();
    const inserted = await trx
      .insertInto("bets")
      .values({ id: newId(deps.now()), userId, gameId, ...prediction, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(["userId", "gameId"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      await countNewBet(trx, userId);
      return { id: inserted.id, created: true };
    }
    const updated = await trx
      .updateTable("bets")
      .set({ ...prediction, updatedAt: now })
      .where("userId", "=", userId)
      .where("gameId", "=", gameId)
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: updated.id, created: false };
  });
  return { bet: await betById(deps, result.id), created: result.created };
}

/** Only the owner edits a bet, and only while its game is open. */
export async function updateBet(deps: AppDeps, userId: string, betId: string, prediction: Prediction): Promise<Bet> {
  await deps.db.transaction().execute(async (trx) => {
    const bet = await findBet(trx, betId);
    if (!bet) throw notFound("betNotFound");
    if (bet.userId !== userId) throw forbidden("notYourBet");
    await assertOpen(trx, deps, bet.gameId);
    // A changed prediction is shared data (the game's bets list): cached reads must not outlive it.
    await bumpDataVersion(trx);
    await trx
      .updateTable("bets")
      .set({ ...prediction, updatedAt: nowIso() })
      .where("id", "=", betId)
      .execute();
  });
  return betById(deps, betId);
}

/** Bets by game and/or player, oldest first, every pick as stored (callers hide what they must, see fair-play.ts). */
async function betPage(
  deps: AppDeps,
  filter: { gameId?: string; userId?: string } & Page,
  at: ReadVersion = null,
): Promise<Bet[]> {
  let query = selectBetRows(deps.db);
  if (filter.gameId) query = query.where("gameId", "=", filter.gameId);
  if (filter.userId) query = query.where("userId", "=", filter.userId);
  // Ids are time-ordered: id order is creation order, and the covering (game|user, id, ...) indexes answer the
  // page alone. A bet whose player the names (at the request's version) lack is of a player added or deleted since.
  const rows = await paged(query.orderBy("id"), filter).execute();
  const names = await playerNames(deps, at);
  const bets: Bet[] = [];
  for (const row of rows) {
    const player = names.get(row.userId);
    if (player) bets.push(presentBet(row, player));
  }
  return bets;
}

/** Bets by game and/or player, oldest first, as `viewerId` may see them (fair-play.ts). */
export async function listBets(
  deps: AppDeps,
  viewerId: string,
  filter: { gameId?: string; userId?: string } & Page,
): Promise<Bet[]> {
  return hideOpenPicks(deps, viewerId, await betPage(deps, filter));
}

/** A page of one game's bets, as `viewerId` may see them, when the caller has read whether the game is still open. */
export async function listGameBets(
  deps: AppDeps,
  viewerId: string,
  game: { id: string; open: boolean },
  page: Page,
  at: ReadVersion = null,
): Promise<Bet[]> {
  return hidePicks(viewerId, await betPage(deps, { ...page, gameId: game.id }, at), () => game.open);
}
