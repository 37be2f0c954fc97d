import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bet, createGame, createTeam, seedPeople } from "../test/fixtures";
import { dbTargets, readOnBoth, registerUser, startTestApp, startTwoTestApps, type TestApp } from "../test/harness";
import { SharedCache } from "./shared-cache";

/**
 * The shared reads are served from a cache keyed by the data version stored in the database. These
 * tests prime the caches of two app instances on one database, write through one, and read through
 * both: every affected shared route must reflect the write at once.
 */
describe.each(dbTargets)("shared-read cache on $name", (target) => {
  let a: TestApp;
  let b: TestApp;
  let closeBoth: () => Promise<void>;
  let admin: { token: string; id: string };
  let players: { token: string; id: string }[];
  let gameId: string;
  let teamId: string;

  beforeAll(async () => {
    ({ a, b, close: closeBoth } = await startTwoTestApps(target));
    const people = await seedPeople(a, 3);
    admin = people.admin;
    players = people.players;
    teamId = await createTeam(a, admin.token, "Cache Home");
    const away = await createTeam(a, admin.token, "Cache Away");
    gameId = await createGame(a, admin.token, teamId, away, { round: "Round 1" });
  });
  afterAll(() => closeBoth());

  const sharedRoutes = () => [
    "/api/users/leaderboard",
    `/api/bets/game/${gameId}/users`,
    "/api/games/rounds",
    `/api/users/${players[0].id}/stats`,
    "/api/groups",
  ];

  const readBoth = (url: string) => readOnBoth(a, b, url, players[2].token);

  async function primeAll() {
    for (const url of sharedRoutes()) await readBoth(url);
  }

  it("shows a new bet on the game's bets and the bettor's bet count", async () => {
    await primeAll();
    await bet(b, players[0].token, gameId, 2, 1);
    const bets = await readBoth(`/api/bets/game/${gameId}/users`);
    expect(bets.bets.map((x: { userId: string }) => x.userId)).toEqual([players[0].id]);
    const board = await readBoth("/api/users/leaderboard");
    expect(board.find((e: { _id: string }) => e._id === players[0].id).totalBets).toBe(1);
    expect((await readBoth(`/api/users/${players[0].id}/stats`)).totalBets).toBe(1);
  });

  it("shows a result at once on the leaderboard, stats and the game's bets", async () => {
    await primeAll();
    await b.request({
      method: "PUT",
      url: `/api/games/${gameId}/result`,
      token: admin.token,
      payload: { finalResult: "2:1", isFinished: true },
    });
    const board = await readBoth("/api/users/leaderboard");
    expect(board[0]).toMatchObject({ _id: players[0].id, totalPoints: 3, rank: 1 });
    expect((await readBoth(`/api/users/${players[0].id}/stats`)).totalPoints).toBe(3);
    const bets = await readBoth(`/api/bets/game/${gameId}/users`);
    expect(bets.bets[0]).toMatchObject({ points: 3, isCalculated: true });
  });

  it("shows a game edit (new round) in the rounds", async () => {
    await primeAll();
    await a.request({ method: "PUT", url: `/api/games/${gameId}`, token: admin.token, payload: { round: "Final" } });
    expect((await readBoth("/api/games/rounds")).rounds).toEqual(["Final"]);
  });

  it("shows a team rename in the team list", async () => {
    await primeAll();
    await b.request({ method: "PUT", url: `/api/groups/${teamId}`, token: admin.token, payload: { name: "Renamed Home" } });
    const teams = await readBoth("/api/groups");
    expect(teams.map((t: { name: string }) => t.name)).toContain("Renamed Home");
    expect(teams.map((t: { name: string }) => t.name)).not.toContain("Cache Home");
  });

  it("drops a deleted user from the leaderboard and the game's bets", async () => {
    await primeAll();
    await a.request({ method: "DELETE", url: `/api/users/${players[0].id}`, token: admin.token });
    const board = await readBoth("/api/users/leaderboard");
    expect(board.some((e: { _id: string }) => e._id === players[0].id)).toBe(false);
    expect((await readBoth(`/api/bets/game/${gameId}/users`)).bets).toEqual([]);
    const stats = await b.request({ method: "GET", url: `/api/users/${players[0].id}/stats`, token: players[2].token });
    expect(stats.status).toBe(404);
  });

  it("answers 304 to a client on the current version and 200 with a new ETag after a write", async () => {
    const url = "/api/users/leaderboard";
    const first = await a.request({ method: "GET", url, token: players[1].token });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const same = await b.request({ method: "GET", url, token: players[1].token, headers: { "if-none-match": etag } });
    expect(same.status).toBe(304);
    await a.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Newcomer", email: "newcomer@example.com", password: "secret1x" },
    });
    const changed = await b.request({ method: "GET", url, token: players[1].token, headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.some((e: { fullName: string }) => e.fullName === "Newcomer")).toBe(true);
  });
});

describe("shared-read cache budget", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dbTargets[0]);
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * Sends `key` through a cache the way a route does and says whether it had to compute the answer; `encoding` is
   * what the client accepts, `size` the answer's padding.
   */
  async function serve(cache: SharedCache, key: string, { encoding, size = 400 }: { encoding?: string; size?: number } = {}) {
    let computed = false;
    let sent: unknown;
    const headers: Record<string, string> = {};
    const reply = {
      header: (name: string, value: string) => {
        headers[name] = value;
        return reply;
      },
      code: () => reply,
      type: () => reply,
      send: (body: unknown) => {
        sent = body;
        return reply;
      },
    };
    const request = { headers: encoding ? { "accept-encoding": encoding } : {} } as FastifyRequest;
    await cache.send(request, reply as unknown as FastifyReply, key, async () => {
      computed = true;
      return { key, padding: "x".repeat(size) };
    });
    const body = headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(sent as Buffer) : String(sent);
    expect(JSON.parse(String(body)).key).toBe(key);
    return computed;
  }

  it("compresses an answer only for a client that asks, once per encoding, and counts those bytes in its budget", async () => {
    const cache = new SharedCache(app.deps.db);
    await serve(cache, "big", { size: 20_000 });
    const plain = cache.usage().bytes;
    expect(plain).toBeGreaterThan(20_000);
    expect(await serve(cache, "big", { encoding: "gzip, br", size: 20_000 })).toBe(false);
    // 20,000 repeated bytes compress to well under a kilobyte.
    const withBrotli = cache.usage().bytes;
    expect(withBrotli).toBeGreaterThan(plain);
    expect(withBrotli - plain).toBeLessThan(1_000);
    await serve(cache, "big", { encoding: "br", size: 20_000 });
    expect(cache.usage().bytes).toBe(withBrotli);
  });

  it("keeps answers up to its byte budget and lets the oldest go first", async () => {
    // Each answer counts about 630 bytes (420 of body, the rest key, version, ETag and bookkeeping).
    const cache = new SharedCache(app.deps.db, 1500);
    expect(await serve(cache, "a")).toBe(true);
    expect(await serve(cache, "b")).toBe(true);
    expect(await serve(cache, "a")).toBe(false);
    // A third answer passes 1,500 bytes: "a", stored first, goes.
    expect(await serve(cache, "c")).toBe(true);
    expect(await serve(cache, "b")).toBe(false);
    expect(await serve(cache, "c")).toBe(false);
    expect(await serve(cache, "a")).toBe(true);
  });

  it("stays inside its budget, keys and headers counted, when 100,000 distinct offsets are asked for", async () => {
    const budget = 1024 * 1024;
    app.deps.cache = new SharedCache(app.deps.db, budget);
    const { token } = await registerUser(app);
    const leaderboardAt = (offset: number) =>
      app.app.inject({
        method: "GET",
        url: `/api/users/leaderboard?limit=20&offset=${offset}`,
        headers: { authorization: `Bearer ${token}` },
      });
    // The route keeps one answer per distinct page: a thousand offsets over HTTP make a thousand entries.
    for (let offset = 0; offset < 1000; offset++) expect((await leaderboardAt(offset)).statusCode).toBe(200);
    expect(app.deps.cache.usage().entries).toBe(1000);
    // The other 99,000 straight into the cache under the route's keys (HTTP adds nothing to what is kept).
    const reply = { header: () => reply, code: () => reply, type: () => reply, send: () => reply };
    for (let offset = 1000; offset < 100_000; offset++) {
      await app.deps.cache.send(
        // The version as read with a session: 99,000 reads of it would only measure the database (and time out on a busy machine).
        { headers: {}, dataVersion: "v1" } as unknown as FastifyRequest,
        reply as unknown as FastifyReply,
        `leaderboard:20:${offset}`,
        async () => [],
      );
    }
    const { entries, bytes } = app.deps.cache.usage();
    expect(bytes).toBeLessThanOrEqual(budget);
    // What each kept answer really holds at the least: its key, a 22-byte ETag and a 2-byte body ("[]").
    expect(entries * (Buffer.byteLength("leaderboard:20:1000") + 22 + 2)).toBeLessThanOrEqual(budget);
    expect(entries).toBeGreaterThan(1000);
  });
});
