/**
 * A reader of the server's event stream (GET /api/events, docs/api.md "Events"): fetch with the bearer token, the
 * body read as Server-Sent Events, reconnecting after any break until stopped. Plain TypeScript (no React, no app
 * state), so the server's tests run it against a real server too.
 *
 *   const stop = openEventStream({ url: "/api/events", getToken, onMessage, onUnauthorized: expireSession });
 */

/** One Server-Sent Events message: its `event` name ("message" when it has none) and its `data` lines joined. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits a text stream, fed in chunks cut anywhere, into SSE messages (the WHATWG event-stream rules: `event`,
 * `data`, `retry` and comment lines; `id` is not used by this server).
 */
export function createSseParser(onMessage: (message: SseMessage) => void, onRetry: (ms: number) => void = () => {}) {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) onMessage({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "retry" && /^\d+$/.test(value)) onRetry(Number(value));
  };
  return (chunk: string) => {
    buffer += chunk;
    // A trailing \r may be the first half of a \r\n: it waits for the next chunk, with the unfinished last line.
    const end = buffer.endsWith("\r") ? buffer.length - 1 : buffer.length;
    const lines = buffer.slice(0, end).split(/\r\n|\r|\n/);
    buffer = (lines.pop() ?? "") + buffer.slice(end);
    for (const text of lines) line(text);
  };
}

/** The wait before reconnection attempt `attempt` (0 first): doubling from `minMs` up to `maxMs`, its upper half at random. */
export function reconnectDelay(attempt: number, random: () => number, minMs: number, maxMs: number): number {
  const ceiling = Math.min(maxMs, minMs * 2 ** attempt);
  return Math.max(minMs, ceiling / 2 + (random() * ceiling) / 2);
}

export interface EventStreamOptions {
  url: string;
  /** Read before each connection; none (logged out) stops the reader. */
  getToken: () => string | null;
  onMessage: (message: SseMessage) => void;
  /**
   * Each time a stream opens; `resumed` after a break or after attempts that failed, when whatever was sent since the
   * app loaded its data may have been missed.
   */
  onOpen?: (resumed: boolean) => void;
  /** The server refused this token (401): the reader stops, and the app ends the session. */
  onUnauthorized: (token: string) => void;
  fetch?: typeof fetch;
  random?: () => number;
  minDelayMs?: number;
  maxDelayMs?: number;
  /**
   * A stream silent this long is taken as dead (a sleeping laptop, a dropped network) and replaced: the server
   * pings at least every minute.
   */
  idleMs?: number;
}

/** Reads the stream until the returned function is called, reconnecting with backoff after every break. */
export function openEventStream(options: EventStreamOptions): () => void {
  const fetchStream = options.fetch ?? globalThis.fetch.bind(globalThis);
  const random = options.random ?? Math.random;
  const minMs = options.minDelayMs ?? 1000;
  const maxMs = options.maxDelayMs ?? 30_000;
  const idleMs = options.idleMs ?? 90_000;
  const stopped = new AbortController();
  let retryMs: number | null = null;

  /** One connection, read to its end; resolves whether the stream opened. A 401 stops the reader. */
  async function connect(token: string, resumed: boolean): Promise<boolean> {
    let opened = false;
    const connection = new AbortController();
    const abort = () => connection.abort();
    stopped.signal.addEventListener("abort", abort);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleMs);
    };
    try {
      alive();
      const response = await fetchStream(options.url, {
        headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
        cache: "no-store",
        // A stream that never ends: at High, the fetch default, it counted as a critical request still loading, so a
        // page's load (and Lighthouse's wait for it) never ended, and on a slow connection it queued with the
        // first screen's code and data.
        priority: "low",
        signal: connection.signal,
      });
      if (response.status === 401) {
        stopped.abort();
        options.onUnauthorized(token);
        return false;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return false;
      }
      opened = true;
      options.onOpen?.(resumed);
      const parse = createSseParser(options.onMessage, (ms) => {
        retryMs = ms;
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        alive();
        const { done, value } = await reader.read();
        if (done) return opened;
        parse(value);
      }
    } catch {
      // A network error, a dead stream or stop(): the loop decides what comes next.
      return opened;
    } finally {
      clearTimeout(idle);
      stopped.signal.removeEventListener("abort", abort);
    }
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        stopped.signal.removeEventListener("abort", done);
        resolve();
      }
      stopped.signal.addEventListener("abort", done);
    });

  void (async () => {
    let attempt = 0;
    let everOpened = false;
    while (!stopped.signal.aborted) {
      const token = options.getToken();
      if (!token) return;
      if (await connect(token, everOpened || attempt > 0)) {
        everOpened = true;
        attempt = 0;
      }
      if (stopped.signal.aborted) return;
      const wait = retryMs ?? reconnectDelay(attempt, random, minMs, maxMs);
      retryMs = null;
      attempt += 1;
      await sleep(wait);
    }
  })();

  return () => stopped.abort();
}
