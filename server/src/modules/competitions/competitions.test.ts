import type { LeaderboardEntry } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot } from "../../security/world";
import { bet, createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, startTestApp, type TestApp } from "../../test/harness";

/**
 * docs/rules.md "Competitions": a fresh app's "Main" and a "Premier League" side by side, each with a "Matchday 1".
 *   Main: m1 Matchday 1 (H-X, day 2, 2:1), m2 and m3 Matchday 2 (day 4, open).
 *   Premier League: p1 Matchday 1 (H-X, day 2 too: another game, 1:0), p2 Matchday 1 (day 3, 1:1), p3 (day 6, open).
 *   A: m1 2:1 (3), p1 1:0 (3), p2 0:0 (1), m2 1:0 (pending); B: m1 1:0 (1), p1 1:0 (3).
 *   Main: A 3 (2 bets), B 1. Premier League: A 4, B 3. Everything: A 7, B 4.
 *   The admin never bets: an organiser, in no table or count (docs/rules.md "Ranking and stats").
 */
describe.each(dbTargets)("competitions on $name", (target) => {
  let t: TestApp;
  let admin: string;
  let a: { token: string; id: string };
  let b: { token: string; id: string };
  let main: string;
  let pl: string;
  const g: Record<string, string> = {};
  let teams: Record<"H" | "X" | "Y", string>;

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.request({ method, url, token, ...(payload && { payload }) });
  const get = async (url: string, token = a.token) => {
    const res = await call("GET", url, token);
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const table = async (query: string, token = a.token) =>
    ((await get(`/api/users/leaderboard${query}`, token)) as LeaderboardEntry[]).map((r) => [
      r.fullName,
      r.totalPoints,
      r.totalBets,
      r.rank,
    ]);
  /** A refused write: its status, a message, and no table changed. */
  const refused = async (status: number, method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const before = await snapshot(t);
    const res = await call(method, url, admin, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    expect(typeof res.body.message).toBe("string");
    expect(await snapshot(t)).toEqual(before);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 2);
    admin = people.admin.token;
    [a, b] = people.players;
    teams = {
      H: await createTeam(t, admin, "Home United"),
      X: await createTeam(t, admin, "Xtra City"),
      Y: await createTeam(t, admin, "York Town"),
    };
  });
  afterAll(() => t.close());

  it("a fresh app has one active competition, Main, that takes games without being named", async () => {
    const { competitions } = await get("/api/competitions");
    expect(competitions).toEqual([
      { _id: expect.any(String), name: "Main", status: "active", gameCount: 0, firstKickoff: null, lastKickoff: null },
    ]);
    main = competitions[0]._id;
    g.m1 = await createGame(t, admin, teams.H, teams.X, { round: "Matchday 1", date: dayFromToday(2) });
    expect((await get(`/api/games/${g.m1}`)).competitionId).toBe(main);
  });

  it("creates a competition; names follow the name rule and are unique in any case", async () => {
    const res = await call("POST", "/api/competitions", admin, { name: "  Premier League  " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.competition).toMatchObject({ name: "Premier League", status: "active", gameCount: 0 });
    pl = res.body.competition._id;
    expect((await refused(409, "POST", "/api/competitions", { name: "premier LEAGUE" })).message).toBe(
      "A competition with this name already exists",
    );
    await refused(400, "POST", "/api/competitions", { name: "   " });
    await refused(400, "POST", "/api/competitions", { name: "x".repeat(51) });
    await refused(400, "POST", "/api/competitions", { name: "Evil\u202Eeugael" });
    await refused(409, "PUT", `/api/competitions/${main}`, { name: "PREMIER league" });
    // Renaming to its own name in another case is no clash.
    expect((await call("PUT", `/api/competitions/${main}`, admin, { name: "MAIN" })).status).toBe(200);
    expect((await call("PUT", `/api/competitions/${main}`, admin, { name: "Main" })).body.competition.name).toBe("Main");
    await refused(404, "PUT", `/api/competitions/${"f".repeat(24)}`, { name: "Nobody" });
    await refused(404, "DELETE", `/api/competitions/${"f".repeat(24)}`);
    await refused(400, "PUT", `/api/competitions/${main}`, { status: "paused" });
  });

  it("with two active competitions a new game must name one (400), and an unknown one is a 400", async () => {
    const body = { homeGroupId: teams.H, awayGroupId: teams.Y, date: dayFromToday(4), hour: "18:00", round: "Matchday 2" };
    const required = await refused(400, "POST", "/api/games", body);
    expect(required.message).toBe("Several competitions are active: choose the competition");
    await refused(400, "POST", "/api/games", { ...body, competitionId: "f".repeat(24) });
    await refused(400, "POST", "/api/games", { ...body, competitionId: "nope" });
    await refused(400, "POST", "/api/games/import", { games: [body] });
    await refused(400, "POST", `/api/games/import?competition=${"f".repeat(24)}`, { games: [body] });
    g.m2 = await createGame(t, admin, teams.H, teams.Y, { round: "Matchday 2", date: dayFromToday(4), competitionId: main });
    g.m3 = await createGame(t, admin, teams.X, teams.Y, {
      round: "Matchday 2",
      date: dayFromToday(4),
      hour: "22:00",
      competitionId: main,
    });
    // The same teams on the same date as m1, in another competition: another game.
    g.p1 = await createGame(t, admin, teams.H, teams.X, {
      round: "Matchday 1",
      date: dayFromToday(2),
      hour: "21:00",
      competitionId: pl,
    });
    g.p2 = await createGame(t, admin, teams.Y, teams.H, { round: "Matchday 1", date: dayFromToday(3), competitionId: pl });
    g.p3 = await createGame(t, admin, teams.X, teams.H, { round: "Matchday 2", date: dayFromToday(6), competitionId: pl });
    expect(new Set(Object.values(g)).size).toBe(6);
  });

  it("judges the same game within one competition in the CSV import", async () => {
    const row = { homeGroupId: teams.H, awayGroupId: teams.X, date: dayFromToday(2), hour: "20:00", round: "Matchday 1" };
    const intoMain = await call("POST", `/api/games/import?competition=${main}`, admin, { games: [row] });
    expect(intoMain.body).toEqual({ imported: 0, skipped: 1 });
    const cup = (await call("POST", "/api/competitions", admin, { name: "Cup" })).body.competition._id;
    const intoCup = await call("POST", `/api/games/import?competition=${cup}`, admin, { games: [row, row] });
    expect(intoCup.body).toEqual({ imported: 1, skipped: 1 });
    const cupGames = await get(`/api/games?competition=${cup}`);
    expect(cupGames).toHaveLength(1);
    // Only an empty competition goes.
    expect((await refused(409, "DELETE", `/api/competitions/${cup}`)).message).toContain("1 game(s)");
    expect((await call("DELETE", `/api/games/${cupGames[0]._id}`, admin)).status).toBe(200);
    expect((await call("DELETE", `/api/competitions/${cup}`, admin)).status).toBe(200);
  });

  it("narrows every game list and the rounds to one competition; the current round is per competition", async () => {
    const ids = (games: { _id: string; competitionId: string }[]) => games.map((game) => game._id).sort();
    expect(ids(await get(`/api/games?competition=${pl}`))).toEqual([g.p1, g.p2, g.p3].sort());
    expect(ids(await get(`/api/games?competition=${main}&upcoming=true`))).toEqual([g.m1, g.m2, g.m3].sort());
    expect(ids(await get("/api/games"))).toHaveLength(6);
    expect(ids((await get(`/api/games/catalog?competition=${pl}`)).games)).toEqual([g.p1, g.p2, g.p3].sort());
    // Two games of Matchday 2 lie within 5 days in Main; in everything together Matchday 1 has three.
    expect(await get(`/api/games/rounds?competition=${main}`)).toMatchObject({
      rounds: ["Matchday 1", "Matchday 2"],
      currentRound: "Matchday 2",
    });
    expect(await get(`/api/games/rounds?competition=${pl}`)).toMatchObject({ currentRound: "Matchday 1" });
    expect(await get("/api/games/rounds")).toMatchObject({ currentRound: "Matchday 1" });
    expect(ids(await get(`/api/games/upcoming?competition=${main}&closeOnly=false`))).toEqual([g.m2, g.m3].sort());
    expect(ids(await get(`/api/games/upcoming?competition=${pl}&closeOnly=false`))).toEqual([g.p1, g.p2].sort());
    for (const url of ["/api/games", "/api/games/upcoming", "/api/games/catalog", "/api/games/rounds", "/api/games/finished"]) {
      const unknown = await call("GET", `${url}?competition=${"f".repeat(24)}`, a.token);
      expect(unknown.status, url).toBe(400);
      expect(unknown.body.message).toBe("Competition not found");
    }
  });

  it("keeps a table per competition; everything together is their sum; rounds of the same name stay apart", async () => {
    for (const [game, h, aw] of [
      [g.m1, 2, 1],
      [g.p1, 1, 0],
      [g.p2, 0, 0],
      [g.m2, 1, 0],
    ] as const) {
      expect((await bet(t, a.token, game, h, aw)).status).toBe(201);
    }
    expect((await bet(t, b.token, g.m1, 1, 0)).status).toBe(201);
    expect((await bet(t, b.token, g.p1, 1, 0)).status).toBe(201);
    await setResult(t, admin, g.m1, "2:1");
    await setResult(t, admin, g.p1, "1:0");
    await setResult(t, admin, g.p2, "1:1");
    expect(await table(`?competition=${main}`)).toEqual([
      ["Player A", 3, 2, 1],
      ["Player B", 1, 1, 2],
    ]);
    expect(await table(`?competition=${pl}`)).toEqual([
      ["Player A", 4, 2, 1],
      ["Player B", 3, 1, 2],
    ]);
    expect(await table("")).toEqual([
      ["Player A", 7, 4, 1],
      ["Player B", 4, 2, 2],
    ]);
    // Overall = the sum of the competition tables, column by column, for every player.
    const byPlayer = async (query: string) =>
      new Map(((await get(`/api/users/leaderboard${query}`)) as LeaderboardEntry[]).map((r) => [r._id, r]));
    const [all, inMain, inPl] = [
      await byPlayer(""),
      await byPlayer(`?competition=${main}`),
      await byPlayer(`?competition=${pl}`),
    ];
    for (const [player, row] of all) {
      for (const column of ["totalPoints", "totalBets", "correctPredictions", "exactScores"] as const) {
        expect(row[column], `${player} ${column}`).toBe((inMain.get(player)?.[column] ?? 0) + (inPl.get(player)?.[column] ?? 0));
      }
    }
    // "Matchday 1" of each competition is its own round; without a competition the name counts in both.
    expect(await table(`?competition=${main}&round=Matchday%201`)).toEqual([
      ["Player A", 3, 1, 1],
      ["Player B", 1, 1, 2],
    ]);
    expect(await table(`?competition=${pl}&round=Matchday%201`)).toEqual([
      ["Player A", 4, 2, 1],
      ["Player B", 3, 1, 2],
    ]);
    expect(await table("?round=Matchday%201")).toEqual([
      ["Player A", 7, 3, 1],
      ["Player B", 4, 2, 2],
    ]);
    expect(await table(`?competition=${pl}&limit=1&offset=1`)).toEqual([["Player B", 3, 1, 2]]);
  });

  it("narrows stats, history, round winners, the summary and the live table", async () => {
    expect(await get(`/api/users/${a.id}/stats?competition=${pl}`)).toEqual({
      totalPoints: 4,
      totalBets: 2,
      correctPredictions: 2,
      rank: 1,
      outcomes: { perfect: 1, correct: 1, incorrect: 0, pending: 0 },
    });
    expect(await get(`/api/users/me/stats?competition=${main}`)).toMatchObject({ totalPoints: 3, totalBets: 2, rank: 1 });
    expect(await get(`/api/users/me/stats`)).toMatchObject({ totalPoints: 7, totalBets: 4 });
    expect((await get(`/api/users/${a.id}/history?competition=${pl}`)).history).toEqual([
      { round: "Matchday 1", points: 4, totalPoints: 4, rank: 1 },
    ]);
    expect((await get(`/api/users/${a.id}/history`)).history).toEqual([
      { round: "Matchday 1", points: 3, totalPoints: 3, rank: 1 },
      { round: "Matchday 1", points: 4, totalPoints: 7, rank: 1 },
    ]);
    expect(await get(`/api/users/leaderboard/winners?competition=${pl}&round=Matchday%201`)).toEqual({
      round: "Matchday 1",
      finished: true,
      winners: [{ _id: a.id, fullName: "Player A", username: "Player A", points: 4 }],
    });
    // Main's Matchday 1 is finished too; its latest finished round is it.
    expect(await get(`/api/users/leaderboard/winners?competition=${main}`)).toMatchObject({
      round: "Matchday 1",
      winners: [{ _id: a.id, points: 3 }],
    });
    expect(await get(`/api/users/leaderboard/summary?competition=${pl}`)).toEqual({
      totalPlayers: 2,
      totalBets: 3,
      highestScore: 4,
      correctPredictions: 3,
      exactScores: 2,
      averagePoints: 3.5,
    });
    // A live 1:0 in Main's m2 counts in Main's live table, not in the Premier League's.
    expect((await call("PUT", `/api/games/${g.m2}`, admin, { isBettingLocked: true })).status).toBe(200);
    expect((await call("PUT", `/api/games/${g.m2}/live`, admin, { liveScore: "1:0" })).status).toBe(200);
    const live = async (query: string) =>
      ((await get(`/api/users/leaderboard?live=true${query}`)) as LeaderboardEntry[]).map((r) => [r.fullName, r.livePoints]);
    expect(await live(`&competition=${main}`)).toEqual([
      ["Player A", 3],
      ["Player B", 0],
    ]);
    expect(await live(`&competition=${pl}`)).toEqual([
      ["Player A", 0],
      ["Player B", 0],
    ]);
    for (const url of [
      "/api/users/leaderboard",
      "/api/users/leaderboard/winners",
      "/api/users/leaderboard/summary",
      "/api/users/me/stats",
      `/api/users/${a.id}/stats`,
      `/api/users/${a.id}/history`,
    ]) {
      expect((await call("GET", `${url}?competition=${"f".repeat(24)}`, a.token)).status, url).toBe(400);
    }
  });

  it("a finished competition takes no game and no bet (409) and keeps its tables", async () => {
    const before = await table(`?competition=${pl}`);
    const finished = await call("PUT", `/api/competitions/${pl}`, admin, { status: "finished" });
    expect(finished.body.competition).toMatchObject({ status: "finished", gameCount: 3 });
    const closed = await call("POST", "/api/bets", b.token, { gameId: g.p3, predictedResult: { homeScore: 1, awayScore: 1 } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("This competition is finished: it takes no new games or bets");
    const body = { homeGroupId: teams.H, awayGroupId: teams.Y, date: dayFromToday(9), hour: "18:00", competitionId: pl };
    await refused(409, "POST", "/api/games", body);
    await refused(409, "PUT", `/api/games/${g.m3}`, { competitionId: pl });
    await refused(409, "POST", `/api/games/import?competition=${pl}`, { games: [body] });
    await refused(409, "POST", `/api/games/import/openfootball?dryRun=false&competition=${pl}`, { name: "x", matches: [] });
    await refused(409, "DELETE", `/api/competitions/${pl}`);
    expect(await table(`?competition=${pl}`)).toEqual(before);
    // Active ones first.
    expect((await get("/api/competitions")).competitions.map((c: { _id: string }) => c._id)).toEqual([main, pl]);
    // One active competition left: games go there again without naming it, and move between competitions.
    const m4 = await createGame(t, admin, teams.Y, teams.X, { round: "Matchday 3", date: dayFromToday(8) });
    expect((await get(`/api/games/${m4}`)).competitionId).toBe(main);
    const reopened = await call("PUT", `/api/competitions/${pl}`, admin, { status: "active" });
    expect(reopened.body.competition.status).toBe("active");
    const moved = await call("PUT", `/api/games/${m4}`, admin, { competitionId: pl });
    expect(moved.body.game.competitionId).toBe(pl);
    await refused(400, "PUT", `/api/games/${m4}`, { competitionId: "f".repeat(24) });
    expect((await call("DELETE", `/api/games/${m4}`, admin)).status).toBe(200);
  });

  it("a league may follow one competition; its owner changes it", async () => {
    const created = await call("POST", "/api/leagues", a.token, { name: "Premier friends", competitionId: pl });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const league = created.body.league;
    expect(league.competitionId).toBe(pl);
    expect((await call("POST", "/api/leagues/join", b.token, { inviteCode: league.inviteCode })).status).toBe(200);
    const leagueTable = async () =>
      ((await get(`/api/leagues/${league._id}/leaderboard`)) as LeaderboardEntry[]).map((r) => [r.fullName, r.totalPoints]);
    expect(await leagueTable()).toEqual([
      ["Player A", 4],
      ["Player B", 3],
    ]);
    expect((await call("PUT", `/api/leagues/${league._id}`, b.token, { competitionId: null })).status).toBe(403);
    const unknown = await call("PUT", `/api/leagues/${league._id}`, a.token, { competitionId: "f".repeat(24) });
    expect(unknown.status).toBe(400);
    const all = await call("PUT", `/api/leagues/${league._id}`, a.token, { competitionId: null });
    expect(all.body.league.competitionId).toBeNull();
    expect(await leagueTable()).toEqual([
      ["Player A", 7],
      ["Player B", 4],
    ]);
    expect((await call("PUT", `/api/leagues/${league._id}`, a.token, { competitionId: main })).status).toBe(200);
    expect(await leagueTable()).toEqual([
      ["Player A", 3],
      ["Player B", 1],
    ]);
    const bad = await call("POST", "/api/leagues", a.token, { name: "Nowhere", competitionId: "f".repeat(24) });
    expect(bad.status).toBe(400);
  });
});
