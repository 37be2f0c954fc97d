import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, freshDatabaseUrl } from "../test/harness";
import { type DatabaseHandle, openDatabase } from "./connection";
import { codeMigrator, migrateToLatest } from "./migrate";

/**
 * 0009_mail on a database as the release before it left it (every migration up to 0007), on SQLite and PostgreSQL:
 * existing accounts keep every value and read as English with e-mail reminders off; the new tables start empty.
 */
describe.each(dbTargets)("migration 0009_mail on $name", (target) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabaseUrl(target);
    drop = fresh.drop;
    handle = openDatabase(fresh.url);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it("keeps existing data and adds language, e-mail reminders and the mail tables", async () => {
    const { db } = handle;
    const before = await codeMigrator(db).migrateTo("0007_version_shards");
    expect(before.error).toBeUndefined();
    const user = {
      id: "0123456789abcdef01234567",
      email: "old@example.com",
      username: "Old Timer",
      fullName: "Old Timer",
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      isAdmin: 1,
      totalPoints: 12,
      totalBets: 5,
      tokenVersion: 3,
      remindersEnabled: 0,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
    };
    await db.insertInto("users").values(user).execute();

    await migrateToLatest(db);
    const row = await db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...user, language: "en", emailReminders: 0 });
    for (const table of ["passwordResets", "mailOutbox", "emailReminders"] as const) {
      expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    // Run again (every start does): nothing changes.
    await migrateToLatest(db);
    expect(await db.selectFrom("users").selectAll().execute()).toEqual([row]);
  });

  it("still applies an earlier-numbered migration that arrives after a later one ran", async () => {
    // As when 0008 (another change's) lands after 0009 ran: here 0007 is taken back out, then must run again.
    const { db } = handle;
    await db.deleteFrom("appState").where("key", "like", "data_version:%").execute();
    await sql`delete from kysely_migration where name = '0007_version_shards'`.execute(db);
    await migrateToLatest(db);
    const shards = await db.selectFrom("appState").select("key").where("key", "like", "data_version:%").execute();
    expect(shards).toHaveLength(7);
  });
});
