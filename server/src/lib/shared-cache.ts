import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COMPRESS_THRESHOLD, compressBody, type Encoding, pickEncoding } from "./compression";
import { type ReadVersion, readDataVersion } from "./data-version";
import type { EpochMemo } from "./epoch-memo";
import type { Db } from "./transaction";

interface Entry {
  version: string;
  body: Buffer;
  /**
   * The body in each encoding a client has asked for, compressed once, the first time (docs/rules.md "Delivery"): an
   * answer nobody reads compressed (a page read once) costs no compression at all.
   */
  variants: Partial<Record<Encoding, Promise<Buffer>>>;
  etag: string;
  /** What keeping it costs: key, version, ETag header and body, plus the map's own bookkeeping. */
  bytes: number;
}

/** A rough price of one Map slot, its entry object and the Buffer's header: small answers are mostly this. */
const ENTRY_OVERHEAD = 160;

/**
 * Serialised answers of the shared reads, kept per data version: a request costs no query of its own (the version
 * comes with the session check, else one point query) and, on a hit, no serialisation at all. Clients holding the
 * same bytes get 304.
 */
export class SharedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly computing = new Map<string, Promise<Entry>>();
  private readonly values = new Map<string, { version: string; value: Promise<unknown> }>();

  private bytes = 0;

  /**
   * `maxBytes` bounds everything the cache keeps (keys, headers and bodies), whatever callers put in the key
   * (every distinct `offset` is a key); past it the oldest answers go first.
   */
  constructor(
    private readonly db: Db,
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly memo?: EpochMemo,
  ) {}

  /** The data version now: one point query, or none while the database has not changed (lib/epoch-memo.ts). */
  private currentVersion(): Promise<string> {
    const read = () => readDataVersion(this.db);
    return this.memo ? this.memo.get("dataVersion", read) : read();
  }

  /**
   * Sends the cached JSON for `key` at the current version, computing it once per version. The version read with the
   * caller's session, before anything else of this request, is as current as one read here would be.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
    builtAt = "",
    /** `no-store` for an answer whose URL means "mine" (/users/me/...): no browser keeps it for the next person. */
    cacheControl: "private, no-cache" | "no-store" = "private, no-cache",
  ) {
    // `builtAt` names an answer that also moves with the clock (the game catalog at a kickoff): one entry, not a key each.
    const version = (request.dataVersion ?? (await this.currentVersion())) + builtAt;
    const entry = await this.entry(key, version, compute);
    reply.header("etag", entry.etag).header("cache-control", cacheControl);
    if (entry.body.length >= COMPRESS_THRESHOLD) reply.header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    reply.type("application/json; charset=utf-8");
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers["accept-encoding"]) : undefined;
    if (!encoding) return reply.send(entry.body);
    // The compression plugin leaves an answer that already names its encoding alone.
    return reply.header("content-encoding", encoding).send(await this.variant(key, entry, encoding));
  }

  private variant(key: string, entry: Entry, encoding: Encoding): Promise<Buffer> {
    const made = entry.variants[encoding];
    if (made) return made;
    const making = compressBody(entry.body, encoding);
    entry.variants[encoding] = making;
    void making.then(
      (compressed) => {
        entry.bytes += compressed.length;
        // Counted only while the entry is still kept: one dropped meanwhile took its bytes with it.
        if (this.entries.get(key) === entry) this.grow(compressed.length);
      },
      () => delete entry.variants[encoding],
    );
    return making;
  }

  /**
   * Memoises an in-process value (e.g. the ranked standings) for the current version; `isFresh` lets a
   * value that also depends on the clock (games lock at kickoff) expire before the version moves. A read passes the
   * version it read with its session (`at`), which saves a round trip; writes leave it null, to see their own change.
   */
  async value<T>(
    key: string,
    compute: () => Promise<T>,
    isFresh: (value: T) => boolean = () => true,
    at: ReadVersion = null,
  ): Promise<T> {
    const version = at ?? (await this.currentVersion());
    const hit = this.values.get(key);
    if (hit && hit.version === version) {
      const cached = (await hit.value) as T;
      if (isFresh(cached)) return cached;
    }
    const value = compute();
    this.values.set(key, { version, value });
    value.catch(() => this.values.delete(key));
    return value;
  }

  /** How many answers are kept and the bytes they are counted at. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private store(key: string, entry: Entry) {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.grow(entry.bytes);
  }

  /** Counts `bytes` more kept, then drops the oldest answers until the cache fits `maxBytes` again. */
  private grow(bytes: number) {
    this.bytes += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes;
    }
  }

  private async entry(key: string, version: string, compute: () => Promise<unknown>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;
    const inflightKey = `${version}\u0000${key}`;
    let pending = this.computing.get(inflightKey);
    if (!pending) {
      pending = compute().then(async (data) => {
        const body = Buffer.from(JSON.stringify(data));
        // Of the bytes, not the version: a write that leaves this answer as it was (a bet, for the game catalog)
        // still answers 304. Weak: the one validator names the answer in every encoding it is sent in (RFC 9110 8.8.1).
        const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
        const bytes = ENTRY_OVERHEAD + body.length + Buffer.byteLength(key) + version.length + etag.length;
        const entry: Entry = { version, body, variants: {}, etag, bytes };
        this.store(key, entry);
        return entry;
      });
      this.computing.set(inflightKey, pending);
      pending.finally(() => this.computing.delete(inflightKey)).catch(() => {});
    }
    return pending;
  }
}
