/**
 * Reads kept until the database next changes (docs/rules.md "Performance"): on SQLite, the connection's change epoch
 * (db/connection.ts) moves with every commit, by this process or any other, so a read made while it stood still is
 * exactly as true as reading again, and costs no query. PostgreSQL has no such cheap check (a notification arrives
 * after the write has answered, too late for "a write on A is seen on B's next read"): there every call reads.
 */
export class EpochMemo {
  private epoch = "";
  private readonly kept = new Map<string, { value: unknown }>();

  constructor(
    private readonly changeEpoch: (() => string) | undefined,
    /** Distinct keys per epoch (one per signed-in player): past it the memo starts over. */
    private readonly maxKeys = 10_000,
  ) {}

  async get<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.changeEpoch) return read();
    const epoch = this.changeEpoch();
    if (epoch !== this.epoch) {
      this.epoch = epoch;
      this.kept.clear();
    }
    const hit = this.kept.get(key);
    if (hit) return hit.value as T;
    const value = await read();
    // Kept only if nothing was committed while it was read: then it is the value of this epoch, not of a later one.
    if (this.epoch === epoch && this.changeEpoch() === epoch) {
      if (this.kept.size >= this.maxKeys) this.kept.clear();
      this.kept.set(key, { value });
    }
    return value;
  }
}
