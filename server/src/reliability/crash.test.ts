import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayFromToday } from "../test/fixtures";
import { dbTargets, freshDatabaseUrl } from "../test/harness";
import {
  bundleServer,
  call,
  killProcess,
  type ServerBundle,
  type ServerProcess,
  startServerProcess,
  stopProcess,
} from "../test/processes";

const IMPORT_ROWS = 150;

/**
 * Drives bets and bulk game imports against a real server process, kills it with SIGKILL in the
 * middle of the load, restarts it on the same database, and checks that every write that was
 * acknowledged with a 2xx is there and that no import is half-written.
 */
describe.each(dbTargets)("crash safety on $name", (target) => {
  let bundle: ServerBundle;
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let server: ServerProcess;
  const env = () => ({
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.url,
    ADMIN_EMAIL: "admin@crash.test",
    ADMIN_PASSWORD: "crash-admin",
  });

  beforeAll(async () => {
    bundle = await bundleServer();
    db = await freshDatabaseUrl(target);
    server = await startServerProcess(bundle, env());
  });
  afterAll(async () => {
    await stopProcess(server.child);
    await db.drop();
    bundle.remove();
  });

  it("keeps every acknowledged bet and import after SIGKILL, and no import half-written", async () => {
    const admin = (await call(server, "POST", "/auth/login", undefined, { email: "admin@crash.test", password: "crash-admin" }))
      .body.token;
    const teams: string[] = [];
    for (const name of ["Crash A", "Crash B", "Crash C"])
      teams.push((await call(server, "POST", "/groups", admin, { name })).body.team._id);
    const gameIds: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await call(server, "POST", "/games", admin, {
        homeGroupId: teams[i % 3],
        awayGroupId: teams[(i + 1) % 3],
        date: dayFromToday(3),
        hour: "18:00",
        round: "Crash round",
      });
      gameIds.push(res.body.game._id);
    }
    const players: { id: string; token: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(server, "POST", "/auth/register", undefined, {
        fullName: `Crash ${i}`,
        email: `crash${i}@crash.test`,
        password: "secret1x",
      });
      players.push({ id: res.body.user._id, token: res.body.token });
    }

    // Every (player, game) pair is written at most once, so what is stored must be what was acknowledged.
    const acknowledgedBets = new Map<string, { homeScore: number; awayScore: number }>();
    const acknowledgedImports: string[] = [];
    const attemptedImports: string[] = [];
    const pairs = players.flatMap((p) => gameIds.map((g) => ({ p, g })));
    let stop = false;
    let sent = 0;

    const betWorker = async () => {
      while (!stop && pairs.length > 0) {
        const { p, g } = pairs.pop()!;
        const prediction = { homeScore: sent % 7, awayScore: (sent * 3) % 5 };
        sent += 1;
        try {
          const res = await call(server, "POST", "/bets", p.token, { gameId: g, predictedResult: prediction });
          if (res.status === 201) acknowledgedBets.set(`${p.id}:${g}`, prediction);
        } catch {
          // the process died under this request: not acknowledged
        }
      }
    };
    const importWorker = async () => {
      for (let k = 0; !stop; k++) {
        const round = `Import ${k}`;
        attemptedImports.push(round);
        const games = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
          homeGroupId: teams[i % 3],
          awayGroupId: teams[(i + 2) % 3],
          // A day of its own for every row: an import skips a game whose teams and date are already there.
          date: dayFromToday(10 + k * IMPORT_ROWS + i),
          hour: "12:00",
          round,
        }));
        try {
          const res = await call(server, "POST", "/games/import", admin, { games });
          if (res.status === 200) acknowledgedImports.push(round);
        } catch {
          return;
        }
      }
    };

    const workers = [...Array.from({ length: 6 }, betWorker), importWorker()];
    // Let the load run until some writes are acknowledged, then pull the plug while requests are in flight.
    const deadline = Date.now() + 30_000;
    while ((acknowledgedBets.size < 20 || acknowledgedImports.length < 1) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await killProcess(server.child);
    stop = true;
    await Promise.all(workers);
    expect(acknowledgedBets.size).toBeGreaterThanOrEqual(20);
    expect(acknowledgedImports.length).toBeGreaterThan(0);

    server = await startServerProcess(bundle, env());
    const adminAgain = (
      await call(server, "POST", "/auth/login", undefined, { email: "admin@crash.test", password: "crash-admin" })
    ).body.token;

    for (const p of players) {
      const res = await call(server, "GET", `/bets?userId=${p.id}&limit=100`, p.token);
      const stored = new Map(
        res.body.bets.map((b: { gameId: string; predictedResult: object }) => [`${p.id}:${b.gameId}`, b.predictedResult]),
      );
      for (const [key, prediction] of acknowledgedBets) {
        if (key.startsWith(`${p.id}:`)) expect(stored.get(key), key).toEqual(prediction);
      }
      const me = await call(server, "GET", "/auth/me", p.token);
      expect(me.body.user.totalBets).toBe(res.body.bets.length);
    }

    const all: { round: string }[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await call(server, "GET", `/games?limit=100&offset=${offset}`, adminAgain);
      all.push(...page.body);
      if (page.body.length < 100) break;
    }
    for (const round of attemptedImports) {
      const count = all.filter((g) => g.round === round).length;
      expect([0, IMPORT_ROWS], round).toContain(count);
      if (acknowledgedImports.includes(round)) expect(count, round).toBe(IMPORT_ROWS);
    }
    console.info(
      `crash on ${target.name}: ${acknowledgedBets.size} acknowledged bets of ${sent} sent and ${acknowledgedImports.length} of ${attemptedImports.length} imports, all found after restart`,
    );
  });
});
