import type { Kysely } from "kysely";
import type { Database, UserRow } from "../../db/schema";
import { bumpDataVersion, selectDataVersion } from "../../lib/data-version";

export type { UserRow };

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The user of a session and the current data version in one round trip: every signed-in request checks its user, and
 * the shared reads need the version too (docs/rules.md "Performance").
 */
export async function findSessionUser(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom("users")
    .selectAll("users")
    .select(() => selectDataVersion(db).as("dataVersion"))
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { dataVersion, ...user } = row;
  return { user: user as UserRow, dataVersion: dataVersion ?? "" };
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("isAdmin", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inserts many accounts that share one precomputed password hash: for seeding a benchmark season
 * only (hashing 2,000 passwords one by one would take minutes). Real accounts go through createUser.
 */
export async function insertUsersBulk(
  db: Kysely<Database>,
  users: { id: string; email: string; fullName: string; passwordHash: string; createdAt: string }[],
) {
  await bumpDataVersion(db);
  for (let i = 0; i < users.length; i += 500) {
    await db
      .insertInto("users")
      .values(users.slice(i, i + 500).map((u) => ({ ...u, username: u.fullName, updatedAt: u.createdAt })))
      .execute();
  }
}
