import type { ServerResponse } from "node:http";
import type { BusMessage, EventBus, ServerEvent } from "./bus";

/** A user's open streams beyond this many close their oldest (SECURITY.md "Event streams"). */
export const STREAMS_PER_USER = 5;
/**
 * Bytes a stream may have waiting to go out (beyond what the kernel took) before its client counts as gone and the
 * stream is dropped: a client that stops reading never makes the server buffer for it.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/** At most one standings event per this many ms and process: a burst of bets refreshes each screen once. */
export const STANDINGS_EVERY_MS = 1000;
/**
 * The reconnection delay (SSE `retry:`) sent to a stream closed for a newer one of its user: it must not come
 * straight back and close the next oldest, round and round.
 */
export const REPLACED_RETRY_MS = 10 * 60_000;

const HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: a proxy must neither compress nor hold back the stream; nginx reads X-Accel-Buffering.
  "cache-control": "no-store, no-transform",
  "x-accel-buffering": "no",
};

interface Stream {
  userId: string;
  res: ServerResponse;
}

const frameOf = (event: ServerEvent) => `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * The open event streams of one app: relays the bus's events to them, pings them every `heartbeatMs`, keeps each
 * user to STREAMS_PER_USER and drops a stream whose client stopped reading.
 */
export class EventStreams {
  private readonly byUser = new Map<string, Stream[]>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private standingsTimer: NodeJS.Timeout | undefined;
  private standingsPending: ServerEvent | undefined;
  private standingsSentAt = 0;

  constructor(
    bus: EventBus,
    heartbeatMs: number,
    /** Told when the bus may have missed events: every stream is then closed, so its client reconnects and reloads. */
    private readonly onGap: () => void,
  ) {
    this.unsubscribe = bus.subscribe((message) => this.deliver(message));
    this.heartbeat = setInterval(() => this.broadcast(": ping\n\n"), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Open streams, all users together. */
  get size(): number {
    let n = 0;
    for (const streams of this.byUser.values()) n += streams.length;
    return n;
  }

  countOf(userId: string): number {
    return this.byUser.get(userId)?.length ?? 0;
  }

  /** Answers a request with a stream for this user. */
  open(userId: string, res: ServerResponse): void {
    const stream = { userId, res };
    res.writeHead(200, HEADERS);
    res.write(": connected\n\n");
    res.on("close", () => this.remove(stream));
    const streams = this.byUser.get(userId) ?? [];
    streams.push(stream);
    this.byUser.set(userId, streams);
    if (streams.length > STREAMS_PER_USER) this.end(streams[0], `retry: ${REPLACED_RETRY_MS}\n\n`);
  }

  /** Ends every stream (the server is stopping: clients reconnect, to another instance or to this one restarted). */
  close(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.standingsTimer);
    this.unsubscribe();
    this.endAll();
  }

  /** What the bus hands over: an event for every stream, or a gap. */
  deliver(message: BusMessage): void {
    if (message.event === "gap") {
      this.onGap();
      this.endAll();
    } else if (message.event === "sessionEnded") {
      for (const stream of [...(this.byUser.get(message.data.userId) ?? [])]) this.end(stream);
    } else if (message.event === "standings") {
      this.sendStandings(message);
    } else {
      this.broadcast(frameOf(message));
    }
  }

  /** The first standings event goes out at once; later ones within STANDINGS_EVERY_MS merge into one, the latest. */
  private sendStandings(event: ServerEvent): void {
    this.standingsPending = event;
    if (this.standingsTimer) return;
    const wait = this.standingsSentAt + STANDINGS_EVERY_MS - Date.now();
    const flush = () => {
      this.standingsTimer = undefined;
      this.standingsSentAt = Date.now();
      if (this.standingsPending) this.broadcast(frameOf(this.standingsPending));
      this.standingsPending = undefined;
    };
    if (wait <= 0) flush();
    else this.standingsTimer = setTimeout(flush, wait);
  }

  private broadcast(frame: string): void {
    for (const streams of this.byUser.values()) {
      for (const stream of [...streams]) this.write(stream, frame);
    }
  }

  private write(stream: Stream, frame: string): void {
    stream.res.write(frame);
    // writableLength counts what the kernel has not taken yet: past the bound, the client is not reading.
    if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
      this.remove(stream);
      stream.res.destroy();
    }
  }

  private end(stream: Stream, lastFrame = ""): void {
    this.remove(stream);
    stream.res.end(lastFrame);
  }

  private endAll(): void {
    for (const streams of [...this.byUser.values()]) {
      for (const stream of [...streams]) this.end(stream);
    }
  }

  private remove(stream: Stream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams) return;
    const index = streams.indexOf(stream);
    if (index >= 0) streams.splice(index, 1);
    if (streams.length === 0) this.byUser.delete(stream.userId);
  }
}
