/**
 * Sign-in throttling: failed attempts counted per key (an account's e-mail, a client address) in a
 * sliding window. In-process memory: enough for one API process; several processes would each
 * allow the limit (documented in the README).
 */
export class Throttle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return 0;
    return (recent[recent.length - this.max]! + this.windowMs - now) / 1000;
  }

  /** Records one failure for `key`. */
  fail(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.failures.clear();
  }

  /** Forgets `key`'s failures (after a successful sign-in). */
  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }
}
