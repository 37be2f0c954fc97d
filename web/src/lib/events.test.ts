import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSseParser, type EventStreamOptions, openEventStream, reconnectDelay, type SseMessage } from "./events";

/** A server's answer whose body the test writes to, and which fails like a real fetch body when the call is aborted. */
function streamed(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type Answer = "network" | number | "stream";

/** A fetch that answers each call with the next scripted answer ("stream" opens one the test controls). */
function fakeServer(answers: Answer[]) {
  const calls: { at: number; init: RequestInit | undefined }[] = [];
  const streams: ReturnType<typeof streamed>[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push({ at: Date.now(), init });
    const answer = answers.shift() ?? "network";
    if (answer === "network") throw new TypeError("fetch failed");
    if (answer === "stream") {
      const stream = streamed(init?.signal);
      streams.push(stream);
      return stream.response;
    }
    return new Response(JSON.stringify({ message: "no" }), { status: answer });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, streams };
}

function reader(server: ReturnType<typeof fakeServer>, overrides: Partial<EventStreamOptions> = {}) {
  const messages: SseMessage[] = [];
  const opens: boolean[] = [];
  const unauthorized: string[] = [];
  const stop = openEventStream({
    url: "/api/events",
    getToken: () => "token-1",
    onMessage: (m) => messages.push(m),
    onOpen: (resumed) => opens.push(resumed),
    onUnauthorized: (token) => unauthorized.push(token),
    fetch: server.fetch,
    random: () => 1,
    ...overrides,
  });
  return { messages, opens, unauthorized, stop };
}

const gaps = (calls: { at: number }[]) => calls.slice(1).map((call, i) => call.at - calls[i].at);

describe("createSseParser", () => {
  it("reads events, data lines, retry and comments from chunks cut anywhere", () => {
    const messages: SseMessage[] = [];
    const retries: number[] = [];
    const feed = createSseParser(
      (m) => messages.push(m),
      (ms) => retries.push(ms),
    );
    const text =
      ': connected\n\nevent: game\ndata: {"gameId":"g1"}\n\n: ping\r\n\r\nevent: standings\r\ndata: a\r\ndata: b\r\n\r\nretry: 600000\n\ndata:plain\n\n';
    for (const chunk of text.match(/[\s\S]{1,3}/g) ?? []) feed(chunk);
    expect(messages).toEqual([
      { event: "game", data: '{"gameId":"g1"}' },
      { event: "standings", data: "a\nb" },
      { event: "message", data: "plain" },
    ]);
    expect(retries).toEqual([600000]);
  });

  it("takes a \\r\\n split between two chunks as one line end", () => {
    const messages: SseMessage[] = [];
    const feed = createSseParser((m) => messages.push(m));
    feed("event: game\r");
    feed("\ndata: 1\r");
    feed("\n\r");
    expect(messages).toEqual([]);
    feed("\n");
    expect(messages).toEqual([{ event: "game", data: "1" }]);
  });
});

describe("reconnectDelay", () => {
  it("doubles from 1 s to at most 30 s, at random within the upper half, never under 1 s", () => {
    const top = [0, 1, 2, 3, 4, 5, 6, 9].map((n) => reconnectDelay(n, () => 1, 1000, 30_000));
    const bottom = [0, 1, 2, 3, 4, 5, 6, 9].map((n) => reconnectDelay(n, () => 0, 1000, 30_000));
    expect(top).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(bottom).toEqual([1000, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });
});

describe("openEventStream", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the token at a low priority and reads events until stopped", async () => {
    const server = fakeServer(["stream"]);
    const r = reader(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0].init?.headers).toEqual({ Authorization: "Bearer token-1", Accept: "text/event-stream" });
    // A browser counts a High request as part of the page's load: the stream, which never ends, must not be one.
    expect(server.calls[0].init?.priority).toBe("low");
    server.streams[0].send('event: game\ndata: {"gameId":"g1"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(r.messages).toEqual([{ event: "game", data: '{"gameId":"g1"}' }]);
    expect(r.opens).toEqual([false]);
    r.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
  });

  it("retries a server it cannot reach after 1, 2, 4, 8, 16 s and then every 30 s", async () => {
    const server = fakeServer([]);
    const r = reader(server);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(gaps(server.calls).slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(r.opens).toEqual([]);
    r.stop();
  });

  it("reconnects 1 s after a stream that had opened ends (a server restart), and says it resumed", async () => {
    const server = fakeServer(["network", 503, "stream", "network", "stream"]);
    const r = reader(server);
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.calls).toHaveLength(3);
    // Opened only after two failures: what was sent while the app loaded its data without a stream is missed too.
    expect(r.opens).toEqual([true]);
    server.streams[0].end();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gaps(server.calls)).toEqual([1000, 2000, 1000, 2000]);
    expect(r.opens).toEqual([true, true]);
    server.streams[1].send("event: standings\ndata: {}\n\n");
    await vi.advanceTimersByTimeAsync(0);
    expect(r.messages).toEqual([{ event: "standings", data: "{}" }]);
    r.stop();
  });

  it("stops at a 401 and hands the refused token to the app", async () => {
    const server = fakeServer([401, "stream"]);
    const r = reader(server);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
    expect(r.unauthorized).toEqual(["token-1"]);
  });

  it("stops once there is no token (logged out)", async () => {
    const tokens = ["token-1", null];
    const server = fakeServer(["stream"]);
    reader(server, { getToken: () => tokens.shift() ?? null });
    await vi.advanceTimersByTimeAsync(0);
    server.streams[0].end();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
  });

  it("waits as long as the server's retry: says before coming back", async () => {
    const server = fakeServer(["stream", "stream"]);
    const r = reader(server);
    await vi.advanceTimersByTimeAsync(0);
    server.streams[0].send("retry: 600000\n\n");
    server.streams[0].end();
    await vi.advanceTimersByTimeAsync(599_000);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(2);
    r.stop();
  });

  it("replaces a stream silent for idleMs (pings keep it alive)", async () => {
    const server = fakeServer(["stream", "stream"]);
    const r = reader(server, { idleMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(25_000);
      server.streams[0].send(": ping\n\n");
    }
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(2);
    expect(r.opens).toEqual([false, true]);
    r.stop();
  });
});
