import type { Kysely } from "kysely";

/**
 * docs/rules.md "Mail":
 * - users.language: the language of the account's mails (`en` | `he`); users.email_reminders: e-mail before kickoff,
 *   off by default. Existing accounts get `en` and off.
 * - password_resets: one row per live reset link, keyed by the SHA-256 of its token (the token itself is never
 *   stored); `token_version` is the account's at issue, so any password change voids the link.
 * - mail_outbox: mail waiting to go, going, sent or failed; claimed atomically by one instance (like scheduled
 *   notifications), retried with backoff. The message is composed when it is sent, so no link's secret is stored.
 * - email_reminders: one row per (game, player) reminded by e-mail; the primary key is the once-only guard.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("email_reminders", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_version", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").columns(["user_id"]).execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("claimed_at", "bigint")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_user_idx").on("mail_outbox").columns(["user_id"]).execute();

  await db.schema
    .createTable("email_reminders")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("email_reminders_pk", ["game_id", "user_id"])
    .execute();
}
