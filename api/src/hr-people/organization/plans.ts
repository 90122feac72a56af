import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { MessageDescriptor } from '@kanri/contracts';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx } from '../../audit/audit-log';
import { orgPlanChanges, orgPlans, orgUnits, people } from '../../schema';
import { apiMessages } from '../../i18n/messages';
import type { PendingFieldError } from '../../lib/errors';
import { changeUnit, isWithin, treeOrder, unitsAsOf, type UnitFields, type UnitState } from './units';

/**
 * Organization plans (組織改編, 001 §2 "Organization"): a plan holds changes to the organization as
 * of its effective date — units added, changed (renamed, moved, new head, new kind) or abolished.
 * The planned organization is the organization as of the effective date with the changes laid over
 * it. A plan is checked when it is scheduled and applied by `applyDuePlans` on its effective date.
 */

type PlanRow = typeof orgPlans.$inferSelect;
type ChangeRow = typeof orgPlanChanges.$inferSelect;

/**
 * A unit of the planned organization: its planned state, what the plan does to it, its state
 * before, and `changeVersion`, the version of the plan's change to it (0: the plan leaves it as it
 * is; issue 29).
 */
export interface PlannedUnit extends UnitState {
  change: 'ADDED' | 'CHANGED' | 'ABOLISHED' | null;
  before: UnitState | null;
  changeVersion: number;
}

const fieldsOf = (c: ChangeRow): UnitFields => ({ kind: c.kind, code: c.code, nameJa: c.nameJa, nameEn: c.nameEn, parentId: c.parentId, headPersonId: c.headPersonId });

/** The planned organization of `plan`: every unit as of its effective date with the plan's changes (abolished ones kept, marked). */
export async function plannedUnits(db: DbOrTx, companyId: string, plan: Pick<PlanRow, 'id' | 'effectiveDate'>): Promise<PlannedUnit[]> {
  const base = await unitsAsOf(db, companyId, plan.effectiveDate);
  const changes = await db.select().from(orgPlanChanges).where(eq(orgPlanChanges.planId, plan.id)).orderBy(asc(orgPlanChanges.createdAt));
  const units = new Map<string, PlannedUnit>(base.map((u) => [u.id, { ...u, change: null, before: null, changeVersion: 0 }]));
  let order = 10_000;
  for (const c of changes) {
    const current = units.get(c.unitId);
    if (c.action === 'ADD') {
      units.set(c.unitId, { id: c.unitId, ...fieldsOf(c), validFrom: plan.effectiveDate, validTo: null, displayOrder: order++, version: 1, change: 'ADDED', before: null, changeVersion: c.version });
    } else if (current) {
      units.set(c.unitId, { ...current, ...fieldsOf(c), change: c.action === 'ABOLISH' ? 'ABOLISHED' : 'CHANGED', before: current, changeVersion: c.version });
    }
  }
  return treeOrder([...units.values()]);
}

/** The people who still belong to `unitIds` on or after `date` (employed then, or joining later), per unit. */
async function peopleRemaining(db: DbOrTx, companyId: string, unitIds: string[], date: string): Promise<Map<string, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ unitId: people.departmentId, count: sql<number>`count(*)::int` })
    .from(people)
    .where(and(eq(people.companyId, companyId), inArray(people.departmentId, unitIds), ne(people.status, 'ALUMNI'), sql`(${people.leavingAt} is null or ${people.leavingAt} >= ${date})`))
    .groupBy(people.departmentId);
  return new Map(rows.map((r) => [r.unitId!, Number(r.count)]));
}

const problem = (path: string, descriptor: MessageDescriptor, values?: Record<string, unknown>): PendingFieldError => ({ path, descriptor, values });

/**
 * What keeps a plan from being scheduled, as field errors on `units.<unitId>` (empty: it may be
 * scheduled): an effective date not after `today`; a unit whose parent is missing, abolished, or
 * itself or below it; an abolished unit that still has sub-units, or people (employed on or after the
 * effective date: they must be moved to another unit first).
 */
export async function planProblems(db: DbOrTx, companyId: string, plan: Pick<PlanRow, 'id' | 'effectiveDate'>, today: string, locale: 'ja-JP' | 'en-US'): Promise<PendingFieldError[]> {
  const problems: PendingFieldError[] = [];
  if (plan.effectiveDate <= today) problems.push(problem('effectiveDate', apiMessages.orgPlanDateNotFuture));
  const units = await plannedUnits(db, companyId, plan);
  const byId = new Map(units.map((u) => [u.id, u]));
  const name = (u: UnitState) => (locale === 'ja-JP' ? u.nameJa : u.nameEn);
  const abolished = units.filter((u) => u.change === 'ABOLISHED');
  for (const u of units) {
    if (u.change === 'ABOLISHED' || !u.parentId) continue;
    const parent = byId.get(u.parentId);
    if (!parent || parent.change === 'ABOLISHED') {
      problems.push(problem(`units.${u.id}`, parent ? apiMessages.orgUnitUnderAbolished : apiMessages.orgParentNotFound, { unit: name(u), parent: parent ? name(parent) : '' }));
    } else if (isWithin(byId, u.parentId, u.id)) {
      problems.push(problem(`units.${u.id}`, apiMessages.orgParentCycle, { unit: name(u) }));
    }
  }
  const remaining = await peopleRemaining(db, companyId, abolished.map((u) => u.id), plan.effectiveDate);
  for (const u of abolished) {
    const n = remaining.get(u.id) ?? 0;
    if (n > 0) problems.push(problem(`units.${u.id}`, apiMessages.orgAbolishWithPeople, { unit: name(u), count: n }));
  }
  // sub-units left under an abolished unit are reported on the sub-unit above (orgUnitUnderAbolished)
  return dedupe(problems);
}

function dedupe(list: PendingFieldError[]): PendingFieldError[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const key = `${p.path}|${p.descriptor.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Applies one plan inside `tx` (the plan row must be SCHEDULED and locked): added units are created
 * with `valid_from` = the effective date, changed ones get their new fields from that date (the
 * former ones kept in `org_unit_history`), abolished ones get `valid_to` = the effective date and any
 * people still in them move to the nearest unit above that survives. The plan becomes APPLIED. Each
 * unit write is audited as the user who last changed the plan.
 */
async function applyPlan(tx: DbOrTx, plan: PlanRow): Promise<void> {
  const units = await plannedUnits(tx, plan.companyId, plan);
  const byId = new Map(units.map((u) => [u.id, u]));
  const date = plan.effectiveDate;
  const audit = async (unitId: string, action: 'CREATE' | 'UPDATE', before: object | null, after: object) => {
    if (plan.updatedBy) await recordAudit(tx, { session: { companyId: plan.companyId, userId: plan.updatedBy }, action, resourceType: 'ORG_UNIT', resourceId: unitId, before: before as never, after: after as never });
  };
  const snapshot = (u: UnitState) => ({ kind: u.kind, code: u.code, nameJa: u.nameJa, nameEn: u.nameEn, parentId: u.parentId, headPersonId: u.headPersonId, validFrom: u.validFrom, validTo: u.validTo });
  const added = units.filter((u) => u.change === 'ADDED');
  if (added.length) {
    await tx.insert(orgUnits).values(added.map((u) => ({ id: u.id, companyId: plan.companyId, kind: u.kind, code: u.code, nameJa: u.nameJa, nameEn: u.nameEn, parentId: null, headPersonId: u.headPersonId, validFrom: date, displayOrder: u.displayOrder })));
    for (const u of added) {
      if (u.parentId) await tx.update(orgUnits).set({ parentId: u.parentId }).where(eq(orgUnits.id, u.id));
      await audit(u.id, 'CREATE', null, snapshot(u));
    }
  }
  for (const u of units.filter((x) => x.change === 'CHANGED')) {
    await changeUnit(tx, plan.companyId, u.id, { kind: u.kind, code: u.code, nameJa: u.nameJa, nameEn: u.nameEn, parentId: u.parentId, headPersonId: u.headPersonId }, date);
    await audit(u.id, 'UPDATE', snapshot(u.before!), snapshot(u));
  }
  for (const u of units.filter((x) => x.change === 'ABOLISHED')) {
    let target = u.parentId;
    while (target && byId.get(target)?.change === 'ABOLISHED') target = byId.get(target)!.parentId;
    if (target) {
      await tx.update(people).set({ departmentId: target }).where(and(eq(people.companyId, plan.companyId), eq(people.departmentId, u.id), ne(people.status, 'ALUMNI')));
    }
    await tx.update(orgUnits).set({ validTo: date, version: sql`${orgUnits.version} + 1`, updatedAt: new Date() }).where(eq(orgUnits.id, u.id));
    await audit(u.id, 'UPDATE', snapshot(u.before ?? u), { ...snapshot(u.before ?? u), validTo: date });
  }
  await tx.update(orgPlans).set({ status: 'APPLIED', appliedAt: new Date(), version: plan.version + 1, updatedAt: new Date() }).where(eq(orgPlans.id, plan.id));
  if (plan.updatedBy) {
    await recordAudit(tx, { session: { companyId: plan.companyId, userId: plan.updatedBy }, action: 'UPDATE', resourceType: 'ORG_PLAN', resourceId: plan.id, before: { status: plan.status }, after: { status: 'APPLIED' } });
  }
}

/**
 * Applies every SCHEDULED plan (all companies) whose effective date is on or before `today`
 * (YYYY-MM-DD), oldest date first, each in its own transaction. Idempotent: an applied plan is
 * APPLIED and never applied again; a plan another process applies meanwhile is skipped. Returns the
 * ids of the plans applied. Run daily by the HR calendar job and at server start.
 */
export async function applyDuePlans(db: Db, today: string): Promise<string[]> {
  const due = await db
    .select({ id: orgPlans.id })
    .from(orgPlans)
    .where(and(eq(orgPlans.status, 'SCHEDULED'), lte(orgPlans.effectiveDate, today)))
    .orderBy(asc(orgPlans.effectiveDate), asc(orgPlans.createdAt));
  const applied: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [plan] = await tx.select().from(orgPlans).where(eq(orgPlans.id, id)).for('update');
      if (!plan || plan.status !== 'SCHEDULED' || plan.effectiveDate > today) return false;
      await applyPlan(tx, plan);
      return true;
    });
    if (done) applied.push(id);
  }
  return applied;
}

