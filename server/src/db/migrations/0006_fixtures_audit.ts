import type { Kysely } from "kysely";

/**
 * docs/rules.md "Fixtures, feed and audit":
 * - game_audit: every change of a game's result, lock or live score, with who (a user id or "feed") and when;
 *   from/to hold the values as JSON text ("2:1", true, null).
 * - feed_results: the result the results feed last applied per game, so the feed applies a result once and an
 *   admin's later correction stands.
 * - results_feed: one row; the polling lease (owner, until) that lets one instance at a time poll, and the
 *   last success, last error and next poll the admin dashboard shows, whichever instance polled.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("game_audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("by", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("from_value", "text", (c) => c.notNull())
    .addColumn("to_value", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("game_audit_game_idx").on("game_audit").columns(["game_id", "at", "id"]).execute();

  await db.schema
    .createTable("feed_results")
    .addColumn("game_id", "text", (c) => c.primaryKey().references("games.id").onDelete("cascade"))
    .addColumn("home_score", "integer", (c) => c.notNull())
    .addColumn("away_score", "integer", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("results_feed")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_success_at", "text")
    .addColumn("last_error_at", "text")
    .addColumn("last_error", "text")
    .addColumn("next_poll_at", "text")
    .execute();
  await db.insertInto("resultsFeed").values({ id: "feed" }).execute();
}
