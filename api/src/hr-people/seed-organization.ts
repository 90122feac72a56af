import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';

/**
 * The demo company's organization plan (issue 12, docs/people.md "Organization plans"): the next
 * April reorganization (4月1日付 組織改編), SCHEDULED, so the chart as of that date or later draws the
 * new organization and the daily HR calendar job applies it on the day. It adds a DX division (DX推進本部)
 * and moves Information Systems under it with a new data section, renames Customer Success,
 * gives Marketing a new head and abolishes the empty Sales Section 2. Runs after the people and the
 * units' heads are written; draws its ids from its own PRNG.
 */
export async function seedOrganizationPlan(db: Db, companyId: string, now: Date): Promise<void> {
  const rnd = prng(20_261_212);
  const year = now.getUTCMonth() < 3 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  const effectiveDate = `${year}-04-01`;
  const units = await db.select().from(t.orgUnits).where(eq(t.orgUnits.companyId, companyId));
  const byCode = new Map(units.map((u) => [u.code, u]));
  const [infoSystems, customerSuccess, marketing, section2] = ['D06', 'D09', 'D08', 'S072'].map((c) => byCode.get(c));
  if (!infoSystems || !customerSuccess || !marketing || !section2) return;
  const marketingPeople = await db
    .select({ id: t.people.id })
    .from(t.people)
    .where(and(eq(t.people.companyId, companyId), eq(t.people.departmentId, marketing.id), eq(t.people.status, 'ACTIVE'), eq(t.people.workerType, 'EMPLOYEE')))
    .orderBy(t.people.workerNumber);
  const newMarketingHead = marketingPeople.find((p) => p.id !== marketing.headPersonId)?.id ?? marketing.headPersonId;
  const planId = rnd.uuid();
  const dxId = rnd.uuid();
  await db.insert(t.orgPlans).values({
    id: planId, companyId, name: `${year}年4月 組織改編`, effectiveDate, status: 'SCHEDULED', createdAt: now, updatedAt: now,
  });
  const keep = (u: typeof infoSystems) => ({ kind: u.kind, code: u.code, nameJa: u.nameJa, nameEn: u.nameEn, parentId: u.parentId, headPersonId: u.headPersonId });
  const base = { companyId, planId, createdAt: now };
  await db.insert(t.orgPlanChanges).values([
    { ...base, id: rnd.uuid(), unitId: dxId, action: 'ADD', kind: 'DIVISION', code: 'DV4', nameJa: 'DX推進本部', nameEn: 'Digital Transformation Division', parentId: null, headPersonId: infoSystems.headPersonId },
    { ...base, id: rnd.uuid(), unitId: infoSystems.id, action: 'CHANGE', ...keep(infoSystems), parentId: dxId },
    { ...base, id: rnd.uuid(), unitId: rnd.uuid(), action: 'ADD', kind: 'SECTION', code: 'S062', nameJa: 'データ活用課', nameEn: 'Data Analytics Section', parentId: infoSystems.id, headPersonId: null },
    { ...base, id: rnd.uuid(), unitId: customerSuccess.id, action: 'CHANGE', ...keep(customerSuccess), nameJa: 'カスタマーエクスペリエンス部', nameEn: 'Customer Experience' },
    { ...base, id: rnd.uuid(), unitId: marketing.id, action: 'CHANGE', ...keep(marketing), headPersonId: newMarketingHead },
    { ...base, id: rnd.uuid(), unitId: section2.id, action: 'ABOLISH', ...keep(section2) },
  ]);
}
