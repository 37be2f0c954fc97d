/**
 * At most `max` events per key within a sliding `windowMs`, counted in this process: the per-address limit of
 * `POST /auth/forgot-password` (docs/rules.md "Mail"). Several instances each count their own, like the per-client
 * limits (README "Running on PostgreSQL").
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Past this many keys, expired ones are swept, so a flood of addresses cannot grow memory without end. */
    private readonly sweepAt = 10_000,
  ) {}

  /** Records an event for `key` at `nowMs` and says whether it was within the limit (an event over it is not recorded). */
  take(key: string, nowMs: number): boolean {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > nowMs - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(nowMs);
    this.hits.set(key, recent);
    if (this.hits.size > this.sweepAt) this.sweep(nowMs);
    return true;
  }

  private sweep(nowMs: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= nowMs - this.windowMs)) this.hits.delete(key);
    }
  }
}
