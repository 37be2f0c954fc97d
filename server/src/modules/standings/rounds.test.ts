import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

type Row = { fullName: string; totalPoints: number; totalBets: number; correctPredictions: number; exactScores: number };

/** name, points, bets, correct, exact, rank: the columns a round table is about. */
const columns = (rows: (Row & { rank: number })[]) =>
  rows.map((r) => [r.fullName, r.totalPoints, r.totalBets, r.correctPredictions, r.exactScores, r.rank]);

describe.each(dbTargets)("round tables, winners and history on $name", (target) => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  let ids: Record<"admin" | "A" | "B" | "C" | "D", string>;
  let pendingFinal: string;
  let tokenD: string;
  let gameD: string;

  const get = async (url: string) => {
    const res = await t.request({ method: "GET", url, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const table = async (round: string) => columns(await get(`/api/users/leaderboard?round=${encodeURIComponent(round)}`));
  const history = async (id: string) => (await get(`/api/users/${id}/history`)).history;

  /**
   * "Group stage" (kicks off first, both games finished) and "Final" (two days later, three games finished and one
   * not): in natural order "Final" comes first, so the history's order shows it follows kickoffs.
   *   Group stage: A 2:1 exact + 1:1 outcome = 4; B 1:0 outcome + 0:0 exact = 4; C 3:0 outcome + 1:2 = 1.
   *   Final: C three outcomes = 3; D one exact = 3; B one wrong = 0; A only the unfinished game (pending).
   */
  beforeAll(async () => {
    t = await startTestApp(target);
    const { admin, players } = await seedPeople(t, 4);
    const [a, b, c, d] = players;
    token = a.token;
    adminToken = admin.token;
    ids = { admin: admin.id, A: a.id, B: b.id, C: c.id, D: d.id };
    const home = await createTeam(t, admin.token, "Round Home");
    const away = await createTeam(t, admin.token, "Round Away");
    const group = { round: "Group stage", date: dayFromToday(1) };
    const final = { round: "Final", date: dayFromToday(3) };
    const [g1, g2] = [await createGame(t, admin.token, home, away, group), await createGame(t, admin.token, away, home, group)];
    const [g3, g4, g5] = [
      await createGame(t, admin.token, home, away, final),
      await createGame(t, admin.token, away, home, final),
      await createGame(t, admin.token, home, away, { ...final, hour: "21:00" }),
    ];
    pendingFinal = await createGame(t, admin.token, away, home, { ...final, hour: "22:00" });
    tokenD = d.token;
    gameD = g3;
    const bets: [string, string, number, number][] = [
      [a.token, g1, 2, 1],
      [a.token, g2, 1, 1],
      [b.token, g1, 1, 0],
      [b.token, g2, 0, 0],
      [c.token, g1, 3, 0],
      [c.token, g2, 1, 2],
      [c.token, g3, 2, 0],
      [c.token, g4, 1, 1],
      [c.token, g5, 0, 2],
      [d.token, g3, 1, 0],
      [b.token, g3, 0, 1],
      [a.token, pendingFinal, 1, 1],
    ];
    for (const [who, game, h, aw] of bets) expect((await bet(t, who, game, h, aw)).status).toBe(201);
    for (const [game, result] of [
      [g1, "2:1"],
      [g2, "0:0"],
      [g3, "1:0"],
      [g4, "2:2"],
      [g5, "0:1"],
    ]) {
      await setResult(t, admin.token, game, result);
    }
  });
  afterAll(() => t.close());

  it("ranks a round by its own points: ties share a rank, more exact scores first, then the name; everyone appears", async () => {
    // Everyone who plays: the admin, who has never bet, is an organiser and in no table (docs/rules.md).
    expect(await table("Group stage")).toEqual([
      ["Player A", 4, 2, 2, 1, 1],
      ["Player B", 4, 2, 2, 1, 1],
      ["Player C", 1, 2, 1, 0, 3],
      ["Player D", 0, 0, 0, 0, 4],
    ]);
    // D's exact score puts D before C on equal points; A's bet on the unfinished game counts as a bet, not as points.
    expect(await table("Final")).toEqual([
      ["Player D", 3, 1, 1, 1, 1],
      ["Player C", 3, 3, 3, 0, 1],
      ["Player A", 0, 1, 0, 0, 3],
      ["Player B", 0, 1, 0, 0, 3],
    ]);
    const finalRows = await get("/api/users/leaderboard?round=Final");
    expect(finalRows.find((r: { _id: string }) => r._id === ids.C).accuracy).toBe(33.3);
    expect(finalRows.find((r: { _id: string }) => r._id === ids.A).accuracy).toBe(0);
  });

  it("pages a round table like the overall one, and a name that is no round is all zeros", async () => {
    const page = await get("/api/users/leaderboard?round=Group%20stage&limit=2&offset=2");
    expect(columns(page)).toEqual([
      ["Player C", 1, 2, 1, 0, 3],
      ["Player D", 0, 0, 0, 0, 4],
    ]);
    const none = await get("/api/users/leaderboard?round=No%20such%20round");
    expect(none).toHaveLength(4);
    expect(none.every((r: Row & { rank: number }) => r.totalPoints === 0 && r.totalBets === 0 && r.rank === 1)).toBe(true);
  });

  it("leaves the overall table overall, with or without a round asked before", async () => {
    expect(columns(await get("/api/users/leaderboard"))).toEqual([
      ["Player A", 4, 3, 2, 1, 1],
      ["Player B", 4, 3, 2, 1, 1],
      ["Player C", 4, 5, 4, 0, 1],
      ["Player D", 3, 1, 1, 1, 4],
    ]);
    expect((await get("/api/users/leaderboard/summary")).highestScore).toBe(4);
  });

  it("names every player tied first of a finished round, and none while a game of the round is unfinished", async () => {
    expect(await get("/api/users/leaderboard/winners?round=Group%20stage")).toEqual({
      round: "Group stage",
      finished: true,
      winners: [
        { _id: ids.A, fullName: "Player A", username: "Player A", points: 4 },
        { _id: ids.B, fullName: "Player B", username: "Player B", points: 4 },
      ],
    });
    expect(await get("/api/users/leaderboard/winners?round=Final")).toEqual({ round: "Final", finished: false, winners: [] });
    // Without a round: the latest finished round.
    expect((await get("/api/users/leaderboard/winners")).round).toBe("Group stage");
    expect(await get("/api/users/leaderboard/winners?round=Nowhere")).toEqual({ round: "Nowhere", finished: false, winners: [] });
  });

  it("gives each player a row per round with a scored bet, in kickoff order, with the overall total and rank after it", async () => {
    expect(await history(ids.A)).toEqual([{ round: "Group stage", points: 4, totalPoints: 4, rank: 1 }]);
    expect(await history(ids.B)).toEqual([
      { round: "Group stage", points: 4, totalPoints: 4, rank: 1 },
      { round: "Final", points: 0, totalPoints: 4, rank: 1 },
    ]);
    expect(await history(ids.C)).toEqual([
      { round: "Group stage", points: 1, totalPoints: 1, rank: 3 },
      { round: "Final", points: 3, totalPoints: 4, rank: 1 },
    ]);
    expect(await history(ids.D)).toEqual([{ round: "Final", points: 3, totalPoints: 3, rank: 4 }]);
    expect(await history(ids.admin)).toEqual([]);
  });

  it("follows a new result at once: the round finishes, its tied winners and everyone's history move", async () => {
    await setResult(t, adminToken, pendingFinal, "1:1");
    expect(await table("Final")).toEqual([
      ["Player A", 3, 1, 1, 1, 1],
      ["Player D", 3, 1, 1, 1, 1],
      ["Player C", 3, 3, 3, 0, 1],
      ["Player B", 0, 1, 0, 0, 4],
    ]);
    const winners = await get("/api/users/leaderboard/winners");
    expect(winners.round).toBe("Final");
    expect(winners.winners.map((w: { fullName: string; points: number }) => [w.fullName, w.points])).toEqual([
      ["Player A", 3],
      ["Player D", 3],
      ["Player C", 3],
    ]);
    expect(await history(ids.A)).toEqual([
      { round: "Group stage", points: 4, totalPoints: 4, rank: 1 },
      { round: "Final", points: 3, totalPoints: 7, rank: 1 },
    ]);
    expect((await history(ids.D)).at(-1)).toEqual({ round: "Final", points: 3, totalPoints: 3, rank: 4 });
    expect((await history(ids.B)).at(-1)).toEqual({ round: "Final", points: 0, totalPoints: 4, rank: 2 });
  });

  it("refuses an unknown user (404), a blank round (400) and a caller not signed in (401)", async () => {
    const unknown = await t.request({ method: "GET", url: "/api/users/0123456789abcdef01234567/history", token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("User not found");
    const blank = await t.request({ method: "GET", url: "/api/users/leaderboard?round=%20", token });
    expect(blank.status).toBe(400);
    expect((await t.request({ method: "GET", url: `/api/users/${ids.A}/history` })).status).toBe(401);
    const late = await registerUser(t, { fullName: "Late Comer" });
    // A player who joined after every round is ranked in every round table, with zeros, and has no history.
    expect((await table("Group stage")).find((row) => row[0] === "Late Comer")).toEqual(["Late Comer", 0, 0, 0, 0, 4]);
    expect(await history(late.id)).toEqual([]);
  });

  it("follows a game finished again with the same result after its bets changed (the season is kept per key)", async () => {
    const before = await history(ids.C);
    expect(before).toEqual([
      { round: "Group stage", points: 1, totalPoints: 1, rank: 3 },
      { round: "Final", points: 3, totalPoints: 4, rank: 2 },
    ]);
    // D's exact 1:0 on the Final's first game: reopened, D bets 0:0, and the game ends 1:0 again.
    expect((await history(ids.D)).at(-1)).toEqual({ round: "Final", points: 3, totalPoints: 3, rank: 4 });
    await setResult(t, adminToken, gameD, "", false);
    expect((await bet(t, tokenD, gameD, 0, 0)).status).toBe(200);
    await setResult(t, adminToken, gameD, "1:0");
    expect(await history(ids.D)).toEqual([{ round: "Final", points: 0, totalPoints: 0, rank: 4 }]);
    expect(await history(ids.C)).toEqual(before);
  });
});
