import { and, asc, count, desc, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import {
  errorCodes,
  type AuditResourceType,
  type EndpointBodyOutput,
  type EndpointDef,
  type EndpointQueryOutput,
  type EndpointResponse,
  type Locale,
  type MessageDescriptor,
  type SortOrder,
} from '@kanri/contracts';
import type { AppContext } from './context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from './register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import type { Db } from '../db/client';
import { recordAudit, type AuditSnapshot, type DbOrTx } from '../audit/audit-log';
import { matchesText, page, selectRows } from './list-sql';

/**
 * The common handlers of a resource declared with the contracts' `resource` (issue 10): one call
 * registers list, count, get, create, update, delete, enable and disable — whichever the
 * resource's `endpoints` has — on `registerEndpoint`, which keeps enforcing `access` and the
 * product permission from the descriptors. What every module did by hand is done here once:
 *
 * - tenant scope: every read and write is limited to the session's company (`table.companyId`);
 *   an id that is not a UUID, or not the company's, is 404;
 * - list and count share one WHERE: tenant + the module's `where` filters + freeText (by default
 *   `matchesText(table.searchText)`, the pg_trgm-indexed `search_text`; `text` replaces it);
 * - the list sorts by the module's `sort` keys then by `id` in the same direction (a stable
 *   tiebreak; `tiebreak` replaces it) and reads its page through `selectRows`;
 * - writes run in one transaction with their audit entry (`recordAudit`, the record as `payload`
 *   shapes it); an update locks the row, answers 404 when gone and 409 `CONFLICT` when the body's
 *   `version` is not the stored one; `version`, `updatedAt`, `createdBy` and `updatedBy` are kept
 *   when the table has those columns; a unique-index violation becomes `uniqueViolation()`;
 * - get, update, enable and disable answer the record read again with `select` → `toDetail`.
 *
 * Special queries stay in the module, in plain sight: the joins of `select`, reference checks in
 * `check`, localized names in `toRow`/`toDetail`, a hand-tuned page in `page`, the joins a count
 * needs in `countFrom`.
 *
 * @example
 * registerResourceRoutes(ctx, networksResource.endpoints, {
 *   table: networks, auditType: 'NETWORK', conflict: apiMessages.networkConflict,
 *   select: (db) => db.select({ network: networkColumns, place: { … } }).from(networks).leftJoin(places, …),
 *   toRow: (r, locale) => ({ id: r.network.id, … }),
 *   toDetail: (r, locale) => ({ …toRow(r, locale), version: r.network.version, … }),
 *   payload: networkPayload,                       // what the audit log compares
 *   where: (q) => [q.networkType.length ? inArray(networks.networkType, q.networkType) : undefined],
 *   sort: (q, locale) => [sortKey(networks.networkName, q.sortOrder)],
 *   columns: (body) => ({ networkName: body.networkInformation.networkName, … }),
 *   check: (tx, columns, { companyId }) => checkReferences(tx, companyId, columns),
 * });
 */
export function registerResourceRoutes<E extends ResourceEndpoints, T extends KitTable, Sel>(
  ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>,
  endpoints: E,
  options: ResourceRouteOptions<E, T, Sel>,
): void {
  const { app, db, sessions } = ctx;
  const kit = resourceKit(db, endpoints, options);
  const register = (call: keyof ResourceEndpoints, handler: (input: HandlerArgs) => Promise<unknown>) => {
    const def = endpoints[call];
    if (def && (!options.calls || options.calls.includes(call))) registerEndpoint(app, def, sessions, handler as never);
  };
  register('list', async ({ query, session, locale }) => ({ items: await kit.list(scopeOf(db, session, locale), query) }));
  register('count', async ({ query, session, locale }) => ({ count: await kit.count(scopeOf(db, session, locale), query) }));
  register('get', async ({ params, session, locale }) => kit.get(session.companyId, params.id, locale));
  register('create', async ({ body, session, locale }) => {
    const id = await kit.create(session, body);
    return options.createAnswer === 'detail' ? kit.get(session.companyId, id, locale) : { id };
  });
  register('update', async ({ params, body, session, locale }) => kit.update(session, params.id, body, locale));
  register('delete', async ({ params, session }) => {
    await kit.remove(session, params.id);
    return undefined;
  });
  register('enable', async ({ params, session, locale }) => kit.setDisabled(session, params.id, false, locale));
  register('disable', async ({ params, session, locale }) => kit.setDisabled(session, params.id, true, locale));
}

/** The endpoints the kit can serve (the contracts' `resource(…).endpoints`); each optional. */
export interface ResourceEndpoints {
  list?: EndpointDef;
  count?: EndpointDef;
  get?: EndpointDef;
  create?: EndpointDef;
  update?: EndpointDef;
  delete?: EndpointDef;
  enable?: EndpointDef;
  disable?: EndpointDef;
}

/** A table the kit serves: it has `id` (a UUID) and `companyId` (the tenant). */
export type KitTable = PgTable & { id: AnyColumn; companyId: AnyColumn };

/** A record as the kit reads it back from `returning()`: every column but `search_text`. */
export type KitRecord<T extends KitTable> = Omit<T['$inferSelect'], 'searchText'>;

/** What a module's query hooks receive: the database, the session's company and the request's locale. */
export interface ResourceScope {
  db: DbOrTx;
  companyId: string;
  locale: Locale;
}

type Defined<X> = X extends undefined ? never : X;
type ResponseOf<X> = X extends EndpointDef ? EndpointResponse<X> : never;
/** The list's query (paging, sort and filters) of the resource, or its count's when it has no list. */
type QueryOf<E extends ResourceEndpoints> = E['list'] extends EndpointDef ? EndpointQueryOutput<E['list']> : never;
/** The filters both the list and the count take. */
/** A list query with its direction resolved: `sortOrder` is `directionOf(query)` (the alias folded in). */
type SortedQuery<E extends ResourceEndpoints> = QueryOf<E> & { sortOrder: SortOrder };
type FiltersOf<E extends ResourceEndpoints> = E['count'] extends EndpointDef ? EndpointQueryOutput<E['count']> : QueryOf<E>;
type RowOf<E extends ResourceEndpoints> = ResponseOf<E['list']> extends { items: (infer R)[] } ? R : never;
type DetailOf<E extends ResourceEndpoints> = ResponseOf<Defined<E['get'] | E['update'] | E['enable']>>;
type BodyOf<E extends ResourceEndpoints> = (E['create'] extends EndpointDef ? EndpointBodyOutput<E['create']> : never) | (E['update'] extends EndpointDef ? EndpointBodyOutput<E['update']> : never);

/** What `registerResourceRoutes` needs of a module: its table, queries, mappings and write rules. */
export interface ResourceRouteOptions<E extends ResourceEndpoints, T extends KitTable, Sel> {
  table: T;
  /** Register only these calls (a module that registers the others elsewhere); default all of `endpoints`. */
  calls?: readonly (keyof ResourceEndpoints)[];
  /** The audit log's `resourceType` of the records. */
  auditType: AuditResourceType;
  /** The record as its payload shapes it: what the audit log compares (`networkInformation.networkName`, …). */
  payload(record: KitRecord<T>): AuditSnapshot;
  /** The row query with its joins (no WHERE): the list's page and the one-record read use it. */
  select(db: DbOrTx): { execute(): Promise<Sel[]> };
  /** A list row from a selected row, texts in `locale`. */
  toRow?(row: Sel, locale: Locale): RowOf<E>;
  /** The answer of get, update, enable and disable from a selected row. */
  toDetail?(row: Sel, locale: Locale): DetailOf<E>;
  /** The list's and count's own filters (tenant and freeText are added); `undefined` entries are skipped. */
  where?(query: FiltersOf<E>, scope: ResourceScope): (SQL | undefined)[] | Promise<(SQL | undefined)[]>;
  /** freeText's condition; default `matchesText(table.searchText, freeText)`. */
  text?(freeText: string | undefined, scope: ResourceScope): SQL | undefined | Promise<SQL | undefined>;
  /** ORDER BY keys of the list before the id tiebreak (see `sortKey`); `sortOrder` is the direction in force (`directionOf`). */
  sort?(query: SortedQuery<E>, locale: Locale): SQL[];
  /** The tiebreak after `sort`; default `id` in the list's direction. */
  tiebreak?(order: SortOrder, query: SortedQuery<E>): SQL;
  /**
   * A page the module reads itself (a hand-tuned query for one sort): return the selected rows,
   * or undefined for the kit's query. `where` is the list's WHERE (tenant included).
   */
  page?(scope: ResourceScope, query: SortedQuery<E>, where: SQL | undefined): Promise<Sel[] | undefined>;
  /** The count's FROM with the joins `where`/`text` test; default the table alone. */
  countFrom?(db: DbOrTx, query: FiltersOf<E>): { where(where: SQL | undefined): PromiseLike<{ count: number }[]> };
  /**
   * The stored columns of a validated create or update body. An update passes the current record
   * (a partial update merges it here). `version` is not a column: the kit handles it.
   */
  columns?(body: BodyOf<E>, before: KitRecord<T> | undefined): Partial<T['$inferInsert']>;
  /** Checks before a write, in its transaction (references are the company's, codes free…); throw an ApiError. */
  check?(tx: DbOrTx, columns: Partial<T['$inferInsert']>, context: { companyId: string; before: KitRecord<T> | undefined }): Promise<void>;
  /** What create answers: `{ id }` (default) or `'detail'`, the record as get answers it. */
  createAnswer?: 'id' | 'detail';
  /** Checks before a delete, in its transaction (e.g. 409 while the record is in use). */
  beforeDelete?(tx: DbOrTx, record: KitRecord<T>): Promise<void>;
  /** The error a unique-index violation becomes (two saves racing past `check`); default: rethrown. */
  uniqueViolation?(): ApiError;
  /** The 409 message of a stale `version`; default "This record was changed by someone else". */
  conflict?: MessageDescriptor;
}

interface HandlerArgs {
  params: { id: string };
  query: never;
  body: never;
  session: SessionContext;
  locale: Locale;
}

const scopeOf = (db: DbOrTx, session: { companyId: string }, locale: Locale): ResourceScope => ({ db, companyId: session.companyId, locale });

/** True for a UUID (any other id is simply not found). */
export const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

/** A PostgreSQL unique violation (`23505`), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/**
 * An ORDER BY key: `column asc|desc`, with `nullsLast` for a nullable column (`… nulls last` in
 * both directions, as the `(company_id, column, id)` indexes of nullable sort columns are built).
 */
export function sortKey(column: AnyColumn | SQL, order: SortOrder, options: { nullsLast?: boolean } = {}): SQL {
  if (options.nullsLast) return order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return order === 'desc' ? desc(column) : asc(column);
}

/** Japanese: family name first; English: given name first (as the people list shows names). */
export const personName = (p: { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string }, locale: Locale) =>
  locale === 'ja-JP' ? `${p.familyNameJa} ${p.givenNameJa}` : `${p.givenNameEn} ${p.familyNameEn}`;

/**
 * The direction of a list query: `sortOrder`, or its alias `orderDirection` (001 §2's name of it;
 * DECISIONS.md), else asc. A list with the alias declares `sortOrder` without a default (see
 * `devicesListQuerySchema`), so that "not given" stays `undefined` and the alias can apply.
 */
export const directionOf = (query: object): SortOrder => {
  const q = query as { sortOrder?: SortOrder; orderDirection?: SortOrder };
  return q.sortOrder ?? q.orderDirection ?? 'asc';
};

/**
 * The kit's operations on one resource (`endpoints` gives their types), for a module that
 * registers some handlers itself or calls them from another route: `where`, `list`, `count`,
 * `get`, `create`, `update`, `remove`, `setDisabled`. `registerResourceRoutes` wires them to the
 * endpoints. An update's `version` is checked only when the table has a `version` column.
 */
export function resourceKit<E extends ResourceEndpoints, T extends KitTable, Sel>(db: Db, _endpoints: E, options: ResourceRouteOptions<E, T, Sel>) {
  const { table } = options;
  const { searchText, ...columns } = getTableColumns(table) as Record<string, AnyColumn>;
  const has = (name: string) => name in columns;
  const t = table as unknown as Record<string, AnyColumn>;
  type Rec = KitRecord<T>;
  type Query = { select: (db: DbOrTx) => Chain };
  interface Chain {
    where(w: SQL | undefined): Chain;
    orderBy(...o: SQL[]): Chain;
    limit(n: number): Chain;
    offset(n: number): Chain;
    for(strength: 'update'): Chain;
    execute(): Promise<unknown[]>;
  }
  const select = (d: DbOrTx) => (options as unknown as Query).select(d);
  const tx = (d: DbOrTx) => d as unknown as {
    select(c: object): { from(t: PgTable): Chain };
    insert(t: PgTable): { values(v: object): { returning(c: object): Promise<Rec[]> } };
    update(t: PgTable): { set(v: object): { where(w: SQL | undefined): { returning(c: object): Promise<Rec[]> } } };
    delete(t: PgTable): { where(w: SQL | undefined): { returning(c: object): Promise<Rec[]> } };
  };
  const mine = (companyId: string, id: string) => and(eq(table.id, id), eq(table.companyId, companyId));
  const idOf = (record: Rec) => (record as { id: string }).id;
  const audit = (d: DbOrTx, session: SessionContext, action: 'CREATE' | 'UPDATE' | 'DELETE', id: string, before: Rec | null, after: Rec | null) =>
    recordAudit(d, { session, action, resourceType: options.auditType, resourceId: id, before: before && options.payload(before), after: after && options.payload(after) });
  const conflict = () => new ApiError(409, errorCodes.conflict, options.conflict ?? apiMessages.recordConflict);
  const unique = (error: unknown): never => {
    if (options.uniqueViolation && isUniqueViolation(error)) throw options.uniqueViolation();
    throw error;
  };
  /** The write stamps the table has: `version + 1`, `updated_at = now()`, `updated_by`. */
  const stamps = (session: SessionContext) => ({
    ...(has('version') ? { version: sql`${t.version} + 1` } : {}),
    ...(has('updatedAt') ? { updatedAt: sql`now()` } : {}),
    ...(has('updatedBy') ? { updatedBy: session.userId } : {}),
  });
  const lock = async (d: DbOrTx, companyId: string, id: string): Promise<Rec> => {
    const [before] = (await tx(d).select(columns).from(table).where(mine(companyId, id)).for('update').execute()) as Rec[];
    if (!before) throw notFound();
    return before;
  };

  const kit = {
    /** The WHERE of the list and the count: tenant, the module's filters, freeText. */
    async where(scope: ResourceScope, query: FiltersOf<E>): Promise<SQL | undefined> {
      const freeText = (query as { freeText?: string }).freeText;
      const text = options.text ? await options.text(freeText, scope) : searchText ? matchesText(searchText, freeText) : undefined;
      return and(eq(table.companyId, scope.companyId), ...((await options.where?.(query, scope)) ?? []), text);
    },
    /** One page of rows: the module's `page`, else `select` WHERE … ORDER BY sort, id LIMIT … OFFSET … through `selectRows`. */
    async list(scope: ResourceScope, query: QueryOf<E>): Promise<RowOf<E>[]> {
      const where = await kit.where(scope, query as FiltersOf<E>);
      const order = directionOf(query as object);
      const sorted = { ...(query as object), sortOrder: order } as SortedQuery<E>;
      let rows = await options.page?.(scope, sorted, where);
      if (!rows) {
        const { limit, offset } = page(query as { pageIndex: number; pageSize: number });
        const keys = [...(options.sort?.(sorted, scope.locale) ?? []), options.tiebreak ? options.tiebreak(order, sorted) : sortKey(table.id, order)];
        rows = (await selectRows(select(scope.db).where(where).orderBy(...keys).limit(limit).offset(offset))) as Sel[];
      }
      return rows.map((r) => options.toRow!(r, scope.locale));
    },
    /** How many records the list's filters match. */
    async count(scope: ResourceScope, query: FiltersOf<E>): Promise<number> {
      const where = await kit.where(scope, query);
      const from = options.countFrom?.(scope.db, query) ?? tx(scope.db).select({ count: count() }).from(table);
      const [row] = (await from.where(where)) as { count: number }[];
      return row?.count ?? 0;
    },
    /** One record of the company as `toDetail` shapes it; 404 when the id is not a UUID or not the company's. */
    async get(companyId: string, id: string, locale: Locale, d: DbOrTx = db): Promise<DetailOf<E>> {
      if (!isUuid(id)) throw notFound();
      const [row] = (await select(d).where(mine(companyId, id)).execute()) as Sel[];
      if (!row) throw notFound();
      return options.toDetail!(row, locale);
    },
    /** Creates a record (`columns` + `check`) with its CREATE audit entry; answers its id. */
    async create(session: SessionContext, body: BodyOf<E>): Promise<string> {
      const values = options.columns!(body, undefined);
      return db
        .transaction(async (d) => {
          await options.check?.(d, values, { companyId: session.companyId, before: undefined });
          const createdBy = has('createdBy') ? { createdBy: session.userId, updatedBy: session.userId } : {};
          const [row] = await tx(d).insert(table).values({ ...values, ...createdBy, companyId: session.companyId }).returning(columns);
          await audit(d, session, 'CREATE', idOf(row!), null, row!);
          return idOf(row!);
        })
        .catch(unique);
    },
    /**
     * Updates a record: locks it (404 when gone), 409 when the body's `version` is stale, `columns`
     * with the current record, `check`, the update with its stamps, the UPDATE audit entry; answers
     * the record as `get` does.
     */
    async update(session: SessionContext, id: string, body: BodyOf<E>, locale: Locale): Promise<DetailOf<E>> {
      if (!isUuid(id)) throw notFound();
      // a table without a `version` column (places) has no stale check
      const version = has('version') ? (body as { version?: number }).version : undefined;
      return db
        .transaction(async (d) => {
          const before = await lock(d, session.companyId, id);
          if (version !== undefined && (before as { version?: number }).version !== version) throw conflict();
          const values = options.columns!(body, before);
          await options.check?.(d, values, { companyId: session.companyId, before });
          const current = version !== undefined ? eq(t.version!, version) : undefined;
          const [after] = await tx(d).update(table).set({ ...values, ...stamps(session) }).where(and(mine(session.companyId, id), current)).returning(columns);
          if (!after) throw conflict();
          await audit(d, session, 'UPDATE', id, before, after);
          return kit.get(session.companyId, id, locale, d);
        })
        .catch(unique);
    },
    /** Deletes a record (`beforeDelete` first) with its DELETE audit entry; 404 when it is not the company's. */
    async remove(session: SessionContext, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (d) => {
        if (options.beforeDelete) await options.beforeDelete(d, await lock(d, session.companyId, id));
        const [gone] = await tx(d).delete(table).where(mine(session.companyId, id)).returning(columns);
        if (!gone) throw notFound();
        await audit(d, session, 'DELETE', id, gone, null);
      });
    },
    /** Enables or disables a record (its `disabled` column) with an UPDATE audit entry when it changes; answers it as `get` does. */
    async setDisabled(session: SessionContext, id: string, disabled: boolean, locale: Locale): Promise<DetailOf<E>> {
      if (!isUuid(id)) throw notFound();
      return db.transaction(async (d) => {
        const before = await lock(d, session.companyId, id);
        if ((before as { disabled?: boolean }).disabled !== disabled) {
          const [after] = await tx(d).update(table).set({ disabled, ...stamps(session) }).where(mine(session.companyId, id)).returning(columns);
          await audit(d, session, 'UPDATE', id, before, after!);
        }
        return kit.get(session.companyId, id, locale, d);
      });
    },
  };
  return kit;
}
