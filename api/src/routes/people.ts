import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  countPeopleEndpoint,
  getPeopleFilterOptionsEndpoint,
  getPersonEndpoint,
  listPeopleEndpoint,
  parsePeopleCategory,
  peopleMenuWorkerType,
  type Locale,
  type PeopleCountQuery,
  type Person,
} from '@kanri/contracts';
import type { AppContext } from '../server';
import { registerEndpoint } from '../http/register';
import { notFound } from '../lib/errors';
import { hrMasterItems, orgUnits, people, places } from '../db/schema';
import { matchesText, orderBy, page, selectRows } from './common';

const department = alias(orgUnits, 'department');
const position = alias(hrMasterItems, 'position');
const jobType = alias(hrMasterItems, 'job_type');
/** A catalog entry's name in the request's language (English falls back to the name HR typed). */
const masterName = (m: { name: AnyPgColumn; nameEn: AnyPgColumn }, ja: boolean) => (ja ? sql<string>`${m.name}` : sql<string>`coalesce(${m.nameEn}, ${m.name})`);

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
    inArray(people.status, category.statuses),
    q.workerTypeIn?.length ? inArray(people.workerType, q.workerTypeIn) : undefined,
    q.departmentIdIn?.length ? inArray(people.departmentId, q.departmentIdIn) : undefined,
    q.positionIdIn?.length ? inArray(people.positionId, q.positionIdIn) : undefined,
    q.jobTypeIdIn?.length ? inArray(people.jobTypeId, q.jobTypeIdIn) : undefined,
    q.placeIdIn?.length ? inArray(people.placeId, q.placeIdIn) : undefined,
    matchesText(people.searchText, q.freeText),
  );
}

function selectPeople(db: AppContext['db'], locale: Locale) {
  const ja = locale === 'ja-JP';
  return db
    .select({
      id: people.id,
      workerNumber: people.workerNumber,
      familyName: ja ? people.familyNameJa : people.familyNameEn,
      givenName: ja ? people.givenNameJa : people.givenNameEn,
      nameKana: people.nameKana,
      email: people.email,
      avatarUrl: people.avatarUrl,
      workerType: people.workerType,
      status: people.status,
      departmentId: department.id,
      departmentName: ja ? department.nameJa : department.nameEn,
      positionId: position.id,
      positionName: masterName(position, ja),
      jobTypeId: jobType.id,
      jobTypeName: masterName(jobType, ja),
      placeId: places.id,
      placeName: ja ? places.nameJa : places.nameEn,
      joinedAt: people.joinedAt,
    })
    .from(people)
    .leftJoin(department, eq(department.id, people.departmentId))
    .leftJoin(position, eq(position.id, people.positionId))
    .leftJoin(jobType, eq(jobType.id, people.jobTypeId))
    .leftJoin(places, eq(places.id, people.placeId));
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

function toPerson(r: PersonRow, locale: Locale): Person {
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
    joinedAt: r.joinedAt,
  };
}

/** Workforce list, count, one person and the filter options (001 §2 People, §7). */
export function registerPeopleRoutes(ctx: AppContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listPeopleEndpoint, sessions, async ({ query, session, locale }) => {
    const ja = locale === 'ja-JP';
    const sortColumns = {
      NAME: ja ? [people.nameKana] : [people.familyNameEn, people.givenNameEn],
      WORKER_NUMBER: [people.workerNumber],
      EMAIL: [people.email],
      DEPARTMENT: [ja ? department.nameJa : department.nameEn, ja ? people.nameKana : people.familyNameEn],
      POSITION: [position.displayOrder, ja ? people.nameKana : people.familyNameEn],
      JOINED_AT: [people.joinedAt],
    }[query.sortColumn];
    const { limit, offset } = page(query);
    const rows = await selectRows(
      selectPeople(db, locale)
        .where(peopleWhere(session.companyId, query))
        .orderBy(...orderBy(query.sortOrder, ...sortColumns, people.id))
        .limit(limit)
        .offset(offset),
    );
    return { items: rows.map((r) => toPerson(r, locale)) };
  });

  registerEndpoint(app, countPeopleEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ count: count() }).from(people).where(peopleWhere(session.companyId, query));
    return { count: row?.count ?? 0 };
  });

  registerEndpoint(app, getPersonEndpoint, sessions, async ({ params, session, locale }) => {
    const [row] = await selectPeople(db, locale).where(and(eq(people.companyId, session.companyId), eq(people.id, params.personId)));
    if (!row) throw notFound();
    return toPerson(row, locale);
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
