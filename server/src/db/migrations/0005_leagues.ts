import type { Kysely } from "kysely";

/**
 * Leagues and their members (docs/rules.md "Leagues"). Standings are not stored here: a league's table is the
 * overall one filtered to its members. Deleting a user or a league removes its memberships with it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("leagues")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("invite_code", "text", (c) => c.notNull().unique())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leagues_owner_idx").on("leagues").columns(["owner_id"]).execute();

  await db.schema
    .createTable("league_members")
    .addColumn("league_id", "text", (c) => c.notNull().references("leagues.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("league_members_pk", ["league_id", "user_id"])
    .execute();
  await db.schema.createIndex("league_members_user_idx").on("league_members").columns(["user_id"]).execute();
}
