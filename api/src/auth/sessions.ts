import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { productValues, type Locale, type Product, type Session } from '@kanri/contracts';
import type { CacheInvalidations, Db } from '../db/client';
import { accounts, companies, sessions, users } from '../schema';
import { newSessionToken, sha256 } from '../lib/tokens';

/** Cookie carrying the session token (HttpOnly, SameSite=Lax, Secure over HTTPS). */
export const sessionCookieName = 'kanri_session';
/** Session lifetime: 14 days. A pending MFA sign-in lives 10 minutes. */
export const sessionTtlMs = 14 * 86_400_000;
export const pendingTtlMs = 10 * 60_000;

/** What every request handler knows about the caller's session. */
export interface SessionContext {
  id: string;
  userId: string;
  companyId: string;
  personId: string | null;
  email: string;
  locale: Locale;
  mfaPending: boolean;
  hasOperator: boolean;
  hasIndividual: boolean;
  /** Products the user's roles grant in the session's company (issue 9); empty without the operator account. */
  products: Product[];
}

/**
 * The products a person may use in a company (issue 9): a subquery on the view `person_products`
 * (the union of the products of every role whose people groups hold the person), as an array.
 * Read on every request with the session, so a role change holds on the next request.
 */
export function productsOf(personId: SQL | unknown, companyId: SQL | unknown): SQL<string[]> {
  return sql<string[]>`(SELECT coalesce(array_agg(pp.product), '{}'::text[]) FROM person_products pp WHERE pp.person_id = ${personId} AND pp.company_id = ${companyId})`;
}

/** Products in `productValues` order, unknown values dropped (the database answers any text). */
export function toProducts(values: readonly string[] | null | undefined): Product[] {
  return values ? productValues.filter((p) => values.includes(p)) : [];
}

/** How API processes sharing one database drop each other's cached sessions (declared with the database client). */
export type { CacheInvalidations } from '../db/client';

/**
 * Looks sessions up by token digest, with an optional short-lived cache in this process
 * (`cacheMs`; 0 reads the database on every request).
 *
 * The cache holds what a session may do (its user, locale, accounts and the products of its roles)
 * for at most `cacheMs` and never past the session's expiry. Correctness comes from invalidation,
 * not from the short lifetime: every state-changing API call (`registerEndpoint`) calls
 * `invalidate()` before it answers — a sign-out, a role, people-group or product-permission change,
 * a person's new status or worker type, a locale change, a completed MFA — so the next request in
 * this process reads the database again. A lookup that was in flight while an invalidation happened
 * is not stored (a generation counter), so it cannot bring back what the write replaced.
 *
 * With several API processes on one PostgreSQL database (replicas, `KANRI_API_WORKERS`),
 * `invalidations` carries each invalidation to the others (LISTEN/NOTIFY); the write's answer waits
 * until PostgreSQL has delivered it. Without a live listener connection the store does not cache at
 * all, so a lost connection can never leave a revoked session usable elsewhere.
 */
export class SessionStore {
  private readonly cache = new Map<string, { value: SessionContext | null; until: number }>();
  /** Answers derived from the same rows (`GET /v2/session`), cached and dropped with the lookups. */
  private readonly derived = new Map<string, { value: unknown; until: number }>();
  /** Bumped by every invalidation; a lookup stores its answer only if it did not change meanwhile. */
  private generation = 0;
  /** Lookups in flight by token digest, with the generation they started in (`find` shares them). */
  private readonly pending = new Map<string, { generation: number; lookup: Promise<SessionContext | null> }>();

  /**
   * @param db the database
   * @param cacheMs how long a lookup may be reused, in ms (0: never)
   * @param invalidations the cross-process channel; required for caching when other API processes
   *   share the database (without it the cache is this process's alone, as with PGlite)
   */
  constructor(
    private readonly db: Db,
    private readonly cacheMs = 0,
    private readonly invalidations?: CacheInvalidations,
  ) {
    invalidations?.subscribe(() => this.dropAll());
  }

  /** Whether lookups are cached right now. */
  get caching(): boolean {
    return this.cacheMs > 0 && (this.invalidations?.live ?? true);
  }

  /**
   * The session behind a cookie token, or null when unknown or expired. While lookups are cached,
   * concurrent misses of one token share one lookup (issue 28 "cheap identity": when a session's
   * entry expires or a write drops the cache, a staff member's page makes several calls at once,
   * and 50 requests in flight for one session each read the database); a lookup started before an
   * invalidation is not shared with a request made after it.
   */
  async find(token: string | undefined): Promise<SessionContext | null> {
    if (!token || token.length > 200) return null;
    const hash = sha256(token);
    const now = Date.now();
    if (!this.caching) return this.lookup(hash, now);
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) return hit.value;
    const running = this.pending.get(hash);
    if (running && running.generation === this.generation) return running.lookup;
    const entry = { generation: this.generation, lookup: this.lookup(hash, now) };
    this.pending.set(hash, entry);
    const done = () => {
      if (this.pending.get(hash) === entry) this.pending.delete(hash);
    };
    entry.lookup.then(done, done);
    return entry.lookup;
  }

  /** Reads the session of a token digest from the database; caches the answer when `find` may. */
  private async lookup(hash: string, now: number): Promise<SessionContext | null> {
    const caching = this.caching;
    const generation = this.generation;
    const rows = await this.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        companyId: sessions.companyId,
        mfaPending: sessions.mfaPending,
        expiresAt: sessions.expiresAt,
        personId: users.personId,
        email: users.email,
        locale: users.locale,
        kind: accounts.kind,
        products: productsOf(users.personId, sessions.companyId),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.companyId, sessions.companyId)))
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, new Date(now))));
    const first = rows[0];
    const value: SessionContext | null = first
      ? {
          id: first.id,
          userId: first.userId,
          companyId: first.companyId,
          personId: first.personId,
          email: first.email,
          locale: first.locale as Locale,
          mfaPending: first.mfaPending,
          hasOperator: rows.some((r) => r.kind === 'OPERATOR'),
          hasIndividual: rows.some((r) => r.kind === 'INDIVIDUAL'),
          products: rows.some((r) => r.kind === 'OPERATOR') ? toProducts(first.products) : [],
        }
      : null;
    // an unknown token is not cached: a session created for it later must be found at once
    if (caching && first && generation === this.generation && this.caching) {
      if (this.cache.size >= 10_000) this.cache.clear();
      this.cache.set(hash, { value, until: Math.min(now + this.cacheMs, first.expiresAt.getTime()) });
    }
    return value;
  }

  /**
   * `compute()`, or its answer of less than the lookups' lifetime ago under `key`: for answers read
   * from the same rows as a lookup (the user, the company, accounts and roles), such as
   * `GET /v2/session`'s (issue 28 "cheap identity"). Dropped with the lookups by every invalidation,
   * so a write anywhere (a locale, a role, a name) holds on the next call; computed every time while
   * lookups are not cached. An answer computed across an invalidation is not kept.
   */
  async derive<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.caching) return compute();
    const now = Date.now();
    const hit = this.derived.get(key);
    if (hit && hit.until > now) return hit.value as T;
    const generation = this.generation;
    const value = await compute();
    if (generation === this.generation && this.caching) {
      if (this.derived.size >= 10_000) this.derived.clear();
      this.derived.set(key, { value, until: now + this.cacheMs });
    }
    return value;
  }

  /**
   * Drops every cached lookup, here and (through `invalidations`) in every other API process;
   * resolves once the other processes have been signalled. Called after every state-changing call.
   */
  async invalidate(): Promise<void> {
    this.dropAll();
    if (this.cacheMs > 0 && this.invalidations) await this.invalidations.publish();
  }

  private dropAll(): void {
    this.generation++;
    this.cache.clear();
    this.pending.clear();
    this.derived.clear();
  }

  /** Creates a session for a user; returns the cookie token (only its digest is stored). */
  async create(user: { id: string; companyId: string }, options: { mfaPending?: boolean } = {}): Promise<{ token: string; id: string; expiresAt: Date }> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + (options.mfaPending ? pendingTtlMs : sessionTtlMs));
    const [row] = await this.db
      .insert(sessions)
      .values({ userId: user.id, companyId: user.companyId, tokenHash: sha256(token), mfaPending: options.mfaPending ?? false, expiresAt })
      .returning({ id: sessions.id });
    return { token, id: row!.id, expiresAt };
  }

  /** Ends the session behind a token (no-op when unknown). */
  async delete(token: string | undefined): Promise<void> {
    if (!token) return;
    const hash = sha256(token);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hash));
    this.dropAll();
  }

  /** Drops this process's cached lookups (after a change to the user or accounts). */
  evictAll(): void {
    this.dropAll();
  }
}

/** The `GET /v2/session` answer for a user, with names in `locale`. */
export async function sessionInfo(db: Db, userId: string, locale: Locale): Promise<Session> {
  const rows = await db
    .select({ user: users, companyJa: companies.nameJa, companyEn: companies.nameEn, supplier: companies.isMarketplaceSupplier, customer: companies.isMarketplaceCustomer, kind: accounts.kind, products: productsOf(users.personId, users.companyId) })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.companyId, users.companyId)))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first) throw new Error(`user ${userId} vanished`);
  const u = first.user;
  const ja = locale === 'ja-JP';
  const familyName = ja ? u.familyNameJa : u.familyNameEn;
  const givenName = ja ? u.givenNameJa : u.givenNameEn;
  return {
    user: {
      id: u.id,
      email: u.email,
      name: ja ? `${familyName} ${givenName}` : `${givenName} ${familyName}`,
      familyName,
      givenName,
      avatarUrl: null,
      personId: u.personId,
    },
    company: { id: u.companyId, name: ja ? first.companyJa : first.companyEn },
    locale: u.locale as Locale,
    accessibles: {
      hasOperator: rows.some((r) => r.kind === 'OPERATOR'),
      hasIndividual: rows.some((r) => r.kind === 'INDIVIDUAL'),
      products: rows.some((r) => r.kind === 'OPERATOR') ? toProducts(first.products) : [],
      // a company that only sells is a supplier; one that also buys keeps its whole back office
      marketplaceRole: first.supplier && !first.customer ? 'SUPPLIER' : 'CUSTOMER',
    },
  };
}
