import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { appAlertCountsSchema, appAlertRowSchema, appAlertCsvColumnLabels, csvExportResultSchema, type AppAlertCounts } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { appAssignments, appIntegrations, appRoles, appUsers, apps, people, personEmailAliases, shadowItVisits, traceableApps } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

const pageOf = v.object({ items: v.array(appAlertRowSchema), count: v.number() });
const day = 86_400_000;
const kinds = ['NO_WORKER', 'VIOLATED', 'VIOLATED_ROLE', 'NO_USER', 'INACTIVE', 'ALUMNI'] as const;

/** The SaaS alerts on a real database: the seeded demo, then an integration built for the test. */
describe('app alerts', () => {
  let server: TestServer;
  let admin: string;
  const company = seedCompanyIds.customer;
  const call = async (url: string, cookie = admin) => {
    const res = await server.app.inject({ url, headers: { cookie } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const counts = async (): Promise<AppAlertCounts> => {
    const res = await call('/v2/app-alerts/count');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(appAlertCountsSchema, res.body);
  };
  const rows = async (query: string) => {
    const res = await call(`/v2/app-alerts/users?${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(pageOf, res.body);
  };
  let before_: AppAlertCounts;
  let integrationId: string;
  let deactivatedId: string;

  before(async () => {
    server = await startTestServer({}, 300);
    admin = await server.signIn(demoAccounts.admin);
  });
  after(() => server.close());

  it('gives the demo admin a handful of each alert', async () => {
    const c = await counts();
    for (const kind of kinds) assert.ok(c[kind] >= 2 && c[kind] <= 200, `${kind}: ${c[kind]}`);
  });

  it('counts each category of a new integration, and none of a deactivated one', async () => {
    before_ = await counts();
    const db = server.database.db;
    const now = Date.now();
    const [integration] = await db.insert(appIntegrations).values({ companyId: company, name: 'Alert Test App', integratedTenantName: 'alert-tenant', inactiveDays: 30 }).returning();
    integrationId = integration!.id;
    const [off] = await db.insert(appIntegrations).values({ companyId: company, name: 'Alert Off App', status: 'DEACTIVATED' }).returning();
    deactivatedId = off!.id;
    const [member] = await db.insert(appRoles).values({ companyId: company, appIntegrationId: integrationId, name: 'Member' }).returning();
    const [admin_] = await db.insert(appRoles).values({ companyId: company, appIntegrationId: integrationId, name: 'Admin' }).returning();
    const mk = async (key: string, status = 'ACTIVE') => {
      const [p] = await db
        .insert(people)
        .values({ companyId: company, workerNumber: `AT-${key}`, familyNameJa: '警告', givenNameJa: key, familyNameKana: 'ケイコク', givenNameKana: key, familyNameEn: 'Alert', givenNameEn: key, email: `${key}@alert.example`, workerType: 'EMPLOYEE', status })
        .returning();
      return p!.id;
    };
    const p = { a: await mk('a'), b: await mk('b'), c: await mk('c'), d: await mk('d'), e: await mk('e'), f: await mk('f', 'ALUMNI') };
    await db.insert(appAssignments).values([
      { companyId: company, appIntegrationId: integrationId, personId: p.a, appRoleId: member!.id },
      { companyId: company, appIntegrationId: integrationId, personId: p.c, appRoleId: admin_!.id },
      { companyId: company, appIntegrationId: integrationId, personId: p.d, appRoleId: member!.id },
      { companyId: company, appIntegrationId: integrationId, personId: p.e, appRoleId: member!.id },
      { companyId: company, appIntegrationId: integrationId, personId: p.f, appRoleId: member!.id },
    ]);
    const acc = (integration: string, key: string, extra: Partial<typeof appUsers.$inferInsert> = {}) => ({
      companyId: company, appIntegrationId: integration, externalId: key, name: `alert-${key}`, email: `${key}@alert.example`, actualRoleName: 'Member',
      lastSignedInAt: new Date(now - day), ...extra,
    });
    await db.insert(appUsers).values([
      acc(integrationId, 'a'), // MATCHED
      acc(integrationId, 'b'), // VIOLATED
      acc(integrationId, 'c'), // VIOLATED_ROLE
      acc(integrationId, 'x', { email: 'x@elsewhere.example' }), // NO_WORKER
      acc(integrationId, 'y', { email: 'y@elsewhere.example', isActive: false }), // NO_WORKER but deactivated: no alert
      acc(integrationId, 'e', { lastSignedInAt: new Date(now - 45 * day) }), // MATCHED + INACTIVE
      acc(integrationId, 'f'), // MATCHED + ALUMNI
      // d has no account: NO_USER
      acc(deactivatedId, 'b'), // would be VIOLATED, but the integration is deactivated
      acc(deactivatedId, 'z', { email: 'z@elsewhere.example' }),
    ]);
    const after_ = await counts();
    const delta = Object.fromEntries(kinds.map((k) => [k, after_[k] - before_[k]]));
    assert.deepEqual(delta, { NO_WORKER: 1, VIOLATED: 1, VIOLATED_ROLE: 1, NO_USER: 1, INACTIVE: 1, ALUMNI: 1 });
  });

  it('lists the rows of a category with the integration, filtered, sorted and paged', async () => {
    const all = await rows(`appIntegrationId=${integrationId}&pageSize=1000`);
    assert.equal(all.count, 6);
    assert.deepEqual(all.items.map((r) => r.user?.name ?? `no-user ${r.worker?.workerEmail}`).sort(), ['alert-b', 'alert-c', 'alert-e', 'alert-f', 'alert-x', 'no-user d@alert.example']);
    const row = all.items.find((r) => r.user?.name === 'alert-c')!;
    assert.deepEqual(row.appIntegration, { appIntegrationId: integrationId, appName: 'Alert Test App', avatarUrl: null, tenantName: 'alert-tenant' });
    assert.deepEqual(row.app, { appId: null, name: 'Alert Test App', logoUrl: null });
    assert.equal(row.ruleMatching, 'VIOLATED_ROLE');
    assert.equal(row.worker?.assignedRoleName, 'Admin');
    assert.equal(row.canChangePerson, true);

    const expected: Record<(typeof kinds)[number], string[]> = {
      NO_WORKER: ['alert-x'], VIOLATED: ['alert-b'], VIOLATED_ROLE: ['alert-c'], NO_USER: [''], INACTIVE: ['alert-e'], ALUMNI: ['alert-f'],
    };
    for (const kind of kinds) {
      const page = await rows(`category=${kind}&appIntegrationId=${integrationId}`);
      assert.deepEqual(page.items.map((r) => r.user?.name ?? ''), expected[kind], kind);
      assert.equal(page.count, 1);
    }
    // over every integration, the counts agree with the count call
    const c = await counts();
    for (const kind of kinds) assert.equal((await rows(`category=${kind}&pageSize=1`)).count, c[kind], kind);
    // a deactivated integration raises nothing
    assert.equal((await rows(`appIntegrationId=${deactivatedId}`)).count, 0);

    const byUser = await rows(`appIntegrationId=${integrationId}&sortBy=USER_NAME&sortOrder=desc`);
    const names = byUser.items.map((r) => r.user?.name ?? null);
    // accounts by name descending, the NO_USER row (no account name) last
    assert.deepEqual(names, ['alert-x', 'alert-f', 'alert-e', 'alert-c', 'alert-b', null]);
    const second = await rows(`appIntegrationId=${integrationId}&sortBy=USER_NAME&sortOrder=desc&page=2&pageSize=4`);
    assert.deepEqual(second.items.map((r) => r.id), byUser.items.slice(4).map((r) => r.id));
    assert.equal(second.count, 6);
    const found = await rows('freeText=alert-x');
    assert.deepEqual(found.items.map((r) => r.user?.name), ['alert-x']);
    const byApp = (await rows('pageSize=1000&sortBy=APP_NAME')).items.map((r) => r.appIntegration.appName);
    assert.deepEqual(byApp, [...byApp].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('cuts the page after every row is keyed: pages are slices of the whole list in every sort, an empty page still counts, workers match as in the users tab', async () => {
    const db = server.database.db;
    const [integration] = await db.insert(appIntegrations).values({ companyId: company, name: 'Alert Page App', inactiveDays: 30 }).returning();
    const id = integration!.id;
    const mk = async (key: string, email: string) => {
      const [p] = await db
        .insert(people)
        .values({ companyId: company, workerNumber: `AP-${key}`, familyNameJa: '頁', givenNameJa: key, familyNameKana: 'ページ', givenNameKana: key, familyNameEn: 'Page', givenNameEn: key, email, workerType: 'EMPLOYEE', status: 'ACTIVE' })
        .returning();
      return p!.id;
    };
    // two people share an e-mail (case aside): the lowest id is the worker
    const twins = [await mk('t1', 'twin@page.example'), await mk('t2', 'Twin@Page.example')].sort();
    const hand = await mk('h', 'hand@page.example');
    const aliased = await mk('al', 'al@page.example');
    await db.insert(personEmailAliases).values({ companyId: company, personId: aliased, email: 'alias@page.example' });
    await db.insert(appAssignments).values({ companyId: company, appIntegrationId: id, personId: twins[1]! });
    const acc = (key: string, name: string, email: string, extra: Partial<typeof appUsers.$inferInsert> = {}) => ({
      companyId: company, appIntegrationId: id, externalId: key, name, email, lastSignedInAt: new Date(Date.now() - day), ...extra,
    });
    await db.insert(appUsers).values([
      acc('twin', 'page-twin', 'twin@page.example'), // VIOLATED: the lower twin holds no assignment
      acc('hand', 'page-hand', 'someone@page.example', { personId: hand }), // VIOLATED, linked by hand
      acc('alias', 'page-alias', 'alias@page.example'), // VIOLATED, by alias
      // same names, no worker: the ties break on the ids
      ...['1', '2', '3', '4'].map((k) => acc(`same-${k}`, 'page-same', `same-${k}@nowhere.example`, { lastSignedInAt: null })),
    ]);
    const all = await rows(`appIntegrationId=${id}&pageSize=1000`);
    assert.equal(all.count, 8, 'seven accounts and the higher twin without an account (NO_USER)');
    const workerOf = (name: string) => all.items.find((r) => r.user?.name === name)?.worker?.personId;
    assert.equal(workerOf('page-twin'), twins[0]);
    assert.equal(workerOf('page-hand'), hand);
    assert.equal(workerOf('page-alias'), aliased);
    assert.deepEqual(all.items.filter((r) => r.ruleMatching === 'NO_USER').map((r) => r.worker?.personId), [twins[1]]);
    // the users tab matches the same workers
    const tab = await call(`/v3/app-integrations/${id}/users?pageSize=1000`);
    for (const row of tab.body.items as { user: { name: string } | null; worker: { personId: string } | null }[]) {
      if (row.user) assert.equal(row.worker?.personId, workerOf(row.user.name), row.user.name);
    }
    for (const sortBy of ['APP_NAME', 'USER_NAME', 'EMAIL', 'PERSON_NAME', 'LAST_SIGNED_IN_AT']) {
      for (const sortOrder of ['asc', 'desc']) {
        const query = `appIntegrationId=${id}&sortBy=${sortBy}&sortOrder=${sortOrder}`;
        const whole = await rows(`${query}&pageSize=1000`);
        const pages: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const one = await rows(`${query}&pageSize=3&page=${page}`);
          assert.equal(one.count, whole.count, `${query} page ${page}: the count`);
          pages.push(...one.items.map((r) => r.id));
        }
        assert.deepEqual(pages, whole.items.map((r) => r.id), `${query}: pages of 3 are the slices of the whole list`);
      }
    }
    const past = await rows(`appIntegrationId=${id}&pageSize=10&page=5`);
    assert.deepEqual(past, { items: [], count: 8 }, 'a page past the end is empty and still counts');
    await db.delete(appIntegrations).where(eq(appIntegrations.id, id));
  });

  it('exports the alerts as CSV with a byte-order mark, one line per alert', async () => {
    const res = await server.app.inject({ url: `/v2/app-alerts-csv?appIntegrationId=${integrationId}`, headers: { cookie: admin, 'accept-language': 'en-US' } });
    assert.equal(res.statusCode, 200, res.body);
    const { url, fileName } = v.parse(csvExportResultSchema, res.json());
    assert.match(fileName, /^app-alerts-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await server.app.inject({ url });
    assert.equal(file.statusCode, 200);
    assert.deepEqual([...file.rawPayload.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = file.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    assert.equal(lines[0], Object.values(appAlertCsvColumnLabels).map((l) => l.message).join(','));
    assert.equal(lines.length - 1, 6);
    assert.ok(lines.some((l) => l.startsWith('Violated role,Alert Test App,alert-tenant,alert-c,c@alert.example,TRUE,Member,')), lines.join('\n'));
    // one category only
    const inactive = await call(`/v2/app-alerts-csv?appIntegrationId=${integrationId}&category=INACTIVE`);
    const inactiveFile = await server.app.inject({ url: inactive.body.url });
    assert.equal(inactiveFile.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').length, 2);
    // Japanese headers for a Japanese caller
    const ja = await server.app.inject({ url: `/v2/app-alerts-csv?appIntegrationId=${integrationId}`, headers: { cookie: admin, 'accept-language': 'ja-JP' } });
    const jaFile = await server.app.inject({ url: ja.json().url });
    const jaLines = jaFile.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    assert.equal(jaLines[0]!.split(',')[0], 'アラート');
    assert.ok(jaLines.some((l) => l.startsWith('ロール違反,Alert Test App,')), jaLines.join('\n'));
  });

  it('counts shadow IT: traceable apps visited in the last 30 days that no active integration covers', async () => {
    const db = server.database.db;
    const start = (await counts()).SHADOW_IT;
    // a catalog app of its own (the seed's shadow-IT visits cover real catalog apps)
    const [catalogApp] = await db.insert(apps).values({ name: 'Shadow Test Catalog App', vendorName: 'Test', categoryId: 'PRODUCTIVITY', descriptionJa: 'テスト', descriptionEn: 'Test' }).returning();
    const [fresh] = await db.insert(traceableApps).values({ name: 'Shadow Fresh', category: 'PRODUCTIVITY', websiteUrl: 'https://fresh.example' }).returning();
    const [old] = await db.insert(traceableApps).values({ name: 'Shadow Old', category: 'PRODUCTIVITY', websiteUrl: 'https://old.example' }).returning();
    const [integrated] = await db.insert(traceableApps).values({ name: 'Shadow Integrated', category: 'PRODUCTIVITY', websiteUrl: 'https://miro.example', integratableAppId: catalogApp!.id }).returning();
    const visit = (appId: string, daysAgo: number) => ({ companyId: company, traceableAppId: appId, userEmail: 'someone@kanri-shoji.example', url: 'https://x.example/', detectionTool: 'TEST', visitedAt: new Date(Date.now() - daysAgo * day) });
    await db.insert(shadowItVisits).values([visit(fresh!.id, 1), visit(fresh!.id, 2), visit(old!.id, 45), visit(integrated!.id, 1)]);
    // the catalog app is not integrated yet: fresh and its visit count
    assert.equal((await counts()).SHADOW_IT, start + 2);
    await db.insert(appIntegrations).values({ companyId: company, appId: catalogApp!.id, name: 'Shadow Test Catalog App' });
    assert.equal((await counts()).SHADOW_IT, start + 1);
  });

  it('answers 400 with field paths for a bad query', async () => {
    const bad = await call('/v2/app-alerts/users?page=0&pageSize=5000&sortBy=NOPE&category=FOLLOWING&appIntegrationId=x');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['appIntegrationId', 'category', 'page', 'pageSize', 'sortBy']);
    assert.equal((await call('/v2/app-alerts-csv?mode=edit')).status, 400);
    assert.equal((await call('/v2/app-alerts/users?pageIndex=1')).status, 400);
  });

  it('lets IT staff in (admin, it) and keeps other roles out (ga, hr, member)', async () => {
    for (const email of [demoAccounts.admin, demoAccounts.it]) {
      const cookie = await server.signIn(email);
      for (const url of ['/v2/app-alerts/count', '/v2/app-alerts/users', '/v2/app-alerts-csv']) assert.equal((await call(url, cookie)).status, 200, `${email} ${url}`);
    }
    for (const email of [demoAccounts.ga, demoAccounts.hr, demoAccounts.member]) {
      const cookie = await server.signIn(email);
      for (const url of ['/v2/app-alerts/count', '/v2/app-alerts/users', '/v2/app-alerts-csv']) assert.equal((await call(url, cookie)).status, 403, `${email} ${url}`);
    }
  });

  it('keeps the alerts to the caller’s company', async () => {
    const db = server.database.db;
    const start = await counts();
    const [foreign] = await db.insert(appIntegrations).values({ companyId: seedCompanyIds.supplier, name: 'Supplier App' }).returning();
    await db.insert(appUsers).values({ companyId: seedCompanyIds.supplier, appIntegrationId: foreign!.id, externalId: 'n', name: 'supplier-nobody', email: 'nobody@supplier.example' });
    assert.deepEqual(await counts(), start);
    assert.equal((await rows(`appIntegrationId=${foreign!.id}`)).count, 0);
    assert.equal((await rows('freeText=supplier-nobody')).count, 0);
  });
});
