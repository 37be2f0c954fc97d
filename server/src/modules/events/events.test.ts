import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openEventStream, type SseMessage } from "../../../../web/src/lib/events";
import { readDataVersion } from "../../lib/data-version";
import { bet, createGame, createTeam, seedPeople, setResult } from "../../test/fixtures";
import { dbTargets, freshDatabaseUrl, registerUser, startTestApp, startTestAppOn, type TestApp } from "../../test/harness";
import { bundleServer, call, type ServerBundle, type ServerProcess, startServerProcess, stopProcess } from "../../test/processes";
import { publishAfterCommit } from "./bus";
import { STREAMS_PER_USER } from "./stream";

/** A stream as a client sees it over real HTTP: everything it read, and each message with the time it arrived. */
interface ClientStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  messages: (SseMessage & { at: number })[];
  ended: boolean;
  response: http.IncomingMessage;
  close(): void;
}

/** Opens GET /api/events with node:http; `read: false` never reads a byte of the body (a client that stalled). */
function openStream(base: string, token: string | undefined, { read = true } = {}): Promise<ClientStream> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { headers, agent: false }, (response) => {
      const stream: ClientStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: "",
        messages: [],
        ended: false,
        response,
        close: () => request.destroy(),
      };
      response.on("close", () => {
        stream.ended = true;
      });
      if (read) {
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          stream.text += chunk;
          buffer += chunk;
          const frames = buffer.split("\n\n");
          buffer = frames.pop() ?? "";
          for (const frame of frames) {
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event && data) stream.messages.push({ event, data, at: Date.now() });
          }
        });
      } else {
        response.pause();
      }
      resolve(stream);
    });
    request.on("error", reject);
  });
}

const listen = async (t: TestApp, port = 0) => {
  await t.app.listen({ port, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

const eventsOf = (stream: { messages: SseMessage[] }, name: string) =>
  stream.messages.filter((m) => m.event === name).map((m) => JSON.parse(m.data));

describe.each(dbTargets)("event streams on $name", (target) => {
  let t: TestApp;
  let base: string;
  let people: Awaited<ReturnType<typeof seedPeople>>;
  let home: string;
  let away: string;

  beforeAll(async () => {
    t = await startTestApp(target, { EVENTS_HEARTBEAT_MS: "100" });
    base = await listen(t);
    people = await seedPeople(t, 2);
    home = await createTeam(t, people.admin.token, "Home FC");
    away = await createTeam(t, people.admin.token, "Away FC");
  });
  afterAll(() => t?.close());

  /** Every stream a test opens is hung up after it, pass or fail. */
  const clients: ClientStream[] = [];
  const open = async (token: string | undefined, options?: { read: boolean }) => {
    const stream = await openStream(base, token, options);
    clients.push(stream);
    return stream;
  };
  afterEach(async () => {
    for (const stream of clients.splice(0)) stream.close();
    await vi.waitFor(() => expect(t.app.eventStreams.size).toBe(0));
  });

  it("refuses a caller without a valid token with 401 and a message, and opens no stream", async () => {
    for (const token of [undefined, "not-a-token"]) {
      const stream = await open(token);
      await vi.waitFor(() => expect(stream.ended).toBe(true));
      expect(stream.status).toBe(401);
      expect(typeof JSON.parse(stream.text).message).toBe("string");
    }
    expect(t.app.eventStreams.size).toBe(0);
  });

  it("sends `game` within 1 s of a lock, a live score and a result entered by an admin, then `standings`", async () => {
    const [player] = people.players;
    const game = await createGame(t, people.admin.token, home, away);
    expect((await bet(t, player.token, game, 2, 1)).status).toBe(201);
    const stream = await open(player.token);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["cache-control"]).toBe("no-store, no-transform");
    expect(stream.headers["content-encoding"]).toBeUndefined();

    const locking = Date.now();
    const locked = await t.request({
      method: "PUT",
      url: `/api/games/${game}`,
      token: people.admin.token,
      payload: { isBettingLocked: true },
    });
    expect(locked.status).toBe(200);
    await vi.waitFor(() => expect(eventsOf(stream, "game")).toHaveLength(1), { timeout: 1000 });
    expect(eventsOf(stream, "game")[0]).toEqual({ gameId: game, status: "live", liveScore: null, finalResult: "" });
    expect(stream.messages[0].at - locking).toBeLessThan(1000);

    const scoring = Date.now();
    const live = await t.request({
      method: "PUT",
      url: `/api/games/${game}/live`,
      token: people.admin.token,
      payload: { liveScore: "1:0" },
    });
    expect(live.status).toBe(200);
    await vi.waitFor(() => expect(eventsOf(stream, "game")).toHaveLength(2), { timeout: 1000 });
    expect(eventsOf(stream, "game")[1]).toEqual({ gameId: game, status: "live", liveScore: "1:0", finalResult: "" });
    expect(stream.messages[1].at - scoring).toBeLessThan(1000);

    const entering = Date.now();
    await setResult(t, people.admin.token, game, "2:1");
    await vi.waitFor(() => expect(eventsOf(stream, "game")).toHaveLength(3), { timeout: 1000 });
    const result = stream.messages.filter((m) => m.event === "game")[2];
    expect(JSON.parse(result.data)).toEqual({ gameId: game, status: "finished", liveScore: null, finalResult: "2:1" });
    expect(result.at - entering).toBeLessThan(1000);

    // Standings follow the result (at most one a second per process): the version is the data's current one.
    // On PostgreSQL the bet's own standings, sent before the stream opened, may still arrive first: look after the result.
    const after = () => stream.messages.slice(stream.messages.indexOf(result)).filter((m) => m.event === "standings");
    await vi.waitFor(() => expect(after()).toHaveLength(1), { timeout: 3000 });
    expect(JSON.parse(after()[0].data)).toEqual({ version: await readDataVersion(t.handle.db) });
  });

  it("sends `league` (naming no league) when a player joins or leaves a league and when it is deleted", async () => {
    const [owner, joiner] = people.players;
    const stream = await open(people.admin.token);
    await vi.waitFor(() => expect(t.app.eventStreams.size).toBe(1));
    const created = await t.request({
      method: "POST",
      url: "/api/leagues",
      token: owner.token,
      payload: { name: "Stream League" },
    });
    expect(created.status).toBe(201);
    const { _id: leagueId, inviteCode } = created.body.league;
    const joined = await t.request({ method: "POST", url: "/api/leagues/join", token: joiner.token, payload: { inviteCode } });
    expect(joined.status).toBe(200);
    await vi.waitFor(() => expect(eventsOf(stream, "league")).toEqual([{}]), { timeout: 1000 });
    const left = await t.request({ method: "DELETE", url: `/api/leagues/${leagueId}/members/${joiner.id}`, token: joiner.token });
    expect(left.status).toBe(200);
    await vi.waitFor(() => expect(eventsOf(stream, "league")).toHaveLength(2), { timeout: 1000 });
    const deleted = await t.request({ method: "DELETE", url: `/api/leagues/${leagueId}`, token: owner.token });
    expect(deleted.status).toBe(200);
    await vi.waitFor(() => expect(eventsOf(stream, "league")).toHaveLength(3), { timeout: 1000 });
  });

  it("never reports a change whose transaction rolled back", async () => {
    const game = await createGame(t, people.admin.token, home, away);
    const stream = await open(people.players[0].token);
    await vi.waitFor(() => expect(t.app.eventStreams.size).toBe(1));
    const failed = t.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable("games").set({ isFinished: 1, homeScore: 9, awayScore: 9 }).where("id", "=", game).execute();
      await publishAfterCommit(trx, { event: "game", gameId: game });
      throw new Error("rolled back");
    });
    await expect(failed).rejects.toThrow("rolled back");
    await t.request({ method: "PUT", url: `/api/games/${game}`, token: people.admin.token, payload: { isBettingLocked: true } });
    await vi.waitFor(() => expect(eventsOf(stream, "game").at(-1)).toMatchObject({ gameId: game, status: "live" }));
    // PostgreSQL drops the rolled-back notice; SQLite reports the game as committed (a needless refresh at most).
    const before = target.name === "postgres" ? [] : [{ gameId: game, status: "upcoming", liveScore: null, finalResult: "" }];
    expect(eventsOf(stream, "game")).toEqual([...before, { gameId: game, status: "live", liveScore: null, finalResult: "" }]);
  });

  it("closes the open streams of a user who is deleted, demoted or given a new password (the second probe's finding 9)", async () => {
    const admin = people.admin.token;
    const victim = await registerUser(t, { fullName: "Leaving Soon" });
    const stream = await open(victim.token);
    expect(stream.status).toBe(200);
    const deleted = await t.request({ method: "DELETE", url: `/api/users/${victim.id}`, token: admin });
    expect(deleted.status).toBe(200);
    await vi.waitFor(() => expect(stream.ended).toBe(true), { timeout: 2000 });

    const second = await registerUser(t, { fullName: "Admin For A Day" });
    const made = await t.request({
      method: "PUT",
      url: `/api/users/${second.id}`,
      token: admin,
      payload: { username: "Admin For A Day", email: second.email, isAdmin: true },
    });
    expect(made.status).toBe(200);
    const adminStream = await open(second.token);
    const demoted = await t.request({
      method: "PUT",
      url: `/api/users/${second.id}`,
      token: admin,
      payload: { username: "Admin For A Day", email: second.email, isAdmin: false },
    });
    expect(demoted.status).toBe(200);
    await vi.waitFor(() => expect(adminStream.ended).toBe(true), { timeout: 2000 });

    const bystander = await open(people.players[0].token);
    const changed = await t.request({
      method: "PUT",
      url: `/api/auth/admin/change-user-password/${second.id}`,
      token: admin,
      payload: { newPassword: "another-Secret-9" },
    });
    expect(changed.status).toBe(200);
    const again = await open(second.token);
    await vi.waitFor(() => expect(again.ended).toBe(true), { timeout: 2000 });
    // Nobody else's stream is touched.
    expect(bystander.ended).toBe(false);
  });

  it("pings an open stream every EVENTS_HEARTBEAT_MS", async () => {
    const stream = await open(people.players[0].token);
    await vi.waitFor(() => expect(stream.text.split(": ping\n\n").length).toBeGreaterThan(3), { timeout: 1000 });
  });

  it(`closes a user's oldest stream when they open stream ${STREAMS_PER_USER + 1}, telling it to wait before retrying`, async () => {
    const user = people.players[1];
    const streams: ClientStream[] = [];
    for (let i = 0; i <= STREAMS_PER_USER; i++) {
      streams.push(await open(user.token));
      await vi.waitFor(() => expect(t.app.eventStreams.countOf(user.id)).toBe(Math.min(i + 1, STREAMS_PER_USER)));
    }
    const [oldest, ...rest] = streams;
    await vi.waitFor(() => expect(oldest.ended).toBe(true));
    expect(oldest.text).toMatch(/\nretry: \d{6,}\n\n$/);
    expect(rest.map((s) => s.ended)).toEqual([false, false, false, false, false]);
    // Another user's streams are not this user's count.
    const other = await open(people.players[0].token);
    await vi.waitFor(() => expect(t.app.eventStreams.size).toBe(STREAMS_PER_USER + 1));
    expect(other.ended).toBe(false);
  });

  it("drops a client that stops reading once its backlog passes the bound, and keeps serving the others", async () => {
    const slow = await registerUser(t, { fullName: "Slow Reader" });
    const stalled = await open(slow.token, { read: false });
    const reader = await open(people.players[0].token);
    await vi.waitFor(() => expect(t.app.eventStreams.size).toBe(2));
    const data = { gameId: "x".repeat(24), status: "live" as const, liveScore: "1:0", finalResult: "" };
    let sent = 0;
    // The kernel takes a few MB first; past that, the stalled stream's backlog grows until it is dropped. Bursts of
    // 100 events (15 KB) with a pause between them: a client that reads keeps up.
    while (t.app.eventStreams.countOf(slow.id) > 0 && sent < 200_000) {
      for (let i = 0; i < 100; i++) t.app.eventStreams.deliver({ event: "game", data });
      sent += 100;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(t.app.eventStreams.countOf(slow.id)).toBe(0);
    expect(t.app.eventStreams.countOf(people.players[0].id)).toBe(1);
    // The server let go of the socket: the stalled client's connection is gone.
    stalled.response.resume();
    await vi.waitFor(() => expect(stalled.ended).toBe(true));
    await vi.waitFor(() => expect(reader.messages.length).toBe(sent), { timeout: 10_000 });
    expect(reader.ended).toBe(false);
  });
});

describe.each(dbTargets)("the web app's stream reader across a server restart on $name", (target) => {
  it("reconnects to the server started again on the same port and hears the next result", async () => {
    const first = await startTestApp(target);
    const { admin, players } = await seedPeople(first, 1);
    const home = await createTeam(first, admin.token, "Home FC");
    const away = await createTeam(first, admin.token, "Away FC");
    const game = await createGame(first, admin.token, home, away);
    const base = await listen(first);
    const port = Number(new URL(base).port);

    const opens: boolean[] = [];
    const messages: SseMessage[] = [];
    const stop = openEventStream({
      url: `${base}/api/events`,
      getToken: () => players[0].token,
      onMessage: (message) => messages.push(message),
      onOpen: (resumed) => opens.push(resumed),
      onUnauthorized: () => {
        throw new Error("unexpected 401");
      },
      minDelayMs: 100,
    });
    let second: TestApp | undefined;
    try {
      await vi.waitFor(() => expect(opens).toEqual([false]));
      await first.app.close();
      second = await startTestAppOn(first.config.databaseUrl, first.config.dataDir, async () => {});
      await listen(second, port);
      await vi.waitFor(() => expect(opens).toEqual([false, true]), { timeout: 5000 });

      await setResult(second, admin.token, game, "1:1");
      await vi.waitFor(() => expect(eventsOf({ messages }, "game")).toHaveLength(1), { timeout: 1000 });
      expect(eventsOf({ messages }, "game")[0]).toMatchObject({ gameId: game, status: "finished", finalResult: "1:1" });
    } finally {
      stop();
      await second?.close();
      await first.close();
    }
  });
});

// Instances relay events through PostgreSQL's LISTEN/NOTIFY; SQLite is one process by design, so it has no second one.
describe.each(dbTargets.filter((target) => target.name === "postgres"))(
  "two server processes on one $name database",
  (target) => {
    const servers: ServerProcess[] = [];
    let bundle: ServerBundle;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      bundle = await bundleServer();
      const fresh = await freshDatabaseUrl(target);
      drop = fresh.drop;
      // One after the other: the first creates the schema and the shared secret in DATA_DIR.
      for (let i = 0; i < 2; i++) {
        servers.push(await startServerProcess(bundle, { DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.url }));
      }
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => stopProcess(server.child)));
      await drop?.();
      bundle?.remove();
    });

    it("tells a client of instance B about a result entered on instance A within 1 s", async () => {
      const [a, b] = servers;
      const admin = await call(a, "POST", "/auth/register", undefined, {
        fullName: "Admin",
        email: "admin@example.com",
        password: "secret123",
      });
      const player = await call(b, "POST", "/auth/register", undefined, {
        fullName: "Player",
        email: "player@example.com",
        password: "secret123",
      });
      const adminToken = admin.body.token as string;
      const playerToken = player.body.token as string;
      const teams = [];
      for (const name of ["Home FC", "Away FC"]) {
        teams.push((await call(a, "POST", "/groups", adminToken, { name })).body.team._id as string);
      }
      const created = await call(a, "POST", "/games", adminToken, {
        homeGroupId: teams[0],
        awayGroupId: teams[1],
        date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        hour: "20:00",
        round: "Round 1",
      });
      const game = created.body.game._id as string;
      expect(
        (await call(b, "POST", "/bets", playerToken, { gameId: game, predictedResult: { homeScore: 1, awayScore: 0 } })).status,
      ).toBe(201);

      const stream = await openStream(b.url, playerToken);
      expect(stream.status).toBe(200);
      const entering = Date.now();
      const result = await call(a, "PUT", `/games/${game}/result`, adminToken, { finalResult: "1:0", isFinished: true });
      expect(result.status).toBe(200);
      await vi.waitFor(() => expect(eventsOf(stream, "game")).toHaveLength(1), { timeout: 1000 });
      const heard = stream.messages.find((m) => m.event === "game");
      expect(JSON.parse(heard?.data ?? "")).toEqual({ gameId: game, status: "finished", liveScore: null, finalResult: "1:0" });
      expect((heard?.at ?? Number.POSITIVE_INFINITY) - entering).toBeLessThan(1000);
      await vi.waitFor(() => expect(eventsOf(stream, "standings")).toHaveLength(1), { timeout: 3000 });
      stream.close();
    });

    it("closes on instance B the stream of a user deleted on instance A", async () => {
      const [a, b] = servers;
      const login = await call(a, "POST", "/auth/login", undefined, { email: "admin@example.com", password: "secret123" });
      const leaving = await call(b, "POST", "/auth/register", undefined, {
        fullName: "Leaving",
        email: "leaving@example.com",
        password: "secret123",
      });
      const stream = await openStream(b.url, leaving.body.token);
      expect(stream.status).toBe(200);
      expect((await call(a, "DELETE", `/users/${leaving.body.user._id}`, login.body.token)).status).toBe(200);
      await vi.waitFor(() => expect(stream.ended).toBe(true), { timeout: 2000 });
    });
  },
);
