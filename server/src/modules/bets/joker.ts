import { isOpenForBetting } from "@app/domain";
import type { Transaction } from "kysely";
import type { DialectName } from "../../db/connection";
import type { Database } from "../../db/schema";
import { conflict } from "../../lib/errors";

/**
 * The joker (docs/rules.md "A league's own rules"): at most one per player and round of a competition. Setting it on a
 * game takes it off the player's other game of that round, unless that game has locked: a joker once played stays.
 * Call inside the bet's transaction, after the game was found open; the player's row is locked first (PostgreSQL), so
 * two requests of the same player setting jokers at once run one after the other and never leave two.
 */
export async function takeJokerFromRound(
  trx: Transaction<Database>,
  dialect: DialectName,
  userId: string,
  gameId: string,
  now: number,
): Promise<void> {
  if (dialect === "postgres") {
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
  }
  const game = await trx
    .selectFrom("games")
    .select(["competitionId", "round"])
    .where("id", "=", gameId)
    .executeTakeFirstOrThrow();
  const jokers = await trx
    .selectFrom("bets as b")
    .innerJoin("games as g", "g.id", "b.gameId")
    .select(["b.id", "g.isFinished", "g.isBettingLocked", "g.kickoffAt"])
    .where("b.userId", "=", userId)
    .where("b.joker", "=", 1)
    .where("g.competitionId", "=", game.competitionId)
    .where("g.round", "=", game.round)
    .where("b.gameId", "<>", gameId)
    .execute();
  for (const joker of jokers) {
    const open = isOpenForBetting(
      { isFinished: joker.isFinished === 1, isBettingLocked: joker.isBettingLocked === 1, kickoffAt: joker.kickoffAt },
      now,
    );
    if (!open) throw conflict("jokerLocked");
  }
  if (jokers.length > 0) {
    await trx
      .updateTable("bets")
      .set({ joker: 0 })
      .where(
        "id",
        "in",
        jokers.map((j) => j.id),
      )
      .execute();
  }
}

/**
 * A game moved into another round (or competition) brings its bets' jokers along, which could leave a player two in
 * the new round. The joker already in that round wins: the moved game's joker is taken off for every player who has
 * one on another game of the round. Call inside the move's transaction, after the game row holds its new round.
 */
export async function settleJokersOfMovedGame(trx: Transaction<Database>, gameId: string): Promise<void> {
  const game = await trx
    .selectFrom("games")
    .select(["competitionId", "round"])
    .where("id", "=", gameId)
    .executeTakeFirstOrThrow();
  const holders = trx
    .selectFrom("bets as other")
    .innerJoin("games as g", "g.id", "other.gameId")
    .select("other.userId")
    .where("other.joker", "=", 1)
    .where("other.gameId", "<>", gameId)
    .where("g.competitionId", "=", game.competitionId)
    .where("g.round", "=", game.round);
  await trx
    .updateTable("bets")
    .set({ joker: 0 })
    .where("gameId", "=", gameId)
    .where("joker", "=", 1)
    .where("userId", "in", holders)
    .execute();
}
