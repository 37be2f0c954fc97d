import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { expect } from "vitest";
import { createGame, createTeam, dayFromToday } from "../test/fixtures";
import { type DbTarget, registerUser, startTestApp, type TestApp } from "../test/harness";
import { TestPushService } from "../test/push-service";

/** The four callers every route is tried as. */
export const CALLERS = ["anonymous", "playerA", "playerB", "admin"] as const;
export type Caller = (typeof CALLERS)[number];

export interface Person {
  token: string;
  id: string;
  email: string;
  password: string;
}

/**
 * What the security tests call routes on: an admin (the first account), players A and B, a `spare` user
 * (logged in as by POST /auth/login, never changed) and a `victim` user (admin edits and password changes
 * land on them), two teams, an open game with a bet of player A, and a sent notification.
 * A, B and the admin each have a push subscription on a local push service, so POST /notifications/test works.
 */
export interface World {
  t: TestApp;
  push: TestPushService;
  people: Record<Exclude<Caller, "anonymous">, Person>;
  spare: Person;
  victim: Person;
  home: string;
  away: string;
  game: string;
  betA: string;
  notification: string;
  /** A league of player A's that player B is not in. */
  league: string;
  /** The invite code of a league of the spare user's, which every caller may join (again). */
  openLeagueCode: string;
  /**
   * The competition every game of the world goes to ("Main", which a fresh database starts with): named on every game
   * write, since the matrix's own POST /competitions calls leave several active.
   */
  competition: string;
}

export const unique = () => randomBytes(5).toString("hex");

export async function startWorld(target: DbTarget): Promise<World> {
  const push = await TestPushService.start();
  // Mail on (so the reset routes answer), to a port nothing listens on: the matrix never queues a mail to send.
  const t = await startTestApp(target, {
    PUSH_ENDPOINT_ALLOWLIST: "127.0.0.1",
    SMTP_URL: "smtp://127.0.0.1:9",
    PUBLIC_URL: "http://127.0.0.1:3000",
  });
  const admin = await registerUser(t, { fullName: "Admin" });
  const playerA = await registerUser(t, { fullName: "Player A" });
  const playerB = await registerUser(t, { fullName: "Player B" });
  const spare = await registerUser(t, { fullName: "Spare" });
  const victim = await registerUser(t, { fullName: "Victim" });
  const home = await createTeam(t, admin.token, "Home FC");
  const away = await createTeam(t, admin.token, "Away FC");
  const game = await createGame(t, admin.token, home, away, { date: dayFromToday(2), round: "Round 1" });
  const placed = await t.request({
    method: "POST",
    url: "/api/bets",
    token: playerA.token,
    payload: { gameId: game, predictedResult: { homeScore: 2, awayScore: 1 } },
  });
  expect(placed.status).toBe(201);
  const key = await t.request({ method: "GET", url: "/api/notifications/vapid-public-key", token: admin.token });
  push.expectedVapidKey = key.body.publicKey;
  for (const person of [admin, playerA, playerB]) {
    const res = await t.request({
      method: "POST",
      url: "/api/notifications/subscribe",
      token: person.token,
      payload: subscriptionBody(push),
    });
    expect(res.status).toBe(200);
  }
  const sent = await t.request({
    method: "POST",
    url: "/api/notifications/admin/send-to-all",
    token: admin.token,
    payload: { title: "Welcome", body: "Season starts" },
  });
  expect(sent.status).toBe(201);
  const league = await createLeague(t, playerA.token, "A's league");
  const competitions = await t.request({ method: "GET", url: "/api/competitions", token: admin.token });
  expect(competitions.status).toBe(200);
  const openLeague = await createLeague(t, spare.token, "Open league");
  return {
    t,
    push,
    people: { admin, playerA, playerB },
    spare,
    victim,
    home,
    away,
    game,
    betA: placed.body.bet._id,
    notification: sent.body.notification._id,
    league: league.id,
    openLeagueCode: openLeague.code,
    competition: competitions.body.competitions[0]._id,
  };
}

export async function stopWorld(w: World | undefined): Promise<void> {
  await w?.t.close();
  await w?.push.close();
}

/** A fresh browser subscription on the local push service. */
export function subscriptionBody(push: TestPushService) {
  const sub = push.subscription();
  return {
    subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
    deviceInfo: { userAgent: "Vitest", platform: "Linux", language: "en-US", timestamp: new Date().toISOString() },
  };
}

export const tokenOf = (w: World, caller: Caller) => (caller === "anonymous" ? undefined : w.people[caller].token);

// --- Throwaway targets for destructive calls, made by the admin ---

export async function freshTeam(w: World): Promise<string> {
  return createTeam(w.t, w.people.admin.token, `Throwaway ${unique()}`);
}

export async function freshGame(w: World): Promise<string> {
  return createGame(w.t, w.people.admin.token, w.home, w.away, {
    date: dayFromToday(3),
    round: "Round 2",
    competitionId: w.competition,
  });
}

export async function freshUser(w: World): Promise<string> {
  const res = await w.t.request({
    method: "POST",
    url: "/api/users/admin",
    token: w.people.admin.token,
    payload: { username: `Throwaway ${unique()}`, email: `throwaway-${unique()}@example.com`, password: "secret123" },
  });
  if (res.status !== 201) throw new Error(`user: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.user._id;
}

/** A throwaway empty competition, made by the admin. */
export async function freshCompetition(w: World): Promise<string> {
  const res = await w.t.request({
    method: "POST",
    url: "/api/competitions",
    token: w.people.admin.token,
    payload: { name: `Cup ${unique()}` },
  });
  if (res.status !== 201) throw new Error(`competition: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.competition._id;
}

export async function freshScheduledNotification(w: World): Promise<string> {
  const res = await w.t.request({
    method: "POST",
    url: "/api/notifications/admin/send-to-all",
    token: w.people.admin.token,
    payload: { title: "Later", body: "Scheduled", scheduledFor: new Date(Date.now() + 86_400_000).toISOString() },
  });
  if (res.status !== 201) throw new Error(`notification: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.notification._id;
}

/** A league `owner` creates through the API: its id and invite code. */
export async function createLeague(t: TestApp, ownerToken: string, name = `League ${unique()}`) {
  const res = await t.request({ method: "POST", url: "/api/leagues", token: ownerToken, payload: { name } });
  if (res.status !== 201) throw new Error(`league: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.league._id as string, code: res.body.league.inviteCode as string };
}

/** A throwaway league of player A's with one more member, a freshly registered player who joined by its code. */
export async function freshLeagueWithMember(w: World): Promise<{ id: string; member: string }> {
  const league = await createLeague(w.t, w.people.playerA.token);
  const member = await registerUser(w.t, { fullName: `Member ${unique()}` });
  const res = await w.t.request({
    method: "POST",
    url: "/api/leagues/join",
    token: member.token,
    payload: { inviteCode: league.code },
  });
  if (res.status !== 200) throw new Error(`join: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: league.id, member: member.id };
}

// --- Database state: row counts and a checksum of every table ---

const TABLES: { name: string; order: string }[] = [
  { name: "users", order: "id" },
  { name: "teams", order: "id" },
  { name: "competitions", order: "id" },
  { name: "games", order: "id" },
  { name: "bets", order: "id" },
  { name: "push_subscriptions", order: "id" },
  { name: "notifications", order: "id" },
  { name: "game_reminders", order: "game_id, user_id" },
  { name: "leagues", order: "id" },
  { name: "league_members", order: "league_id, user_id" },
  { name: "bonus_questions", order: "id" },
  { name: "bonus_answers", order: "question_id, user_id" },
  { name: "app_state", order: "key" },
  { name: "game_audit", order: "id" },
  { name: "feed_results", order: "game_id" },
  { name: "results_feed", order: "id" },
  { name: "password_resets", order: "token_hash" },
  { name: "mail_outbox", order: "id" },
  { name: "email_reminders", order: "game_id, user_id" },
];

export type Snapshot = Record<string, { rows: number; checksum: string }>;

/** Every table's row count and a hash of all its rows in primary-key order. */
export async function snapshot(t: TestApp): Promise<Snapshot> {
  const result: Snapshot = {};
  if (t.deps.dialect === "postgres") {
    // One round trip: PostgreSQL hashes each table's rows (as text, in key order) itself.
    const query = TABLES.map(
      (table) =>
        `select '${table.name}' as name, count(*)::int as rows, ` +
        `md5(coalesce(string_agg(t::text, '|' order by ${table.order}), '')) as checksum from ${table.name} t`,
    ).join(" union all ");
    const { rows } = await sql.raw<{ name: string; rows: number; checksum: string }>(query).execute(t.deps.db);
    for (const row of rows) result[row.name] = { rows: row.rows, checksum: row.checksum };
    return result;
  }
  for (const table of TABLES) {
    const { rows } = await sql
      .raw<Record<string, unknown>>(`select * from ${table.name} order by ${table.order}`)
      .execute(t.deps.db);
    result[table.name] = { rows: rows.length, checksum: createHash("sha256").update(JSON.stringify(rows)).digest("hex") };
  }
  return result;
}
