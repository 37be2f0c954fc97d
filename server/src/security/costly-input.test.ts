import net from "node:net";
import {
  NAME_INPUT_MAX,
  NOTIFICATION_ACTIONS_MAX,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_USERS_MAX,
} from "@app/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "../app";
import { BODY_LIMIT, FILE_BODY_LIMIT, jsonDepthExceeds, MAX_JSON_DEPTH } from "../lib/request-body";
import { registerUser, startTestApp, type TestApp } from "../test/harness";

/**
 * The second probe's costly-input findings (SECURITY.md "Costly input"): a name is measured before it is normalised,
 * bodies are capped per route and parsed only on a matched route, JSON nests at most 32 deep, and slow senders are cut
 * off. Each test here failed on the code before the fix (1 MiB bodies, every body parsed, no request timeout).
 */
describe("costly input", () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" });
    await registerUser(t, { fullName: "Admin" });
    player = await registerUser(t, { fullName: "Player" });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Marks above and below, alternating: the worst case for NFC, which sorts them (100,000 took 3.7 s here). */
  const accents = (n: number) => `e${"\u0301\u0316".repeat(n / 2)}`;

  it("refuses a 200 KB name with 413 on each route that takes a name: register, PATCH /auth/me, POST /leagues", async () => {
    const name = accents(200_000);
    const calls = [
      { method: "POST", url: "/api/auth/register", payload: { fullName: name, email: "big@example.com", password: "secret123" } },
      { method: "PATCH", url: "/api/auth/me", token: player.token, payload: { fullName: name } },
      { method: "POST", url: "/api/leagues", token: player.token, payload: { name } },
    ] as const;
    for (const call of calls) {
      const res = await t.request(call);
      expect(res.status, call.url).toBe(413);
      expect(res.body.message).toBe("Request body is too large");
    }
  });

  it("refuses a name longer than the rule by its length, without normalising it", async () => {
    // Under the body cap, but far over the name rule: the rule stops at the length check (NFC is never called on it).
    const name = accents(7000);
    const normalize = vi.spyOn(String.prototype, "normalize");
    const res = await t.request({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: name, email: "long@example.com", password: "secret123" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "fullName", message: "Names can be at most 50 characters" }]);
    const normalised = normalize.mock.contexts.map((text) => String(text).length);
    expect(normalised.filter((length) => length > NAME_INPUT_MAX)).toEqual([]);
  });

  it("caps every body at 16 KB, and only the three imports at 5 MB", () => {
    const byLimit = new Map<number, string[]>();
    for (const route of t.app.routeTable) {
      byLimit.set(route.bodyLimit, [...(byLimit.get(route.bodyLimit) ?? []), `${route.method} ${route.url}`]);
    }
    expect([...byLimit.keys()].sort((a, b) => a - b)).toEqual([BODY_LIMIT, FILE_BODY_LIMIT]);
    expect(BODY_LIMIT).toBe(16 * 1024);
    expect(byLimit.get(FILE_BODY_LIMIT)?.sort()).toEqual([
      "POST /api/games/import",
      "POST /api/games/import/openfootball",
      "POST /api/groups/import",
    ]);
  });

  it("fits the largest valid notification to chosen users under the 16 KB cap (the biggest body a form sends)", () => {
    const longest = (n: number) => "\u{1F600}".repeat(n); // 4 bytes a character in UTF-8
    const body = {
      title: longest(NOTIFICATION_TITLE_MAX),
      body: longest(NOTIFICATION_BODY_MAX),
      type: "general",
      icon: `/${"i".repeat(499)}`,
      url: `/${"u".repeat(499)}`,
      requireInteraction: true,
      actions: Array.from({ length: NOTIFICATION_ACTIONS_MAX }, () => ({ action: longest(64), title: longest(64) })),
      scheduledFor: new Date().toISOString(),
      userIds: Array.from({ length: NOTIFICATION_USERS_MAX }, () => "0123456789abcdef01234567"),
    };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(BODY_LIMIT);
  });

  it("answers a body sent to a route that does not exist 404, without parsing or guarding it", async () => {
    const bodies = [
      '{"x":"a\\u0000"}', // the probe's proof: the NUL guard walked it and answered 400
      "{not json", // parsed: 400 invalidJson before
      JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)),
    ];
    for (const url of ["/api/nope", "/api/games/not/a/route", "/api/auth/register/extra"]) {
      for (const payload of bodies) {
        const res = await t.request({ method: "POST", url, payload, headers: { "content-type": "application/json" } });
        expect(res.status, `${url} ${payload.slice(0, 20)}`).toBe(404);
        expect(res.body.message).toBe("Route not found");
      }
    }
  });

  it("refuses JSON nested deeper than 32 before parsing it, on a real route", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const tooDeep = await t.request({
      method: "POST",
      url: "/api/bets",
      token: player.token,
      payload: `{"gameId":${nested(MAX_JSON_DEPTH)}}`,
      headers: { "content-type": "application/json" },
    });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.message).toBe("The request body is nested too deeply");
    const deepEnough = await t.request({
      method: "POST",
      url: "/api/bets",
      token: player.token,
      payload: `{"gameId":${nested(MAX_JSON_DEPTH - 1)}}`,
      headers: { "content-type": "application/json" },
    });
    expect(deepEnough.status).toBe(400);
    expect(deepEnough.body.message).not.toBe("The request body is nested too deeply");
    // Brackets inside strings are text, not nesting; escaped quotes do not end a string.
    expect(jsonDepthExceeds(JSON.stringify({ a: "[".repeat(100), b: '\\"[[[' }), 2)).toBe(false);
    expect(jsonDepthExceeds(nested(3), 2)).toBe(true);
  });

  it("still reads a proto-polluting body as hostile: 400, nothing merged", async () => {
    const res = await t.request({
      method: "PATCH",
      url: "/api/auth/me",
      token: player.token,
      payload: '{"fullName":"Proto","__proto__":{"isAdmin":true}}',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe("slow senders", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;
  let token: string;
  const TIMEOUT_MS = 1500;

  beforeAll(async () => {
    t = await startTestApp({ name: "sqlite" });
    token = (await registerUser(t)).token;
    // The same app on a short deadline, listening for real: the deadline is the HTTP server's, not inject's.
    app = await buildApp(t.deps, { requestTimeoutMs: TIMEOUT_MS });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await t.close();
  });

  /** Opens a connection, writes `head`, then one byte of body every `everyMs`; resolves with what came back and when. */
  function trickle(head: string, everyMs: number, giveUpMs: number) {
    return new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      let timer: NodeJS.Timeout | undefined;
      socket.on("connect", () => {
        socket.write(head);
        timer = setInterval(() => socket.write("x"), everyMs);
      });
      socket.on("data", (chunk) => {
        answer += chunk.toString();
      });
      const done = () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      };
      socket.on("close", done);
      socket.on("error", () => undefined);
      setTimeout(() => socket.destroy(), giveUpMs);
    });
  }

  it("closes a request whose body trickles in, at the deadline (the production deadline is 30 s)", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    const production = await buildApp(t.deps);
    expect(production.server.requestTimeout).toBe(30_000);
    expect(production.server.headersTimeout).toBe(30_000);
    // Idle keep-alive connections are not requests: they stay for Fastify's 72 s, not Node's 5 s.
    expect(production.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    await production.close();

    const head = "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{";
    const { closedAfterMs, answer } = await trickle(head, 300, 10_000);
    expect(answer).toContain("408");
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it("closes a connection whose headers never end", async () => {
    const { closedAfterMs } = await trickle("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ", 300, 10_000);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it("keeps an open event stream past the deadline: its request has fully arrived", async () => {
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
    expect(app.eventStreams.size).toBe(1);
    controller.abort();
  });
});
