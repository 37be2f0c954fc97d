import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Competitions (docs/rules.md "Competitions"): a tournament or a season; every game belongs to exactly one. An
 * existing database moves, games and all, into one active competition named "Main" (bets, points, totals, leagues,
 * audit and notifications stay as they are: none of them names a competition); a fresh one starts with it.
 * Leagues may follow one competition (`competition_id`, null: every competition).
 * Numbered 0010: 0008 and 0009 belong to other branches of the third edition.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("competitions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    // Lower-cased name: the unique key, so two competitions never share a name in any case (as teams).
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  const mainId = newMigrationId();
  await db
    .insertInto("competitions")
    .values({ id: mainId, name: "Main", nameKey: "main", status: "active", createdAt: now, updatedAt: now })
    .execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await db.schema
      .alterTable("games")
      .addColumn("competition_id", "text", (c) => c.notNull().defaultTo(mainId).references("competitions.id"))
      .execute();
    // Only the existing rows take the default: every later game names its competition.
    await db.schema
      .alterTable("games")
      .alterColumn("competition_id", (c) => c.dropDefault())
      .execute();
  } else {
    // SQLite (foreign keys on) refuses ADD COLUMN with both a reference and a non-null default; the column keeps the
    // default, which no insert relies on, and deleting a competition is refused while it holds a game (service).
    await db.schema
      .alterTable("games")
      .addColumn("competition_id", "text", (c) => c.notNull().defaultTo(mainId))
      .execute();
  }
  // Every per-competition read and "the same game" (competition, teams, date) start from the competition.
  await db.schema.createIndex("games_competition_idx").on("games").columns(["competition_id", "date"]).execute();

  await db.schema
    .alterTable("leagues")
    .addColumn("competition_id", "text", (c) => c.references("competitions.id"))
    .execute();
}

/** The id layout of domain/ids.ts (seconds, random, counter), written out: migrations import nothing that may change. */
function newMigrationId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, "0");
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0"));
  return seconds + random.join("");
}
