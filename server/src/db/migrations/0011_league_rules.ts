import type { Kysely } from "kysely";

/**
 * A league's own rules (docs/rules.md "A league's own rules"): each league's scoring, with the seed's 3/1/1 and no
 * joker as the defaults, so every existing league keeps the table it had; a joker flag on bets (off on every existing
 * bet); bonus questions and their answers. Nothing existing is rewritten.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, points] of [
    ["rule_exact", 3],
    ["rule_difference", 1],
    ["rule_outcome", 1],
    ["rule_joker", 0],
  ] as const) {
    await db.schema
      .alterTable("leagues")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(points))
      .execute();
  }

  await db.schema
    .alterTable("bets")
    .addColumn("joker", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The covering (game|user, id, ...) indexes of 0002 carry every column a bets page reads, and pages now read the joker.
  const covered = ["home_score", "away_score", "points", "is_calculated", "created_at", "joker"];
  await db.schema.dropIndex("bets_game_idx").execute();
  await db.schema.dropIndex("bets_user_idx").execute();
  await db.schema
    .createIndex("bets_game_idx")
    .on("bets")
    .columns(["game_id", "id", "user_id", ...covered])
    .execute();
  await db.schema
    .createIndex("bets_user_idx")
    .on("bets")
    .columns(["user_id", "id", "game_id", ...covered])
    .execute();

  await db.schema
    .createTable("bonus_questions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("league_id", "text", (c) => c.notNull().references("leagues.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull())
    // Epoch milliseconds, as games' kickoffAt: compared with the clock, never shown as stored.
    .addColumn("closes_at", "bigint", (c) => c.notNull())
    // The right answer once the owner resolved it, stored as answers are (a team id, a number, text).
    .addColumn("result", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bonus_questions_league_idx").on("bonus_questions").columns(["league_id"]).execute();

  await db.schema
    .createTable("bonus_answers")
    .addColumn("question_id", "text", (c) => c.notNull().references("bonus_questions.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("answer", "text", (c) => c.notNull())
    // What the answer earned: the question's points when it matches the result, 0 otherwise and until resolved.
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("bonus_answers_pk", ["question_id", "user_id"])
    .execute();
  await db.schema.createIndex("bonus_answers_user_idx").on("bonus_answers").columns(["user_id"]).execute();
}
