import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

/**
 * GET /games/{id}/audit (docs/rules.md "Fixtures, feed and audit"): every change of a game's result, lock or live
 * score, with who and when, written in the transaction that made the change; kickoff's own lock is not an entry.
 */
describe.each(dbTargets)("game audit log on $name", (target) => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let player: { token: string; id: string };
  let home: string;
  let away: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    ({
      admin,
      players: [player],
    } = await seedPeople(t, 1));
    home = await createTeam(t, admin.token, "Audit Home");
    away = await createTeam(t, admin.token, "Audit Away");
  });
  afterAll(() => t.close());

  const audit = (id: string, token = admin.token) => t.request({ method: "GET", url: `/api/games/${id}/audit`, token });

  it("records lock, live score and result changes with who, when, from and to", async () => {
    const id = await createGame(t, admin.token, home, away, { date: dayFromToday(2) });
    expect((await audit(id)).body).toEqual({ entries: [] });
    const put = (url: string, payload: object) =>
      t.request({ method: "PUT", url: `/api/games/${id}${url}`, token: admin.token, payload });
    expect((await put("", { isBettingLocked: true })).status).toBe(200);
    expect((await put("/live", { liveScore: "1:0" })).status).toBe(200);
    expect((await put("/live", { liveScore: "1:1" })).status).toBe(200);
    await setResult(t, admin.token, id, "2:1");
    // Unchanged values are no entries.
    await setResult(t, admin.token, id, "2:1");
    const { entries } = (await audit(id)).body;
    expect(entries.map((e: { field: string; from: unknown; to: unknown }) => [e.field, e.from, e.to])).toEqual([
      ["lock", false, true],
      ["liveScore", null, "1:0"],
      ["liveScore", "1:0", "1:1"],
      // Finishing the game clears its live score: both are recorded.
      ["result", null, "2:1"],
      ["liveScore", "1:1", null],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ by: admin.id, byName: "Admin" });
      expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
    }
  });

  it("records the result and the lock a game is created with, as changes from nothing", async () => {
    const id = await createGame(t, admin.token, home, away, {
      date: dayFromToday(-1),
      isFinished: true,
      isBettingLocked: true,
      finalResult: "3:0",
    });
    const { entries } = (await audit(id)).body;
    expect(entries.map((e: { field: string; from: unknown; to: unknown; by: string }) => [e.field, e.from, e.to, e.by])).toEqual([
      ["result", null, "3:0", admin.id],
      ["lock", false, true, admin.id],
    ]);
  });

  it("does not record the lock that kickoff implies", async () => {
    const id = await createGame(t, admin.token, home, away, { date: dayFromToday(0), hour: "00:00" });
    const game = (await t.request({ method: "GET", url: `/api/games/${id}`, token: admin.token })).body;
    expect(game.isBettingLocked).toBe(true);
    expect((await audit(id)).body.entries).toEqual([]);
  });

  it("is for admins only, and 404 for an unknown game", async () => {
    const id = await createGame(t, admin.token, home, away);
    expect((await audit(id, player.token)).status).toBe(403);
    const missing = await audit("0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
  });
});
