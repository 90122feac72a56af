import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';

/**
 * Sign-in throttling: failed attempts counted per key (an account's e-mail, a client address) in a
 * sliding window, kept in the database (`sign_in_failures`) so that every API replica counts the
 * same failures (issue 9 "Hardening": stateless replicas). Times are the database's clock, so
 * replicas with skewed clocks agree too.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private since() {
    return sql`clock_timestamp() - make_interval(secs => ${this.windowMs / 1000})`;
  }

  /**
   * Seconds until `key` may try again, or 0 when it may try now: once `max` failures fall inside
   * the window, until the `max`-th newest of them leaves it. One indexed query.
   */
  async retryAfter(key: string): Promise<number> {
    const [row] = await this.db
      .select({ wait: sql<number>`extract(epoch from ${signInFailures.failedAt} + make_interval(secs => ${this.windowMs / 1000}) - clock_timestamp())::float8` })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.failedAt, this.since())))
      .orderBy(desc(signInFailures.failedAt))
      .offset(this.max - 1)
      .limit(1);
    return row ? Math.max(0, Number(row.wait)) : 0;
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
