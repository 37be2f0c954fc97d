import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayFromToday } from "../test/fixtures";
import { freshDatabaseUrl } from "../test/harness";
import { bundleServer, call, type ServerBundle, type ServerProcess, startServerProcess, stopProcess } from "../test/processes";

const run = promisify(execFile);

function snapshot(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const mismatched = db
      .prepare("select count(*) as n from users u where u.total_bets <> (select count(*) from bets b where b.user_id = u.id)")
      .get() as { n: number };
    return {
      integrity: db.pragma("integrity_check", { simple: true }),
      users: count("users"),
      games: count("games"),
      bets: count("bets"),
      totalsOutOfStep: mismatched.n,
      betRows: db.prepare("select id, user_id, game_id, home_score, away_score from bets order by id").all(),
    };
  } finally {
    db.close();
  }
}

/** `npm run backup` under load gives a consistent copy; `npm run restore` brings exactly that copy back. */
describe("SQLite online backup and restore", () => {
  let bundle: ServerBundle;
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let server: ServerProcess;
  const env = () => ({
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.url,
    ADMIN_EMAIL: "admin@backup.test",
    ADMIN_PASSWORD: "backup-admin",
  });
  const script = (...args: string[]) =>
    run(process.execPath, [bundle.backupFile, ...args], { env: { ...process.env, ...env() } });

  beforeAll(async () => {
    bundle = await bundleServer();
    db = await freshDatabaseUrl({ name: "sqlite" });
    server = await startServerProcess(bundle, env());
  });
  afterAll(async () => {
    await stopProcess(server.child);
    await db.drop();
    bundle.remove();
  });

  it("backs up while bets pour in, and restores the copy after later writes", async () => {
    const admin = (await call(server, "POST", "/auth/login", undefined, { email: "admin@backup.test", password: "backup-admin" }))
      .body.token;
    const home = (await call(server, "POST", "/groups", admin, { name: "Backup Home" })).body.team._id;
    const away = (await call(server, "POST", "/groups", admin, { name: "Backup Away" })).body.team._id;
    const games: string[] = [];
    for (let i = 0; i < 20; i++) {
      games.push(
        (
          await call(server, "POST", "/games", admin, {
            homeGroupId: home,
            awayGroupId: away,
            date: dayFromToday(2),
            hour: "20:00",
          })
        ).body.game._id,
      );
    }
    const players: string[] = [];
    for (let i = 0; i < 6; i++) {
      players.push(
        (
          await call(server, "POST", "/auth/register", undefined, {
            fullName: `Backup ${i}`,
            email: `b${i}@backup.test`,
            password: "secret1x",
          })
        ).body.token,
      );
    }

    let stop = false;
    let acknowledged = 0;
    const load = players.map(async (token, p) => {
      for (let i = 0; !stop; i++) {
        const res = await call(server, "POST", "/bets", token, {
          gameId: games[(i + p) % games.length],
          predictedResult: { homeScore: i % 5, awayScore: p % 4 },
        });
        if (res.status < 300) acknowledged += 1;
      }
    });
    while (acknowledged < 30) await new Promise((r) => setTimeout(r, 20));
    const file = path.join(db.dataDir, "copy.sqlite");
    await script("backup", file);
    const atBackup = acknowledged;
    stop = true;
    await Promise.all(load);

    const copy = snapshot(file);
    expect(copy.integrity).toBe("ok");
    expect(copy.totalsOutOfStep).toBe(0);
    expect(copy.bets).toBeGreaterThan(0);
    expect(copy.users).toBe(7);
    expect(copy.games).toBe(20);
    expect(atBackup).toBeGreaterThanOrEqual(30);

    // Writes after the backup must disappear again on restore.
    await call(server, "POST", "/auth/register", undefined, {
      fullName: "After Backup",
      email: "after@backup.test",
      password: "secret1x",
    });
    await stopProcess(server.child);
    await script("restore", file);
    const restored = snapshot(db.url.replace(/^sqlite:\/\//, ""));
    expect(restored).toEqual(copy);

    server = await startServerProcess(bundle, env());
    const after = await call(server, "POST", "/auth/login", undefined, { email: "after@backup.test", password: "secret1x" });
    expect(after.status).toBe(401);
    const again = await call(server, "POST", "/auth/login", undefined, { email: "b0@backup.test", password: "secret1x" });
    expect(again.status).toBe(200);
  });
});
