import type { Kysely } from "kysely";

/**
 * The running score of a game being played (docs/rules.md "Games: live score"): both null when there is none.
 * One column per statement: SQLite adds a single column per ALTER TABLE.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("games").addColumn("live_home", "integer").execute();
  await db.schema.alterTable("games").addColumn("live_away", "integer").execute();
}
