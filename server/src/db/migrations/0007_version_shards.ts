import type { Kysely } from "kysely";

/**
 * The data version spread over eight rows (lib/data-version.ts): a bet bumps one of them, so bets on PostgreSQL
 * commit side by side instead of queueing on one row. The first shard is the existing `data_version` row.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto("app_state")
    .values(Array.from({ length: 7 }, (_, i) => ({ key: `data_version:${i + 1}`, value: "1" })))
    .execute();
}
