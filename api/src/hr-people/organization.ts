import { and, asc, count, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  abolishOrgUnitEndpoint,
  countOrgMembersEndpoint,
  createOrgUnitEndpoint,
  errorCodes,
  getOrgChartEndpoint,
  getOrgUnitEndpoint,
  listOrgMembersEndpoint,
  updateOrgUnitEndpoint,
  type Locale,
  type OrgMember,
  type OrgMembersQuery,
  type OrgUnitFields,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { hrMasterItems, orgUnits, people } from '../schema';
import { changeUnit, employedOn, isWithin, personName, toOrgUnits, unitsAsOf } from './organization/units';
import { matchesText, page } from '../http/list-sql';
import { isUuid } from '../http/resource';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The organization chart, one unit with its members, and the settings' writes on the current units
 * (001 §2 "Organization"; docs/people.md "Organization chart"). Every read is as of `baseDate`
 * (default: today in Japan); every write is audited (`ORG_UNIT`).
 */

const position = alias(hrMasterItems, 'position');
const jobType = alias(hrMasterItems, 'job_type');
const employmentType = alias(hrMasterItems, 'employment_type');
const masterName = (m: { name: AnyPgColumn; nameEn: AnyPgColumn }, ja: boolean) => (ja ? sql<string>`${m.name}` : sql<string>`coalesce(${m.nameEn}, ${m.name})`);

/** A 400 with field errors. */
export const invalid = (errors: PendingFieldError[]) => new ApiError(400, errorCodes.validation, apiMessages.validation, errors);

/** The unit row of the company, or 404 (ids that are not UUIDs included). */
export async function findUnit(db: DbOrTx, companyId: string, id: string, lock = false) {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(orgUnits).where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The unit's record as the audit log compares it. */
export const unitPayload = (u: OrgUnitFields & { validFrom: string; validTo: string | null }) => ({
  code: u.code, kind: u.kind, nameJa: u.nameJa, nameEn: u.nameEn, parentId: u.parentId, headPersonId: u.headPersonId, validFrom: u.validFrom, validTo: u.validTo,
});

/**
 * Field errors of a unit's fields against the company (shared with plans): `code` used by another
 * unit (`otherCodes` adds codes a plan introduces), `headPersonId` not one of the company's people.
 */
export async function checkUnitFields(db: DbOrTx, companyId: string, fields: OrgUnitFields, selfId: string | null, otherCodes: string[] = []): Promise<PendingFieldError[]> {
  const errors: PendingFieldError[] = [];
  const [taken] = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.companyId, companyId), sql`lower(${orgUnits.code}) = lower(${fields.code})`, selfId ? ne(orgUnits.id, selfId) : undefined));
  if (taken || otherCodes.some((c) => c.toLowerCase() === fields.code.toLowerCase())) errors.push({ path: 'code', descriptor: apiMessages.orgCodeTaken });
  if (fields.headPersonId) {
    const [head] = await db.select({ id: people.id }).from(people).where(and(eq(people.companyId, companyId), eq(people.id, fields.headPersonId)));
    if (!head) errors.push({ path: 'headPersonId', descriptor: apiMessages.personNotFound });
  }
  return errors;
}

function membersWhere(companyId: string, unitId: string, q: Omit<OrgMembersQuery, 'pageIndex' | 'pageSize'>, date: string): SQL {
  return and(
    eq(people.companyId, companyId),
    eq(people.departmentId, unitId),
    employedOn(date),
    q.positionId ? eq(people.positionId, q.positionId) : undefined,
    q.jobTypeId ? eq(people.jobTypeId, q.jobTypeId) : undefined,
    q.employmentTypeId ? eq(people.employmentTypeId, q.employmentTypeId) : undefined,
    matchesText(people.searchText, q.search),
  )!;
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type OrganizationContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the chart, unit, members and settings calls. */
export function registerOrganizationRoutes(ctx: OrganizationContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, getOrgChartEndpoint, sessions, async ({ query, session, locale }) => {
    const baseDate = query.baseDate ?? tokyoToday();
    const states = await unitsAsOf(db, session.companyId, baseDate);
    return { baseDate, units: await toOrgUnits(db, session.companyId, states, baseDate, locale) };
  });

  registerEndpoint(app, getOrgUnitEndpoint, sessions, async ({ params, query, session, locale }) => {
    const row = await findUnit(db, session.companyId, params.id);
    const baseDate = query.baseDate ?? tokyoToday();
    const states = await unitsAsOf(db, session.companyId, baseDate);
    const byId = new Map(states.map((s) => [s.id, s]));
    const state = byId.get(row.id);
    const self = state ?? { ...row, kind: row.kind, validTo: row.validTo };
    const [unit] = await toOrgUnits(db, session.companyId, [self], baseDate, locale);
    const name = (s: { nameJa: string; nameEn: string }) => (locale === 'ja-JP' ? s.nameJa : s.nameEn);
    const path: { id: string; name: string }[] = [];
    const seen = new Set<string>([row.id]);
    for (let at = state ? self.parentId : null; at && byId.has(at) && !seen.has(at); at = byId.get(at)!.parentId) {
      seen.add(at);
      path.unshift({ id: at, name: name(byId.get(at)!) });
    }
    const children = state ? await toOrgUnits(db, session.companyId, states.filter((s) => s.parentId === row.id), baseDate, locale) : [];
    return { ...unit!, baseDate, existsOnBaseDate: !!state, path, children };
  });

  registerEndpoint(app, listOrgMembersEndpoint, sessions, async ({ params, query, session, locale }) => {
    const unit = await findUnit(db, session.companyId, params.id);
    const ja = locale === 'ja-JP';
    const baseDate = query.baseDate ?? tokyoToday();
    const { limit, offset } = page(query);
    const rows = await db
      .select({
        id: people.id, workerNumber: people.workerNumber, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa,
        familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn, nameKana: people.nameKana, email: people.email,
        avatarUrl: people.avatarUrl, workerType: people.workerType, status: people.status, joinedAt: people.joinedAt,
        positionId: position.id, positionName: masterName(position, ja), jobTypeId: jobType.id, jobTypeName: masterName(jobType, ja),
        employmentTypeId: employmentType.id, employmentTypeName: masterName(employmentType, ja),
      })
      .from(people)
      .leftJoin(position, eq(position.id, people.positionId))
      .leftJoin(jobType, eq(jobType.id, people.jobTypeId))
      .leftJoin(employmentType, eq(employmentType.id, people.employmentTypeId))
      .where(membersWhere(session.companyId, unit.id, query, baseDate))
      .orderBy(asc(sql`coalesce(${position.displayOrder}, 9999)`), ja ? asc(people.nameKana) : asc(people.familyNameEn), asc(people.id))
      .limit(limit)
      .offset(offset);
    const headId = (await unitsAsOf(db, session.companyId, baseDate)).find((u) => u.id === unit.id)?.headPersonId ?? unit.headPersonId;
    const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);
    const items: OrgMember[] = rows.map((r) => ({
      id: r.id, workerNumber: r.workerNumber, name: personName(r, locale), nameKana: r.nameKana ?? '', email: r.email, avatarUrl: r.avatarUrl,
      workerType: r.workerType as OrgMember['workerType'], status: r.status as OrgMember['status'],
      position: ref(r.positionId, r.positionName), jobType: ref(r.jobTypeId, r.jobTypeName), employmentType: ref(r.employmentTypeId, r.employmentTypeName),
      joinedAt: r.joinedAt, isHead: r.id === headId,
    }));
    return { items };
  });

  registerEndpoint(app, countOrgMembersEndpoint, sessions, async ({ params, query, session }) => {
    const unit = await findUnit(db, session.companyId, params.id);
    const [row] = await db.select({ count: count() }).from(people).where(membersWhere(session.companyId, unit.id, query, query.baseDate ?? tokyoToday()));
    return { count: row?.count ?? 0 };
  });

  registerEndpoint(app, createOrgUnitEndpoint, sessions, async ({ body, session, reply }) => {
    const id = await db.transaction(async (tx) => {
      const errors = await checkUnitFields(tx, session.companyId, body, null);
      if (body.parentId) {
        const parent = (await unitsAsOf(tx, session.companyId, body.validFrom)).find((u) => u.id === body.parentId);
        if (!parent) errors.push({ path: 'parentId', descriptor: apiMessages.orgUnitNotFound });
      }
      if (errors.length) throw invalid(errors);
      const [{ max }] = (await tx.select({ max: sql<number>`coalesce(max(${orgUnits.displayOrder}), 0)::int` }).from(orgUnits).where(eq(orgUnits.companyId, session.companyId))) as [{ max: number }];
      const [row] = await tx.insert(orgUnits).values({ companyId: session.companyId, ...body, displayOrder: Number(max) + 1 }).returning();
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'ORG_UNIT', resourceId: row!.id, before: null, after: unitPayload({ ...body, validTo: null }) });
      return row!.id;
    });
    reply.code(201);
    return { id };
  });

  registerEndpoint(app, updateOrgUnitEndpoint, sessions, async ({ params, body, session }) => {
    const today = tokyoToday();
    await db.transaction(async (tx) => {
      const unit = await findUnit(tx, session.companyId, params.id, true);
      if (unit.version !== body.version) throw new ApiError(409, errorCodes.conflict, apiMessages.orgUnitConflict);
      const { version: _version, ...fields } = body;
      const errors = await checkUnitFields(tx, session.companyId, fields, unit.id);
      if (fields.parentId) {
        const units = new Map((await unitsAsOf(tx, session.companyId, today > unit.validFrom ? today : unit.validFrom)).map((u) => [u.id, u]));
        if (!units.has(fields.parentId)) errors.push({ path: 'parentId', descriptor: apiMessages.orgUnitNotFound });
        else if (isWithin(units, fields.parentId, unit.id)) errors.push({ path: 'parentId', descriptor: apiMessages.orgParentCycle, values: { unit: fields.nameJa } });
      }
      if (errors.length) throw invalid(errors);
      await changeUnit(tx, session.companyId, unit.id, fields, today > unit.validFrom ? today : unit.validFrom);
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ORG_UNIT', resourceId: unit.id, before: unitPayload(unit), after: unitPayload({ ...fields, validFrom: unit.validFrom, validTo: unit.validTo }) });
    });
    return { id: params.id };
  });

  registerEndpoint(app, abolishOrgUnitEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const unit = await findUnit(tx, session.companyId, params.id, true);
      if (unit.version !== body.version) throw new ApiError(409, errorCodes.conflict, apiMessages.orgUnitConflict);
      const name = locale === 'ja-JP' ? unit.nameJa : unit.nameEn;
      if (body.validTo <= unit.validFrom) throw invalid([{ path: 'validTo', descriptor: apiMessages.orgAbolishBeforeStart, values: { date: unit.validFrom } }]);
      const [members] = await tx
        .select({ count: count() })
        .from(people)
        .where(and(eq(people.companyId, session.companyId), eq(people.departmentId, unit.id), ne(people.status, 'ALUMNI'), or(isNull(people.leavingAt), sql`${people.leavingAt} >= ${body.validTo}`)));
      if ((members?.count ?? 0) > 0) throw invalid([{ path: 'validTo', descriptor: apiMessages.orgAbolishWithPeople, values: { unit: name, count: members!.count } }]);
      const [child] = await tx
        .select({ id: orgUnits.id })
        .from(orgUnits)
        .where(and(eq(orgUnits.companyId, session.companyId), eq(orgUnits.parentId, unit.id), or(isNull(orgUnits.validTo), gt(orgUnits.validTo, body.validTo))));
      if (child) throw invalid([{ path: 'validTo', descriptor: apiMessages.orgAbolishWithChildren, values: { unit: name } }]);
      await tx.update(orgUnits).set({ validTo: body.validTo, version: unit.version + 1, updatedAt: new Date() }).where(eq(orgUnits.id, unit.id));
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ORG_UNIT', resourceId: unit.id, before: unitPayload(unit), after: unitPayload({ ...unit, validTo: body.validTo }) });
    });
    return { id: params.id };
  });
}

/** Names of `locale` — exported for the plan routes. */
export const unitName = (u: { nameJa: string; nameEn: string }, locale: Locale) => (locale === 'ja-JP' ? u.nameJa : u.nameEn);
