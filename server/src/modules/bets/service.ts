import { type Bet, isOpenForBetting, newId } from "@app/domain";
import type { Transaction } from "kysely";
import { nowIso } from "../../db/connection";
import type { Database, UserRow } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { bumpDataVersionForBet, type ReadVersion } from "../../lib/data-version";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { type Page, paged } from "../../lib/paging";
import { lockGame } from "../../lib/transaction";
import { playerNames } from "../standings/table";
import { countNewBet } from "../standings/totals";
import { hideOpenPicks, hidePicks } from "./fair-play";
import { takeJokerFromRound } from "./joker";
import { BET_COLUMNS, type BetRow, findBet, selectBetRows } from "./repo";

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
    joker: row.joker === 1,
    points: row.points,
    isCalculated: row.isCalculated === 1,
    createdAt: row.createdAt,
  };
}

/** Inside the write's transaction, with the game locked against a concurrent result: is it still open? */
async function assertOpen(trx: Transaction<Database>, deps: AppDeps, gameId: string) {
  const game = await lockGame(trx, deps.dialect, gameId, "share");
  if (!game) throw notFound("gameNotFound");
  if (game.competitionStatus === "finished") throw conflict("competitionFinished");
  const state = { isFinished: game.isFinished === 1, isBettingLocked: game.isBettingLocked === 1, kickoffAt: game.kickoffAt };
  if (!isOpenForBetting(state, deps.now())) throw conflict("bettingClosed");
}

/** The joker column to write: nothing when the request does not name the joker (it stays as it is). */
function jokerColumn(joker: boolean | undefined): { joker?: number } {
  return joker === undefined ? {} : { joker: joker ? 1 : 0 };
}

type Bettor = Pick<UserRow, "id" | "username" | "fullName">;

/**
 * Creates the caller's bet on a game, or updates it if one exists: one bet per user and game, kept by the unique index
 * even when the same player's requests race (insert-or-nothing, then update). The answer is the row as written, read
 * back by the write itself: a read after the commit could already miss it (the player deleted meanwhile). `joker`
 * true sets the round's joker on this bet (moving it from another open game of the round), false takes it off, and
 * undefined leaves it as it is.
 */
export async function placeBet(
  deps: AppDeps,
  bettor: Bettor,
  gameId: string,
  prediction: Prediction,
  joker?: boolean,
): Promise<{ bet: Bet; created: boolean }> {
  const written = await deps.db.transaction().execute(async (trx) => {
    await assertOpen(trx, deps, gameId);
    await bumpDataVersionForBet(trx);
    if (joker === true) await takeJokerFromRound(trx, deps.dialect, bettor.id, gameId, deps.now());
    const jokerFlag = jokerColumn(joker);
    const now = nowIso();
    const inserted = await trx
      .insertInto("bets")
      .values({
        id: newId(deps.now()),
        userId: bettor.id,
        gameId,
        ...prediction,
        ...jokerFlag,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.columns(["userId", "gameId"]).doNothing())
      .returning(BET_COLUMNS)
      .executeTakeFirst();
    if (inserted) {
      await countNewBet(trx, bettor.id);
      return { row: inserted, created: true };
    }
    const updated = await trx
      .updateTable("bets")
      .set({ ...prediction, ...jokerFlag, updatedAt: now })
      .where("userId", "=", bettor.id)
      .where("gameId", "=", gameId)
      .returning(BET_COLUMNS)
      .executeTakeFirst();
    // The bet that stopped the insert is gone: its player was deleted meanwhile (a lost race, as in error-handler.ts).
    if (!updated) throw conflict("dataChanged");
    return { row: updated, created: false };
  });
  return { bet: presentBet(written.row, bettor), created: written.created };
}

/** Only the owner edits a bet, and only while its game is open; `joker` as in placeBet. */
export async function updateBet(
  deps: AppDeps,
  bettor: Bettor,
  betId: string,
  prediction: Prediction,
  joker?: boolean,
): Promise<Bet> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const bet = await findBet(trx, betId);
    if (!bet) throw notFound("betNotFound");
    if (bet.userId !== bettor.id) throw forbidden("notYourBet");
    await assertOpen(trx, deps, bet.gameId);
    // A changed prediction is shared data (the game's bets list): cached reads must not outlive it.
    await bumpDataVersionForBet(trx);
    if (joker === true) await takeJokerFromRound(trx, deps.dialect, bettor.id, bet.gameId, deps.now());
    const updated = await trx
      .updateTable("bets")
      .set({ ...prediction, ...jokerColumn(joker), updatedAt: nowIso() })
      .where("id", "=", betId)
      .returning(BET_COLUMNS)
      .executeTakeFirst();
    // Deleted since it was read (its player or its game went meanwhile).
    if (!updated) throw conflict("dataChanged");
    return updated;
  });
  return presentBet(row, bettor);
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
