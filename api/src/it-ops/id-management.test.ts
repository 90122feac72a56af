import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { auditLogEntrySchema, countResponseSchema, groupIdDetailSchema, groupIdMemberSchema, idRowSchema, idSortColumnValues, listResponse, type IdRow } from '@kanri/contracts';
import { appUsers, auditLogs, groupIds, people, personEmailAliases } from '../schema';
import { demoAccounts } from '../seed/seed';
import { demoGroupIds } from './seed-id-management';
import { startTestServer, type TestServer } from '../test/support';
import { addMonths } from './id-management';

const list = listResponse(idRowSchema);
const members = v.object({ items: v.array(groupIdMemberSchema) });
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('ID management', () => {
  let server: TestServer;
  let admin: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const rows = async (query = '', locale = 'ja-JP'): Promise<IdRow[]> => {
    const res = await call('GET', `/v2/id-management/ids?${query.includes('pageSize=') ? '' : 'pageSize=1000&'}${query}`, undefined, admin, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(list, res.body).items;
  };
  const total = async (query = '') => {
    const res = await call('GET', `/v2/id-management/ids-count?${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(countResponseSchema, res.body).count;
  };
  const groupOf = async (loginId: string) => {
    const [g] = await server.database.db.select().from(groupIds).where(and(eq(groupIds.companyId, server.seed.customerCompanyId), eq(groupIds.loginId, loginId)));
    return g!;
  };

  before(async () => {
    server = await startTestServer({}, 40);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(() => server.close());

  it('lists every login id once, with its apps, person or group ID, and fills each category', async () => {
    // an account linked by hand to someone else than its e-mail's owner wins over the e-mail
    const [employee] = await server.database.db.select().from(people).where(and(eq(people.companyId, server.seed.customerCompanyId), eq(people.workerType, 'EMPLOYEE'))).limit(1);
    const [account] = await server.database.db.select().from(appUsers).where(and(eq(appUsers.companyId, server.seed.customerCompanyId), eq(appUsers.email, 'k.tanaka@partner-agency.example'))).limit(1);
    const linkedLogin = 'linked.account@partner-agency.example';
    await server.database.db.insert(appUsers).values({ companyId: account!.companyId, appIntegrationId: account!.appIntegrationId, externalId: 'test-linked', name: 'linked', email: linkedLogin, personId: employee!.id });
    const aliasLogin = 'old.address@kanri-trading.example';
    await server.database.db.insert(personEmailAliases).values({ companyId: account!.companyId, personId: employee!.id, email: aliasLogin });
    await server.database.db.insert(appUsers).values({ companyId: account!.companyId, appIntegrationId: account!.appIntegrationId, externalId: 'test-alias', name: 'old', email: aliasLogin });
    const all = await rows('');
    assert.equal(all.find((r) => r.loginId === aliasLogin)?.person?.matchType, 'ALIAS');
    const linked = all.find((r) => r.loginId === linkedLogin)!;
    assert.equal(linked.person?.id, employee!.id);
    assert.equal(linked.person?.matchType, 'LINKED');
    assert.equal(all.length, await total(''));
    assert.equal(new Set(all.map((r) => r.loginId)).size, all.length, 'one row per login id');
    // the default sort: login id ascending
    for (let i = 1; i < all.length; i++) assert.ok(byCodePoint(all[i - 1]!.loginId, all[i]!.loginId) < 0);
    const info = all.find((r) => r.loginId === 'info@kanri-shoji.example')!;
    assert.equal(info.groupId?.name, 'Info desk (info@)');
    assert.equal(info.person, null, 'a group ID is nobody’s personal id');
    assert.ok(info.apps.length >= 1, 'apps know info@');
    const sales = all.find((r) => r.loginId === 'sales-team@kanri-shoji.example')!;
    assert.deepEqual(sales.apps, [], 'a group ID no app knows still has its row');
    const partner = all.find((r) => r.loginId === 'k.tanaka@partner-agency.example');
    assert.ok(partner && partner.person === null && partner.groupId === null);
    const matchTypes = new Set(all.flatMap((r) => (r.person ? [r.person.matchType] : [])));
    for (const m of ['LINKED', 'EMAIL', 'ALIAS'] as const) assert.ok(matchTypes.has(m), `a ${m} match`);

    const unknown = await rows('category=UNKNOWN_ID');
    assert.ok(unknown.length > 0 && unknown.every((r) => r.person === null && r.groupId === null));
    const personal = await rows('category=PERSONAL_ID');
    assert.ok(personal.length > 0 && personal.every((r) => r.person !== null));
    assert.equal(personal.length + unknown.length + demoGroupIds.length, all.length);
    const employees = await rows('category=EMPLOYEE_ID');
    assert.ok(employees.length > 0 && employees.every((r) => r.person?.workerTypeLabel === '従業員' || r.person?.workerTypeLabel === 'Employee'));
    assert.equal(await total('category=EMPLOYEE_ID'), employees.length);
  });

  it('localizes the labels by Accept-Language and names people family name first in Japanese', async () => {
    const ja = (await rows('category=EMPLOYEE_ID&pageSize=5'))[0]!;
    const en = (await rows('category=EMPLOYEE_ID&pageSize=5', 'en-US'))[0]!;
    assert.equal(ja.loginId, en.loginId);
    assert.equal(en.person!.workerTypeLabel, 'Employee');
    assert.notEqual(ja.person!.workerTypeLabel, 'Employee');
    const [p] = await server.database.db.select().from(people).where(eq(people.id, ja.person!.id));
    assert.equal(ja.person!.name, `${p!.familyNameJa} ${p!.givenNameJa}`);
    assert.equal(en.person!.name, `${p!.givenNameEn} ${p!.familyNameEn}`);
    assert.ok(['Work e-mail', 'Linked by hand', 'E-mail alias'].includes(en.person!.matchTypeLabel));
  });

  it('filters by free text and by the apps that know an id, sorts and pages', async () => {
    const text = await rows('freeText=INFO@');
    assert.ok(text.some((r) => r.loginId === 'info@kanri-shoji.example'));
    assert.ok(text.every((r) => r.loginId.includes('info@') || r.person !== null || r.groupId !== null));
    assert.equal((await rows('freeText=Sales%20team')).map((r) => r.loginId).join(), 'sales-team@kanri-shoji.example');
    const info = (await rows('freeText=info@kanri-shoji'))[0]!;
    const apps = (await call('GET', '/v2/id-management/apps')).body.items as { appIntegrationId: string; name: string; idCount: number }[];
    assert.ok(apps.some((a) => a.appIntegrationId === info.apps[0]!.appIntegrationId));
    const appId = info.apps[0]!.appIntegrationId;
    const inApp = await rows(`haveAppIdIn=${appId}`);
    assert.ok(inApp.length > 0 && inApp.every((r) => r.apps.some((a) => a.appIntegrationId === appId)));
    assert.equal(await total(`haveAppIdIn=${appId}`), inApp.length);
    assert.equal(apps.find((a) => a.appIntegrationId === appId)!.idCount, inApp.length, 'the filter counts as many ids as the app knows');
    const desc = await rows('orderDirection=desc');
    for (let i = 1; i < desc.length; i++) assert.ok(byCodePoint(desc[i - 1]!.loginId, desc[i]!.loginId) > 0);
    const byMatch = await rows('sortColumn=MATCH_TYPE');
    const keys = byMatch.map((r) => r.person?.matchType ?? null);
    const firstNull = keys.indexOf(null);
    assert.ok(firstNull > 0 && keys.slice(firstNull).every((k) => k === null), 'ids without a person sort last');
    for (let i = 1; i < firstNull; i++) assert.ok(byCodePoint(keys[i - 1]!, keys[i]!) <= 0);
    const page0 = await call('GET', '/v2/id-management/ids?pageSize=3&pageIndex=1');
    assert.deepEqual(page0.body.items.map((r: IdRow) => r.loginId), (await rows('')).slice(3, 6).map((r) => r.loginId));
    for (const bad of ['category=NOPE', 'pageSize=0', 'haveAppIdIn=not-a-uuid', 'sortColumn=X', 'extra=1']) {
      const res = await call('GET', `/v2/id-management/ids?${bad}`);
      assert.equal(res.status, 400, bad);
      assert.ok(res.body.fieldErrors.length > 0, bad);
    }
  });

  it('matches each id to the same person whether the page is cut first or every id is matched (twins: the lowest id); pages are slices in every sort', async () => {
    const db = server.database.db;
    const [account] = await db.select().from(appUsers).where(eq(appUsers.companyId, server.seed.customerCompanyId)).limit(1);
    const twinLogin = 'twin.id@kanri-trading.example';
    const twins = (
      await db
        .insert(people)
        .values(['1', '2'].map((k) => ({ companyId: account!.companyId, workerNumber: `ID-TWIN-${k}`, familyNameJa: '双子', givenNameJa: k, familyNameKana: 'フタゴ', givenNameKana: k, familyNameEn: 'Twin', givenNameEn: k, email: k === '1' ? twinLogin : 'Twin.ID@kanri-trading.example', workerType: 'EMPLOYEE', status: 'ACTIVE' })))
        .returning({ id: people.id })
    ).map((p) => p.id).sort();
    await db.insert(appUsers).values({ companyId: account!.companyId, appIntegrationId: account!.appIntegrationId, externalId: 'test-twin', name: 'twin', email: twinLogin });
    const matchOf = (list: IdRow[]) => new Map(list.map((r) => [r.loginId, `${r.person?.id ?? '-'} ${r.person?.matchType ?? '-'} ${r.groupId?.id ?? '-'}`]));
    const cutFirst = await rows('');
    const everyId = await rows('sortColumn=MATCH_TYPE');
    assert.deepEqual(matchOf(everyId), matchOf(cutFirst));
    assert.equal(cutFirst.find((r) => r.loginId === twinLogin)?.person?.id, twins[0]);
    assert.equal((await rows('category=PERSONAL_ID')).length, cutFirst.filter((r) => r.person).length);
    assert.equal(await total('category=PERSONAL_ID'), cutFirst.filter((r) => r.person).length);
    for (const sortColumn of idSortColumnValues) {
      for (const sortOrder of ['asc', 'desc']) {
        const query = `sortColumn=${sortColumn}&sortOrder=${sortOrder}`;
        const whole = (await rows(query)).map((r) => r.loginId);
        const pages: string[] = [];
        for (let pageIndex = 0; pageIndex < 3; pageIndex++) pages.push(...(await rows(`${query}&pageSize=4&pageIndex=${pageIndex}`)).map((r) => r.loginId));
        assert.deepEqual(pages, whole.slice(0, 12), `${query}: pages of 4 are the slices of the whole list`);
      }
    }
  });

  it('registers, reads, edits and deletes a group ID with its audit entries; the login id is unique case-insensitively', async () => {
    const created = await call('POST', '/v2/id-management/group-ids', { loginId: 'k.tanaka@partner-agency.example', name: ' 協力会社 共有 ', description: null });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as string;
    const detail = v.parse(groupIdDetailSchema, (await call('GET', `/v2/id-management/group-ids/${id}`)).body);
    assert.equal(detail.name, '協力会社 共有');
    assert.equal(detail.version, 1);
    assert.ok(detail.apps.length >= 1, 'the apps that know the login id');
    // the row moves out of UNKNOWN_ID
    assert.ok(!(await rows('category=UNKNOWN_ID')).some((r) => r.loginId === 'k.tanaka@partner-agency.example'));

    const taken = await call('POST', '/v2/id-management/group-ids', { loginId: 'INFO@Kanri-Shoji.example', name: 'x', description: null }, admin, 'en-US');
    assert.equal(taken.status, 409);
    assert.equal(taken.body.fieldErrors[0].path, 'loginId');
    assert.equal(taken.body.fieldErrors[0].message, 'This login ID is already registered as a group ID.');

    const owner = (await rows('category=EMPLOYEE_ID&pageSize=1'))[0]!.person!.id;
    const patched = await call('PATCH', `/v2/id-management/group-ids/${id}`, { ownerPersonId: owner, passwordRotationDays: 90, mfaRequired: true, reviewIntervalMonths: 6, lastReviewedAt: '2026-01-31', version: 1 });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    const after = v.parse(groupIdDetailSchema, patched.body);
    assert.equal(after.owner?.personId, owner);
    assert.equal(after.nextReviewDue, '2026-07-31');
    assert.equal(after.name, '協力会社 共有', 'fields left out are kept');
    assert.equal(after.version, 2);
    const stale = await call('PATCH', `/v2/id-management/group-ids/${id}`, { name: 'stale', version: 1 });
    assert.equal(stale.status, 409);
    const renameTaken = await call('PATCH', `/v2/id-management/group-ids/${id}`, { loginId: 'Sales-Team@kanri-shoji.example', version: 2 });
    assert.equal(renameTaken.status, 409);
    assert.equal(renameTaken.body.fieldErrors[0].path, 'loginId');

    const history = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), (await call('GET', `/v2/audit-logs?resourceType=GROUP_ID&resourceId=${id}`)).body).items;
    assert.deepEqual(history.map((e) => e.action).sort(), ['CREATE', 'UPDATE']);
    assert.ok(history.some((e) => e.changes.some((c) => c.field === 'mfaRequired' && c.after === true)));
    // the owner's name is stored with the change (issue 30, docs/fields.md "History of references"), in the reader's language
    const [ownerRow] = await server.database.db.select().from(people).where(eq(people.id, owner));
    const ownerChange = (locale: string) => call('GET', `/v2/audit-logs?resourceType=GROUP_ID&resourceId=${id}`, undefined, admin, locale).then((res) =>
      v.parse(v.object({ items: v.array(auditLogEntrySchema) }), res.body).items.flatMap((e) => e.changes).find((c) => c.field === 'ownerPersonId'));
    assert.equal((await ownerChange('ja-JP'))?.afterName, `${ownerRow!.familyNameJa} ${ownerRow!.givenNameJa}`);
    assert.equal((await ownerChange('en-US'))?.afterName, `${ownerRow!.givenNameEn} ${ownerRow!.familyNameEn}`.trim() || `${ownerRow!.familyNameJa} ${ownerRow!.givenNameJa}`);

    assert.equal((await call('DELETE', `/v2/id-management/group-ids/${id}`)).status, 204);
    assert.equal((await call('GET', `/v2/id-management/group-ids/${id}`)).status, 404);
    assert.ok((await rows('category=UNKNOWN_ID')).some((r) => r.loginId === 'k.tanaka@partner-agency.example'), 'unknown again');
  });

  it('refuses bad input with field paths and answers 404 for unknown and non-UUID ids', async () => {
    const bad = await call('POST', '/v2/id-management/group-ids', { loginId: 'has space@x', name: '', description: 'x'.repeat(1001) }, admin, 'en-US');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['description', 'loginId', 'name']);
    const long = await call('POST', '/v2/id-management/group-ids', { loginId: 'a'.repeat(255), name: 'n'.repeat(101), description: null });
    assert.deepEqual(long.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['loginId', 'name']);
    const group = await groupOf('info@kanri-shoji.example');
    const badPatch = await call('PATCH', `/v2/id-management/group-ids/${group.id}`, { passwordRotationDays: 0, ownerPersonId: '00000000-0000-4000-8000-000000000000', version: group.version });
    assert.equal(badPatch.status, 400);
    assert.equal(badPatch.body.fieldErrors[0].path, 'passwordRotationDays');
    const noOwner = await call('PATCH', `/v2/id-management/group-ids/${group.id}`, { ownerPersonId: '00000000-0000-4000-8000-000000000000', version: group.version });
    assert.equal(noOwner.status, 400);
    assert.equal(noOwner.body.fieldErrors[0].path, 'ownerPersonId');
    for (const url of ['/v2/id-management/group-ids/nope', '/v2/id-management/group-ids/00000000-0000-4000-8000-000000000000', '/v2/id-management/group-ids/nope/members']) {
      assert.equal((await call('GET', url)).status, 404, url);
    }
    assert.equal((await call('PUT', `/v2/id-management/group-ids/${group.id}/members/nope`)).status, 404);
    assert.equal((await call('DELETE', `/v2/id-management/group-ids/${group.id}/members/00000000-0000-4000-8000-000000000000`)).status, 404);
  });

  it('adds and removes members (idempotent add) with audit entries', async () => {
    const group = await groupOf('recruiting@kanri-shoji.example');
    const before = v.parse(members, (await call('GET', `/v2/id-management/group-ids/${group.id}/members`)).body).items;
    assert.equal(before.length, 2);
    const newcomer = (await rows('category=EMPLOYEE_ID&pageSize=50')).map((r) => r.person!.id).find((pid) => !before.some((m) => m.personId === pid))!;
    const added = await call('PUT', `/v2/id-management/group-ids/${group.id}/members/${newcomer}`);
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal(v.parse(groupIdMemberSchema, added.body).personId, newcomer);
    assert.equal((await call('PUT', `/v2/id-management/group-ids/${group.id}/members/${newcomer}`)).status, 200, 'adding again is fine');
    const now = v.parse(members, (await call('GET', `/v2/id-management/group-ids/${group.id}/members`)).body).items;
    assert.equal(now.length, 3);
    assert.equal(v.parse(groupIdDetailSchema, (await call('GET', `/v2/id-management/group-ids/${group.id}`)).body).memberCount, 3);
    assert.equal((await call('DELETE', `/v2/id-management/group-ids/${group.id}/members/${newcomer}`)).status, 204);
    assert.equal((await call('DELETE', `/v2/id-management/group-ids/${group.id}/members/${newcomer}`)).status, 404);
    const audits = await server.database.db.select().from(auditLogs).where(eq(auditLogs.resourceType, 'GROUP_ID_MEMBER'));
    assert.deepEqual(audits.map((a) => a.action).sort(), ['CREATE', 'DELETE']);
  });

  it('lets it@ and admin@ in, answers 403 to hr@, ga@ and member@, and shows the supplier none of the customer’s ids', async () => {
    const group = await groupOf('info@kanri-shoji.example');
    const urls = ['/v2/id-management/ids', '/v2/id-management/ids-count', '/v2/id-management/apps', `/v2/id-management/group-ids/${group.id}`, `/v2/id-management/group-ids/${group.id}/members`];
    const it_ = await server.signIn(demoAccounts.it);
    for (const url of urls) assert.equal((await call('GET', url, undefined, it_)).status, 200, `it@ ${url}`);
    for (const account of [demoAccounts.hr, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(account);
      for (const url of urls) assert.equal((await call('GET', url, undefined, cookie)).status, 403, `${account} ${url}`);
      assert.equal((await call('POST', '/v2/id-management/group-ids', { loginId: 'x@y', name: 'x', description: null }, cookie)).status, 403, account);
      assert.equal((await call('DELETE', `/v2/id-management/group-ids/${group.id}`, undefined, cookie)).status, 403, account);
    }
    const supplier = await server.signIn(demoAccounts.supplier);
    const theirs = await call('GET', '/v2/id-management/ids?pageSize=1000', undefined, supplier);
    assert.equal(theirs.status, 200);
    assert.ok(!theirs.body.items.some((r: IdRow) => r.loginId.endsWith('@kanri-shoji.example')), 'none of the customer’s ids');
    assert.equal((await call('GET', `/v2/id-management/group-ids/${group.id}`, undefined, supplier)).status, 404);
    assert.equal((await call('GET', `/v2/id-management/group-ids/${group.id}/members`, undefined, supplier)).status, 404);
    assert.equal((await call('PUT', `/v2/id-management/group-ids/${group.id}/members/${group.ownerPersonId}`, undefined, supplier)).status, 404);
  });

  it('adds calendar months to a review date, clamping to the month end', () => {
    assert.equal(addMonths('2026-01-31', 1), '2026-02-28');
    assert.equal(addMonths('2025-11-15', 3), '2026-02-15');
    assert.equal(addMonths('2024-02-29', 12), '2025-02-28');
  });
});
