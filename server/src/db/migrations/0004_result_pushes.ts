import type { Kysely } from "kysely";

/**
 * One row per (game, result) announced to its bettors by push ("Results are in", or a correction), so a result is
 * announced once, by one instance, and re-entering it announces nothing. The results already in when this
 * migration runs count as announced: upgrading must not push a whole past season.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("result_pushes")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("home_score", "integer", (c) => c.notNull())
    .addColumn("away_score", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("result_pushes_pk", ["game_id", "home_score", "away_score"])
    .execute();
  // Data queries go through the connection's CamelCasePlugin: camelCase here is snake_case in SQL.
  const finished = await db
    .selectFrom("games")
    .select(["id", "homeScore", "awayScore"])
    .where("isFinished", "=", 1)
    .where("homeScore", "is not", null)
    .where("awayScore", "is not", null)
    .execute();
  const sentAt = new Date().toISOString();
  for (let i = 0; i < finished.length; i += 500) {
    await db
      .insertInto("resultPushes")
      .values(
        finished.slice(i, i + 500).map((game) => ({
          gameId: game.id,
          homeScore: game.homeScore,
          awayScore: game.awayScore,
          sentAt,
        })),
      )
      .execute();
  }
}
