import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { hrSaasIntegrationSchema, hrSaasPreviewItemSchema, hrSaasSummarySchema, listResponse, type HrSaasPreviewItem } from '@kanri/contracts';
import { appIntegrations, apps, auditLogs, orgUnits, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { simulatedNewHireCount } from '../connectors/hr-saas-simulated';

const previewSchema = v.object({ integration: hrSaasIntegrationSchema, summary: hrSaasSummarySchema, items: v.array(hrSaasPreviewItemSchema) });

describe('external HR SaaS (/v2/external-hr-saas)', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  let smartHrId: string;
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, cookie = admin) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': 'ja-JP' } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const preview = async (cookie = admin) => {
    const res = await call('GET', `/v2/external-hr-saas/${smartHrId}/preview`, undefined, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(previewSchema, res.body);
  };
  const personOf = async (id: string) => (await server.database.db.select().from(people).where(eq(people.id, id)))[0]!;

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
    const [row] = await server.database.db
      .select({ id: appIntegrations.id })
      .from(appIntegrations)
      .innerJoin(apps, eq(apps.id, appIntegrations.appId))
      .where(and(eq(appIntegrations.companyId, seedCompanyIds.customer), eq(apps.name, 'SmartHR')));
    smartHrId = row!.id;
  });
  after(() => server.close());

  it('lists the company\'s HR SaaS integrations (the seeded SmartHR) with what they report', async () => {
    const res = await call('GET', '/v2/external-hr-saas', undefined, hr);
    assert.equal(res.status, 200);
    const items = v.parse(listResponse(hrSaasIntegrationSchema), res.body).items;
    const smartHr = items.find((i) => i.appIntegrationId === smartHrId);
    assert.ok(smartHr, 'SmartHR is listed');
    assert.equal(smartHr.appName, 'SmartHR');
    assert.ok(smartHr.reportedPeopleCount > 100 && smartHr.linkedPeopleCount > 100, JSON.stringify(smartHr));
    assert.ok(items.every((i) => ['SmartHR', 'freee人事労務', 'カオナビ'].includes(i.appName)), 'only HR apps');
  });

  it('previews new hires, changes, leavers and unchanged workers, matched on the HR SaaS id then the e-mail', async () => {
    const { summary, items } = await preview(hr);
    const count = (a: HrSaasPreviewItem['action']) => items.filter((i) => i.action === a).length;
    assert.deepEqual(summary, { newCount: count('NEW'), changedCount: count('CHANGED'), leavingCount: count('LEAVING'), unchangedCount: count('UNCHANGED') });
    assert.equal(summary.newCount, simulatedNewHireCount);
    assert.ok(summary.changedCount > 0 && summary.leavingCount > 0 && summary.unchangedCount > summary.changedCount, JSON.stringify(summary));
    // NEW first, then CHANGED, LEAVING, UNCHANGED
    const order = items.map((i) => ['NEW', 'CHANGED', 'LEAVING', 'UNCHANGED'].indexOf(i.action));
    assert.deepEqual(order, [...order].sort((a, b) => a - b));
    for (const item of items.filter((i) => i.action === 'NEW')) {
      assert.equal(item.personId, null);
      assert.ok(item.changes.some((c) => c.field === 'employeeInformation.workerNumber' && c.before === null && c.after === item.workerNumber));
    }
    const matched = items.filter((i) => i.personId);
    assert.ok(matched.some((i) => i.matchedBy === 'EXTERNAL_ID') && matched.some((i) => i.matchedBy === 'EMAIL'), 'both ways of matching occur');
    for (const item of matched.slice(0, 40)) {
      const person = await personOf(item.personId!);
      if (item.matchedBy === 'EXTERNAL_ID') assert.equal(person.externalHrId, item.externalId);
      else assert.equal(person.email.toLowerCase(), item.email.toLowerCase());
    }
    // a department change shows names, not ids
    const moved = items.find((i) => i.changes.some((c) => c.field === 'employeeInformation.departmentId'));
    assert.ok(moved, 'a department change');
    const change = moved.changes.find((c) => c.field === 'employeeInformation.departmentId')!;
    const names = (await server.database.db.select({ nameJa: orgUnits.nameJa }).from(orgUnits).where(eq(orgUnits.companyId, seedCompanyIds.customer))).map((u) => u.nameJa);
    assert.ok(names.includes(change.after!), change.after!);
    assert.ok(items.filter((i) => i.action === 'LEAVING').every((i) => i.leavingAt && i.changes.some((c) => c.field === 'leaving.leavingAt')));
  });

  it('imports all or nothing: a new hire\'s worker number taken meanwhile is a 409 and nothing is written', async () => {
    const { items } = await preview();
    const newHire = items.find((i) => i.action === 'NEW')!;
    const changed = items.find((i) => i.action === 'CHANGED')!;
    const before = await personOf(changed.personId!);
    const blocker = await call('POST', '/v2/people', {
      workerType: 'COLLABORATOR',
      name: { familyNameJa: '重複', givenNameJa: '番号', familyNameKana: 'ジュウフク', givenNameKana: 'バンゴウ', familyNameEn: 'Jufuku', givenNameEn: 'Bango', middleNameEn: null },
      personalInformation: { birthDate: null, gender: null, personalEmail: null, phoneNumber: null, postalCode: null, address: null, emergencyContactName: null, emergencyContactRelationship: null, emergencyContactPhone: null },
      employeeInformation: {
        workerNumber: newHire.workerNumber, email: 'duplicate.number@partner.example', status: 'ACTIVE', departmentId: null, positionId: null, jobTypeId: null, placeId: null,
        employmentTypeId: null, jobTitleId: null, jobLevelId: null, jobGradeId: null, gradeId: null, jobFunctionId: null, jobCompetencyId: null, workModeId: null,
        boardMemberTypeId: null, contractorTypeId: null, collaboratorTypeId: null, healthInsuranceAssociationId: null, placeSocialInsuranceId: null,
        affiliatedCompanyName: null, contractStartDate: null, contractEndDate: null, joinedAt: null,
      },
      payroll: null,
    });
    assert.equal(blocker.status, 201, JSON.stringify(blocker.body));
    const res = await call('POST', `/v2/external-hr-saas/${smartHrId}/import`, { externalIds: [changed.externalId, newHire.externalId] });
    assert.equal(res.status, 409, JSON.stringify(res.body));
    const after = await personOf(changed.personId!);
    assert.equal(after.version, before.version);
    assert.equal(after.departmentId, before.departmentId);
    assert.equal(after.email, before.email);
    // clean up: the blocker leaves the way
    await server.database.db.delete(auditLogs).where(eq(auditLogs.resourceId, blocker.body.id));
    await server.database.db.delete(people).where(eq(people.id, blocker.body.id));
  });

  it('applies the chosen changes with audit entries; a second preview finds them unchanged', async () => {
    const { items } = await preview(hr);
    const chosen = items.filter((i) => i.action !== 'UNCHANGED');
    const res = await call('POST', `/v2/external-hr-saas/${smartHrId}/import`, { externalIds: chosen.map((i) => i.externalId) }, hr);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const count = (a: HrSaasPreviewItem['action']) => chosen.filter((i) => i.action === a).length;
    assert.deepEqual(res.body, { createdCount: count('NEW'), updatedCount: count('CHANGED'), leavingCount: count('LEAVING'), skippedCount: 0 });
    const leaver = chosen.find((i) => i.action === 'LEAVING')!;
    const left = await personOf(leaver.personId!);
    assert.equal(left.status, 'LEAVING');
    assert.equal(left.leavingAt, leaver.leavingAt);
    assert.equal(left.externalHrId, leaver.externalId);
    // the leaving date is written under the person's own path (personFields' `leaving.leavingAt`), so the history names it
    const leaverEntries = await server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'PERSON'), eq(auditLogs.resourceId, leaver.personId!)));
    const leavingChanges = leaverEntries.flatMap((e) => e.changes as { field: string; after: unknown }[]).filter((c) => c.field.endsWith('leavingAt'));
    assert.deepEqual(leavingChanges.map((c) => [c.field, c.after]), [['leaving.leavingAt', leaver.leavingAt]]);
    const changed = chosen.find((i) => i.action === 'CHANGED')!;
    const entries = await server.database.db.select().from(auditLogs).where(and(eq(auditLogs.resourceType, 'PERSON'), eq(auditLogs.resourceId, changed.personId!)));
    assert.ok(entries.some((e) => e.action === 'UPDATE' && e.changes.length === changed.changes.length), JSON.stringify(entries.map((e) => e.changes)));
    const again = await preview(hr);
    assert.equal(again.summary.newCount + again.summary.changedCount + again.summary.leavingCount, 0, JSON.stringify(again.items.filter((i) => i.action !== "UNCHANGED")));
    assert.ok(again.integration.lastImportedAt, 'the last import is shown');
    const created = await server.database.db.select().from(people).where(eq(people.externalHrId, chosen.find((i) => i.action === 'NEW')!.externalId));
    assert.equal(created.length, 1);
    assert.equal(created[0]!.companyId, seedCompanyIds.customer);
  });

  it('answers 400 for an id the HR SaaS does not report, 404 for unknown integrations, 403 for IT, GA and members', async () => {
    const bad = await call('POST', `/v2/external-hr-saas/${smartHrId}/import`, { externalIds: ['SHR-NOPE'] });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((e: { path: string }) => e.path), ['externalIds.0']);
    const empty = await call('POST', `/v2/external-hr-saas/${smartHrId}/import`, { externalIds: [] });
    assert.equal(empty.status, 400);
    assert.equal((await call('GET', '/v2/external-hr-saas/not-a-uuid/preview')).status, 404);
    assert.equal((await call('GET', '/v2/external-hr-saas/00000000-0000-4000-8000-00000000beef/preview')).status, 404);
    const [slack] = await server.database.db.select({ id: appIntegrations.id }).from(appIntegrations).innerJoin(apps, eq(apps.id, appIntegrations.appId)).where(and(eq(appIntegrations.companyId, seedCompanyIds.customer), eq(apps.name, 'Slack')));
    assert.equal((await call('GET', `/v2/external-hr-saas/${slack!.id}/preview`)).status, 404, 'not an HR app');
    for (const account of [demoAccounts.it, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      assert.equal((await call('GET', '/v2/external-hr-saas', undefined, cookie)).status, 403, account);
      assert.equal((await call('POST', `/v2/external-hr-saas/${smartHrId}/import`, { externalIds: ['x'] }, cookie)).status, 403, account);
    }
  });
});
