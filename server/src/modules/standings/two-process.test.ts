import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, freshDatabaseUrl } from "../../test/harness";
import { bundleServer, call, type ServerBundle, type ServerProcess, startServerProcess, stopProcess } from "../../test/processes";

/**
 * The cached tables of the third edition (a competition's table, a league's table under its own rules, jokers and
 * bonus points) through two real server processes on one database: each keeps its own caches per data version, so a
 * write on A must be seen on B's very next read, with no wait and no event in between.
 */
describe.each(dbTargets)("cached tables across two server processes on $name", (target) => {
  const servers: ServerProcess[] = [];
  let bundle: ServerBundle;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    bundle = await bundleServer();
    const fresh = await freshDatabaseUrl(target);
    drop = fresh.drop;
    // One after the other: the first creates the schema and the shared secrets in DATA_DIR.
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServerProcess(bundle, { DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.url, AUTH_RATE_LIMIT: "1000" }),
      );
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopProcess(s.child)));
    await drop?.();
    bundle?.remove();
  });

  /** A call that must succeed; its body. */
  async function ok(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
    const res = await call(server, method, url, token, body);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  }

  it("a competition's table, a league's rules, a joker and a bonus question written on A are in B's next read", async () => {
    const [a, b] = servers;
    const register = async (server: ServerProcess, name: string) =>
      (
        await ok(server, "POST", "/auth/register", undefined, {
          fullName: name,
          email: `${name}@example.com`,
          password: "secret123",
        })
      ).token as string;
    const admin = await register(a, "admin");
    const owner = await register(b, "owner");
    const member = await register(b, "member");
    const ids = async (server: ServerProcess, token: string) => {
      const me = await ok(server, "GET", "/auth/me", token);
      return (me.user?._id ?? me._id) as string;
    };
    const ownerId = await ids(b, owner);
    const memberId = await ids(b, member);

    const home = (await ok(a, "POST", "/groups", admin, { name: "Home FC" })).team._id;
    const away = (await ok(a, "POST", "/groups", admin, { name: "Away FC" })).team._id;
    const cup = (await ok(a, "POST", "/competitions", admin, { name: "Cup" })).competition._id as string;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const game = (
      await ok(a, "POST", "/games", admin, {
        homeGroupId: home,
        awayGroupId: away,
        date: tomorrow,
        hour: "20:00",
        round: "Matchday 1",
        isBettingLocked: false,
        isFinished: false,
        finalResult: "",
        competitionId: cup,
      })
    ).game._id as string;
    const league = (await ok(b, "POST", "/leagues", owner, { name: "Office", competitionId: cup })).league;
    await ok(b, "POST", "/leagues/join", member, { inviteCode: league.inviteCode });

    const competitionTable = `/users/leaderboard?competition=${cup}`;
    const leagueTable = `/leagues/${league._id}/leaderboard`;
    const pointsOf = (rows: { _id: string; totalPoints: number; jokerPoints?: number; bonusPoints?: number }[], id: string) =>
      rows.find((row) => row._id === id);
    // B caches both tables before anything is scored.
    expect(pointsOf(await ok(b, "GET", competitionTable, owner), ownerId)?.totalPoints).toBe(0);
    expect(pointsOf(await ok(b, "GET", leagueTable, owner), ownerId)?.totalPoints).toBe(0);

    // Bets on A (the owner's with the round's joker), the result on A: B's tables count them at once.
    await ok(a, "POST", "/bets", owner, { gameId: game, predictedResult: { homeScore: 2, awayScore: 1 }, joker: true });
    await ok(a, "POST", "/bets", member, { gameId: game, predictedResult: { homeScore: 1, awayScore: 0 } });
    await ok(a, "PUT", `/games/${game}`, admin, { finalResult: "2:1", isFinished: true });
    const seedScoring = await ok(b, "GET", competitionTable, owner);
    expect(pointsOf(seedScoring, ownerId)?.totalPoints).toBe(3);
    expect(pointsOf(seedScoring, memberId)?.totalPoints).toBe(1);
    const defaultRules = await ok(b, "GET", leagueTable, owner);
    expect(pointsOf(defaultRules, ownerId)).toMatchObject({ totalPoints: 3, jokerPoints: 0 });
    expect(pointsOf(defaultRules, memberId)).toMatchObject({ totalPoints: 1, jokerPoints: 0 });

    // Kicktipp 4-3-2 with jokers, set on A: B's league table is rescored (the joker doubles the exact 4), the
    // competition's table keeps the seed's scoring.
    await ok(a, "PUT", `/leagues/${league._id}/rules`, owner, { exact: 4, difference: 3, outcome: 2, joker: true });
    const kicktipp = await ok(b, "GET", leagueTable, owner);
    expect(pointsOf(kicktipp, ownerId)).toMatchObject({ totalPoints: 8, jokerPoints: 4 });
    expect(pointsOf(kicktipp, memberId)).toMatchObject({ totalPoints: 3, jokerPoints: 0 });
    expect(pointsOf(await ok(b, "GET", competitionTable, owner), ownerId)?.totalPoints).toBe(3);

    // A bonus question asked on A, answered on B, resolved on A after its deadline: B's table has the points.
    const closesAt = new Date(Date.now() + 1500).toISOString();
    const question = (
      await ok(a, "POST", `/leagues/${league._id}/questions`, owner, {
        text: "Goals in the final?",
        kind: "number",
        points: 5,
        closesAt,
      })
    ).question._id as string;
    await ok(b, "PUT", `/leagues/${league._id}/questions/${question}/answer`, member, { answer: 7 });
    await new Promise((resolve) => setTimeout(resolve, Date.parse(closesAt) - Date.now() + 100));
    expect(pointsOf(await ok(b, "GET", leagueTable, owner), memberId)).toMatchObject({ totalPoints: 3, bonusPoints: 0 });
    await ok(a, "PUT", `/leagues/${league._id}/questions/${question}/resolve`, owner, { answer: 7 });
    expect(pointsOf(await ok(b, "GET", leagueTable, owner), memberId)).toMatchObject({ totalPoints: 8, bonusPoints: 5 });

    // A finished game's joker stays where it is (409 on B), and A's table still doubles it.
    const late = await call(b, "POST", "/bets", owner, {
      gameId: game,
      predictedResult: { homeScore: 2, awayScore: 1 },
      joker: false,
    });
    expect(late.status).toBe(409);
    expect(pointsOf(await ok(a, "GET", leagueTable, owner), ownerId)).toMatchObject({ totalPoints: 8, jokerPoints: 4 });
  });
});
