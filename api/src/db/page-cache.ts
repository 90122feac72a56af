import cluster from 'node:cluster';
import { LRUCache } from 'lru-cache';

/**
 * The page-answer cache of the embedded engine (issue 28 "The embedded default holds load";
 * docs/performance.md §2 "A page-answer cache for the embedded engine"): the answers `queryText`
 * gets from PGlite for list pages, kept by their SQL text and parameters and dropped whole whenever
 * anything that may write runs on that PGlite. It is sound only because PGlite's data folder serves
 * one process, so every write passes through the wrapped client in this process
 * (`watchPgliteWrites`); PostgreSQL (several processes, other clients) never gets one.
 */

/** The environment variable of the cache's bound: megabytes of answers (and their keys); `0` = no cache. */
export const pageCacheVariable = 'KANRI_PGLITE_PAGE_CACHE_MB';

/**
 * The bound when `KANRI_PGLITE_PAGE_CACHE_MB` is unset: 16 MB (~400 people pages of 100 rows at
 * ~40 KB). Issue 28 "Memory" wants the API back within 10 % of its ~280–350 MB rest after a load, and
 * a cache kept full by varied pages holds its bound (and leaves the garbage of what it evicted).
 */
export const defaultPageCacheBytes = 16 * 1024 * 1024;

/**
 * The cache's bound in bytes for this process: `KANRI_PGLITE_PAGE_CACHE_MB` (a non-negative
 * number of megabytes, decimals allowed) × 1,048,576, else 16 MB; 0 (no cache) when the folder
 * might be served by more than one process — a `node:cluster` worker, or `KANRI_API_WORKERS` above
 * 1 (which `main.ts` refuses on PGlite anyway: "PGlite serves one process").
 * @throws {Error} when the variable is set to something other than a non-negative number
 */
export function pageCacheBytes(env: Record<string, string | undefined>, isClusterWorker = cluster.isWorker): number {
  const workers = Number(env.KANRI_API_WORKERS ?? 1);
  if (isClusterWorker || !(workers <= 1)) return 0;
  const raw = env[pageCacheVariable]?.trim();
  if (raw === undefined || raw === '') return defaultPageCacheBytes;
  const megabytes = Number(raw);
  if (!Number.isFinite(megabytes) || megabytes < 0) throw new Error(`${pageCacheVariable} must be a non-negative number of megabytes, not ${raw}`);
  return Math.floor(megabytes * 1024 * 1024);
}

/**
 * The words that make a statement a possible write even when it starts with SELECT or WITH (a
 * data-changing CTE, a sequence step, a session setting, a row lock), matched as whole words in any
 * case — anywhere in the text, identifiers and literals included: a false match only costs the
 * cache its answers, a missed one would serve a stale page.
 */
const writeWords = /\b(insert|update|delete|merge|truncate|copy|call|do|alter|create|drop|grant|revoke|vacuum|analyze|refresh|lock|nextval|setval|set_config|pg_advisory_lock|pg_advisory_xact_lock)\b/i;

/** Memo of `isPlainRead` per text (the texts are the code's shapes; cleared at 10,000). */
const plainReads = new Map<string, boolean>();

/**
 * Whether `text` is a plain read that cannot change what a later statement answers: it starts with
 * SELECT or WITH (after blanks and parentheses), holds one command, and none of the write words
 * (INSERT, UPDATE, DELETE, MERGE, TRUNCATE, COPY, CALL, DO, ALTER, CREATE, DROP, GRANT, REVOKE,
 * VACUUM, ANALYZE, REFRESH, LOCK, nextval, setval, set_config, advisory locks) as a word.
 * Anything else — EXECUTE, SET, BEGIN, a multi-command text — counts as a write.
 */
export function isPlainRead(text: string): boolean {
  let read = plainReads.get(text);
  if (read === undefined) {
    read = /^[\s(]*(select|with)\b/i.test(text) && !/;\s*\S/.test(text) && !writeWords.test(text);
    if (plainReads.size >= 10_000) plainReads.clear();
    plainReads.set(text, read);
  }
  return read;
}

/**
 * The words that make an answer depend on the clock or on chance: such a text is never cached (the
 * same text and parameters answer differently a moment later). `age(x)` with one argument reads
 * the current date, so every `age(` counts.
 */
const volatileWords =
  /\b(now|current_date|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|setseed|gen_random_uuid|uuid_generate_v[14])\b|\bage\s*\(|'(now|today|tomorrow|yesterday)'/i;

/**
 * Whether `text` names the clock or chance (now(), current_date, current_time, current_timestamp,
 * localtime, localtimestamp, clock_timestamp, statement_timestamp, transaction_timestamp, timeofday,
 * random, gen_random_uuid, `age(`, the literals 'now', 'today', 'tomorrow', 'yesterday').
 */
export function isTimeDependent(text: string): boolean {
  return volatileWords.test(text);
}

/** What the cache has done since it was made (for tests, the bench and the docs' figures). */
export interface PageCacheStats {
  /** Answers served from the cache. */
  hits: number;
  /** Answers asked for and run on PGlite (cacheable or not). */
  misses: number;
  /** Times the cache was dropped because something that may write began or ended. */
  invalidations: number;
}

/**
 * The answers of one PGlite instance's page queries, bounded by total bytes (`lru-cache`, least
 * recently used evicted first). A key is the SQL text and its parameters; a value the answer's
 * UTF-8 bytes (`null` for no row or NULL). `epoch` counts every start and end of a possible write;
 * an answer is stored only if no write began or ended while it was computed.
 */
export class PageAnswerCache {
  /** Starts and ends of possible writes so far; an answer computed across a change is not stored. */
  private epoch = 0;
  /** Possible writes in flight (statements, `exec` calls, transactions). */
  private writing = 0;
  private readonly answers: LRUCache<string, { bytes: Buffer | null }>;
  readonly stats: PageCacheStats = { hits: 0, misses: 0, invalidations: 0 };

  /** @param maxBytes the bound on the answers' bytes plus their keys' (two bytes a character); > 0 */
  constructor(readonly maxBytes: number) {
    if (!(maxBytes > 0)) throw new Error(`PageAnswerCache: the bound must be positive, not ${maxBytes}`);
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: (value, key) => (value.bytes?.length ?? 0) + key.length * 2 + 64 });
  }

  /** Bytes held now (answers and keys, as counted against `maxBytes`). */
  get bytes(): number {
    return this.answers.calculatedSize;
  }

  /** Answers held now. */
  get entries(): number {
    return this.answers.size;
  }

  /** Call before anything that may write runs: drops every answer and stops storing until `endWrite`. */
  beginWrite(): void {
    this.writing++;
    this.drop();
  }

  /** Call after it settled (resolved or rejected), once per `beginWrite`: drops every answer again. */
  endWrite(): void {
    this.writing--;
    this.drop();
  }

  /** Runs `work` as a possible write (`beginWrite` … `endWrite`), returning or throwing what it does. */
  async asWrite<T>(work: () => Promise<T>): Promise<T> {
    this.beginWrite();
    try {
      return await work();
    } finally {
      this.endWrite();
    }
  }

  /**
   * The answer of `text` with `params`: from the cache when held; else `run()`'s string as UTF-8
   * bytes, stored when the text is cacheable (not `isTimeDependent`, a plain read) and no write
   * began or ended meanwhile. A text that is not cacheable is run and its string returned as is.
   * `run`'s errors reach the caller and nothing is stored.
   */
  async answer(text: string, params: readonly unknown[], run: () => Promise<string | null>): Promise<Buffer | string | null> {
    if (isTimeDependent(text) || !isPlainRead(text)) {
      this.stats.misses++;
      return run();
    }
    const key = keyOf(text, params);
    const held = this.answers.get(key);
    if (held) {
      this.stats.hits++;
      return held.bytes;
    }
    this.stats.misses++;
    const epoch = this.epoch;
    const answer = await run();
    const bytes = answer === null ? null : Buffer.from(answer, 'utf8');
    if (this.epoch === epoch && this.writing === 0) this.answers.set(key, { bytes });
    return bytes;
  }

  /** Drops every answer (a write, or the database closing). */
  drop(): void {
    this.epoch++;
    this.stats.invalidations++;
    this.answers.clear();
  }
}

/** The cache key of a text and its parameters (bigints and dates written out; their types kept apart by JSON). */
function keyOf(text: string, params: readonly unknown[]): string {
  return `${JSON.stringify(params, (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))}\u0000${text}`;
}

/** The parts of a PGlite instance `watchPgliteWrites` wraps. */
export interface PgliteWritable {
  query: (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
  exec: (text: string, options?: unknown) => Promise<unknown>;
  transaction: <T>(callback: (tx: never) => Promise<T>) => Promise<T>;
}

/**
 * Makes every possible write on `client` drop `cache`'s answers before and after it runs: a
 * `query` whose text is not `isPlainRead` (an INSERT, UPDATE or DELETE from Drizzle or pg-boss, an
 * `EXECUTE`, a `SET`…), every `exec` (multi-command texts: migrations, pg-boss's locked blocks) and
 * every `transaction` (Drizzle's `db.transaction`: its statements run on PGlite's transaction object,
 * which this does not see one by one, so the whole transaction counts as a write, reads included).
 * Wrap after `preparePglite`, so that the texts seen are the code's, not its `EXECUTE`s.
 */
export function watchPgliteWrites(client: PgliteWritable, cache: PageAnswerCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client) as PgliteWritable['transaction'];
  client.query = (text, params, options) => (typeof text === 'string' && isPlainRead(text) ? query(text, params, options) : cache.asWrite(() => query(text, params, options)));
  client.exec = (text, options) => cache.asWrite(() => exec(text, options));
  client.transaction = (callback) => cache.asWrite(() => transaction(callback));
}
