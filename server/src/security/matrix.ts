import { composeResetMail } from "../modules/auth/recovery";
import type { OutboxRow } from "../modules/mail/outbox";
import { signUnsubscribeToken } from "../modules/notifications/unsubscribe-token";
import { createGame, dayFromToday } from "../test/fixtures";
import {
  type Caller,
  freshCompetition,
  freshGame,
  freshLeagueWithMember,
  freshScheduledNotification,
  freshTeam,
  freshUser,
  subscriptionBody,
  unique,
  type World,
} from "./world";

/** A valid call of one route: its path parameters, query and JSON body. */
export interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
}

export type Expected = Record<Caller, number>;

export interface MatrixEntry {
  /** Builds a valid call for this caller; destructive routes make their own throwaway target here. */
  call(w: World, caller: Caller): RouteCall | Promise<RouteCall>;
  /** The exact status each caller gets. */
  expect: Expected;
  /** Keeps the world usable after a successful call (e.g. a password change replaces the caller's token). */
  after?(w: World, caller: Caller, body: { token?: string }, call: RouteCall): void;
  /** The route answers with an event stream, which never ends: callers take its status and hang up. */
  stream?: true;
}

const everyone = (status: number): Expected => ({ anonymous: status, playerA: status, playerB: status, admin: status });
const users = (status: number): Expected => ({ anonymous: 401, playerA: status, playerB: status, admin: status });
const admins = (status: number): Expected => ({ anonymous: 401, playerA: 403, playerB: 403, admin: status });

const gameBody = (w: World) => ({
  homeGroupId: w.home,
  awayGroupId: w.away,
  date: dayFromToday(4),
  hour: "18:30",
  round: "Round 3",
  competitionId: w.competition,
});

const none = (): RouteCall => ({});

/** A live reset link's token for a throwaway user: the reset mail composed as a delivery would, its link read. */
async function freshResetToken(w: World): Promise<string> {
  const mail = await composeResetMail(w.t.deps, { userId: await freshUser(w) } as OutboxRow);
  return /token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

/** A throwaway bonus question in player A's league, open for answers or already closed (to resolve). */
async function freshQuestion(w: World, open: boolean): Promise<string> {
  const closesAt = new Date(Date.now() + (open ? 86_400_000 : -60_000)).toISOString();
  const res = await w.t.request({
    method: "POST",
    url: `/api/leagues/${w.league}/questions`,
    token: w.people.playerA.token,
    payload: { text: `Question ${unique()}`, kind: "number", points: 5, closesAt },
  });
  if (res.status !== 201) throw new Error(`question: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.question._id as string;
}

/** A throwaway game locked by the admin: live, so it takes a live score. */
const freshLiveGame = (w: World) =>
  createGame(w.t, w.people.admin.token, w.home, w.away, {
    date: dayFromToday(3),
    round: "Round 2",
    isBettingLocked: true,
    competitionId: w.competition,
  });

/**
 * Every /api route, keyed "METHOD /url/:pattern" exactly as app.routeTable lists it: how to call it and
 * what each caller gets. The authorization test fails when a route is missing here or an entry is stale.
 */
export const matrix: Record<string, MatrixEntry> = {
  // --- Health and auth ---
  "GET /api/health": { call: none, expect: everyone(200) },
  "POST /api/auth/register": {
    call: () => ({ payload: { fullName: "New Player", email: `new-${unique()}@example.com`, password: "secret123" } }),
    expect: everyone(201),
  },
  "POST /api/auth/login": {
    call: (w) => ({ payload: { email: w.spare.email, password: w.spare.password, rememberMe: true } }),
    expect: everyone(200),
  },
  "GET /api/auth/me": { call: none, expect: users(200) },
  "PATCH /api/auth/me": { call: () => ({ payload: { fullName: `Renamed ${unique()}` } }), expect: users(200) },
  "PUT /api/auth/change-password": {
    call: (w, caller) => {
      const current = caller === "anonymous" ? "whatever1" : w.people[caller].password;
      return { payload: { currentPassword: current, newPassword: `${current}!` } };
    },
    expect: users(200),
    // The change ends the caller's other sessions: carry on with the fresh token it returns.
    after: (w, caller, body, call) => {
      if (caller === "anonymous" || !body.token) return;
      w.people[caller].token = body.token;
      w.people[caller].password = (call.payload as { newPassword: string }).newPassword;
    },
  },
  "GET /api/auth/options": { call: none, expect: everyone(200) },
  // An address without an account: nothing is queued, so no delivery runs behind the matrix's back.
  "POST /api/auth/forgot-password": {
    call: () => ({ payload: { email: `nobody-${unique()}@example.com` } }),
    expect: everyone(202),
  },
  "POST /api/auth/reset-password": {
    call: async (w) => ({ payload: { token: await freshResetToken(w), newPassword: `pw-${unique()}` } }),
    expect: everyone(200),
  },
  "PUT /api/auth/admin/change-user-password/:id": {
    call: (w) => ({ params: { id: w.victim.id }, payload: { newPassword: `pw-${unique()}` } }),
    expect: admins(200),
  },

  // --- Users ---
  "GET /api/users": { call: () => ({ query: { limit: "10", offset: "0" } }), expect: users(200) },
  "GET /api/users/leaderboard": {
    call: () => ({ query: { limit: "10", round: "Round 1", live: "true" } }),
    expect: users(200),
  },
  "GET /api/users/leaderboard/summary": { call: none, expect: users(200) },
  "GET /api/users/leaderboard/winners": { call: () => ({ query: { round: "Round 1" } }), expect: users(200) },
  "GET /api/users/me/stats": { call: none, expect: users(200) },
  "GET /api/users/admin/stats": { call: none, expect: admins(200) },
  "POST /api/users/admin": {
    call: () => ({ payload: { username: `Made ${unique()}`, email: `made-${unique()}@example.com`, password: "secret123" } }),
    expect: admins(201),
  },
  "GET /api/users/:id": { call: (w) => ({ params: { id: w.spare.id } }), expect: users(200) },
  "GET /api/users/:id/stats": { call: (w) => ({ params: { id: w.spare.id } }), expect: users(200) },
  "GET /api/users/:id/bets": { call: (w) => ({ params: { id: w.people.playerA.id } }), expect: users(200) },
  "GET /api/users/:id/history": { call: (w) => ({ params: { id: w.people.playerA.id } }), expect: users(200) },
  "PUT /api/users/:id": {
    call: (w) => ({ params: { id: w.victim.id }, payload: { username: "Victim", email: w.victim.email, isAdmin: false } }),
    expect: admins(200),
  },
  "DELETE /api/users/:id": { call: async (w) => ({ params: { id: await freshUser(w) } }), expect: admins(200) },

  // --- Teams ---
  "GET /api/groups": { call: none, expect: users(200) },
  "POST /api/groups": {
    call: () => ({ payload: { name: `Team ${unique()}`, logoUrl: "https://example.com/logo.png", description: "d" } }),
    expect: admins(201),
  },
  "PUT /api/groups/:id": {
    call: (w) => ({ params: { id: w.home }, payload: { name: "Home FC", logoUrl: "/default-team.png", description: "" } }),
    expect: admins(200),
  },
  "DELETE /api/groups/:id": { call: async (w) => ({ params: { id: await freshTeam(w) } }), expect: admins(200) },
  "POST /api/groups/import": {
    call: () => ({ payload: { teams: [{ name: `Imported ${unique()}` }, { name: `Imported ${unique()}` }] } }),
    expect: admins(200),
  },

  // --- Games ---
  "GET /api/games": { call: () => ({ query: { upcoming: "true", limit: "5" } }), expect: users(200) },
  "GET /api/games/upcoming": { call: () => ({ query: { round: "all", closeOnly: "false" } }), expect: users(200) },
  "GET /api/games/finished": { call: () => ({ query: { limit: "5", offset: "0" } }), expect: users(200) },
  "GET /api/games/catalog": { call: none, expect: users(200) },
  "GET /api/games/rounds": { call: none, expect: users(200) },
  "GET /api/games/round-status": { call: () => ({ query: { round: "Round 1" } }), expect: admins(200) },
  "GET /api/games/:id": { call: (w) => ({ params: { id: w.game } }), expect: users(200) },
  "POST /api/games": { call: (w) => ({ payload: gameBody(w) }), expect: admins(201) },
  "PUT /api/games/:id": {
    call: (w) => ({
      params: { id: w.game },
      payload: { homeGroupId: w.home, awayGroupId: w.away, round: "Round 1", hour: "20:00" },
    }),
    expect: admins(200),
  },
  "PUT /api/games/:id/result": {
    call: async (w) => ({ params: { id: await freshGame(w) }, payload: { finalResult: "2:1", isFinished: true } }),
    expect: admins(200),
  },
  "PUT /api/games/:id/live": {
    call: async (w) => ({ params: { id: await freshLiveGame(w) }, payload: { liveScore: "1:0" } }),
    expect: admins(200),
  },
  "DELETE /api/games/:id": { call: async (w) => ({ params: { id: await freshGame(w) } }), expect: admins(200) },
  "POST /api/games/import": {
    call: (w) => ({ query: { competition: w.competition }, payload: { games: [gameBody(w), gameBody(w)] } }),
    expect: admins(200),
  },
  "POST /api/games/import/openfootball": {
    call: () => ({
      // Named like no competition: the import creates one after the file's name.
      query: { dryRun: "false", timezone: "Europe/London" },
      payload: {
        name: `Matrix cup ${unique()}`,
        matches: [
          { round: "Final", date: dayFromToday(6), time: "20:00 UTC+1", team1: `Cup ${unique()}`, team2: `Cup ${unique()}` },
        ],
      },
    }),
    expect: admins(200),
  },
  "GET /api/games/:id/audit": { call: (w) => ({ params: { id: w.game } }), expect: admins(200) },
  "POST /api/admin/recalculate": { call: none, expect: admins(200) },
  "GET /api/admin/results-feed": { call: none, expect: admins(200) },

  // --- Competitions: players read, admins write ---
  "GET /api/competitions": { call: none, expect: users(200) },
  "POST /api/competitions": { call: () => ({ payload: { name: `Season ${unique()}` } }), expect: admins(201) },
  "PUT /api/competitions/:id": {
    call: async (w) => ({ params: { id: await freshCompetition(w) }, payload: { name: `Renamed ${unique()}` } }),
    expect: admins(200),
  },
  "DELETE /api/competitions/:id": {
    call: async (w) => ({ params: { id: await freshCompetition(w) } }),
    expect: admins(200),
  },

  // --- Bets ---
  "GET /api/bets": { call: (w) => ({ query: { gameId: w.game } }), expect: users(200) },
  "POST /api/bets": {
    call: async (w) => ({ payload: { gameId: await freshGame(w), predictedResult: { homeScore: 1, awayScore: 1 } } }),
    expect: users(201),
  },
  "PUT /api/bets/:id": {
    call: (w) => ({ params: { id: w.betA }, payload: { predictedResult: { homeScore: 3, awayScore: 1 } } }),
    // Only the owner: not another player, not even an admin.
    expect: { anonymous: 401, playerA: 200, playerB: 403, admin: 403 },
  },
  "GET /api/bets/game/:id/users": { call: (w) => ({ params: { id: w.game } }), expect: users(200) },
  "GET /api/bets/game/:id": { call: (w) => ({ params: { id: w.game } }), expect: users(200) },

  // --- Notifications: any logged-in user ---
  "GET /api/notifications/vapid-public-key": { call: none, expect: users(200) },
  "POST /api/notifications/subscribe": { call: (w) => ({ payload: subscriptionBody(w.push) }), expect: users(200) },
  "POST /api/notifications/email-reminders/unsubscribe": {
    call: async (w) => ({ query: { token: await signUnsubscribeToken(w.t.deps.jwtSecret, await freshUser(w)) } }),
    expect: everyone(200),
  },
  "POST /api/notifications/unsubscribe": {
    call: (w) => ({ payload: { endpoint: `${w.push.origin}/push/nobody-${unique()}` } }),
    expect: users(200),
  },
  "POST /api/notifications/test": { call: () => ({ payload: { title: "Ping" } }), expect: users(200) },
  "GET /api/notifications/stats": { call: none, expect: users(200) },
  "GET /api/notifications/preferences": { call: none, expect: users(200) },
  "PUT /api/notifications/preferences": { call: () => ({ payload: { remindersEnabled: true } }), expect: users(200) },

  // --- Notifications: admins ---
  "POST /api/notifications/admin/send-to-all": {
    call: () => ({ payload: { title: "All", body: "Hello everyone", type: "announcement" } }),
    expect: admins(201),
  },
  "POST /api/notifications/admin/send-to-users": {
    call: (w) => ({ payload: { title: "You", body: "Hello you", userIds: [w.people.playerA.id] } }),
    expect: admins(201),
  },
  "GET /api/notifications/admin/history": {
    call: () => ({ query: { page: "1", limit: "10", status: "sent" } }),
    expect: admins(200),
  },
  "GET /api/notifications/admin/history/:id": { call: (w) => ({ params: { id: w.notification } }), expect: admins(200) },
  "POST /api/notifications/admin/cancel/:id": {
    call: async (w) => ({ params: { id: await freshScheduledNotification(w) } }),
    expect: admins(200),
  },
  "POST /api/notifications/admin/bulk-cancel": {
    call: async (w) => ({ payload: { notificationIds: [await freshScheduledNotification(w)] } }),
    expect: admins(200),
  },
  "POST /api/notifications/admin/resend/:id": { call: (w) => ({ params: { id: w.notification } }), expect: admins(201) },
  "GET /api/notifications/admin/search-users": { call: () => ({ query: { q: "player", limit: "5" } }), expect: admins(200) },
  "GET /api/notifications/admin/templates": { call: none, expect: admins(200) },
  "GET /api/notifications/admin/dashboard-stats": { call: none, expect: admins(200) },
  "GET /api/notifications/admin/scheduler-status": { call: none, expect: admins(200) },
  "POST /api/notifications/admin/trigger-scheduler": { call: none, expect: admins(200) },

  // --- Leagues: members read, the owner manages, admins read and delete (moderation); others are told 404 ---
  "POST /api/leagues": { call: () => ({ payload: { name: `League ${unique()}` } }), expect: users(201) },
  "GET /api/leagues": { call: none, expect: users(200) },
  // The invitation page: anyone with the code learns the league's name, size and owner (nothing else).
  "POST /api/leagues/invitation": {
    call: (w) => ({ payload: { inviteCode: w.openLeagueCode } }),
    expect: everyone(200),
  },
  "POST /api/leagues/join": {
    // Joining again changes nothing and answers the same, so every caller, every time, joins the same league.
    call: (w) => ({ payload: { inviteCode: w.openLeagueCode } }),
    expect: users(200),
  },
  "GET /api/leagues/:id": {
    call: (w) => ({ params: { id: w.league } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 200 },
  },
  "GET /api/leagues/:id/leaderboard": {
    call: (w) => ({ params: { id: w.league }, query: { limit: "10", round: "Round 1", live: "true" } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 200 },
  },
  "PUT /api/leagues/:id": {
    call: (w) => ({ params: { id: w.league }, payload: { competitionId: w.competition } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 403 },
  },
  "PUT /api/leagues/:id/rules": {
    call: (w) => ({ params: { id: w.league }, payload: { exact: 3, difference: 1, outcome: 1, joker: false } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 403 },
  },
  "GET /api/leagues/:id/questions": {
    call: (w) => ({ params: { id: w.league } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 200 },
  },
  "POST /api/leagues/:id/questions": {
    call: (w) => ({
      params: { id: w.league },
      payload: { text: `Question ${unique()}`, kind: "text", points: 3, closesAt: "2030-01-01T00:00:00Z" },
    }),
    expect: { anonymous: 401, playerA: 201, playerB: 404, admin: 403 },
  },
  "PUT /api/leagues/:id/questions/:qid/answer": {
    call: async (w) => ({ params: { id: w.league, qid: await freshQuestion(w, true) }, payload: { answer: 3 } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 403 },
  },
  "PUT /api/leagues/:id/questions/:qid/resolve": {
    call: async (w) => ({ params: { id: w.league, qid: await freshQuestion(w, false) }, payload: { answer: 3 } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 403 },
  },
  "DELETE /api/leagues/:id/questions/:qid": {
    call: async (w) => ({ params: { id: w.league, qid: await freshQuestion(w, true) } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 403 },
  },
  "POST /api/leagues/:id/invite": {
    call: (w) => ({ params: { id: w.league } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 403 },
  },
  "DELETE /api/leagues/:id/members/:userId": {
    call: async (w) => {
      const { id, member } = await freshLeagueWithMember(w);
      return { params: { id, userId: member } };
    },
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 403 },
  },
  "DELETE /api/leagues/:id": {
    call: async (w) => ({ params: { id: (await freshLeagueWithMember(w)).id } }),
    expect: { anonymous: 401, playerA: 200, playerB: 404, admin: 200 },
  },
  "GET /api/users/:id/leagues": { call: (w) => ({ params: { id: w.people.playerA.id } }), expect: admins(200) },

  // --- Events ---
  "GET /api/events": { call: none, expect: users(200), stream: true },
};

/** "GET /api/users/:id" -> ["GET", "/api/users/:id"]. */
export function splitKey(key: string): [method: string, pattern: string] {
  const space = key.indexOf(" ");
  return [key.slice(0, space), key.slice(space + 1)];
}

/** Fills `:name` segments of a route pattern (values are inserted as given: callers encode if they want to). */
export function fillPattern(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${pattern}`);
    return params[name];
  });
}

export function urlOf(pattern: string, call: RouteCall): string {
  const path = fillPattern(pattern, call.params);
  const query = call.query ? new URLSearchParams(call.query).toString() : "";
  return query ? `${path}?${query}` : path;
}
