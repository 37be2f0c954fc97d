import type { LeaderboardEntry } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

/** name, points, live points, rank, rank change: what the live table is about. */
const live = (rows: LeaderboardEntry[]) => rows.map((r) => [r.fullName, r.totalPoints, r.livePoints, r.rank, r.rankChange]);

describe.each(dbTargets)("the live table on $name", (target) => {
  let t: TestApp;
  let admin: string;
  let token: string;
  let quiet: string;
  let busy: string;

  const get = async (url: string): Promise<LeaderboardEntry[]> => {
    const res = await t.request({ method: "GET", url, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const lock = async (id: string) => {
    const res = await t.request({ method: "PUT", url: `/api/games/${id}`, token: admin, payload: { isBettingLocked: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const setLive = async (id: string, liveScore: string) => {
    const res = await t.request({ method: "PUT", url: `/api/games/${id}/live`, token: admin, payload: { liveScore } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  /**
   * The admin never bets, so is an organiser and in no table, live or not (docs/rules.md "Ranking and stats").
   * Scored so far ("Round 1"): A 1 point, B and C none. "Round 2" holds `busy` (B bets 1:1, C bets 2:0) and `quiet`
   * (nobody bets), both still open until the tests lock them.
   */
  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 3);
    admin = people.admin.token;
    token = people.players[0].token;
    const [a, b, c] = people.players;
    const home = await createTeam(t, admin, "Live Home");
    const away = await createTeam(t, admin, "Live Away");
    const scored = await createGame(t, admin, home, away, { round: "Round 1", date: dayFromToday(1) });
    busy = await createGame(t, admin, away, home, { round: "Round 2", date: dayFromToday(2) });
    quiet = await createGame(t, admin, home, away, { round: "Round 2", date: dayFromToday(2), hour: "22:00" });
    expect((await bet(t, a.token, scored, 1, 0)).status).toBe(201);
    expect((await bet(t, b.token, busy, 1, 1)).status).toBe(201);
    expect((await bet(t, c.token, busy, 2, 0)).status).toBe(201);
    await setResult(t, admin, scored, "2:0");
  });
  afterAll(() => t.close());

  const still = [
    ["Player A", 1, 0, 1, 0],
    ["Player B", 0, 0, 2, 0],
    ["Player C", 0, 0, 2, 0],
  ];

  it("with no live game: every row has 0 live points and no rank change, in the table's own order", async () => {
    expect(live(await get("/api/users/leaderboard?live=true"))).toEqual(still);
    // Without live=true the rows carry neither field.
    const plain = await get("/api/users/leaderboard");
    expect(plain.map((r) => [r.fullName, r.rank])).toEqual(still.map((r) => [r[0], r[3]]));
    expect(plain.every((r) => r.livePoints === undefined && r.rankChange === undefined)).toBe(true);
  });

  it("a live game nobody bet on moves nothing", async () => {
    await lock(quiet);
    await setLive(quiet, "3:3");
    expect(live(await get("/api/users/leaderboard?live=true"))).toEqual(still);
  });

  it("a live score moves players by the points their bets would earn, and a new live score is served at once", async () => {
    await lock(busy);
    await setLive(busy, "2:0");
    // C's exact 2:0 is worth 3 live points: from a shared 2nd place to 1st (+1); A drops to 2nd (-1).
    expect(live(await get("/api/users/leaderboard?live=true"))).toEqual([
      ["Player C", 0, 3, 1, 1],
      ["Player A", 1, 0, 2, -1],
      ["Player B", 0, 0, 3, -1],
    ]);
    await setLive(busy, "1:1");
    expect(live(await get("/api/users/leaderboard?live=true"))).toEqual([
      ["Player B", 0, 3, 1, 1],
      ["Player A", 1, 0, 2, -1],
      ["Player C", 0, 0, 3, -1],
    ]);
    // The overall table without live=true is untouched by live scores.
    expect((await get("/api/users/leaderboard")).map((r) => [r.fullName, r.rank])).toEqual(still.map((r) => [r[0], r[3]]));
  });

  it("a round's live table counts that round's live games only", async () => {
    expect(live(await get("/api/users/leaderboard?round=Round%202&live=true"))).toEqual([
      ["Player B", 0, 3, 1, 0],
      ["Player A", 0, 0, 2, -1],
      ["Player C", 0, 0, 2, -1],
    ]);
    expect(live(await get("/api/users/leaderboard?round=Round%201&live=true"))).toEqual(still);
  });

  it("once the game is finished its points are scored points, not live ones", async () => {
    await setResult(t, admin, busy, "1:1");
    expect(live(await get("/api/users/leaderboard?live=true"))).toEqual([
      ["Player B", 3, 0, 1, 0],
      ["Player A", 1, 0, 2, 0],
      ["Player C", 0, 0, 3, 0],
    ]);
  });
});
