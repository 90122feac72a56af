import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  addOrgPlanUnitEndpoint,
  cancelOrgPlanEndpoint,
  changeOrgPlanUnitEndpoint,
  countOrgPlansEndpoint,
  createOrgPlanEndpoint,
  errorCodes,
  getOrgPlanEndpoint,
  listOrgPlansEndpoint,
  revertOrgPlanUnitEndpoint,
  scheduleOrgPlanEndpoint,
  unscheduleOrgPlanEndpoint,
  updateOrgPlanEndpoint,
  type Locale,
  type OrgPlanRow,
  type OrgPlanStatus,
  type OrgUnitFields,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { orgPlanChanges, orgPlans } from '../schema';
import { plannedUnits, planProblems } from './organization/plans';
import { headsOf, isWithin, memberCounts } from './organization/units';
import { page } from '../http/list-sql';
import { isUuid } from '../http/resource';
import { checkUnitFields, invalid } from './organization';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * Organization plans (001 §2 `/organization/plan…`; docs/people.md "Organization plans"): list,
 * create, the planned organization, the plan's unit changes (drafts only), schedule, unschedule and
 * cancel. Every write is audited (`ORG_PLAN`). Plans are applied by `applyDuePlans`, never by a call.
 */

type PlanRow = typeof orgPlans.$inferSelect;

const conflict = () => new ApiError(409, errorCodes.conflict, apiMessages.orgPlanConflict);
const notDraft = () => new ApiError(409, errorCodes.conflict, apiMessages.orgPlanNotDraft);

async function findPlan(db: DbOrTx, companyId: string, id: string, lock = false): Promise<PlanRow> {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(orgPlans).where(and(eq(orgPlans.companyId, companyId), eq(orgPlans.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function changeCounts(db: DbOrTx, planIds: string[]): Promise<Map<string, number>> {
  if (!planIds.length) return new Map();
  const rows = await db
    .select({ planId: orgPlanChanges.planId, count: count() })
    .from(orgPlanChanges)
    .where(sql`${orgPlanChanges.planId} in ${planIds}`)
    .groupBy(orgPlanChanges.planId);
  return new Map(rows.map((r) => [r.planId, r.count]));
}

const toRow = (p: PlanRow, changeCount: number): OrgPlanRow => ({
  id: p.id, name: p.name, effectiveDate: p.effectiveDate, status: p.status, changeCount,
  appliedAt: p.appliedAt?.toISOString() ?? null, updatedAt: p.updatedAt.toISOString(), version: p.version,
});
const planPayload = (p: Pick<PlanRow, 'name' | 'effectiveDate' | 'status'>) => ({ name: p.name, effectiveDate: p.effectiveDate, status: p.status });

/** Field errors of a unit the plan adds or changes, against the planned organization. */
async function checkPlannedUnit(db: DbOrTx, companyId: string, plan: PlanRow, unitId: string | null, fields: OrgUnitFields, locale: Locale): Promise<PendingFieldError[]> {
  const units = await plannedUnits(db, companyId, plan);
  const addedCodes = units.filter((u) => u.change === 'ADDED' && u.id !== unitId).map((u) => u.code);
  const errors = await checkUnitFields(db, companyId, fields, unitId, addedCodes);
  if (fields.parentId) {
    const byId = new Map(units.map((u) => [u.id, u]));
    const parent = byId.get(fields.parentId);
    if (!parent || parent.change === 'ABOLISHED') errors.push({ path: 'parentId', descriptor: apiMessages.orgUnitNotFound });
    else if (unitId && isWithin(byId, fields.parentId, unitId)) errors.push({ path: 'parentId', descriptor: apiMessages.orgParentCycle, values: { unit: locale === 'ja-JP' ? fields.nameJa : fields.nameEn } });
  }
  return errors;
}

/** Bumps a plan's version (any change to its units changes the plan), audited as an update of the plan. */
async function touchPlan(tx: DbOrTx, plan: PlanRow, userId: string, set: Partial<PlanRow> = {}) {
  await tx.update(orgPlans).set({ ...set, version: plan.version + 1, updatedAt: new Date(), updatedBy: userId }).where(eq(orgPlans.id, plan.id));
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type OrganizationPlansContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the plan calls. */
export function registerOrganizationPlanRoutes(ctx: OrganizationPlansContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listOrgPlansEndpoint, sessions, async ({ query, session }) => {
    const { limit, offset } = page(query);
    const rows = await db
      .select()
      .from(orgPlans)
      .where(and(eq(orgPlans.companyId, session.companyId), query.status ? eq(orgPlans.status, query.status) : undefined))
      .orderBy(desc(orgPlans.effectiveDate), desc(orgPlans.createdAt), desc(orgPlans.id))
      .limit(limit)
      .offset(offset);
    const counts = await changeCounts(db, rows.map((r) => r.id));
    return { items: rows.map((r) => toRow(r, counts.get(r.id) ?? 0)) };
  });

  registerEndpoint(app, countOrgPlansEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ count: count() }).from(orgPlans).where(and(eq(orgPlans.companyId, session.companyId), query.status ? eq(orgPlans.status, query.status) : undefined));
    return { count: row?.count ?? 0 };
  });

  registerEndpoint(app, createOrgPlanEndpoint, sessions, async ({ body, session, reply }) => {
    if (body.effectiveDate <= tokyoToday()) throw invalid([{ path: 'effectiveDate', descriptor: apiMessages.orgPlanDateNotFuture }]);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(orgPlans).values({ companyId: session.companyId, name: body.name, effectiveDate: body.effectiveDate, createdBy: session.userId, updatedBy: session.userId }).returning();
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'ORG_PLAN', resourceId: row!.id, before: null, after: planPayload(row!) });
      return row!.id;
    });
    reply.code(201);
    return { id };
  });

  registerEndpoint(app, getOrgPlanEndpoint, sessions, async ({ params, session, locale }) => {
    const plan = await findPlan(db, session.companyId, params.id);
    const units = await plannedUnits(db, session.companyId, plan);
    const counts = await memberCounts(db, session.companyId, units.map((u) => u.id), plan.status === 'APPLIED' ? plan.effectiveDate : tokyoToday());
    const heads = await headsOf(db, session.companyId, units.flatMap((u) => [u.headPersonId, u.before?.headPersonId ?? null]), locale);
    const name = (u: { nameJa: string; nameEn: string }) => (locale === 'ja-JP' ? u.nameJa : u.nameEn);
    const changeCount = units.filter((u) => u.change).length;
    return {
      ...toRow(plan, changeCount),
      units: units.map((u) => ({
        id: u.id, code: u.code, kind: u.kind, name: name(u), nameJa: u.nameJa, nameEn: u.nameEn, parentId: u.parentId,
        head: u.headPersonId ? (heads.get(u.headPersonId) ?? null) : null,
        memberCount: counts.get(u.id) ?? 0, validFrom: u.validFrom, validTo: u.change === 'ABOLISHED' ? plan.effectiveDate : u.validTo,
        displayOrder: u.displayOrder, version: u.version,
        change: u.change, changeVersion: u.changeVersion,
        renamed: u.change === 'CHANGED' && !!u.before && (u.before.nameJa !== u.nameJa || u.before.nameEn !== u.nameEn),
        moved: u.change === 'CHANGED' && !!u.before && u.before.parentId !== u.parentId,
        headChanged: u.change === 'CHANGED' && !!u.before && u.before.headPersonId !== u.headPersonId,
        kindChanged: u.change === 'CHANGED' && !!u.before && u.before.kind !== u.kind,
        before: u.before ? { name: name(u.before), parentId: u.before.parentId, headName: u.before.headPersonId ? (heads.get(u.before.headPersonId)?.name ?? null) : null } : null,
      })),
    };
  });

  registerEndpoint(app, updateOrgPlanEndpoint, sessions, async ({ params, body, session }) => {
    await db.transaction(async (tx) => {
      const plan = await findPlan(tx, session.companyId, params.id, true);
      if (plan.version !== body.version) throw conflict();
      if (plan.status !== 'DRAFT') throw notDraft();
      if (body.effectiveDate <= tokyoToday()) throw invalid([{ path: 'effectiveDate', descriptor: apiMessages.orgPlanDateNotFuture }]);
      await touchPlan(tx, plan, session.userId, { name: body.name, effectiveDate: body.effectiveDate });
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ORG_PLAN', resourceId: plan.id, before: planPayload(plan), after: planPayload({ ...plan, ...body }) });
    });
    return { id: params.id };
  });

  const transition = (from: OrgPlanStatus[], to: OrgPlanStatus, wrongState: () => ApiError, check?: (tx: DbOrTx, plan: PlanRow, locale: Locale) => Promise<void>) =>
    async ({ params, body, session, locale }: { params: { id: string }; body: { version: number }; session: { companyId: string; userId: string }; locale: Locale }) => {
      await db.transaction(async (tx) => {
        const plan = await findPlan(tx, session.companyId, params.id, true);
        if (plan.version !== body.version) throw conflict();
        if (!from.includes(plan.status)) throw wrongState();
        if (check) await check(tx, plan, locale);
        await touchPlan(tx, plan, session.userId, { status: to });
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ORG_PLAN', resourceId: plan.id, before: planPayload(plan), after: planPayload({ ...plan, status: to }) });
      });
      return { id: params.id };
    };

  registerEndpoint(app, scheduleOrgPlanEndpoint, sessions, transition(['DRAFT'], 'SCHEDULED', notDraft, async (tx, plan, locale) => {
    const problems = await planProblems(tx, plan.companyId, plan, tokyoToday(), locale);
    if (problems.length) throw new ApiError(400, errorCodes.validation, apiMessages.orgPlanCannotSchedule, problems);
  }));
  registerEndpoint(app, unscheduleOrgPlanEndpoint, sessions, transition(['SCHEDULED'], 'DRAFT', () => new ApiError(409, errorCodes.conflict, apiMessages.orgPlanNotScheduled)));
  registerEndpoint(app, cancelOrgPlanEndpoint, sessions, transition(['DRAFT', 'SCHEDULED'], 'CANCELED', () => new ApiError(409, errorCodes.conflict, apiMessages.orgPlanClosed)));

  registerEndpoint(app, addOrgPlanUnitEndpoint, sessions, async ({ params, body, session, locale, reply }) => {
    const unitId = randomUUID();
    await db.transaction(async (tx) => {
      const plan = await findPlan(tx, session.companyId, params.id, true);
      if (plan.status !== 'DRAFT') throw notDraft();
      const errors = await checkPlannedUnit(tx, session.companyId, plan, null, body, locale);
      if (errors.length) throw invalid(errors);
      await tx.insert(orgPlanChanges).values({ companyId: session.companyId, planId: plan.id, unitId, action: 'ADD', ...body, version: plan.version + 1 });
      await touchPlan(tx, plan, session.userId);
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ORG_PLAN', resourceId: plan.id, before: { changes: { [unitId]: null } }, after: { changes: { [unitId]: { action: 'ADD', ...body } } } });
    });
    reply.code(201);
    return { id: unitId };
  });

  registerEndpoint(app, changeOrgPlanUnitEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const plan = await findPlan(tx, session.companyId, params.id, true);
      if (!isUuid(params.unitId)) throw notFound();
      if (plan.status !== 'DRAFT') throw notDraft();
      const units = await plannedUnits(tx, session.companyId, plan);
      const unit = units.find((u) => u.id === params.unitId);
      if (!unit) throw notFound();
      const { abolish, changeVersion, ...fields } = body;
      const [existing] = await tx.select().from(orgPlanChanges).where(and(eq(orgPlanChanges.planId, plan.id), eq(orgPlanChanges.unitId, unit.id)));
      // a stale version (issue 29): the plan's change to this unit was written (or dropped) since it was read
      if ((existing?.version ?? 0) !== changeVersion) throw conflict();
      if (abolish && unit.change === 'ADDED') {
        // abolishing a unit the plan adds: the plan no longer adds it
        await tx.delete(orgPlanChanges).where(eq(orgPlanChanges.id, existing!.id));
      } else {
        const errors = abolish ? [] : await checkPlannedUnit(tx, session.companyId, plan, unit.id, fields, locale);
        if (errors.length) throw invalid(errors);
        const written = abolish ? { kind: unit.kind, code: unit.code, nameJa: unit.nameJa, nameEn: unit.nameEn, parentId: unit.parentId, headPersonId: unit.headPersonId } : fields;
        const action = unit.change === 'ADDED' ? 'ADD' : abolish ? 'ABOLISH' : 'CHANGE';
        // the plan's version after this write: it grows with every write, so a unit's change never gets a version back after a revert
        const version = plan.version + 1;
        if (existing) await tx.update(orgPlanChanges).set({ action, ...written, version }).where(eq(orgPlanChanges.id, existing.id));
        else await tx.insert(orgPlanChanges).values({ companyId: session.companyId, planId: plan.id, unitId: unit.id, action, ...written, version });
      }
      await touchPlan(tx, plan, session.userId);
      await recordAudit(tx, {
        session, action: 'UPDATE', resourceType: 'ORG_PLAN', resourceId: plan.id,
        before: { changes: { [unit.id]: existing ? { action: existing.action, code: existing.code, kind: existing.kind, nameJa: existing.nameJa, nameEn: existing.nameEn, parentId: existing.parentId, headPersonId: existing.headPersonId } : null } },
        after: { changes: { [unit.id]: abolish && unit.change === 'ADDED' ? null : { action: abolish ? 'ABOLISH' : unit.change === 'ADDED' ? 'ADD' : 'CHANGE', ...fields } } },
      });
    });
    return { id: params.unitId };
  });

  registerEndpoint(app, revertOrgPlanUnitEndpoint, sessions, async ({ params, session }) => {
    await db.transaction(async (tx) => {
      const plan = await findPlan(tx, session.companyId, params.id, true);
      if (!isUuid(params.unitId)) throw notFound();
      if (plan.status !== 'DRAFT') throw notDraft();
      const [existing] = await tx.select().from(orgPlanChanges).where(and(eq(orgPlanChanges.planId, plan.id), eq(orgPlanChanges.unitId, params.unitId)));
      if (!existing) throw notFound();
      const units = await plannedUnits(tx, session.companyId, plan);
      if (existing.action === 'ADD' && units.some((u) => u.parentId === existing.unitId && u.change !== 'ABOLISHED')) {
        throw invalid([{ path: 'unitId', descriptor: apiMessages.orgAbolishWithChildren, values: { unit: existing.nameJa } }]);
      }
      await tx.delete(orgPlanChanges).where(eq(orgPlanChanges.id, existing.id));
      await touchPlan(tx, plan, session.userId);
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ORG_PLAN', resourceId: plan.id, before: { changes: { [existing.unitId]: { action: existing.action, code: existing.code } } }, after: { changes: { [existing.unitId]: null } } });
    });
    return { id: params.unitId };
  });
}
