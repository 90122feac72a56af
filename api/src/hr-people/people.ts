import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  countPeopleEndpoint,
  getPeopleFilterOptionsEndpoint,
  listPeopleEndpoint,
  parsePeopleCategory,
  peopleMenuWorkerType,
  type peopleSortColumnValues,
  type Locale,
  type PeopleCountQuery,
  type Person,
  type SortOrder,
  type WorkforceRow,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint, type JsonBody } from '../http/register';
import { hrMasterItems, orgUnits, people, places } from '../schema';
import { jsonObject, orderedPage, pageJson, renderedOnce } from '../http/json-page';
import { matchesText, orderBy, page } from '../http/list-sql';

/**
 * The name of the catalog entry `id` points at, in the request's language (English falls back to
 * the name HR typed), as a scalar subquery. The lists name their department, position, job type,
 * place and employment type this way, not by joins: with five to seven joined tables PostgreSQL
 * spent ~30 ms planning each page (join order search) for 1–3 ms of execution; a subquery per
 * column plans in ~0.3 ms (docs/people.md "Speed on 100k people").
 */
export function masterNameOf(id: AnyPgColumn, ja: boolean): SQL<string | null> {
  return ja
    ? sql<string | null>`(select ${hrMasterItems.name} from ${hrMasterItems} where ${hrMasterItems.id} = ${id})`
    : sql<string | null>`(select coalesce(${hrMasterItems.nameEn}, ${hrMasterItems.name}) from ${hrMasterItems} where ${hrMasterItems.id} = ${id})`;
}
const unitNameOf = (id: AnyPgColumn, ja: boolean) => sql<string | null>`(select ${ja ? orgUnits.nameJa : orgUnits.nameEn} from ${orgUnits} where ${orgUnits.id} = ${id})`;
const placeNameOf = (id: AnyPgColumn, ja: boolean) => sql<string | null>`(select ${ja ? places.nameJa : places.nameEn} from ${places} where ${places.id} = ${id})`;

/** The id filters of 001 §2 that are given (empty or absent: no filter). */
export function peopleIdWhere(q: Partial<Pick<PeopleCountQuery, 'workerTypeIn' | 'departmentIdIn' | 'positionIdIn' | 'jobTypeIdIn' | 'placeIdIn'>>): (SQL | undefined)[] {
  return [
    q.workerTypeIn?.length ? inArray(people.workerType, q.workerTypeIn) : undefined,
    q.departmentIdIn?.length ? inArray(people.departmentId, q.departmentIdIn) : undefined,
    q.positionIdIn?.length ? inArray(people.positionId, q.positionIdIn) : undefined,
    q.jobTypeIdIn?.length ? inArray(people.jobTypeId, q.jobTypeIdIn) : undefined,
    q.placeIdIn?.length ? inArray(people.placeId, q.placeIdIn) : undefined,
  ];
}

/**
 * WHERE of the workforce search (001 §2 people list), shared by the workforce list and count and
 * the lists of people by what they hold (`/v2/device-people`): tenant, menu, category (its worker
 * type and statuses), the id filters that are given (empty or absent: no filter), freeText on the
 * people's search text.
 */
export function peopleWhere(
  companyId: string,
  q: Pick<PeopleCountQuery, 'menu' | 'category' | 'freeText'> & Partial<Pick<PeopleCountQuery, 'workerTypeIn' | 'departmentIdIn' | 'positionIdIn' | 'jobTypeIdIn' | 'placeIdIn'>>,
): SQL | undefined {
  const menuType = peopleMenuWorkerType[q.menu];
  const category = parsePeopleCategory(q.category);
  return and(
    eq(people.companyId, companyId),
    menuType ? eq(people.workerType, menuType) : undefined,
    category.workerType ? eq(people.workerType, category.workerType) : undefined,
    category.statuses.length === 1 ? eq(people.status, category.statuses[0]!) : inArray(people.status, category.statuses),
    ...peopleIdWhere(q),
    matchesText(people.searchText, q.freeText),
  );
}

/** The workforce row's columns (see {@link toPerson}) for the request's language. */
export function personColumns(locale: Locale) {
  const ja = locale === 'ja-JP';
  return {
      id: people.id,
      workerNumber: people.workerNumber,
      familyName: ja ? people.familyNameJa : people.familyNameEn,
      givenName: ja ? people.givenNameJa : people.givenNameEn,
      nameKana: people.nameKana,
      email: people.email,
      avatarUrl: people.avatarUrl,
      workerType: people.workerType,
      status: people.status,
      departmentId: people.departmentId,
      departmentName: unitNameOf(people.departmentId, ja),
      positionId: people.positionId,
      positionName: masterNameOf(people.positionId, ja),
      jobTypeId: people.jobTypeId,
      jobTypeName: masterNameOf(people.jobTypeId, ja),
      placeId: people.placeId,
      placeName: placeNameOf(people.placeId, ja),
      employmentTypeId: people.employmentTypeId,
      employmentTypeName: masterNameOf(people.employmentTypeId, ja),
      joinedAt: people.joinedAt,
      leavingAt: people.leavingAt,
  };
}

/**
 * SELECT of workforce rows with their department, position, job type, place and employment type
 * (scalar subqueries, see {@link masterNameOf}; `extra` adds columns, e.g. the alumni's reasons).
 */
export function selectPeople<E extends Record<string, AnyPgColumn | SQL.Aliased | SQL>>(db: AppContext['db'], locale: Locale, extra?: E) {
  return db
    .select({ ...personColumns(locale), ...(extra ?? ({} as E)) })
    .from(people);
}

/**
 * The ORDER BY of a people list's `sortColumn` (tie-broken by the id; the name in the request's
 * language as second key). The department's name and the position's display order are scalar
 * subqueries, or with `joined` the columns of the aliases `sort_dep` and `sort_pos` that the
 * workforce page left-joins (`peoplePageJson`): the same order, ~5–10× cheaper to sort by at 100k
 * people (docs/performance.md §2 "Page queries PostgreSQL plans once").
 */
export function peopleOrderBy(sortColumn: (typeof peopleSortColumnValues)[number], sortOrder: SortOrder, locale: Locale, joined = false): SQL[] {
  const ja = locale === 'ja-JP';
  const name = ja ? people.nameKana : people.familyNameEn;
  const columns = {
    NAME: ja ? [people.nameKana] : [people.familyNameEn, people.givenNameEn],
    WORKER_NUMBER: [people.workerNumber],
    EMAIL: [people.email],
    DEPARTMENT: [joined ? sql.raw(ja ? 'sort_dep.name_ja' : 'sort_dep.name_en') : unitNameOf(people.departmentId, ja), name],
    POSITION: [joined ? sql.raw('sort_pos.display_order') : sql`(select ${hrMasterItems.displayOrder} from ${hrMasterItems} where ${hrMasterItems.id} = ${people.positionId})`, name],
    JOINED_AT: [people.joinedAt],
    LEAVING_AT: [people.leavingAt],
  }[sortColumn];
  return orderBy(sortOrder, ...columns, people.id);
}

/** A row of {@link personColumns}. */
export interface PersonRow {
  id: string; workerNumber: string; familyName: string; givenName: string; nameKana: string | null; email: string; avatarUrl: string | null;
  workerType: string; status: string; departmentId: string | null; departmentName: string | null; positionId: string | null; positionName: string | null;
  jobTypeId: string | null; jobTypeName: string | null; placeId: string | null; placeName: string | null;
  employmentTypeId: string | null; employmentTypeName: string | null; joinedAt: string | null; leavingAt: string | null;
}

/** A workforce row (contracts `personSchema`) from its selected columns, its name in the request's language. */
export function toPerson(r: PersonRow, locale: Locale): Person {
  const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);
  return {
    id: r.id,
    workerNumber: r.workerNumber,
    name: locale === 'ja-JP' ? `${r.familyName} ${r.givenName}` : `${r.givenName} ${r.familyName}`,
    familyName: r.familyName,
    givenName: r.givenName,
    nameKana: r.nameKana ?? '',
    email: r.email,
    avatarUrl: r.avatarUrl,
    workerType: r.workerType as Person['workerType'],
    status: r.status as Person['status'],
    department: ref(r.departmentId, r.departmentName),
    position: ref(r.positionId, r.positionName),
    jobType: ref(r.jobTypeId, r.jobTypeName),
    place: ref(r.placeId, r.placeName),
    employmentType: ref(r.employmentTypeId, r.employmentTypeName),
    joinedAt: r.joinedAt,
    leavingAt: r.leavingAt,
  };
}

/**
 * One page of the workforce list (001 §2 People, §7 `GET /v2/people`) as the JSON text of
 * `{ items: WorkforceRow[] }`, built by the database (issue 28 "PostgreSQL builds the page", the way
 * PostgREST does): the page's people first (`where`, `order`, `limit`/`offset`, numbered in that
 * order), then the names of their department, position, job type, place and employment type by left
 * joins on those rows only, each row a compact `jsonObject` of contracts' `workforceRowSchema` — the
 * lean row (issue 28 "lean rows"): the name's parts in the request's language, the references as
 * their names only (a catalog entry's English name falls back to the one HR typed, as
 * `masterNameOf`), no joined `name` and no reference ids (the record's detail call has them) —
 * aggregated in the page's order. The API sends the text as it is: no row objects are made in
 * JavaScript. Joining after the page is cut costs less than a scalar subquery per row and reference
 * (measured: 6.5 against 8–11 ms on PGlite, 3–4 against 6 ms on PostgreSQL for the demo data's
 * 100-row page); joining before it made PostgreSQL search join orders over every person (see
 * `masterNameOf`). The row, columns and joins are the same for every page of a language, so they
 * are rendered to SQL text once (`renderedOnce`); only the WHERE, order and page are built per
 * request. The CSV export and the alumni list still map whole rows with `toPerson`. The page's
 * people are read with their department and position left-joined as `sort_dep` and `sort_pos`, which
 * `order` may name (`peopleOrderBy(…, true)`); unused, PostgreSQL removes those joins from the plan.
 */
export async function peoplePageJson(db: AppContext['db'], locale: Locale, where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<JsonBody<{ items: WorkforceRow[] }>> {
  // the row, columns and joins are the same for every page of a language: rendered once
  const row = renderedOnce(peoplePageParts, `row:${locale}`, () => workforceRowJson(locale));
  const columns = renderedOnce(peoplePageParts, `columns:${locale}`, () => workforceColumns(locale));
  const joins = renderedOnce(peoplePageParts, 'joins', () => sql`
    LEFT JOIN ${orgUnits} dep ON dep.id = r.department_id
    LEFT JOIN ${hrMasterItems} pos ON pos.id = r.position_id
    LEFT JOIN ${hrMasterItems} job ON job.id = r.job_type_id
    LEFT JOIN ${places} pla ON pla.id = r.place_id
    LEFT JOIN ${hrMasterItems} emp ON emp.id = r.employment_type_id`);
  // the sorts by department and position read the joined names (`peopleOrderBy(…, true)`);
  // PostgreSQL drops these left joins on a primary key from the plan when the order does not use them
  const from = renderedOnce(peoplePageParts, 'from', () => sql`${people}
    LEFT JOIN ${orgUnits} sort_dep ON sort_dep.id = ${people.departmentId}
    LEFT JOIN ${hrMasterItems} sort_pos ON sort_pos.id = ${people.positionId}`);
  return pageJson(db, row, orderedPage(columns, from, where, order, limit, offset), joins);
}

const peoplePageParts = new Map<string, SQL>();

/** The workforce row's `jsonObject` over the page alias `r` and the joins of `peoplePageJson`. */
function workforceRowJson(locale: Locale): SQL {
  const ja = locale === 'ja-JP';
  // catalog entries: the English name falls back to the one HR typed (as masterNameOf)
  const master = (alias: string) => sql.raw(ja ? `${alias}.name` : `coalesce(${alias}.name_en, ${alias}.name)`);
  return jsonObject({
    id: sql`r.id`, workerNumber: sql`r.worker_number`, familyName: sql`r.family_name`, givenName: sql`r.given_name`,
    nameKana: sql`coalesce(r.name_kana, '')`, email: sql`r.email`, avatarUrl: sql`r.avatar_url`,
    workerType: sql`r.worker_type`, status: sql`r.status`,
    department: sql.raw(ja ? 'dep.name_ja' : 'dep.name_en'), position: master('pos'), jobType: master('job'),
    place: sql.raw(ja ? 'pla.name_ja' : 'pla.name_en'), employmentType: master('emp'),
    joinedAt: sql`r.joined_at`, leavingAt: sql`r.leaving_at`,
  });
}

/** The page's columns of `people` (names in the request's language) that `workforceRowJson` reads. */
function workforceColumns(locale: Locale): SQL {
  const ja = locale === 'ja-JP';
  const family = ja ? people.familyNameJa : people.familyNameEn;
  const given = ja ? people.givenNameJa : people.givenNameEn;
  return sql`${people.id} AS id, ${people.workerNumber} AS worker_number, ${family} AS family_name, ${given} AS given_name,
    ${people.nameKana} AS name_kana, ${people.email} AS email, ${people.avatarUrl} AS avatar_url,
    ${people.workerType} AS worker_type, ${people.status} AS status, ${people.departmentId} AS department_id,
    ${people.positionId} AS position_id, ${people.jobTypeId} AS job_type_id, ${people.placeId} AS place_id,
    ${people.employmentTypeId} AS employment_type_id, ${people.joinedAt} AS joined_at, ${people.leavingAt} AS leaving_at`;
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type PeopleContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Workforce list, count and the filter options (001 §2 People, §7). */
export function registerPeopleRoutes(ctx: PeopleContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listPeopleEndpoint, sessions, async ({ query, session, locale }) => {
    const { limit, offset } = page(query);
    return peoplePageJson(db, locale, peopleWhere(session.companyId, query), peopleOrderBy(query.sortColumn, query.sortOrder, locale, true), limit, offset);
  });

  registerEndpoint(app, countPeopleEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ count: count() }).from(people).where(peopleWhere(session.companyId, query));
    return { count: row?.count ?? 0 };
  });

  registerEndpoint(app, getPeopleFilterOptionsEndpoint, sessions, async ({ session, locale }) => {
    const ja = locale === 'ja-JP';
    const departments = await db
      .select({ id: orgUnits.id, name: ja ? orgUnits.nameJa : orgUnits.nameEn })
      .from(orgUnits)
      .where(and(eq(orgUnits.companyId, session.companyId), eq(orgUnits.kind, 'DEPARTMENT')))
      .orderBy(orgUnits.displayOrder);
    const masters = await db
      .select({ id: hrMasterItems.id, catalog: hrMasterItems.catalog, name: ja ? hrMasterItems.name : sql<string>`coalesce(${hrMasterItems.nameEn}, ${hrMasterItems.name})` })
      .from(hrMasterItems)
      .where(and(eq(hrMasterItems.companyId, session.companyId), inArray(hrMasterItems.catalog, ['POSITION', 'JOB_TYPE']), eq(hrMasterItems.disabled, false)))
      .orderBy(hrMasterItems.catalog, asc(hrMasterItems.displayOrder));
    const placeRows = await db
      .select({ id: places.id, name: ja ? places.nameJa : places.nameEn })
      .from(places)
      .where(eq(places.companyId, session.companyId))
      .orderBy(places.code);
    const of = (catalog: string) => masters.filter((m) => m.catalog === catalog).map(({ id, name }) => ({ id, name }));
    return { departments, positions: of('POSITION'), jobTypes: of('JOB_TYPE'), places: placeRows };
  });
}
