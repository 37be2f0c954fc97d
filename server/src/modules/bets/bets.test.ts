import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

describe.each(dbTargets)("bets API on $name", (target) => {
  let t: TestApp;
  let admin: string;
  let p1: { token: string; id: string };
  let p2: { token: string; id: string };
  let home: string;
  let away: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 2);
    admin = people.admin.token;
    [p1, p2] = people.players;
    home = await createTeam(t, admin, "Home");
    away = await createTeam(t, admin, "Away");
  });
  afterAll(async () => t.close());

  const betCount = async (gameId: string) =>
    Number(
      (
        await t.deps.db
          .selectFrom("bets")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("gameId", "=", gameId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("creates a bet (201), then updates the same bet on a second POST (200)", async () => {
    const gameId = await createGame(t, admin, home, away);
    const first = await bet(t, p1.token, gameId, 1, 0);
    expect(first.status).toBe(201);
    expect(first.body.bet).toMatchObject({
      userId: p1.id,
      gameId,
      predictedResult: { homeScore: 1, awayScore: 0 },
      isCalculated: false,
    });
    const second = await bet(t, p1.token, gameId, 3, 3);
    expect(second.status).toBe(200);
    expect(second.body.bet._id).toBe(first.body.bet._id);
    expect(second.body.bet.predictedResult).toEqual({ homeScore: 3, awayScore: 3 });
    expect(await betCount(gameId)).toBe(1);
    const me = await t.request({ method: "GET", url: "/api/auth/me", token: p1.token });
    expect(me.body.user.totalBets).toBeGreaterThanOrEqual(1);
  });

  it("requires both scores as whole numbers 0-99", async () => {
    const gameId = await createGame(t, admin, home, away);
    const missing = await t.request({
      method: "POST",
      url: "/api/bets",
      token: p1.token,
      payload: { gameId, predictedResult: { homeScore: 1 } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please enter both scores");
    for (const bad of [-1, 100, 1.5, "2"]) {
      const res = await t.request({
        method: "POST",
        url: "/api/bets",
        token: p1.token,
        payload: { gameId, predictedResult: { homeScore: bad, awayScore: 0 } },
      });
      expect(res.status, String(bad)).toBe(400);
    }
    expect(await betCount(gameId)).toBe(0);
  });

  it("refuses bets after the lock, after kickoff and on finished games with 409, changing nothing", async () => {
    const locked = await createGame(t, admin, home, away, { isBettingLocked: true });
    const started = await createGame(t, admin, home, away, { date: dayFromToday(0), hour: "00:00" });
    const finished = await createGame(t, admin, home, away, { date: dayFromToday(-1), isFinished: true, finalResult: "1:0" });
    for (const gameId of [locked, started, finished]) {
      const res = await bet(t, p1.token, gameId, 1, 1);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Betting is closed for this game");
      expect(await betCount(gameId)).toBe(0);
    }
  });

  it("closes an existing bet to edits once the game kicks off", async () => {
    const kickoff = new Date(Date.now() + 3_600_000).toISOString();
    const gameId = await createGame(t, admin, home, away, { date: kickoff.slice(0, 10), hour: kickoff.slice(11, 16) });
    const placed = await bet(t, p1.token, gameId, 2, 1);
    expect(placed.status).toBe(201);
    t.clock.offsetMs = 2 * 3_600_000;
    try {
      const viaPost = await bet(t, p1.token, gameId, 0, 0);
      expect(viaPost.status).toBe(409);
      const viaPut = await t.request({
        method: "PUT",
        url: `/api/bets/${placed.body.bet._id}`,
        token: p1.token,
        payload: { predictedResult: { homeScore: 0, awayScore: 0 } },
      });
      expect(viaPut.status).toBe(409);
    } finally {
      t.clock.offsetMs = 0;
    }
    const stored = await t.request({ method: "GET", url: `/api/bets?gameId=${gameId}`, token: p1.token });
    expect(stored.body.bets[0].predictedResult).toEqual({ homeScore: 2, awayScore: 1 });
  });

  it("lets only the owner edit a bet (403 for anyone else)", async () => {
    const gameId = await createGame(t, admin, home, away);
    const placed = await bet(t, p1.token, gameId, 2, 2);
    const url = `/api/bets/${placed.body.bet._id}`;
    const payload = { predictedResult: { homeScore: 9, awayScore: 0 } };
    expect((await t.request({ method: "PUT", url, token: p2.token, payload })).status).toBe(403);
    expect((await t.request({ method: "PUT", url, token: admin, payload })).status).toBe(403);
    const own = await t.request({ method: "PUT", url, token: p1.token, payload });
    expect(own.status).toBe(200);
    expect(own.body.bet.predictedResult).toEqual({ homeScore: 9, awayScore: 0 });
  });

  it("keeps exactly one bet when 20 POSTs of one player on one game race", async () => {
    const gameId = await createGame(t, admin, home, away);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => bet(t, p2.token, gameId, i % 10, 1)));
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await betCount(gameId)).toBe(1);
    const user = await t.deps.db.selectFrom("users").select("totalBets").where("id", "=", p2.id).executeTakeFirstOrThrow();
    const actual = await t.deps.db
      .selectFrom("bets")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("userId", "=", p2.id)
      .executeTakeFirstOrThrow();
    expect(user.totalBets).toBe(Number(actual.n));
  });

  it("lists a game's bets with names (not whole users), and filters GET /bets", async () => {
    const gameId = await createGame(t, admin, home, away);
    await bet(t, p1.token, gameId, 1, 0);
    await bet(t, p2.token, gameId, 0, 2);
    for (const url of [`/api/bets/game/${gameId}/users`, `/api/bets/game/${gameId}`]) {
      const res = await t.request({ method: "GET", url, token: p1.token });
      expect(res.status).toBe(200);
      expect(res.body.bets).toHaveLength(2);
      expect(Object.keys(res.body.bets[0]).sort()).toEqual(
        [
          "_id",
          "createdAt",
          "fullName",
          "gameId",
          "hidden",
          "isCalculated",
          "joker",
          "points",
          "predictedResult",
          "userId",
          "username",
        ].sort(),
      );
      expect(res.body.bets.map((b: { fullName: string }) => b.fullName).sort()).toEqual(["Player A", "Player B"]);
    }
    const mine = await t.request({ method: "GET", url: "/api/bets", token: p1.token });
    expect(mine.body.bets.every((b: { userId: string }) => b.userId === p1.id)).toBe(true);
    const theirs = await t.request({ method: "GET", url: `/api/bets?userId=${p2.id}&gameId=${gameId}`, token: p1.token });
    expect(theirs.body.bets).toHaveLength(1);
    const unknown = await t.request({ method: "GET", url: "/api/bets/game/0123456789abcdef01234567/users", token: p1.token });
    expect(unknown.status).toBe(404);
  });

  it("scores bets when the result is set: +3 exact, +1 outcome, 0 wrong", async () => {
    const gameId = await createGame(t, admin, home, away);
    await bet(t, p1.token, gameId, 2, 1);
    await bet(t, p2.token, gameId, 3, 0);
    await setResult(t, admin, gameId, "2:1");
    const bets = await t.request({ method: "GET", url: `/api/bets/game/${gameId}/users`, token: p1.token });
    const byUser = Object.fromEntries(
      bets.body.bets.map((b: { userId: string; points: number; isCalculated: boolean }) => [
        b.userId,
        [b.points, b.isCalculated],
      ]),
    );
    expect(byUser[p1.id]).toEqual([3, true]);
    expect(byUser[p2.id]).toEqual([1, true]);
    await setResult(t, admin, gameId, "0:1");
    const after = await t.request({ method: "GET", url: `/api/bets/game/${gameId}/users`, token: p1.token });
    expect(after.body.bets.map((b: { points: number }) => b.points)).toEqual([0, 0]);
  });
});
