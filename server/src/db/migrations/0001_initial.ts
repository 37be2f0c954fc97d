import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("is_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_bets", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("scored_bets", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("correct_predictions", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("exact_scores", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reminders_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_ranking_idx").on("users").columns(["total_points desc", "full_name"]).execute();

  await db.schema
    .createTable("teams")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .addColumn("logo_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("games")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("home_team_id", "text", (c) => c.notNull().references("teams.id"))
    .addColumn("away_team_id", "text", (c) => c.notNull().references("teams.id"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("hour", "text", (c) => c.notNull())
    .addColumn("kickoff_at", "bigint", (c) => c.notNull())
    .addColumn("round", "text", (c) => c.notNull())
    .addColumn("is_betting_locked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_finished", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("home_score", "integer")
    .addColumn("away_score", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // (kickoff, id) orders every game list, ties included, straight from the index.
  await db.schema.createIndex("games_kickoff_idx").on("games").columns(["kickoff_at", "id"]).execute();
  await db.schema.createIndex("games_finished_kickoff_idx").on("games").columns(["is_finished", "kickoff_at", "id"]).execute();
  await db.schema.createIndex("games_round_idx").on("games").columns(["round"]).execute();
  await db.schema.createIndex("games_home_team_idx").on("games").columns(["home_team_id"]).execute();
  await db.schema.createIndex("games_away_team_idx").on("games").columns(["away_team_id"]).execute();

  await db.schema
    .createTable("bets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("home_score", "integer", (c) => c.notNull())
    .addColumn("away_score", "integer", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_calculated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("bets_user_game_unique", ["user_id", "game_id"])
    .execute();
  // Ids are time-ordered (ObjectId layout), so (owner, id) walks a game's or a player's bets in creation order.
  await db.schema.createIndex("bets_game_idx").on("bets").columns(["game_id", "id"]).execute();
  await db.schema.createIndex("bets_user_idx").on("bets").columns(["user_id", "id"]).execute();

  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("device_info", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_user_idx").on("push_subscriptions").columns(["user_id"]).execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_user_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("scheduled_for", "bigint")
    .addColumn("sent_at", "text")
    .addColumn("require_interaction", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("actions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("url", "text", (c) => c.notNull().defaultTo("/dashboard"))
    .addColumn("sent_by_id", "text")
    .addColumn("sent_by_username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("delivery_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("delivery_successful", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("delivery_failed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("notifications_status_scheduled_idx")
    .on("notifications")
    .columns(["status", "scheduled_for"])
    .execute();
  await db.schema.createIndex("notifications_created_idx").on("notifications").columns(["created_at"]).execute();

  await db.schema
    .createTable("game_reminders")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("game_reminders_pk", ["game_id", "user_id"])
    .execute();

  await db.schema
    .createTable("app_state")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await sql`insert into app_state (key, value) values ('data_version', '1')`.execute(db);
}
