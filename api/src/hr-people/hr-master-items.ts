import { and, asc, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  getHrMasterOptionsEndpoint,
  hrCatalogDefaultPageSize,
  hrCatalogValues,
  hrMasterItemsResource,
  reorderHrMasterItemsEndpoint,
  type CreateHrMasterItemBody,
  type HrCatalog,
  type HrMasterItem,
  type HrMasterOptions,
  type Locale,
  type UpdateHrMasterItemBody,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { hrMasterItems, people } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { containsPattern } from '../http/list-sql';
import { registerResourceRoutes, resourceKit, sortKey, type ResourceRouteOptions } from '../http/resource';

/**
 * The people settings' master data (001 §2 "People settings catalogs", §3 "Master data lists",
 * docs/people.md "People settings (master data)"): the 17 catalogs of `hr_master_items`, one call
 * set for all of them with `catalog` as a filter. HR operators only (the descriptors' `product`).
 *
 * - list/count: tenant + `catalog` (+ enabled only unless `includeDisabled`) + freeText on code and
 *   both names; page size 100 by default, 2000 for job functions (001 §5);
 * - `peopleCount`: the people (any status) whose record refers to the entry through the catalog's
 *   column of `people` (`usageColumn`): one grouped query per list page, a subquery for one entry;
 * - create puts the entry last in its catalog; code unique per catalog (409, field error `code`);
 * - delete only while no person refers to it (409 `hrMasterInUse`; a foreign key another table adds
 *   later answers the same 409 instead of a 500);
 * - reorder rewrites `display_order` of the whole catalog in one transaction;
 * - every write has an audit entry (`HR_MASTER_ITEM`).
 */

/** The column of `people` that refers to each catalog's entries. */
export const usageColumn: Record<HrCatalog, AnyColumn> = {
  EMPLOYMENT_TYPE: people.employmentTypeId,
  WORK_MODE: people.workModeId,
  RETIREMENT_REASON: people.retirementReasonId,
  POSITION: people.positionId,
  PLACE_SOCIAL_INSURANCE: people.placeSocialInsuranceId,
  JOB_TYPE: people.jobTypeId,
  JOB_TITLE: people.jobTitleId,
  JOB_LEVEL: people.jobLevelId,
  JOB_GRADE: people.jobGradeId,
  JOB_FUNCTION: people.jobFunctionId,
  JOB_COMPETENCY: people.jobCompetencyId,
  HEALTH_INSURANCE_ASSOCIATION: people.healthInsuranceAssociationId,
  GRADE: people.gradeId,
  CONTRACTOR_TYPE: people.contractorTypeId,
  CONTRACT_END_REASON: people.contractEndReasonId,
  COLLABORATOR_TYPE: people.collaboratorTypeId,
  BOARD_MEMBER_TYPE: people.boardMemberTypeId,
};

/** `(select count(*) …)` of the people referring to the entry, through its catalog's column. */
const peopleCountSql: SQL<number> = sql<number>`case ${hrMasterItems.catalog} ${sql.join(
  hrCatalogValues.map(
    (c) => sql`when ${c} then (select count(*)::int from ${people} where ${usageColumn[c]} = ${hrMasterItems.id} and ${people.companyId} = ${hrMasterItems.companyId})`,
  ),
  sql` `,
)} else 0 end`;

type Record_ = typeof hrMasterItems.$inferSelect;
type Selected = { item: Record_; peopleCount: number };

/** The entry's name in `locale`: English falls back to the Japanese name. */
export const hrMasterName = (r: { name: string; nameEn: string | null }, locale: Locale) => (locale === 'ja-JP' ? r.name : r.nameEn || r.name);

const toItem = ({ item: r, peopleCount }: Selected, locale: Locale): HrMasterItem => ({
  id: r.id,
  catalog: r.catalog as HrCatalog,
  code: r.code,
  name: hrMasterName(r, locale),
  nameJa: r.name,
  nameEn: r.nameEn,
  rank: r.rank,
  displayOrder: r.displayOrder,
  disabled: r.disabled,
  peopleCount: Number(peopleCount),
  version: r.version,
});

/** What the audit log compares. */
const payload = (r: Omit<Record_, never>) => ({ catalog: r.catalog, code: r.code, name: r.name, nameEn: r.nameEn, rank: r.rank, displayOrder: r.displayOrder, disabled: r.disabled });

/** 409 `CONFLICT` with a field error at `code`: another entry of the catalog has the code. */
const codeTaken = () => new ApiError(409, errorCodes.conflict, apiMessages.hrMasterCodeTaken, [{ path: 'code', descriptor: apiMessages.hrMasterCodeTaken }]);
/** 409 `CONFLICT`: people still refer to the entry. */
const inUse = () => new ApiError(409, errorCodes.conflict, apiMessages.hrMasterInUse);

/** How many of the company's people refer to each of `ids` (entries of `catalog`); absent: none. */
async function peopleCounts(db: DbOrTx, companyId: string, catalog: HrCatalog, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const column = usageColumn[catalog];
  const rows = await db
    .select({ id: sql<string>`${column}`, n: count() })
    .from(people)
    .where(and(eq(people.companyId, companyId), inArray(column, ids)))
    .groupBy(sql`${column}`);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** How many people refer to an entry of `catalog`. */
async function peopleUsing(db: DbOrTx, catalog: HrCatalog, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(people).where(eq(usageColumn[catalog], id));
  return Number(row?.n ?? 0);
}

const options: ResourceRouteOptions<typeof hrMasterItemsResource.endpoints, typeof hrMasterItems, Selected> = {
  table: hrMasterItems,
  auditType: 'HR_MASTER_ITEM',
  payload,
  select: (d) => d.select({ item: hrMasterItems, peopleCount: peopleCountSql }).from(hrMasterItems),
  toRow: toItem,
  toDetail: toItem,
  where: (q) => [eq(hrMasterItems.catalog, q.catalog), q.includeDisabled ? undefined : eq(hrMasterItems.disabled, false)],
  text: (freeText) => {
    const pattern = containsPattern(freeText);
    return pattern ? sql`lower(${hrMasterItems.code} || ' ' || ${hrMasterItems.name} || ' ' || coalesce(${hrMasterItems.nameEn}, '')) LIKE ${pattern}` : undefined;
  },
  sort: (q, locale) => {
    const o = q.sortOrder;
    switch (q.sortColumn) {
      case 'CODE':
        return [sortKey(hrMasterItems.code, o)];
      case 'NAME':
        return [sortKey(locale === 'ja-JP' ? hrMasterItems.name : sql`coalesce(nullif(${hrMasterItems.nameEn}, ''), ${hrMasterItems.name})`, o), sortKey(hrMasterItems.code, o)];
      case 'RANK':
        return [sortKey(hrMasterItems.rank, o, { nullsLast: true }), sortKey(hrMasterItems.displayOrder, o), sortKey(hrMasterItems.code, o)];
      default:
        return [sortKey(hrMasterItems.displayOrder, o), sortKey(hrMasterItems.code, o)];
    }
  },
  columns: (body, before) => {
    const b = body as CreateHrMasterItemBody | UpdateHrMasterItemBody;
    const common = { code: b.code, name: b.name, nameEn: b.nameEn, rank: b.rank };
    return before ? common : { ...common, catalog: (b as CreateHrMasterItemBody).catalog };
  },
  // a new entry goes last in its catalog (`columns` is mutated here: the kit inserts this object)
  check: async (tx, columns, { companyId, before }) => {
    if (before) return;
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${hrMasterItems.displayOrder}), -1) + 1` })
      .from(hrMasterItems)
      .where(and(eq(hrMasterItems.companyId, companyId), eq(hrMasterItems.catalog, columns.catalog!)));
    columns.displayOrder = Number(row?.next ?? 0);
  },
  beforeDelete: async (tx, record) => {
    if ((await peopleUsing(tx, record.catalog as HrCatalog, record.id)) > 0) throw inUse();
  },
  createAnswer: 'detail',
  uniqueViolation: codeTaken,
};

/** True for a PostgreSQL foreign-key violation (`23503`), from either driver. */
const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23503';
};

/** The people settings' routes: the catalog resource, its reorder call and the forms' options. */
export function registerHrMasterItemRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;
  const endpoints = hrMasterItemsResource.endpoints;
  registerResourceRoutes(ctx, endpoints, { ...options, calls: ['count', 'get', 'create', 'update', 'enable', 'disable'] });
  const kit = resourceKit(db, endpoints, options);
  // the list counts the page's people in one grouped query afterwards (not one subquery per row:
  // `people` has no index on the catalogs' columns, and a job functions page has 2000 rows)
  const listKit = resourceKit(db, endpoints, { ...options, select: (d) => d.select({ item: hrMasterItems, peopleCount: sql<number>`0` }).from(hrMasterItems) });

  // the page size depends on the catalog: 100, or 2000 for job functions
  registerEndpoint(app, endpoints.list, sessions, async ({ query, session, locale }) => {
    const items = await listKit.list({ db, companyId: session.companyId, locale }, { ...query, pageSize: query.pageSize ?? hrCatalogDefaultPageSize(query.catalog) } as never);
    const counts = await peopleCounts(db, session.companyId, query.catalog, items.map((i) => i.id));
    return { items: items.map((i) => ({ ...i, peopleCount: counts.get(i.id) ?? 0 })) };
  });

  registerEndpoint(app, endpoints.delete, sessions, async ({ params, session }) => {
    await kit.remove(session, params.id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw inUse();
      throw error;
    });
    return undefined;
  });

  registerEndpoint(app, reorderHrMasterItemsEndpoint, sessions, async ({ body, session }) => {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(hrMasterItems)
        .where(and(eq(hrMasterItems.companyId, session.companyId), eq(hrMasterItems.catalog, body.catalog)))
        .for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (rows.length !== body.ids.length || body.ids.some((id) => !byId.has(id))) {
        throw new ApiError(409, errorCodes.conflict, apiMessages.hrMasterOrderChanged);
      }
      let moved = 0;
      for (const [index, id] of body.ids.entries()) {
        const before = byId.get(id)!;
        if (before.displayOrder === index) continue;
        // `version` stays: the order is not part of the edit form, so an open editor is not stale
        const [after] = await tx
          .update(hrMasterItems)
          .set({ displayOrder: index, updatedAt: sql`now()`, updatedBy: session.userId })
          .where(and(eq(hrMasterItems.id, id), eq(hrMasterItems.companyId, session.companyId)))
          .returning();
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'HR_MASTER_ITEM', resourceId: id, before: payload(before), after: payload(after!) });
        moved += 1;
      }
      return { count: moved };
    });
  });

  registerEndpoint(app, getHrMasterOptionsEndpoint, sessions, async ({ session, locale }) => {
    const rows = await db
      .select({ id: hrMasterItems.id, catalog: hrMasterItems.catalog, code: hrMasterItems.code, name: hrMasterItems.name, nameEn: hrMasterItems.nameEn, rank: hrMasterItems.rank })
      .from(hrMasterItems)
      .where(and(eq(hrMasterItems.companyId, session.companyId), eq(hrMasterItems.disabled, false)))
      .orderBy(asc(hrMasterItems.catalog), asc(hrMasterItems.displayOrder), asc(hrMasterItems.code), asc(hrMasterItems.id));
    const answer = Object.fromEntries(hrCatalogValues.map((c) => [c, [] as HrMasterOptions[HrCatalog]])) as HrMasterOptions;
    for (const r of rows) answer[r.catalog as HrCatalog]?.push({ id: r.id, name: hrMasterName(r, locale), code: r.code, rank: r.rank });
    return answer;
  });
}
