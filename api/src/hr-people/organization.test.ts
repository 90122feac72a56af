import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { orgChartSchema, orgMemberSchema, orgPlanDetailSchema, orgUnitDetailSchema, listResponse, type OrgChart } from '@kanri/contracts';
import { auditLogs, orgPlans, orgUnits, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { applyDuePlans } from './organization/plans';
import { tokyoToday } from '../lib/tokyo-date';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = tokyoToday();

describe('organization', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = admin, lang = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': lang } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const chart = async (baseDate: string, lang = 'ja-JP'): Promise<OrgChart> => {
    const res = await call('GET', `/v2/organization/units?baseDate=${baseDate}`, undefined, admin, lang);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(orgChartSchema, res.body);
  };
  const unitByCode = async (code: string) => (await server.database.db.select().from(orgUnits).where(and(eq(orgUnits.companyId, seedCompanyIds.customer), eq(orgUnits.code, code))))[0]!;

  before(async () => {
    server = await startTestServer();
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
  });
  after(async () => server?.close());

  it('lets admin and HR read and write, refuses IT, GA and members (403) and signed-out callers (401)', async () => {
    const it_ = await server.signIn(demoAccounts.it);
    const ga = await server.signIn(demoAccounts.ga);
    const member = await server.signIn(demoAccounts.member);
    assert.equal((await call('GET', '/v2/organization/units', undefined, hr)).status, 200);
    assert.equal((await call('GET', '/v2/organization/plans', undefined, hr)).status, 200);
    for (const cookie of [it_, ga, member]) {
      assert.equal((await call('GET', '/v2/organization/units', undefined, cookie)).status, 403);
      assert.equal((await call('GET', '/v2/organization/plans', undefined, cookie)).status, 403);
      assert.equal((await call('POST', '/v2/organization/plans', { name: 'x', effectiveDate: addDays(today, 10) }, cookie)).status, 403);
    }
    assert.equal((await call('GET', '/v2/organization/units', undefined, '')).status, 401);
  });

  it('draws the seeded tree as of today: divisions over departments over sections, heads, members', async () => {
    const c = await chart(today);
    assert.equal(c.baseDate, today);
    const kinds = c.units.map((u) => u.kind);
    assert.equal(kinds.filter((k) => k === 'DIVISION').length, 3);
    assert.equal(kinds.filter((k) => k === 'DEPARTMENT').length, 12);
    assert.equal(kinds.filter((k) => k === 'SECTION').length, 3);
    const ids = new Set<string>();
    for (const u of c.units) {
      if (u.parentId) assert.ok(ids.has(u.parentId), `${u.name}: its parent comes first`);
      ids.add(u.id);
    }
    const sales = c.units.find((u) => u.code === 'D07')!;
    assert.equal(sales.name, '営業部');
    assert.equal(c.units.find((u) => u.id === sales.parentId)!.name, '営業本部');
    assert.ok(sales.head, 'the department has a head');
    assert.match(sales.head.name, /^\S+ \S+$/);
    assert.ok(c.units.filter((u) => u.kind === 'DEPARTMENT').every((u) => u.memberCount > 0));
    const en = await chart(today, 'en-US');
    assert.equal(en.units.find((u) => u.code === 'D07')!.name, 'Sales');
    // invalid base date: 400 on the call (the page falls back to today)
    assert.equal((await call('GET', '/v2/organization/units?baseDate=2024-13-40')).status, 400);
    assert.equal((await call('GET', '/v2/organization/units')).body.baseDate, today);
  });

  it('counts the members employed on the base date', async () => {
    const db = server.database.db;
    const unit = await unitByCode('D05');
    const before_ = (await chart(today)).units.find((u) => u.id === unit.id)!.memberCount;
    const [template] = await db.select().from(people).where(eq(people.departmentId, unit.id)).limit(1);
    const { id: _id, searchText: _s, nameKana: _k, ...rest } = template! as typeof template & { searchText?: unknown; nameKana?: unknown };
    await db.insert(people).values({ ...rest, workerNumber: 'ORGT1', email: 'org.joiner@kanri-shoji.example', status: 'OFFER_ACCEPTED', joinedAt: addDays(today, 30), leavingAt: null } as typeof people.$inferInsert);
    await db.insert(people).values({ ...rest, workerNumber: 'ORGT2', email: 'org.leaver@kanri-shoji.example', status: 'LEAVING', joinedAt: '2020-01-01', leavingAt: addDays(today, 10) } as typeof people.$inferInsert);
    const countOn = async (date: string) => (await chart(date)).units.find((u) => u.id === unit.id)!.memberCount;
    const numbersOn = async (date: string) => {
      const res = await call('GET', `/v2/organization/units/${unit.id}/members?baseDate=${date}&pageSize=1000`);
      assert.equal(res.status, 200);
      return v.parse(listResponse(orgMemberSchema), res.body).items.map((m) => m.workerNumber);
    };
    assert.equal(await countOn(today), before_ + 1, 'today: the leaver counts, the joiner not yet');
    for (const [offset, joiner, leaver] of [[0, false, true], [10, false, true], [11, false, false], [30, true, false]] as const) {
      const date = addDays(today, offset);
      const numbers = await numbersOn(date);
      assert.equal(numbers.includes('ORGT1'), joiner, `${date}: the joiner counts from their first day`);
      assert.equal(numbers.includes('ORGT2'), leaver, `${date}: the leaver counts until their last day`);
      assert.equal(await countOn(date), numbers.length, `${date}: the chart counts the members the unit lists`);
      assert.equal((await call('GET', `/v2/organization/units/${unit.id}/members-count?baseDate=${date}`)).body.count, numbers.length);
    }
    const members = await call('GET', `/v2/organization/units/${unit.id}/members?baseDate=${addDays(today, 30)}&search=org.joiner`);
    assert.equal(members.status, 200);
    assert.deepEqual(v.parse(listResponse(orgMemberSchema), members.body).items.map((m) => m.workerNumber), ['ORGT1']);
    const none = await call('GET', `/v2/organization/units/${unit.id}/members-count?search=org.joiner`);
    assert.equal(none.body.count, 0, 'not a member before joining');
  });

  it('answers one unit with its path, sub-units, members filtered; 404 for unknown ids', async () => {
    const sales = await unitByCode('D07');
    const res = await call('GET', `/v2/organization/units/${sales.id}?baseDate=${today}`);
    assert.equal(res.status, 200);
    const detail = v.parse(orgUnitDetailSchema, res.body);
    assert.deepEqual(detail.path.map((p) => p.name), ['営業本部']);
    assert.deepEqual(detail.children.map((c) => c.code).sort(), ['S071', 'S072']);
    assert.equal(detail.existsOnBaseDate, true);
    const all = v.parse(listResponse(orgMemberSchema), (await call('GET', `/v2/organization/units/${sales.id}/members?pageSize=1000`)).body).items;
    assert.equal(all.length, detail.memberCount);
    assert.equal(all.filter((m) => m.isHead).length, 1);
    const positionId = all.find((m) => m.position)!.position!.id;
    const filtered = v.parse(listResponse(orgMemberSchema), (await call('GET', `/v2/organization/units/${sales.id}/members?positionId=${positionId}&pageSize=1000`)).body).items;
    assert.ok(filtered.length > 0 && filtered.every((m) => m.position?.id === positionId));
    const count = await call('GET', `/v2/organization/units/${sales.id}/members-count?positionId=${positionId}`);
    assert.equal(count.body.count, filtered.length);
    assert.equal((await call('GET', '/v2/organization/units/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/organization/units/00000000-0000-4000-8000-000000000000')).status, 404);
    assert.equal((await call('GET', `/v2/organization/units/${sales.id}/members?positionId=nope`)).status, 400);
  });

  it('settings: creates, renames (history kept), refuses abolishing a unit with people, abolishes an empty one; audited', async () => {
    const parent = await unitByCode('D10');
    const created = await call('POST', '/v2/organization/units', { code: 'T101', kind: 'TEAM', nameJa: '試作チーム', nameEn: 'Prototyping Team', parentId: parent.id, headPersonId: null, validFrom: '2020-01-01' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as string;
    const taken = await call('POST', '/v2/organization/units', { code: 't101', kind: 'TEAM', nameJa: 'x', nameEn: 'x', parentId: null, headPersonId: null, validFrom: '2020-01-01' });
    assert.equal(taken.status, 400);
    assert.deepEqual(taken.body.fieldErrors.map((e: { path: string }) => e.path), ['code']);
    const renamed = await call('PATCH', `/v2/organization/units/${id}`, { code: 'T101', kind: 'TEAM', nameJa: '試作開発チーム', nameEn: 'Prototype Team', parentId: parent.id, headPersonId: null, version: 1 });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.equal((await call('PATCH', `/v2/organization/units/${id}`, { code: 'T101', kind: 'TEAM', nameJa: 'x', nameEn: 'x', parentId: null, headPersonId: null, version: 1 })).status, 409);
    assert.equal((await chart(today)).units.find((u) => u.id === id)!.name, '試作開発チーム');
    assert.equal((await chart(addDays(today, -1))).units.find((u) => u.id === id)!.name, '試作チーム', 'yesterday it had its former name');
    const cycle = await call('PATCH', `/v2/organization/units/${parent.id}`, { code: parent.code, kind: parent.kind, nameJa: parent.nameJa, nameEn: parent.nameEn, parentId: id, headPersonId: parent.headPersonId, version: parent.version });
    assert.equal(cycle.status, 400);
    const busy = await call('POST', `/v2/organization/units/${parent.id}/abolish`, { version: parent.version, validTo: addDays(today, 1) });
    assert.equal(busy.status, 400);
    assert.match(busy.body.fieldErrors[0].message, /商品開発部/);
    const abolished = await call('POST', `/v2/organization/units/${id}/abolish`, { version: 2, validTo: addDays(today, 5) });
    assert.equal(abolished.status, 200, JSON.stringify(abolished.body));
    assert.ok((await chart(addDays(today, 4))).units.some((u) => u.id === id));
    assert.ok(!(await chart(addDays(today, 5))).units.some((u) => u.id === id), 'gone from its end date');
    const entries = await server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'ORG_UNIT'), eq(auditLogs.resourceId, id)));
    assert.equal(entries.length, 3);
  });

  it('plans: the seeded plan draws the new organization from its date; a past date still draws the old one', async () => {
    const plans = await call('GET', '/v2/organization/plans');
    assert.equal(plans.status, 200);
    const seeded = plans.body.items.find((p: { status: string }) => p.status === 'SCHEDULED');
    assert.ok(seeded, 'the demo company has a scheduled plan');
    assert.equal(seeded.changeCount, 6);
    const detail = v.parse(orgPlanDetailSchema, (await call('GET', `/v2/organization/plans/${seeded.id}`)).body);
    const byCode = new Map(detail.units.map((u) => [u.code, u]));
    assert.equal(byCode.get('DV4')!.change, 'ADDED');
    assert.equal(byCode.get('D06')!.moved, true);
    assert.equal(byCode.get('D06')!.parentId, byCode.get('DV4')!.id);
    assert.equal(byCode.get('D09')!.renamed, true);
    assert.equal(byCode.get('D09')!.before!.name, 'カスタマーサクセス部');
    assert.equal(byCode.get('D08')!.headChanged, true);
    assert.equal(byCode.get('S072')!.change, 'ABOLISHED');
    const dayBefore = addDays(seeded.effectiveDate, -1);
    const applied = await applyDuePlans(server.database.db, dayBefore);
    assert.deepEqual(applied, [], 'not due the day before');
    assert.deepEqual(await applyDuePlans(server.database.db, seeded.effectiveDate), [seeded.id]);
    assert.deepEqual(await applyDuePlans(server.database.db, seeded.effectiveDate), [], 'applying twice changes nothing');
    const old = await chart(dayBefore);
    const next = await chart(seeded.effectiveDate);
    assert.ok(!old.units.some((u) => u.code === 'DV4'));
    assert.ok(next.units.some((u) => u.code === 'DV4'));
    assert.equal(old.units.find((u) => u.code === 'D09')!.name, 'カスタマーサクセス部');
    assert.equal(next.units.find((u) => u.code === 'D09')!.name, 'カスタマーエクスペリエンス部');
    assert.equal(old.units.find((u) => u.code === 'D06')!.parentId, old.units.find((u) => u.code === 'DV1')!.id);
    assert.equal(next.units.find((u) => u.code === 'D06')!.parentId, next.units.find((u) => u.code === 'DV4')!.id);
    assert.ok(old.units.some((u) => u.code === 'S072') && !next.units.some((u) => u.code === 'S072'));
    assert.notEqual(old.units.find((u) => u.code === 'D08')!.head?.personId, next.units.find((u) => u.code === 'D08')!.head?.personId);
    assert.equal((await chart(today)).units.find((u) => u.code === 'D09')!.name, 'カスタマーサクセス部', 'today is still before the plan');
    const [row] = await server.database.db.select().from(orgPlans).where(eq(orgPlans.id, seeded.id));
    assert.equal(row!.status, 'APPLIED');
  });

  it('plans: lifecycle — create (future date only), add, change, abolish; scheduling refused while people remain; unschedule, cancel', async () => {
    assert.equal((await call('POST', '/v2/organization/plans', { name: '今日', effectiveDate: today })).status, 400);
    const effectiveDate = addDays(today, 60);
    const created = await call('POST', '/v2/organization/plans', { name: '下期 組織改編', effectiveDate }, hr);
    assert.equal(created.status, 201);
    const planId = created.body.id as string;
    const legal = await unitByCode('D05');
    const add = await call('POST', `/v2/organization/plans/${planId}/units`, { code: 'D13', kind: 'DEPARTMENT', nameJa: '広報部', nameEn: 'Public Relations', parentId: legal.parentId, headPersonId: null });
    assert.equal(add.status, 201, JSON.stringify(add.body));
    const newId = add.body.id as string;
    const dupe = await call('POST', `/v2/organization/plans/${planId}/units`, { code: 'D13', kind: 'TEAM', nameJa: 'x', nameEn: 'x', parentId: null, headPersonId: null });
    assert.equal(dupe.status, 400, 'a code the plan already adds');
    const abolish = await call('PUT', `/v2/organization/plans/${planId}/units/${legal.id}`, { code: legal.code, kind: legal.kind, nameJa: legal.nameJa, nameEn: legal.nameEn, parentId: legal.parentId, headPersonId: legal.headPersonId, abolish: true, changeVersion: 0 });
    assert.equal(abolish.status, 200, JSON.stringify(abolish.body));
    let plan = v.parse(orgPlanDetailSchema, (await call('GET', `/v2/organization/plans/${planId}`)).body);
    assert.equal(plan.changeCount, 2);
    const refused = await call('POST', `/v2/organization/plans/${planId}/schedule`, { version: plan.version });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /cannot be scheduled|予約できません/);
    assert.equal(refused.body.fieldErrors[0].path, `units.${legal.id}`);
    assert.match(refused.body.fieldErrors[0].message, /法務部/);
    // move the people out, then it schedules
    await server.database.db.update(people).set({ departmentId: (await unitByCode('D04')).id }).where(eq(people.departmentId, legal.id));
    const scheduled = await call('POST', `/v2/organization/plans/${planId}/schedule`, { version: plan.version });
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
    assert.equal((await call('POST', `/v2/organization/plans/${planId}/units`, { code: 'D14', kind: 'DEPARTMENT', nameJa: 'x', nameEn: 'x', parentId: null, headPersonId: null })).status, 409, 'only a draft changes');
    plan = v.parse(orgPlanDetailSchema, (await call('GET', `/v2/organization/plans/${planId}`)).body);
    assert.equal(plan.status, 'SCHEDULED');
    assert.equal((await call('POST', `/v2/organization/plans/${planId}/unschedule`, { version: plan.version })).status, 200);
    plan = v.parse(orgPlanDetailSchema, (await call('GET', `/v2/organization/plans/${planId}`)).body);
    assert.equal(plan.status, 'DRAFT');
    assert.equal((await call('DELETE', `/v2/organization/plans/${planId}/units/${newId}`)).status, 200);
    plan = v.parse(orgPlanDetailSchema, (await call('GET', `/v2/organization/plans/${planId}`)).body);
    assert.equal(plan.changeCount, 1);
    assert.equal((await call('POST', `/v2/organization/plans/${planId}/cancel`, { version: plan.version - 1 })).status, 409, 'stale version');
    assert.equal((await call('POST', `/v2/organization/plans/${planId}/cancel`, { version: plan.version })).status, 200);
    assert.deepEqual(await applyDuePlans(server.database.db, addDays(effectiveDate, 1)), [], 'a canceled plan is never applied');
    const audit = await server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'ORG_PLAN'), eq(auditLogs.resourceId, planId)));
    assert.ok(audit.length >= 7, `${audit.length} audit entries`);
    assert.equal((await call('GET', '/v2/organization/plans/nope')).status, 404);
    assert.equal((await call('GET', '/v2/organization/plans-count?status=CANCELED')).body.count, 1);
  });
  it('plans: a unit change carries a version (issue 29): a stale one answers 409 and changes nothing, also after a revert', async () => {
    const planId = (await call('POST', '/v2/organization/plans', { name: '同時編集', effectiveDate: addDays(today, 45) })).body.id as string;
    const unit = await unitByCode('D04');
    const read = async () => v.parse(orgPlanDetailSchema, (await call('GET', `/v2/organization/plans/${planId}`)).body);
    const planned = (p: Awaited<ReturnType<typeof read>>) => p.units.find((u) => u.id === unit.id)!;
    const fields = { code: unit.code, kind: unit.kind, nameJa: unit.nameJa, parentId: unit.parentId, headPersonId: unit.headPersonId, abolish: false };
    assert.equal(planned(await read()).changeVersion, 0, 'the plan does not change the unit yet');
    // two editors read it unchanged; the first renames it
    const first = await call('PUT', `/v2/organization/plans/${planId}/units/${unit.id}`, { ...fields, nameEn: 'Renamed first', changeVersion: 0 });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const afterFirst = await read();
    const version = planned(afterFirst).changeVersion;
    assert.equal(version, afterFirst.version, "the plan's version after the write");
    const stale = await call('PUT', `/v2/organization/plans/${planId}/units/${unit.id}`, { ...fields, nameEn: 'Renamed second', changeVersion: 0 });
    assert.equal(stale.status, 409, JSON.stringify(stale.body));
    assert.equal(stale.body.code, 'CONFLICT');
    assert.equal(stale.body.fieldErrors, undefined, 'a stale version is no field error');
    const missing = await call('PUT', `/v2/organization/plans/${planId}/units/${unit.id}`, { ...fields, nameEn: 'x' });
    assert.deepEqual(missing.body.fieldErrors.map((f: { path: string }) => f.path), ['changeVersion']);
    assert.equal(planned(await read()).nameEn, 'Renamed first');
    // the fresh version saves and moves it on
    const fresh = await call('PUT', `/v2/organization/plans/${planId}/units/${unit.id}`, { ...fields, nameEn: 'Renamed again', changeVersion: version });
    assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
    const again = planned(await read());
    assert.ok(again.changeVersion > version);
    // a revert then a new change never hands an old version back
    assert.equal((await call('DELETE', `/v2/organization/plans/${planId}/units/${unit.id}`)).status, 200);
    assert.equal((await call('PUT', `/v2/organization/plans/${planId}/units/${unit.id}`, { ...fields, nameEn: 'After revert', changeVersion: 0 })).status, 200);
    const late = await call('PUT', `/v2/organization/plans/${planId}/units/${unit.id}`, { ...fields, nameEn: 'Late', changeVersion: again.changeVersion });
    assert.equal(late.status, 409);
    assert.equal(planned(await read()).nameEn, 'After revert');
  });

  it('applying moves people who joined an abolished unit after scheduling to the unit above', async () => {
    const db = server.database.db;
    const parent = await unitByCode('D11');
    const team = await call('POST', '/v2/organization/units', { code: 'T111', kind: 'TEAM', nameJa: '配送チーム', nameEn: 'Delivery Team', parentId: parent.id, headPersonId: null, validFrom: '2020-01-01' });
    assert.equal(team.status, 201);
    const teamId = team.body.id as string;
    const effectiveDate = addDays(today, 90);
    const planId = (await call('POST', '/v2/organization/plans', { name: '配送チーム廃止', effectiveDate })).body.id as string;
    assert.equal((await call('PUT', `/v2/organization/plans/${planId}/units/${teamId}`, { code: 'T111', kind: 'TEAM', nameJa: '配送チーム', nameEn: 'Delivery Team', parentId: parent.id, headPersonId: null, abolish: true, changeVersion: 0 })).status, 200);
    const plan = v.parse(orgPlanDetailSchema, (await call('GET', `/v2/organization/plans/${planId}`)).body);
    assert.equal((await call('POST', `/v2/organization/plans/${planId}/schedule`, { version: plan.version })).status, 200, 'no one in the team yet');
    const [person] = await db.select({ id: people.id }).from(people).where(and(eq(people.departmentId, parent.id), eq(people.status, 'ACTIVE'))).limit(1);
    await db.update(people).set({ departmentId: teamId }).where(eq(people.id, person!.id));
    assert.deepEqual(await applyDuePlans(db, effectiveDate), [planId]);
    const [moved] = await db.select({ departmentId: people.departmentId }).from(people).where(eq(people.id, person!.id));
    assert.equal(moved!.departmentId, parent.id);
    assert.ok((await chart(addDays(effectiveDate, -1))).units.some((u) => u.id === teamId));
    assert.ok(!(await chart(effectiveDate)).units.some((u) => u.id === teamId));
  });
});
