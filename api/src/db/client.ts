import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DrizzleQueryError, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { PageAnswerCache, pageCacheBytes, watchPgliteWrites, type PgliteWritable } from './page-cache';

/** The Drizzle database the repositories use; the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** The database or an open transaction (`db.transaction(async (tx) => …)`); both drivers. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: `db`, which driver runs it, and `close()`. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `work` while no other API process of this database runs its own: the migrations and the
   * first-start seed, when several replicas start at once (a PostgreSQL advisory lock; PGlite
   * serves one process, so there it just runs).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL: the channel on which API processes sharing this database tell each other to drop
   * their cached session lookups (LISTEN/NOTIFY on its own connection, opened on first use).
   * PGlite: undefined (its files serve one process).
   */
  invalidations?: () => Promise<CacheInvalidations>;
  /** PGlite: its data folder as an uncompressed tarball, for `openDatabase({ loadDataDir })`. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite with a page-answer cache (`queryText`'s answers; issue 28, `db/page-cache.ts`): the
   * cache, for its figures. Undefined on PostgreSQL and when the cache is off.
   */
  pageCache?: PageAnswerCache;
}

/**
 * How processes sharing one database tell each other to drop their cached session lookups
 * (`openDatabase(...).invalidations`: PostgreSQL LISTEN/NOTIFY).
 */
export interface CacheInvalidations {
  /** True while invalidations from other processes reach this one; a store caches only then. */
  readonly live: boolean;
  /**
   * Tells every process (this one included) to drop its cache. Resolves once this process's own
   * listener has received the message — by then PostgreSQL has signalled every listener.
   */
  publish(): Promise<void>;
  /** Calls `onInvalidate` for every message, and when the listener connection is lost or regained. */
  subscribe(onInvalidate: () => void): void;
}

/** The advisory-lock key of start-up work (migrations, first seed): any constant shared by replicas. */
const startupLockKey = 7_041_947_112;

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (two levels above api/src/db). */
export const repoRoot = resolve(here, '../../..');
/**
 * Sees every statement Drizzle sends, on either driver, transactions included (Drizzle's logger),
 * and every one `queryText` is asked for, with their parameters — on PGlite also those its page
 * cache answers without running them (the code asked for them): `current` is null outside tests and
 * benches. The list contract test (`api/src/http/lists.test.ts`, issue 28
 * "no N+1 query") counts a list call's statements with it. Costs one null check per statement.
 */
export const queryObserver: { current: ((sql: string, params: unknown[]) => void) | null } = { current: null };
const logger = { logQuery: (query: string, params: unknown[]) => queryObserver.current?.(query, params) };

/** Where drizzle-kit wrote the SQL migrations. */
export const migrationsFolder = resolve(here, '../../drizzle');

interface PoolClientLike {
  query: (...args: unknown[]) => unknown;
}

/** A statement name for a query text: the same text gets the same name on every connection. */
export function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/**
 * Makes every query of a pooled node-postgres connection a named prepared statement
 * (docs/performance-api.md): PostgreSQL parses and plans a list query once per connection instead of
 * on every request — planning the workforce page (four joins) cost 1.6 ms against 0.8 ms to run
 * it, and with 50 requests in flight the server spent a core on planning. Queries are parameterized
 * (values never enter the text), so the number of distinct texts is bounded by the code's shapes.
 */
function preparePerConnection(client: PoolClientLike): void {
  const marked = client as PoolClientLike & { kanriPrepared?: boolean };
  if (marked.kanriPrepared) return;
  marked.kanriPrepared = true;
  const query = client.query.bind(client);
  client.query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && (config as { name?: string }).name)) {
      const name = preparedName((config as { text: string }).text);
      if (name) config = { ...(config as object), name };
    }
    return query(config, ...rest);
  };
}

/** `statementName` of the texts seen, or '' for a text that cannot be prepared (bounded: cleared at 10,000). */
const preparedNames = new Map<string, string>();

/**
 * The statement name `preparePerConnection` gives a text, remembered per text (issue 28: the SHA-1
 * of a 3–5 KB page query and the scan for a second command cost ~9 µs a request); '' for a text
 * with several commands, which cannot be prepared.
 */
function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = /;\s*\S/.test(text) ? '' : statementName(text);
    if (preparedNames.size >= 10_000) preparedNames.clear();
    preparedNames.set(text, name);
  }
  return name;
}

/** The part of PGlite that `preparePglite` wraps. */
export interface PgliteLike {
  query: (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
}

/** Statements PGlite may hold prepared at once (each keeps its plan in the API's memory). */
export const pglitePreparedLimit = 1_000;

/** A parameter as an SQL literal of unknown type (PostgreSQL casts it to the parameter's type), or null when it has no safe one. */
function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else return null;
  // standard_conforming_strings is on (PostgreSQL's default): only the quote needs doubling
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * PGlite's counterpart of `preparePerConnection` (issue 28 "the embedded default holds load"):
 * PGlite sends every query as an unnamed statement, so its PostgreSQL parsed, analysed and
 * planned the people page on every request, inside the one thread that serves everyone. Here a
 * query outside a transaction (one `SELECT`, `WITH`, `INSERT`, `UPDATE` or `DELETE` command) is
 * `PREPARE`d once under its `statementName` and run as `EXECUTE name('value', …)`: `EXECUTE`
 * takes no protocol parameters, so each value travels as a quoted literal of unknown type, which
 * PostgreSQL casts to the parameter's type as it would the protocol's text value. Sent as before:
 * a query with a parameter that is not a string, finite number, boolean or null (arrays, bytes),
 * a text PostgreSQL cannot prepare (a parameter whose type it cannot infer; remembered), and new
 * texts past `pglitePreparedLimit`. Transactions (`client.transaction`) keep PGlite's own path.
 * The name is quoted: `statementName` is base64url, whose `-` an unquoted name cannot hold (a
 * quarter of the texts were not prepared for that) and whose case an unquoted name would fold.
 * Concurrent first calls of a text share its one `PREPARE`: each used to send its own, and every
 * one after the first failed (the name exists), which marked the text unpreparable for good.
 */
export function preparePglite(client: PgliteLike): void {
  const query = client.query.bind(client);
  // name → its PREPARE: concurrent first calls of one text wait for the same one (a second
  // PREPARE of the name would fail, and its text would be sent unprepared from then on)
  const prepared = new Map<string, Promise<boolean>>();
  const unpreparable = new Set<string>();
  client.query = async (text, params = [], options) => {
    if (typeof text !== 'string' || unpreparable.has(text) || !/^\s*(select|with|insert|update|delete)\b/i.test(text) || /;\s*\S/.test(text)) {
      return query(text, params, options);
    }
    const literals = params.map(literalOf);
    if (literals.includes(null)) return query(text, params, options);
    const name = statementName(text);
    let preparing = prepared.get(name);
    if (!preparing) {
      if (prepared.size >= pglitePreparedLimit) return query(text, params, options);
      preparing = query(`PREPARE "${name}" AS ${text}`).then(
        () => true,
        () => {
          // sent unprepared from now on; the limit counts prepared statements only
          unpreparable.add(text);
          prepared.delete(name);
          return false;
        },
      );
      prepared.set(name, preparing);
    }
    if (!(await preparing)) return query(text, params, options);
    return query(`EXECUTE "${name}"${literals.length ? `(${literals.join(', ')})` : ''}`, [], options);
  };
}

/**
 * Opens the database and applies the migrations.
 * - `databaseUrl` set: PostgreSQL through node-postgres (a pool of `poolSize`, default 10);
 * - otherwise embedded PGlite with pg_trgm, in `dataDir` (a folder, created if missing) or in
 *   memory when `dataDir` is `'memory'`; `loadDataDir` starts it from a data folder that
 *   `dumpDataDir` wrote (a tarball: the tests' seeded template), which skips the migrations' work;
 *   `pageCacheBytes` bounds its page-answer cache (default: `pageCacheBytes(process.env)`, 16 MB
 *   unless `KANRI_PGLITE_PAGE_CACHE_MB` says otherwise; 0 = none). Ignored on PostgreSQL.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob; pageCacheBytes?: number }): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzle(pool, { schema, logger });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
        return await work();
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
        lock.release();
      }
    };
    await exclusive(() => migrate(db, { migrationsFolder }));
    answerRawTextColumns();
    textPools.set(db as unknown as Db, pool);
    // after the migrations (DDL is not prepared): every later query is a named prepared statement
    pool.on('connect', preparePerConnection);
    for (const client of (pool as unknown as { _clients?: PoolClientLike[] })._clients ?? []) preparePerConnection(client);
    let channel: PgInvalidations | undefined;
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      close: async () => {
        await channel?.close();
        await pool.end();
      },
      exclusive,
      invalidations: async () => {
        channel ??= new PgInvalidations(options.databaseUrl!, pool);
        await channel.connect();
        return channel;
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? defaultDataDir();
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const pgliteOptions = {
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers = '${pgliteSharedBuffers(process.env)}'`, `plan_cache_mode = ${pglitePlanCacheMode}`],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  const client = dataDir === 'memory' ? new PGlite(pgliteOptions) : new PGlite(dataDir, pgliteOptions);
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder });
  // after the migrations (DDL is not prepared), as on PostgreSQL
  preparePglite(client as unknown as PgliteLike);
  // the page-answer cache: PGlite's folder serves this process only, so every write passes here
  // (wrapped after preparePglite: it sees the code's texts, not their EXECUTEs)
  const cacheBytes = options.pageCacheBytes ?? pageCacheBytes(process.env);
  const pageCache = cacheBytes > 0 ? new PageAnswerCache(cacheBytes) : undefined;
  if (pageCache) watchPgliteWrites(client as unknown as PgliteWritable, pageCache);
  pglitePages.set(db as unknown as Db, { client: client as unknown as PgliteLike, cache: pageCache });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pageCache,
    close: async () => {
      pageCache?.drop();
      await client.close();
    },
    exclusive: (work) => work(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * PGlite's `shared_buffers` (issue 28 "Memory"): `KANRI_PGLITE_SHARED_BUFFERS` (a PostgreSQL size:
 * digits and kB, MB or GB), else 32MB. PGlite reserves the whole pool in the API process's
 * WebAssembly memory at start, and its default of 128MB was a third of the API's resident memory
 * at rest; the data files are real files, so pages outside the pool still come from the OS's
 * page cache. A value of another form falls back to the default (it is written into
 * postgresql.conf, so nothing else may pass).
 */
export function pgliteSharedBuffers(env: Record<string, string | undefined>): string {
  const wanted = env.KANRI_PGLITE_SHARED_BUFFERS?.trim();
  return wanted && /^\d{1,6}(kB|MB|GB)$/.test(wanted) ? wanted : '32MB';
}

/**
 * PGlite's `plan_cache_mode` (issue 28, measured in docs/performance.md §2 "The people page on
 * PGlite"): a prepared statement (`preparePglite`) runs its generic plan, planned once. Under
 * PostgreSQL's default (`auto`) a list page was planned again on every `EXECUTE`: with `LIMIT $n
 * OFFSET $m` unknown, the generic plan's estimated cost is that of reading a tenth of the table, so
 * the one-off custom plan always looked cheaper — ~1.7 ms of the people page's ~4.5 ms inside
 * PGlite, in the thread the API shares with it. The statements are the code's own shapes
 * (tenant, filters and sort as parameters), whose plans do not turn on a value the way an ad-hoc
 * query's may. PostgreSQL (`DATABASE_URL`) keeps its default.
 */
export const pglitePlanCacheMode = 'force_generic_plan';

/** `KANRI_DATA_DIR`, else `<repo>/.data/pglite`. */
export function defaultDataDir(): string {
  return process.env.KANRI_DATA_DIR ? resolve(process.env.KANRI_DATA_DIR) : resolve(repoRoot, '.data/pglite');
}

/** Runs raw SQL on the database or an open transaction and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The column name whose value `queryText` reads (issue 28 "PostgreSQL builds the page"): on
 * PostgreSQL a column of this name reaches the API as the bytes the server sent, not as a string.
 */
export const rawTextColumn = 'kanri_text';

/** The PGlite instances of the databases `openDatabase` opened, and their page caches, for `queryText`. */
const pglitePages = new WeakMap<Db, { client: PgliteLike; cache: PageAnswerCache | undefined }>();
/** The node-postgres pools of the databases `openDatabase` opened, for `queryText`. */
const textPools = new WeakMap<Db, { query(config: object): Promise<{ rows: unknown[][]; fields: { name: string }[] }> }>();
const dialect = new PgDialect();
/** Every type as the driver received it: `rawTextColumn` stays bytes, nothing else is read. */
const unparsedTypes = { getTypeParser: () => (value: unknown) => value };

/**
 * The value of the column named `rawTextColumn` in the first row `query` answers (text the
 * database built, such as a list page's JSON): on a PostgreSQL database `openDatabase` opened, its
 * UTF-8 bytes as the server sent them, so the API neither decodes them into a string nor encodes
 * them again to send them (issue 28; docs/performance.md §2 "The page's bytes as PostgreSQL sent
 * them"); on a PGlite database `openDatabase` opened with a page cache, the answer's UTF-8 bytes,
 * from the cache when the same text and parameters were answered since the last possible write
 * (issue 28; `db/page-cache.ts`: a text naming the clock or chance is run every time, as a string);
 * elsewhere (PGlite without a cache, another Drizzle instance) the string. null without a row
 * or for NULL. The statement is seen by `queryObserver` as Drizzle's are, cached or not; a failure
 * throws Drizzle's `DrizzleQueryError` with the driver's error as its cause.
 */
export async function queryText(db: Db, query: SQL): Promise<Buffer | string | null> {
  const embedded = pglitePages.get(db);
  if (embedded) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    logger.logQuery(text, params);
    const run = async (): Promise<string | null> => {
      let result: { rows: unknown[][]; fields: { name: string }[] };
      try {
        result = (await embedded.client.query(text, params, { rowMode: 'array' })) as typeof result;
      } catch (error) {
        throw new DrizzleQueryError(text, params, error as Error);
      }
      const column = result.fields.findIndex((field) => field.name === rawTextColumn);
      return column < 0 ? null : ((result.rows[0]?.[column] as string | null | undefined) ?? null);
    };
    return embedded.cache ? embedded.cache.answer(text, params, run) : run();
  }
  const pool = textPools.get(db);
  if (!pool) {
    const [row] = await queryRows<Record<string, string | null>>(db, query);
    return row?.[rawTextColumn] ?? null;
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  logger.logQuery(text, params);
  let result: Awaited<ReturnType<typeof pool.query>>;
  try {
    result = await pool.query({ text, values: params, rowMode: 'array', types: unparsedTypes });
  } catch (error) {
    throw new DrizzleQueryError(text, params, error as Error);
  }
  const column = result.fields.findIndex((field) => field.name === rawTextColumn);
  const value = column < 0 ? null : result.rows[0]?.[column];
  return (value as Buffer | undefined) ?? null;
}

/** The parts of pg-protocol's parser `answerRawTextColumns` wraps (pg-protocol 1.x). */
interface ProtocolParser {
  handlePacket(offset: number, code: number, length: number, bytes: Buffer): { fields?: { name: string }[] };
  /** Per connection: which columns of the current result are `rawTextColumn`. */
  kanriRawColumns?: boolean[];
}

/**
 * Makes node-postgres hand over a column named `rawTextColumn` as its bytes (a `Buffer` of its
 * own) instead of a UTF-8-decoded string, for `queryText`. pg-protocol decodes every value of a
 * data row into a string and has no option not to; for a 40–70 KB list page that decoding, the
 * UTF-8 encoding of the string again when it is sent, and the garbage of a two-byte string twice the
 * page's size were ~20 % of the API's CPU per page (measured with `perf`, docs/performance.md §2).
 * So the parser that node-postgres uses (the same module instance, resolved from `pg`) is wrapped
 * once per process: a row description naming the column marks it for the connection's next data
 * rows, which copy that value's bytes and decode the others as before; the marks go with the next
 * ReadyForQuery. A column of another name is read exactly as before. Through Drizzle (which asks
 * the text type's parser, `String`) the bytes become the same string as before.
 */
function answerRawTextColumns(): void {
  const fromPg = createRequire(createRequire(import.meta.url).resolve('pg'));
  const { Parser } = fromPg('pg-protocol/dist/parser') as { Parser: { prototype: ProtocolParser & { kanriRawTextColumns?: true } } };
  const { DataRowMessage } = fromPg('pg-protocol/dist/messages') as { DataRowMessage: new (length: number, fields: (string | Buffer | null)[]) => object };
  const proto = Parser.prototype;
  if (proto.kanriRawTextColumns) return;
  proto.kanriRawTextColumns = true;
  const handlePacket = proto.handlePacket;
  const dataRow = 68;
  const rowDescription = 84;
  const readyForQuery = 90;
  proto.handlePacket = function (this: ProtocolParser, offset, code, length, bytes) {
    const raw = this.kanriRawColumns;
    if (code === dataRow && raw) {
      let at = offset;
      const count = bytes.readInt16BE(at);
      at += 2;
      const fields = new Array<string | Buffer | null>(count);
      for (let i = 0; i < count; i++) {
        const size = bytes.readInt32BE(at);
        at += 4;
        if (size === -1) {
          fields[i] = null;
          continue;
        }
        if (raw[i]) {
          // a copy, as one memcpy (`Buffer.copyBytesFrom` took twice as long): the parser reuses its
          // buffer for the messages that follow
          const value = Buffer.allocUnsafeSlow(size);
          bytes.copy(value, 0, at, at + size);
          fields[i] = value;
        } else fields[i] = bytes.toString('utf8', at, at + size);
        at += size;
      }
      return new DataRowMessage(length, fields) as ReturnType<ProtocolParser['handlePacket']>;
    }
    const message = handlePacket.call(this, offset, code, length, bytes);
    if (code === rowDescription) {
      // an array only for the results that have the column
      const fields = message.fields;
      this.kanriRawColumns = fields?.some((field) => field.name === rawTextColumn) ? fields.map((field) => field.name === rawTextColumn) : undefined;
    } else if (code === readyForQuery) this.kanriRawColumns = undefined;
    return message;
  };
}

/** The NOTIFY channel of session-cache invalidations. */
const invalidationChannel = 'kanri_session_cache';

/**
 * `CacheInvalidations` over PostgreSQL LISTEN/NOTIFY: one dedicated connection listens (and
 * reconnects after a loss, every second); `publish` sends `pg_notify` through the pool with a
 * unique payload and waits — up to 2 s, after which the listener counts as lost — until this
 * process's own listener has received it.
 * `live` is false from the moment the listening connection fails until it listens again, and every
 * subscriber is called on both edges (whatever was cached meanwhile may be stale).
 */
class PgInvalidations implements CacheInvalidations {
  live = false;
  private client: import('pg').Client | undefined;
  private closed = false;
  private readonly subscribers: (() => void)[] = [];
  private readonly waiting = new Map<string, () => void>();
  private sequence = 0;
  private readonly prefix = `${process.pid}-${Math.random().toString(36).slice(2)}-`;

  constructor(
    private readonly url: string,
    private readonly pool: { query(text: string, values: unknown[]): Promise<unknown> },
  ) {}

  /** Opens the listening connection unless it is open. @throws when PostgreSQL refuses it */
  async connect(): Promise<void> {
    if (this.client || this.closed) return;
    const { Client } = await import('pg');
    const client = new Client({ connectionString: this.url });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.setLive(false);
      client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 1000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      for (const notify of this.subscribers) notify();
      const done = message.payload ? this.waiting.get(message.payload) : undefined;
      done?.();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${invalidationChannel}`);
    } catch (error) {
      lost();
      throw error;
    }
    this.setLive(true);
  }

  private setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    for (const notify of this.subscribers) notify();
  }

  subscribe(onInvalidate: () => void): void {
    this.subscribers.push(onInvalidate);
  }

  async publish(): Promise<void> {
    if (!this.live) return;
    const payload = `${this.prefix}${++this.sequence}`;
    const client = this.client;
    const echoed = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        // no echo: the listening connection is not listening any more; stop caching until it is
        if (this.client === client) client?.emit('error', new Error('no session-cache invalidation echo within 2 s'));
        resolve();
      }, 2000);
      this.waiting.set(payload, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [invalidationChannel, payload]);
      await echoed;
    } finally {
      this.waiting.delete(payload);
    }
  }

  /** Stops listening for good. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    this.live = false;
    await client?.end().catch(() => undefined);
  }
}
