import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../schema';

/**
 * How one throttle slows a key down: `free` failures within `windowMs` cost nothing; from then on
 * each further try waits `baseDelayMs`, doubled per failure beyond `free`, at most `maxDelayMs`,
 * counted from the latest failure. All in milliseconds.
 */
export interface ThrottlePolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

/**
 * Sign-in throttling with growing delays (issue 29 "Sign-in protection without lockout", OWASP's
 * authentication cheat sheet): failed attempts counted per key (an account with the client
 * address it is tried from, a client address) in a sliding window. A key never locks: it only
 * waits longer after each failure, and nothing another key does makes it wait.
 *
 * The failures live in the database (`sign_in_failures`) so that every API replica counts the same
 * ones (issue 9 "Stateless replicas"), timed by the database's clock, so replicas with skewed
 * clocks agree too.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy,
  ) {}

  private since() {
    return sql`clock_timestamp() - make_interval(secs => ${this.policy.windowMs / 1000})`;
  }

  /** The delay, in ms, that `failures` failures within the window impose after the latest of them. */
  delayAfter(failures: number): number {
    const { free, baseDelayMs, maxDelayMs } = this.policy;
    if (failures < free) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - free, 40));
  }

  /**
   * Seconds until `key` may try again (0: now): the delay its failures within the window impose,
   * less the time since the latest of them. One indexed query.
   */
  async retryAfter(key: string): Promise<number> {
    const [row] = await this.db
      .select({
        failures: sql<number>`count(*)::int`,
        sinceLastMs: sql<number | null>`(extract(epoch from clock_timestamp() - max(${signInFailures.failedAt})) * 1000)::float8`,
      })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), sql`${signInFailures.failedAt} > ${this.since()}`));
    if (!row || row.sinceLastMs === null) return 0;
    const wait = this.delayAfter(Number(row.failures)) - Number(row.sinceLastMs);
    return wait > 0 ? wait / 1000 : 0;
  }

  /** Records one failure for `key`, and forgets `key`'s failures that left the window. */
  async fail(key: string): Promise<void> {
    await this.db.insert(signInFailures).values({ key });
    await this.db.delete(signInFailures).where(and(eq(signInFailures.key, key), lt(signInFailures.failedAt, this.since())));
  }

  /** Forgets `key`'s failures (after a successful sign-in). */
  async reset(key: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, key));
  }
}
