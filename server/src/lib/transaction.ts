import type { Kysely, Transaction } from "kysely";
import type { DialectName } from "../db/connection";
import type { Database } from "../db/schema";

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes a row lock on a game for the rest of the transaction (PostgreSQL) and reads its betting state with it, in one
 * round trip; undefined when there is no such game. SQLite needs no lock: its writers are serialised by the database
 * lock, and Kysely runs one transaction at a time per connection. `share` lets many bet writers in together while
 * keeping a result update out. The game's competition status comes along in the same round trip (a finished
 * competition takes no bet, docs/rules.md "Competitions"); only the game's row is locked.
 */
export async function lockGame(trx: Transaction<Database>, dialect: DialectName, gameId: string, mode: "share" | "update") {
  const query = trx
    .selectFrom("games")
    .select((eb) => [
      "id",
      "isFinished",
      "isBettingLocked",
      "kickoffAt",
      eb
        .selectFrom("competitions")
        .select("status")
        .whereRef("competitions.id", "=", "games.competitionId")
        .as("competitionStatus"),
    ])
    .where("id", "=", gameId);
  if (dialect === "postgres") return (mode === "share" ? query.forShare() : query.forUpdate()).executeTakeFirst();
  return query.executeTakeFirst();
}
