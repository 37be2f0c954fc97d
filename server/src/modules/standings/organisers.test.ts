import type { LeaderboardEntry } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

// Issue 27, item 11: "the admin is ranked and counted as a player even with no bet". An admin who has never bet runs
// the game and is in no table (docs/rules.md "Ranking and stats"); their first bet makes them a player like any other.
describe.each(dbTargets)("an admin who has never bet, on $name", (target) => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let players: { token: string; id: string }[];
  let finished: string;
  let open: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    ({ admin, players } = await seedPeople(t, 2));
    const home = await createTeam(t, admin.token, "Organiser Home");
    const away = await createTeam(t, admin.token, "Organiser Away");
    finished = await createGame(t, admin.token, home, away, { round: "Round 1" });
    open = await createGame(t, admin.token, away, home, { round: "Round 2" });
    await bet(t, players[0].token, finished, 2, 1);
    await setResult(t, admin.token, finished, "2:1");
  });
  afterAll(() => t.close());

  const get = async (url: string, token = players[0].token) => {
    const res = await t.request({ method: "GET", url, token });
    expect(res.status, url).toBe(200);
    return res.body;
  };
  const ids = (entries: LeaderboardEntry[]) => entries.map((e) => e._id);

  it("is in no table: overall, live, round, competition", async () => {
    const [competitions] = (await get("/api/competitions")).competitions;
    for (const url of [
      "/api/users/leaderboard",
      "/api/users/leaderboard?live=true",
      "/api/users/leaderboard?round=Round%201",
      `/api/users/leaderboard?competition=${competitions._id}`,
    ]) {
      expect(ids(await get(url)), url).toEqual([players[0].id, players[1].id]);
    }
    // The player without a bet is still ranked: only an admin is an organiser.
    expect((await get("/api/users/leaderboard")).map((e: LeaderboardEntry) => e.rank)).toEqual([1, 2]);
  });

  it("is not counted in the summary", async () => {
    expect(await get("/api/users/leaderboard/summary")).toMatchObject({ totalPlayers: 2, totalBets: 1, averagePoints: 1.5 });
  });

  it("has stats with no rank and an empty history, not a 404", async () => {
    const unranked = { totalPoints: 0, totalBets: 0, correctPredictions: 0, rank: null };
    expect(await get("/api/users/me/stats", admin.token)).toMatchObject(unranked);
    expect(await get(`/api/users/${admin.id}/stats`)).toMatchObject(unranked);
    const [competition] = (await get("/api/competitions")).competitions;
    expect(await get(`/api/users/${admin.id}/stats?competition=${competition._id}`)).toMatchObject(unranked);
    expect(await get(`/api/users/${admin.id}/history`)).toEqual({ history: [] });
    const unknown = await t.request({ method: "GET", url: `/api/users/${"0".repeat(24)}/stats`, token: players[0].token });
    expect(unknown.status).toBe(404);
  });

  it("plays from the first bet: ranked, counted, with stats", async () => {
    expect((await bet(t, admin.token, open, 1, 1)).status).toBe(201);
    const table: LeaderboardEntry[] = await get("/api/users/leaderboard");
    expect(ids(table)).toEqual([players[0].id, admin.id, players[1].id]);
    expect(table[1]).toMatchObject({ fullName: "Admin", totalBets: 1, rank: 2 });
    expect(await get("/api/users/leaderboard/summary")).toMatchObject({ totalPlayers: 3, totalBets: 2 });
    expect(await get("/api/users/me/stats", admin.token)).toMatchObject({ totalBets: 1, rank: 2 });
  });
});
