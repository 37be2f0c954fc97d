import { type Kysely, type Migration, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../modules/users/passwords";
import { dbTargets, freshDatabaseUrl, startTestAppOn, type TestApp } from "../test/harness";
import { openDatabase } from "./connection";
import { migrations } from "./migrate";
import type { Database } from "./schema";

/**
 * docs/rules.md "Competitions": a database written by the code before competitions (migrations 0001-0007, rows as that
 * code wrote them, totals equal to the sum over bets) opens with every game in one competition "Main" and nothing lost:
 * games, bets, points, totals, tables, leagues, audit and notifications.
 */
/** The migrations the code before competitions ran: 0001 to 0007. */
const BEFORE_COMPETITIONS: Record<string, Migration> = Object.fromEntries(
  Object.entries(migrations).filter(([name]) => name < "0008"),
);

const at = "2026-01-10T12:00:00.000Z";
const id = (n: number) => `65a1b2c3d4e5f6071829${String(n).padStart(4, "0")}`;
const [ADMIN, ANNA, BEN] = [id(1), id(2), id(3)];
const [HOME, AWAY, THIRD] = [id(11), id(12), id(13)];
const [G1, G2, G3] = [id(21), id(22), id(23)];
const LEAGUE = id(31);
const PASSWORD = "secret123";
const DAY = 86_400_000;

/**
 * The old schema with what the old code stored: two finished games of "Round 1" (2:1 and 0:0), one open game of
 * "Round 2" next month; Anna: 2:1 exact (3) and 1:1 right draw (1); Ben: 1:0 right outcome (1), 2:0 wrong, and a
 * pending bet; the admin one pending bet. Totals on the users rows are the sums of those bets.
 */
// biome-ignore lint/suspicious/noExplicitAny: the old schema, whatever today's table types say
async function writeOldDatabase(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => BEFORE_COMPETITIONS } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  const passwordHash = await hashPassword(PASSWORD);
  const user = (uid: string, name: string, isAdmin: number, t: number[]) => ({
    id: uid,
    email: `${name.toLowerCase()}@example.com`,
    username: name,
    fullName: name,
    passwordHash,
    isAdmin,
    totalPoints: t[0],
    totalBets: t[1],
    scoredBets: t[2],
    correctPredictions: t[3],
    exactScores: t[4],
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insertInto("users")
    .values([
      user(ADMIN, "Admin", 1, [0, 1, 0, 0, 0]),
      user(ANNA, "Anna", 0, [4, 2, 2, 2, 1]),
      user(BEN, "Ben", 0, [1, 3, 2, 1, 0]),
    ])
    .execute();
  await db
    .insertInto("teams")
    .values(
      [HOME, AWAY, THIRD].map((tid, i) => ({ id: tid, name: `Team ${i}`, nameKey: `team ${i}`, createdAt: at, updatedAt: at })),
    )
    .execute();
  const past = Date.parse("2026-01-05T18:00:00.000Z");
  const future = Date.now() + 30 * DAY;
  const game = (gid: string, home: string, away: string, kickoffAt: number, round: string, score: [number, number] | null) => ({
    id: gid,
    homeTeamId: home,
    awayTeamId: away,
    date: new Date(kickoffAt).toISOString().slice(0, 10),
    hour: new Date(kickoffAt).toISOString().slice(11, 16),
    kickoffAt,
    round,
    isBettingLocked: score ? 1 : 0,
    isFinished: score ? 1 : 0,
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insertInto("games")
    .values([
      game(G1, HOME, AWAY, past, "Round 1", [2, 1]),
      game(G2, AWAY, THIRD, past + 3_600_000, "Round 1", [0, 0]),
      game(G3, THIRD, HOME, future, "Round 2", null),
    ])
    .execute();
  let n = 40;
  const bet = (userId: string, gameId: string, h: number, a: number, points: number, isCalculated: number) => ({
    id: id(n++),
    userId,
    gameId,
    homeScore: h,
    awayScore: a,
    points,
    isCalculated,
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insertInto("bets")
    .values([
      bet(ANNA, G1, 2, 1, 3, 1),
      bet(ANNA, G2, 1, 1, 1, 1),
      bet(BEN, G1, 1, 0, 1, 1),
      bet(BEN, G2, 2, 0, 0, 1),
      bet(BEN, G3, 1, 1, 0, 0),
      bet(ADMIN, G3, 0, 0, 0, 0),
    ])
    .execute();
  await db
    .insertInto("leagues")
    .values({ id: LEAGUE, name: "Office", inviteCode: "ACDEFGHJKM", ownerId: ANNA, createdAt: at, updatedAt: at })
    .execute();
  await db
    .insertInto("leagueMembers")
    .values([
      { leagueId: LEAGUE, userId: ANNA, joinedAt: at },
      { leagueId: LEAGUE, userId: BEN, joinedAt: at },
    ])
    .execute();
  await db
    .insertInto("gameAudit")
    .values({ id: id(60), gameId: G1, at, by: ADMIN, field: "result", fromValue: "null", toValue: '"2:1"' })
    .execute();
  await db
    .insertInto("notifications")
    .values({
      id: id(70),
      title: "Welcome",
      body: "Season starts",
      type: "announcement",
      targetType: "all",
      status: "sent",
      sentAt: at,
      createdAt: at,
    })
    .execute();
}

/** Every row of the tables the migration must leave alone, in key order. */
async function rowsOf(db: Kysely<Database>) {
  return {
    users: await db.selectFrom("users").selectAll().orderBy("id").execute(),
    // The columns the old code wrote: later migrations add their own (0011: the joker, off on every old bet).
    bets: await db
      .selectFrom("bets")
      .select(["id", "userId", "gameId", "homeScore", "awayScore", "points", "isCalculated", "createdAt", "updatedAt"])
      .orderBy("id")
      .execute(),
    leagueMembers: await db.selectFrom("leagueMembers").selectAll().orderBy("userId").execute(),
    gameAudit: await db.selectFrom("gameAudit").selectAll().orderBy("id").execute(),
    notifications: await db.selectFrom("notifications").selectAll().orderBy("id").execute(),
    games: await db
      .selectFrom("games")
      .select(["id", "homeTeamId", "awayTeamId", "date", "hour", "kickoffAt", "round", "isFinished", "homeScore", "awayScore"])
      .orderBy("id")
      .execute(),
    leagues: await db.selectFrom("leagues").select(["id", "name", "inviteCode", "ownerId"]).orderBy("id").execute(),
  };
}

describe.each(dbTargets)("migrating a database from before competitions on $name", (target) => {
  let t: TestApp;
  let before: Awaited<ReturnType<typeof rowsOf>>;
  let token: (email: string) => Promise<string>;

  beforeAll(async () => {
    const { url, drop, dataDir } = await freshDatabaseUrl(target);
    const old = openDatabase(url);
    await writeOldDatabase(old.db);
    before = await rowsOf(old.db);
    await old.close();
    t = await startTestAppOn(url, dataDir, drop);
    token = async (email) => {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: PASSWORD, rememberMe: false },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.token;
    };
  });
  afterAll(() => t.close());

  it("keeps every row: users and their totals, bets and points, games, leagues, audit and notifications", async () => {
    // Later migrations add columns (0009: a user's language and reminder choice); every value the old code wrote stays.
    const after = await rowsOf(t.deps.db);
    const asBefore = Object.fromEntries(
      Object.entries(after).map(([table, rows]) => [
        table,
        rows.map((row, i) => {
          const old = (before[table as keyof typeof before][i] ?? {}) as Record<string, unknown>;
          return Object.fromEntries(Object.entries(row).filter(([column]) => column in old));
        }),
      ]),
    );
    expect(asBefore).toEqual(before);
  });

  it("puts every game in one active competition named Main, which lists all three", async () => {
    const anna = await token("anna@example.com");
    const list = await t.request({ method: "GET", url: "/api/competitions", token: anna });
    expect(list.status).toBe(200);
    expect(list.body.competitions).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: "Main",
        status: "active",
        gameCount: 3,
        firstKickoff: "2026-01-05T18:00:00.000Z",
        lastKickoff: expect.any(String),
      },
    ]);
    const main = list.body.competitions[0]._id;
    const games = await t.request({ method: "GET", url: "/api/games", token: anna });
    expect(games.body.map((g: { _id: string; competitionId: string }) => [g._id, g.competitionId])).toEqual([
      [G1, main],
      [G2, main],
      [G3, main],
    ]);
  });

  it("shows every total as before, overall, in Main, in the league and per round; a recount changes nothing", async () => {
    const admin = await token("admin@example.com");
    const main = (await t.request({ method: "GET", url: "/api/competitions", token: admin })).body.competitions[0]._id;
    const columns = (rows: { fullName: string; totalPoints: number; totalBets: number; exactScores: number; rank: number }[]) =>
      rows.map((r) => [r.fullName, r.totalPoints, r.totalBets, r.exactScores, r.rank]);
    const expected = [
      ["Anna", 4, 2, 1, 1],
      ["Ben", 1, 3, 0, 2],
      ["Admin", 0, 1, 0, 3],
    ];
    const get = async (url: string) => {
      const res = await t.request({ method: "GET", url, token: admin });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body;
    };
    expect(columns(await get("/api/users/leaderboard"))).toEqual(expected);
    expect(columns(await get(`/api/users/leaderboard?competition=${main}`))).toEqual(expected);
    expect(columns(await get(`/api/leagues/${LEAGUE}/leaderboard`))).toEqual(expected.slice(0, 2));
    expect(columns(await get(`/api/users/leaderboard?round=Round%201&competition=${main}`))).toEqual([
      ["Anna", 4, 2, 1, 1],
      ["Ben", 1, 2, 0, 2],
      ["Admin", 0, 0, 0, 3],
    ]);
    expect(await get(`/api/users/${ANNA}/stats`)).toEqual(await get(`/api/users/${ANNA}/stats?competition=${main}`));
    expect((await get(`/api/users/${ANNA}/history?competition=${main}`)).history).toEqual([
      { round: "Round 1", points: 4, totalPoints: 4, rank: 1 },
    ]);
    const recount = await t.request({ method: "POST", url: "/api/admin/recalculate", token: admin });
    expect(recount.body).toEqual({ betsChecked: 6, betsChanged: 0, usersChanged: 0 });
    expect((await get(`/api/games/${G1}/audit`)).entries).toHaveLength(1);
  });

  it("takes new games into Main without naming it, as before", async () => {
    const admin = await token("admin@example.com");
    const res = await t.request({
      method: "POST",
      url: "/api/games",
      token: admin,
      payload: { homeGroupId: HOME, awayGroupId: AWAY, date: "2027-03-01", hour: "20:00", round: "Round 3" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const main = (await t.request({ method: "GET", url: "/api/competitions", token: admin })).body.competitions[0];
    expect(res.body.game.competitionId).toBe(main._id);
    expect(main.gameCount).toBe(4);
  });

  it("gives the old league the seed's rules and every old bet no joker (0011), so its table is unchanged", async () => {
    const anna = await token("anna@example.com");
    const league = await t.request({ method: "GET", url: `/api/leagues/${LEAGUE}`, token: anna });
    expect(league.body.league.rules).toEqual({ exact: 3, difference: 1, outcome: 1, joker: false });
    const bets = await t.request({ method: "GET", url: "/api/bets", token: anna });
    expect(bets.body.bets.map((b: { joker: boolean }) => b.joker)).toEqual([false, false]);
    const table = await t.request({ method: "GET", url: `/api/leagues/${LEAGUE}/leaderboard`, token: anna });
    expect(table.body.map((r: { fullName: string; totalPoints: number }) => [r.fullName, r.totalPoints])).toEqual([
      ["Anna", 4],
      ["Ben", 1],
    ]);
  });
});
