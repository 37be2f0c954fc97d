import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readDataVersion } from "./data-version";
import type { Db } from "./transaction";

interface Entry {
  version: string;
  body: Buffer;
  etag: string;
}

/**
 * Serialised answers of the shared reads, kept per data version: a request costs one point query
 * (the version) and, on a hit, no serialisation at all. Clients on the same version get 304.
 */
export class SharedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly computing = new Map<string, Promise<Entry>>();
  private readonly values = new Map<string, { version: string; value: Promise<unknown> }>();

  private bytes = 0;

  /** `maxBytes` bounds the serialised answers kept; past it the oldest go first. */
  constructor(
    private readonly db: Db,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  /** Sends the cached JSON for `key` at the current version, computing it once per version. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    const version = await readDataVersion(this.db);
    const entry = await this.entry(key, version, compute);
    reply.header("etag", entry.etag).header("cache-control", "private, no-cache");
    if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(entry.body);
  }

  /**
   * Memoises an in-process value (e.g. the ranked standings) for the current version; `isFresh` lets a
   * value that also depends on the clock (games lock at kickoff) expire before the version moves.
   */
  async value<T>(key: string, compute: () => Promise<T>, isFresh: (value: T) => boolean = () => true): Promise<T> {
    const version = await readDataVersion(this.db);
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

  private store(key: string, entry: Entry) {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }

  private async entry(key: string, version: string, compute: () => Promise<unknown>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;
    const inflightKey = `${version}\u0000${key}`;
    let pending = this.computing.get(inflightKey);
    if (!pending) {
      pending = compute().then((data) => {
        const body = Buffer.from(JSON.stringify(data));
        const etag = `"${createHash("sha1").update(version).update(key).digest("base64url").slice(0, 20)}"`;
        const entry = { version, body, etag };
        this.store(key, entry);
        return entry;
      });
      this.computing.set(inflightKey, pending);
      pending.finally(() => this.computing.delete(inflightKey)).catch(() => {});
    }
    return pending;
  }
}
