import { accuracyPercent, betPoints, displayName, rankPlayers } from "@app/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, dayFromToday, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, registerUser, startTestApp, type TestApp } from "../../test/harness";

interface Entry {
  _id: string;
  totalPoints: number;
  totalBets: number;
  correctPredictions: number;
  exactScores: number;
  accuracy: number;
  rank: number;
  fullName: string;
}

/**
 * Recomputes every standing from the raw rows, independently of the server's running totals: every user but an admin
 * who has never bet (an organiser, in no table: docs/rules.md "Ranking and stats"), whose ids come back apart.
 */
async function bruteForceStandings(t: TestApp) {
  const users = await t.deps.db.selectFrom("users").select(["id", "fullName", "username", "isAdmin"]).execute();
  const games = await t.deps.db.selectFrom("games").selectAll().execute();
  const bets = await t.deps.db.selectFrom("bets").selectAll().execute();
  const gameById = new Map(games.map((g) => [g.id, g]));
  const isOrganiser = (u: { id: string; isAdmin: number }) => u.isAdmin === 1 && !bets.some((b) => b.userId === u.id);
  const organisers = users.filter(isOrganiser).map((u) => u.id);
  const players = users.filter((u) => !isOrganiser(u));
  const rows = players.map((u) => {
    const mine = bets.filter((b) => b.userId === u.id);
    const scored = mine
      .map((b) => ({ b, g: gameById.get(b.gameId)! }))
      .filter(({ g }) => g.isFinished === 1 && g.homeScore !== null && g.awayScore !== null)
      .map(({ b, g }) => betPoints(b, { homeScore: g.homeScore!, awayScore: g.awayScore! }));
    const totalPoints = scored.reduce((a, p) => a + p, 0);
    return {
      _id: u.id,
      name: displayName(u),
      totalPoints,
      totalBets: mine.length,
      correctPredictions: scored.filter((p) => p > 0).length,
      exactScores: scored.filter((p) => p === 3).length,
      accuracy: accuracyPercent(totalPoints, scored.length),
      outcomes: {
        perfect: scored.filter((p) => p === 3).length,
        correct: scored.filter((p) => p === 1).length,
        incorrect: scored.filter((p) => p === 0).length,
        pending: mine.length - scored.length,
      },
    };
  });
  return { ranked: rankPlayers(rows), organisers };
}

async function expectConsistent(t: TestApp, token: string) {
  const { ranked: expected, organisers } = await bruteForceStandings(t);
  const board = await t.request({ method: "GET", url: "/api/users/leaderboard", token });
  expect(board.status).toBe(200);
  expect(
    board.body.map((e: Entry) => [e._id, e.totalPoints, e.totalBets, e.correctPredictions, e.exactScores, e.accuracy, e.rank]),
  ).toEqual(expected.map((e) => [e._id, e.totalPoints, e.totalBets, e.correctPredictions, e.exactScores, e.accuracy, e.rank]));
  for (const e of expected) {
    const stats = await t.request({ method: "GET", url: `/api/users/${e._id}/stats`, token });
    expect(stats.body).toEqual({
      totalPoints: e.totalPoints,
      totalBets: e.totalBets,
      correctPredictions: e.correctPredictions,
      rank: e.rank,
      outcomes: e.outcomes,
    });
    const profile = await t.request({ method: "GET", url: `/api/users/${e._id}/bets`, token });
    expect(profile.body.bets).toHaveLength(e.totalBets);
    const profilePoints = profile.body.bets.reduce(
      (a: number, b: { points: number; isCalculated: boolean }) => a + (b.isCalculated ? b.points : 0),
      0,
    );
    expect(profilePoints).toBe(e.totalPoints);
  }
  for (const id of organisers) {
    const stats = await t.request({ method: "GET", url: `/api/users/${id}/stats`, token });
    expect(stats.body).toEqual({
      totalPoints: 0,
      totalBets: 0,
      correctPredictions: 0,
      rank: null,
      outcomes: { perfect: 0, correct: 0, incorrect: 0, pending: 0 },
    });
  }
  return expected;
}

describe.each(dbTargets)("users, leaderboard and stats on $name", (target) => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let players: { token: string; id: string }[];
  let games: string[];
  beforeAll(async () => {
    t = await startTestApp(target);
    const people = await seedPeople(t, 4);
    admin = people.admin;
    players = people.players;
    const teams = [];
    for (const name of ["Lions", "Tigers", "Bears", "Wolves"]) teams.push(await createTeam(t, admin.token, name));
    games = [];
    for (let i = 0; i < 6; i++) {
      games.push(
        await createGame(t, admin.token, teams[i % 4], teams[(i + 1) % 4], {
          date: dayFromToday(1 + i),
          round: `Round ${1 + (i % 2)}`,
        }),
      );
    }
    // A deterministic spread of predictions.
    const predictions = [
      [2, 1],
      [1, 1],
      [0, 2],
      [3, 0],
    ];
    for (const [p, player] of players.entries()) {
      for (const [g, gameId] of games.entries()) {
        if ((p + g) % 5 === 4) continue;
        const [h, a] = predictions[(p + g) % 4];
        await bet(t, player.token, gameId, h, a);
      }
    }
  });
  afterAll(async () => t.close());

  it("agrees with a brute-force recomputation after results are set", async () => {
    await setResult(t, admin.token, games[0], "2:1");
    await setResult(t, admin.token, games[1], "1:1");
    await setResult(t, admin.token, games[2], "0:3");
    const expected = await expectConsistent(t, players[0].token);
    expect(expected.some((e) => e.totalPoints > 0)).toBe(true);
  });

  it("moves totals and ranks when a result changes from 2:1 to 1:1, and back to pending when un-finished", async () => {
    const before = await expectConsistent(t, players[0].token);
    await setResult(t, admin.token, games[0], "1:1");
    const after = await expectConsistent(t, players[0].token);
    expect(after.map((e) => e.totalPoints)).not.toEqual(before.map((e) => e.totalPoints));
    await setResult(t, admin.token, games[0], "", false);
    const pending = await t.request({ method: "GET", url: `/api/bets/game/${games[0]}/users`, token: admin.token });
    expect(pending.body.bets.every((b: { isCalculated: boolean; points: number }) => !b.isCalculated && b.points === 0)).toBe(
      true,
    );
    await expectConsistent(t, players[0].token);
    await setResult(t, admin.token, games[0], "2:1");
  });

  it("deleting a game removes its bets and corrects totals", async () => {
    const res = await t.request({ method: "DELETE", url: `/api/games/${games[2]}`, token: admin.token });
    expect(res.status).toBe(200);
    const left = await t.deps.db.selectFrom("bets").select("id").where("gameId", "=", games[2]).execute();
    expect(left).toHaveLength(0);
    await expectConsistent(t, players[0].token);
  });

  it("shows a profile's bets newest first, each naming a game of the catalog", async () => {
    const res = await t.request({ method: "GET", url: `/api/users/${players[1].id}/bets`, token: players[0].token });
    // The player bet game by game in kickoff order: newest game first is newest bet first here.
    const ids = res.body.bets.map((b: { _id: string }) => b._id);
    expect(ids.length).toBeGreaterThan(1);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(Object.keys(res.body.bets[0]).sort()).toEqual(
      ["_id", "gameId", "hidden", "isCalculated", "joker", "points", "predictedResult"].sort(),
    );
    const catalog = await t.request({ method: "GET", url: "/api/games/catalog", token: players[0].token });
    const games = new Set(catalog.body.games.map((g: { _id: string }) => g._id));
    expect(res.body.bets.every((b: { gameId: string }) => games.has(b.gameId))).toBe(true);
    const page = await t.request({ method: "GET", url: `/api/users/${players[1].id}/bets?limit=2`, token: players[0].token });
    expect(page.body.bets).toHaveLength(2);
  });

  // Issue 27 item 11: the profile's "newest first" followed when the player happened to bet, jumping between game dates.
  it("orders a profile's bets by their games' kickoff, newest first, whenever they were placed", async () => {
    const late = await registerUser(t, { fullName: "Late Bettor" });
    await bet(t, late.token, games[5], 1, 0);
    await bet(t, late.token, games[3], 1, 0);
    await bet(t, late.token, games[4], 1, 0);
    const res = await t.request({ method: "GET", url: `/api/users/${late.id}/bets`, token: players[0].token });
    expect(res.body.bets.map((b: { gameId: string }) => b.gameId)).toEqual([games[5], games[4], games[3]]);
    const page = await t.request({ method: "GET", url: `/api/users/${late.id}/bets?limit=1&offset=1`, token: late.token });
    expect(page.body.bets.map((b: { gameId: string }) => b.gameId)).toEqual([games[4]]);
  });

  it("answers 404 for the bets of no one, and an empty list for a player who just joined", async () => {
    const missing = await t.request({ method: "GET", url: "/api/users/0123456789abcdef01234567/bets", token: players[0].token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("User not found");
    // Read once before the newcomer exists, so a per-version list of players is cached and must move with the join.
    await t.request({ method: "GET", url: `/api/users/${players[1].id}/bets`, token: players[0].token });
    const joined = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Just Joined", email: "just-joined@example.com", password: "secret1x" },
    });
    const fresh = await t.request({ method: "GET", url: `/api/users/${joined.body.user._id}/bets`, token: players[0].token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.bets).toEqual([]);
  });

  it("keeps emails private: players see none but their own, admins see all", async () => {
    const other = await t.request({ method: "GET", url: `/api/users/${players[1].id}`, token: players[0].token });
    expect(other.body).not.toHaveProperty("email");
    expect(other.body).not.toHaveProperty("password");
    const self = await t.request({ method: "GET", url: `/api/users/${players[0].id}`, token: players[0].token });
    expect(self.body.email).toEqual(expect.any(String));
    const list = await t.request({ method: "GET", url: "/api/users", token: players[0].token });
    expect(list.body.every((u: object) => !("email" in u))).toBe(true);
    const adminList = await t.request({ method: "GET", url: "/api/users", token: admin.token });
    expect(adminList.body.every((u: { email?: string }) => typeof u.email === "string")).toBe(true);
    const board = await t.request({ method: "GET", url: "/api/users/leaderboard", token: players[0].token });
    expect(board.body.every((u: object) => !("email" in u))).toBe(true);
    const missing = await t.request({ method: "GET", url: "/api/users/0123456789abcdef01234567", token: players[0].token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("User not found");
  });

  it("gives /users/me/stats and pages the leaderboard", async () => {
    const me = await t.request({ method: "GET", url: "/api/users/me/stats", token: players[2].token });
    const byId = await t.request({ method: "GET", url: `/api/users/${players[2].id}/stats`, token: players[2].token });
    expect(me.body).toEqual(byId.body);
    const full = await t.request({ method: "GET", url: "/api/users/leaderboard", token: players[2].token });
    const page = await t.request({ method: "GET", url: "/api/users/leaderboard?limit=2&offset=1", token: players[2].token });
    expect(page.body).toEqual(full.body.slice(1, 3));
  });

  it("admin stats count users, games, bets and active games", async () => {
    const res = await t.request({ method: "GET", url: "/api/users/admin/stats", token: admin.token });
    const count = async (table: "users" | "games" | "bets") =>
      Number(
        (
          await t.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const active = (await t.deps.db.selectFrom("games").select("id").where("isFinished", "=", 0).execute()).length;
    expect(res.body).toEqual({
      totalUsers: await count("users"),
      totalGames: await count("games"),
      totalBets: await count("bets"),
      activeGames: active,
    });
    expect((await t.request({ method: "GET", url: "/api/users/admin/stats", token: players[0].token })).status).toBe(403);
  });

  it("round status matches a recount", async () => {
    const res = await t.request({ method: "GET", url: "/api/games/round-status?round=Round%201", token: admin.token });
    expect(res.status).toBe(200);
    const roundGames = (await t.deps.db.selectFrom("games").select("id").where("round", "=", "Round 1").execute()).map(
      (g) => g.id,
    );
    const bets = await t.deps.db.selectFrom("bets").select(["userId", "gameId"]).execute();
    expect(res.body.totalGames).toBe(roundGames.length);
    for (const row of res.body.users) {
      const n = bets.filter((b) => b.userId === row._id && roundGames.includes(b.gameId)).length;
      expect(row.bets).toBe(n);
      expect(row.percent).toBe(Math.round((n / roundGames.length) * 100));
      expect(row.status).toBe(n === 0 ? "none" : n === roundGames.length ? "complete" : "partial");
    }
    expect(res.body.usersBetAll).toBe(res.body.users.filter((u: { status: string }) => u.status === "complete").length);
    expect(res.body.usersWithNoBets).toBe(res.body.users.filter((u: { status: string }) => u.status === "none").length);
  });
});

describe.each(dbTargets)("user administration on $name", (target) => {
  let t: TestApp;
  let admin: { token: string; id: string; email: string };
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = (await seedPeople(t, 0)).admin;
  });
  afterAll(async () => t.close());

  it("creates, edits and deletes users with the documented messages", async () => {
    const missing = await t.request({
      method: "POST",
      url: "/api/users/admin",
      token: admin.token,
      payload: { username: "", email: "", password: "x" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Username and email are required");
    const noPassword = await t.request({
      method: "POST",
      url: "/api/users/admin",
      token: admin.token,
      payload: { username: "Ron", email: "ron@example.com" },
    });
    expect(noPassword.body.message).toBe("Password is required for new users");
    const created = await t.request({
      method: "POST",
      url: "/api/users/admin",
      token: admin.token,
      payload: { username: "Ron", email: "Ron@Example.com", password: "secret1x", isAdmin: false },
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ username: "Ron", fullName: "Ron", email: "ron@example.com", isAdmin: false });
    const id = created.body.user._id;
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "ron@example.com", password: "secret1x" },
    });
    expect(login.status).toBe(200);
    const edited = await t.request({
      method: "PUT",
      url: `/api/users/${id}`,
      token: admin.token,
      payload: { username: "Ronnie", email: "ronnie@example.com", isAdmin: true },
    });
    expect(edited.body.user).toMatchObject({ username: "Ronnie", email: "ronnie@example.com", isAdmin: true });
    const deleted = await t.request({ method: "DELETE", url: `/api/users/${id}`, token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/users/${id}`, token: admin.token })).status).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: login.body.token })).status).toBe(401);
  });

  it("never deletes or demotes the last admin (409)", async () => {
    const del = await t.request({ method: "DELETE", url: `/api/users/${admin.id}`, token: admin.token });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe("The last admin cannot be deleted or demoted");
    const demote = await t.request({
      method: "PUT",
      url: `/api/users/${admin.id}`,
      token: admin.token,
      payload: { username: "Admin", email: admin.email, isAdmin: false },
    });
    expect(demote.status).toBe(409);
    const me = await t.request({ method: "GET", url: "/api/auth/me", token: admin.token });
    expect(me.body.user.isAdmin).toBe(true);
  });

  it("deleting a player removes their bets and they leave the leaderboard", async () => {
    const player = await registerUser(t, { fullName: "Leaving Player" });
    const home = await createTeam(t, admin.token, "Del Home");
    const away = await createTeam(t, admin.token, "Del Away");
    const gameId = await createGame(t, admin.token, home, away);
    await bet(t, player.token, gameId, 1, 0);
    // The admin bets too (a wrong score), so is a player: someone stays in the table to be ranked first.
    await bet(t, admin.token, gameId, 0, 1);
    await setResult(t, admin.token, gameId, "1:0");
    const before = await t.request({ method: "GET", url: "/api/users/leaderboard", token: admin.token });
    expect(before.body.find((e: Entry) => e._id === player.id).totalPoints).toBe(3);
    expect(before.body[0]._id).toBe(player.id);
    await t.request({ method: "DELETE", url: `/api/users/${player.id}`, token: admin.token });
    const bets = await t.deps.db.selectFrom("bets").select("id").where("userId", "=", player.id).execute();
    expect(bets).toHaveLength(0);
    const after = await t.request({ method: "GET", url: "/api/users/leaderboard", token: admin.token });
    expect(after.body.some((e: Entry) => e._id === player.id)).toBe(false);
    expect(after.body[0]._id).toBe(admin.id);
    expect(after.body[0].rank).toBe(1);
  });

  it("refuses user administration to players (403) and anonymous callers (401)", async () => {
    const player = await registerUser(t);
    const calls = [
      {
        method: "POST" as const,
        url: "/api/users/admin",
        payload: { username: "x", email: "x@example.com", password: "secret1x" },
      },
      { method: "PUT" as const, url: `/api/users/${admin.id}`, payload: { username: "x", email: "x@example.com" } },
      { method: "DELETE" as const, url: `/api/users/${admin.id}` },
      { method: "GET" as const, url: "/api/users/admin/stats" },
      { method: "GET" as const, url: "/api/games/round-status?round=Round%201" },
    ];
    for (const call of calls) {
      expect((await t.request({ ...call, token: player.token })).status, call.url).toBe(403);
      expect((await t.request(call)).status, call.url).toBe(401);
    }
  });
});

describe.each(dbTargets)("own name on $name", (target) => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let players: { token: string; id: string }[];
  beforeAll(async () => {
    t = await startTestApp(target);
    ({ admin, players } = await seedPeople(t, 2));
  });
  afterAll(async () => t.close());

  const rename = (token: string | undefined, payload: unknown, lang = "en") =>
    t.request({ method: "PATCH", url: "/api/auth/me", token, payload: payload as object, headers: { "accept-language": lang } });
  const nameOf = async (id: string) =>
    (await t.request({ method: "GET", url: `/api/users/${id}`, token: admin.token })).body.fullName as string;

  it("renames the caller only, trimmed and in NFC, keeping the username, and /auth/me shows it", async () => {
    const [me, other] = players;
    // An id in the body names nobody: the route always renames the caller.
    const res = await rename(me.token, { fullName: "  Rene\u0301 Levi  ", _id: other.id, userId: other.id });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: me.id, fullName: "René Levi", username: "Player A" });
    expect(res.body.user.email).toMatch(/@example\.com$/);
    const current = await t.request({ method: "GET", url: "/api/auth/me", token: me.token });
    expect(current.body.user.fullName).toBe("René Levi");
    expect(await nameOf(other.id)).toBe("Player B");
    expect(await nameOf(admin.id)).toBe("Admin");
    // Exactly 50 code points (100 UTF-16 units) is a valid name.
    const emoji = await rename(me.token, { fullName: "⚽".repeat(25) + "👍".repeat(25) });
    expect(emoji.status).toBe(200);
    expect([...emoji.body.user.fullName]).toHaveLength(50);
  });

  it("refuses a bad name with 400 and its message, in en and he, changing nothing", async () => {
    const [me] = players;
    const before = await nameOf(me.id);
    const cases: [unknown, string, string][] = [
      [{ fullName: "" }, "This field is required", "שדה חובה"],
      [{ fullName: "   " }, "This field is required", "שדה חובה"],
      [{}, "This field is required", "שדה חובה"],
      [{ fullName: "x".repeat(51) }, "Names can be at most 50 characters", "שם יכול להכיל עד 50 תווים"],
      [
        { fullName: "\u202Egnp.exe Mallory" },
        "Names cannot contain invisible or text-direction characters",
        "שם לא יכול להכיל תווים בלתי נראים או תווי כיווניות",
      ],
      [
        { fullName: "Zero\u200Bwidth" },
        "Names cannot contain invisible or text-direction characters",
        "שם לא יכול להכיל תווים בלתי נראים או תווי כיווניות",
      ],
      [{ fullName: 42 }, "This field is required", "שדה חובה"],
    ];
    for (const [payload, en, he] of cases) {
      const english = await rename(me.token, payload);
      expect(english.status, JSON.stringify(payload)).toBe(400);
      expect(english.body.message, JSON.stringify(payload)).toBe(en);
      expect((await rename(me.token, payload, "he")).body.message, JSON.stringify(payload)).toBe(he);
    }
    expect(await nameOf(me.id)).toBe(before);
    expect((await rename(undefined, { fullName: "Nobody" })).status).toBe(401);
  });

  it("shows the new name on the leaderboard and a game's bets at once, even to a client holding the old ETag", async () => {
    const [me] = players;
    const home = await createTeam(t, admin.token, "Rename Home");
    const away = await createTeam(t, admin.token, "Rename Away");
    const gameId = await createGame(t, admin.token, home, away);
    await bet(t, me.token, gameId, 2, 0);
    const read = (url: string, etag?: string) =>
      t.request({ method: "GET", url, token: admin.token, headers: etag ? { "if-none-match": etag } : {} });

    await rename(me.token, { fullName: "Before Rename" });
    const board = await read("/api/users/leaderboard");
    const bets = await read(`/api/bets/game/${gameId}/users`);
    expect(board.body.find((e: Entry) => e._id === me.id).fullName).toBe("Before Rename");
    expect(bets.body.bets[0].fullName).toBe("Before Rename");
    // Cached: the same answer again is a 304.
    expect((await read("/api/users/leaderboard", board.headers.etag as string)).status).toBe(304);

    expect((await rename(me.token, { fullName: "אחרי שינוי" })).status).toBe(200);
    const boardAfter = await read("/api/users/leaderboard", board.headers.etag as string);
    expect(boardAfter.status).toBe(200);
    expect(boardAfter.body.find((e: Entry) => e._id === me.id).fullName).toBe("אחרי שינוי");
    const betsAfter = await read(`/api/bets/game/${gameId}/users`, bets.headers.etag as string);
    expect(betsAfter.status).toBe(200);
    expect(betsAfter.body.bets[0].fullName).toBe("אחרי שינוי");
  });
});
