import { formatFinalResult, type GameStatus, gameStatus, isLocked } from "@app/domain";
import {
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from "kysely";
import pg from "pg";
import type { DialectName } from "../../db/connection";
import type { Database } from "../../db/schema";
import { readDataVersion } from "../../lib/data-version";
import type { Db } from "../../lib/transaction";

/** The `data` of a `game` event: what the game shows now, as the game lists show it (docs/api.md "Events"). */
export interface GameEventData {
  gameId: string;
  status: GameStatus;
  liveScore: string | null;
  finalResult: string;
}

/**
 * What an event stream sends. `league` names no league: every stream hears it, and only a screen showing a league
 * (its members, its table) reloads.
 */
export type ServerEvent =
  | { event: "game"; data: GameEventData }
  | { event: "standings"; data: { version: string } }
  | { event: "league"; data: Record<string, never> };

/**
 * A user's sessions ended (deleted, demoted, or a new password): every instance closes that user's open streams, so
 * the client reconnects and is asked for its credentials again. Never sent to a client.
 */
export type SessionEnded = { event: "sessionEnded"; data: { userId: string } };

/** What a write changed; the bus reads the state the event reports. */
export type Change =
  | { event: "game"; gameId: string }
  | { event: "standings" }
  | { event: "league" }
  | { event: "sessionEnded"; userId: string };

type Relayed = ServerEvent | SessionEnded;

const EVENT_NAMES: ReadonlySet<string> = new Set<Relayed["event"]>(["game", "standings", "league", "sessionEnded"]);

/** What subscribers hear: an event, or `gap` when events may have been missed (the relay was down meanwhile). */
export type BusMessage = Relayed | { event: "gap" };

/**
 * Carries events from the process that writes to every process that streams them: PostgreSQL's LISTEN/NOTIFY
 * between instances, an in-process hand-over on SQLite (one process). Writers publish with publishAfterCommit.
 */
export interface EventBus {
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Publishes a change made in `db` (a transaction, or the database for a write already done). */
  publish(db: Db, change: Change): Promise<void>;
  /** Marks the app's database handle as this bus's: publishAfterCommit finds the bus through it. */
  readonly plugin: KyselyPlugin;
  close(): Promise<void>;
}

/** The one channel every instance listens on; NOTIFY is per database, so apps on other databases never hear it. */
const CHANNEL = "app_events";

/**
 * Publishes a change from inside the transaction that makes it: on PostgreSQL the notice is queued in that
 * transaction and delivered only if it commits; on SQLite it goes out once the transaction has ended. A database
 * handle without a bus (a seeding script's) publishes nothing.
 */
export function publishAfterCommit(db: Db, change: Change): Promise<void> {
  // A transaction carries its database's plugins, so they lead back to the bus. getExecutor() is marked internal
  // in Kysely's types: the events tests fail at once if an upgrade takes it away.
  const plugin = db.getExecutor().plugins.find((p) => p instanceof BusPlugin);
  return plugin instanceof BusPlugin ? plugin.bus.publish(db, change) : Promise.resolve();
}

class BusPlugin implements KyselyPlugin {
  constructor(readonly bus: EventBus) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

const scoreText = (home: number | null, away: number | null) =>
  formatFinalResult(home === null || away === null ? null : { homeScore: home, awayScore: away });

/** The event for a change as `db` sees it now; null for a game that no longer exists. */
async function readEvent(db: Db, change: Change, nowMs: number): Promise<Relayed | null> {
  if (change.event === "standings") return { event: "standings", data: { version: await readDataVersion(db) } };
  if (change.event === "league") return { event: "league", data: {} };
  if (change.event === "sessionEnded") return { event: "sessionEnded", data: { userId: change.userId } };
  const row = await db
    .selectFrom("games")
    .select(["isBettingLocked", "isFinished", "kickoffAt", "homeScore", "awayScore", "liveHome", "liveAway"])
    .where("id", "=", change.gameId)
    .executeTakeFirst();
  if (!row) return null;
  const isFinished = row.isFinished === 1;
  const locked = isLocked({ isFinished, isBettingLocked: row.isBettingLocked === 1, kickoffAt: row.kickoffAt }, nowMs);
  return {
    event: "game",
    data: {
      gameId: change.gameId,
      status: gameStatus({ isFinished, isBettingLocked: locked }),
      liveScore: scoreText(row.liveHome, row.liveAway) || null,
      finalResult: scoreText(row.homeScore, row.awayScore),
    },
  };
}

const keyOf = (change: Change) =>
  change.event === "game" ? `game:${change.gameId}` : change.event === "sessionEnded" ? `user:${change.userId}` : change.event;

abstract class BusBase implements EventBus {
  readonly plugin: KyselyPlugin = new BusPlugin(this);
  private readonly listeners = new Set<(message: BusMessage) => void>();

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(message: BusMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  abstract publish(db: Db, change: Change): Promise<void>;
  abstract close(): Promise<void>;
}

/** SQLite: one process, so the bus hands events to its own subscribers. */
class InProcessBus extends BusBase {
  private pending = new Map<string, Change>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {
    super();
  }

  async publish(_db: Db, change: Change): Promise<void> {
    if (this.pending.size === 0) void this.flush();
    this.pending.set(keyOf(change), change);
  }

  /**
   * Sends what the writing transaction changed, once it has ended: SQLite has one connection, which the transaction
   * holds until it commits or rolls back, so the first query here waits for that. Each event is read after the
   * transaction, so it reports committed state (a rolled-back write costs at most a needless refresh), and changes
   * published together (a result, then its standings) go out together, once each.
   */
  private async flush(): Promise<void> {
    try {
      await sql`select 1`.execute(this.db);
      const changes = [...this.pending.values()];
      this.pending = new Map();
      for (const change of changes) {
        const event = await readEvent(this.db, change, this.now());
        if (event) this.emit(event);
      }
    } catch {
      // The database closed under the read (shutdown): whoever still listens may have missed these.
      this.pending = new Map();
      this.emit({ event: "gap" });
    }
  }

  async close(): Promise<void> {}
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * PostgreSQL: every process LISTENs on one channel with a connection of its own, and a write NOTIFYs inside its
 * transaction, so every instance (this one included) hears each committed change exactly once. A lost listening
 * connection is reopened with backoff; what was sent meanwhile is lost, so subscribers then hear `gap`.
 */
class PostgresBus extends BusBase {
  private client: pg.Client | null = null;
  private closing = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RETRY_FIRST_MS;

  constructor(
    private readonly url: string,
    private readonly now: () => number,
  ) {
    super();
  }

  async publish(db: Db, change: Change): Promise<void> {
    const event = await readEvent(db, change, this.now());
    // A NOTIFY payload must stay under 8000 bytes: an event is a few ids and scores, a few hundred at most.
    if (event) await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(db);
  }

  async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    // Errors and the end of a connection in use are handled by lost(); ones while connecting reject below.
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    client.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload) this.deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closing) await client.end();
    else this.client = client;
  }

  private deliver(payload: string): void {
    let event: Relayed;
    try {
      event = JSON.parse(payload) as Relayed;
    } catch {
      return;
    }
    if (EVENT_NAMES.has(event.event)) this.emit(event);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (!this.closing) this.retry();
  }

  private retry(): void {
    this.retryTimer = setTimeout(async () => {
      try {
        await this.listen();
        this.retryMs = RETRY_FIRST_MS;
        this.emit({ event: "gap" });
      } catch {
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        if (!this.closing) this.retry();
      }
    }, this.retryMs);
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end();
  }
}

/** The bus for the app's database; on PostgreSQL it is listening when this resolves. */
export async function openEventBus(options: {
  dialect: DialectName;
  db: Kysely<Database>;
  databaseUrl: string;
  now: () => number;
}): Promise<EventBus> {
  if (options.dialect === "sqlite") return new InProcessBus(options.db, options.now);
  const bus = new PostgresBus(options.databaseUrl, options.now);
  await bus.listen();
  return bus;
}
