import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { countResponseSchema, listResponse, shadowItAppRowSchema, shadowItMaxUsersPerRow, shadowItVisitSchema, type ShadowItAppRow } from '@kanri/contracts';
import { appIntegrations, apps as catalogApps, people, shadowItVisits, traceableApps } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';

const appsOf = listResponse(shadowItAppRowSchema);
const visitsOf = listResponse(shadowItVisitSchema);
const day = 86_400_000;

describe('shadow IT', () => {
  let server: TestServer;
  let admin: string;
  let it_: string;
  let ga: string;
  let hr: string;
  let member: string;
  const get = async (url: string, cookie = admin) => {
    const res = await server.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': 'en-US' } });
    return { status: res.statusCode, body: res.json() };
  };
  const apps = async (query = '') => {
    const res = await get(`/v2/shadow-it/apps?pageSize=1000&${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(appsOf, res.body).items;
  };
  const visits = async (query = '') => {
    const res = await get(`/v2/shadow-it/visit-histories?${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(visitsOf, res.body).items;
  };
  const count = async (url: string) => v.parse(countResponseSchema, (await get(url)).body).count;

  // a traceable app of this test with known visits, placed relative to the real clock the server reads
  const testAppId = '00000000-0000-4000-8000-00000000aa01';
  const testCatalogAppId = '00000000-0000-4000-8000-00000000aa02';
  let personA: { id: string; email: string; familyNameEn: string; givenNameEn: string };
  let personB: { id: string; email: string };
  const now = Date.now();

  before(async () => {
    server = await startTestServer({}, 30);
    [admin, it_, ga, hr, member] = (await Promise.all([demoAccounts.admin, demoAccounts.it, demoAccounts.ga, demoAccounts.hr, demoAccounts.member].map((e) => server.signIn(e)))) as [string, string, string, string, string];
    const db = server.database.db;
    const found = await db
      .select({ id: people.id, email: people.email, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn })
      .from(people)
      .where(eq(people.companyId, seedCompanyIds.customer))
      .orderBy(asc(people.id))
      .limit(2);
    [personA, personB] = found as [typeof personA, typeof personB];
    // a catalog app of its own, so that integrating it in a test touches no seeded integration
    await db.insert(catalogApps).values({ id: testCatalogAppId, name: 'Test Uploader Pro', vendorName: 'Test', categoryId: 'OTHER', descriptionJa: 'テスト', descriptionEn: 'Test' });
    await db.insert(traceableApps).values({ id: testAppId, name: 'AAA Test Uploader', avatarUrl: null, category: 'GROUPWARE_STORAGE', websiteUrl: 'https://uploader.example/', integratableAppId: testCatalogAppId });
    const visit = (daysAgo: number, personId: string | null, userEmail: string, companyId: string = seedCompanyIds.customer) => ({
      companyId,
      traceableAppId: testAppId,
      personId,
      userEmail,
      url: 'https://uploader.example/up',
      detectionTool: 'WEB_PROXY',
      visitedAt: new Date(now - daysAgo * day),
    });
    await db.insert(shadowItVisits).values([
      visit(2, personA.id, personA.email),
      visit(10, personA.id, personA.email),
      visit(20, personB.id, personB.email),
      visit(3, null, 'x.private@example.com'),
      visit(26, null, 'X.Private@Example.com'),
      visit(28, null, 'y.private@example.com'),
      // older than the 30-day window: only in the visit histories
      visit(45, null, 'z.old@example.com'),
      // another company's visit never counts
      visit(1, null, 'other@supplier.example', seedCompanyIds.supplier),
    ]);
  });
  after(() => server.close());

  const testRow = (rows: ShadowItAppRow[]) => rows.find((r) => r.traceableApp.id === testAppId);

  it('lets admin and IT in, refuses GA, HR and a member (403)', async () => {
    const urls = ['/v2/shadow-it/apps', '/v2/shadow-it/apps-count', '/v2/shadow-it/visit-histories', '/v2/shadow-it/visit-histories-count'];
    for (const url of urls) {
      assert.equal((await get(url, admin)).status, 200, url);
      assert.equal((await get(url, it_)).status, 200, url);
      for (const cookie of [ga, hr, member]) assert.equal((await get(url, cookie)).status, 403, url);
    }
  });

  it('answers 400 with the field paths of a bad query', async () => {
    const bad = await get('/v2/shadow-it/apps?page=0&pageSize=1001&sortBy=PRICE&sortOrder=up&unknownUser=MAYBE');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['page', 'pageSize', 'sortBy', 'sortOrder', 'unknownUser']);
    const visitsBad = await get('/v2/shadow-it/visit-histories?traceableAppId=nope&sortBy=NAME&page=x');
    assert.equal(visitsBad.status, 400);
    assert.deepEqual(visitsBad.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['page', 'sortBy', 'traceableAppId']);
    const countBad = await get('/v2/shadow-it/apps-count?unknownUser=ALL&page=2');
    assert.equal(countBad.status, 400);
    assert.deepEqual(countBad.body.fieldErrors.map((f: { path: string }) => f.path).sort(), ['page', 'unknownUser']);
  });

  it('counts 7- and 30-day visits and distinct users (an address in any case is one user), latest visitor first', async () => {
    const row = testRow(await apps());
    assert.ok(row, 'the test app is listed');
    assert.equal(row.count7DaysHistory, 2);
    assert.equal(row.count30DaysHistory, 6);
    assert.equal(row.countUniqueUser, 4);
    assert.equal(row.category, 'GROUPWARE_STORAGE');
    assert.deepEqual(
      row.users.map((u) => u.email),
      [personA.email, 'x.private@example.com', personB.email, 'y.private@example.com'],
    );
    assert.equal(row.users[0]!.personId, personA.id);
    assert.equal(row.users[0]!.name, `${personA.givenNameEn} ${personA.familyNameEn}`);
    assert.equal(row.users[1]!.personId, null);
    assert.equal(row.users[1]!.name, null);
  });

  it('applies each value of the unknown-user filter to the counts, the users and which apps are listed', async () => {
    const only = testRow(await apps('unknownUser=ONLY'))!;
    assert.deepEqual([only.count7DaysHistory, only.count30DaysHistory, only.countUniqueUser], [1, 3, 2]);
    assert.ok(only.users.every((u) => u.personId === null));
    const exclude = testRow(await apps('unknownUser=EXCLUDE'))!;
    assert.deepEqual([exclude.count7DaysHistory, exclude.count30DaysHistory, exclude.countUniqueUser], [1, 3, 2]);
    assert.deepEqual(exclude.users.map((u) => u.personId), [personA.id, personB.id]);
    const include = testRow(await apps('unknownUser=INCLUDE'))!;
    assert.equal(include.countUniqueUser, 4);
    // Perplexity is seeded with unknown users only: listed with ONLY and INCLUDE, not with EXCLUDE
    const names = async (filter: string) => (await apps(`unknownUser=${filter}`)).map((r) => r.traceableApp.name);
    assert.ok((await names('ONLY')).includes('Perplexity'));
    assert.ok((await names('INCLUDE')).includes('Perplexity'));
    assert.ok(!(await names('EXCLUDE')).includes('Perplexity'));
    for (const filter of ['ONLY', 'INCLUDE', 'EXCLUDE']) {
      assert.equal(await count(`/v2/shadow-it/apps-count?unknownUser=${filter}`), (await apps(`unknownUser=${filter}`)).length, filter);
    }
  });

  it('sorts by the 30-day count descending by default, lists at most 5 users, and sorts by the other columns', async () => {
    const rows = await apps();
    assert.ok(rows.length >= 8, `${rows.length} apps`);
    for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1]!.count30DaysHistory >= rows[i]!.count30DaysHistory, 'COUNT_30_DAYS desc');
    assert.ok(rows.every((r) => r.users.length <= shadowItMaxUsersPerRow && r.users.length === Math.min(r.countUniqueUser, shadowItMaxUsersPerRow)));
    assert.ok(rows.some((r) => r.countUniqueUser > shadowItMaxUsersPerRow), 'an app with more than 5 users shows 5');
    const byUsers = await apps('sortBy=UNIQUE_USERS');
    for (let i = 1; i < byUsers.length; i++) assert.ok(byUsers[i - 1]!.countUniqueUser >= byUsers[i]!.countUniqueUser, 'UNIQUE_USERS desc');
    const by7Asc = await apps('sortBy=COUNT_7_DAYS&sortOrder=asc');
    for (let i = 1; i < by7Asc.length; i++) assert.ok(by7Asc[i - 1]!.count7DaysHistory <= by7Asc[i]!.count7DaysHistory, 'COUNT_7_DAYS asc');
    const byName = await apps('sortBy=NAME&sortOrder=asc');
    assert.equal(byName[0]!.traceableApp.id, testAppId, 'AAA… first by name');
    // pages are 1-based and do not overlap
    const page1 = (await get('/v2/shadow-it/apps?pageSize=3')).body.items as ShadowItAppRow[];
    const page2 = (await get('/v2/shadow-it/apps?pageSize=3&page=2')).body.items as ShadowItAppRow[];
    assert.equal(page1.length, 3);
    assert.deepEqual([...page1, ...page2].map((r) => r.traceableApp.id), rows.slice(0, 6).map((r) => r.traceableApp.id));
    // ChatGPT can be integrated as the catalog's ChatGPT Enterprise
    assert.equal(rows.find((r) => r.traceableApp.id === testAppId)!.traceableApp.integratableAppId, testCatalogAppId);
  });

  it('lists visits newest first, filtered by app and unknown users, scoped to the company', async () => {
    const all = await visits('pageSize=1000');
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1]!.visitedAt >= all[i]!.visitedAt, 'visitedAt desc');
    assert.equal(await count('/v2/shadow-it/visit-histories-count'), all.length);
    assert.ok(!all.some((x) => x.user.email === 'other@supplier.example'), 'no other company visit');
    const mine = await visits(`traceableAppId=${testAppId}`);
    assert.equal(mine.length, 7);
    assert.equal(mine[0]!.user.personId, personA.id);
    assert.equal(mine[0]!.traceableApp.name, 'AAA Test Uploader');
    assert.equal(mine[0]!.detectionTool, 'WEB_PROXY');
    const oldestFirst = await visits(`traceableAppId=${testAppId}&sortOrder=asc`);
    assert.deepEqual(oldestFirst.map((x) => x.id), [...mine].reverse().map((x) => x.id));
    const unknown = await visits(`traceableAppId=${testAppId}&unknownUser=ONLY`);
    assert.deepEqual(unknown.map((x) => x.user.email), ['x.private@example.com', 'X.Private@Example.com', 'y.private@example.com', 'z.old@example.com']);
    assert.equal(await count(`/v2/shadow-it/visit-histories-count?traceableAppId=${testAppId}&unknownUser=EXCLUDE`), 3);
    const second = await visits(`traceableAppId=${testAppId}&pageSize=2&page=2`);
    assert.deepEqual(second.map((x) => x.id), mine.slice(2, 4).map((x) => x.id));
    // the seed has visits by people and by unknown users, over about 60 days
    const seeded = await server.database.db.select({ personId: shadowItVisits.personId }).from(shadowItVisits).where(and(eq(shadowItVisits.companyId, seedCompanyIds.customer), ne(shadowItVisits.traceableAppId, testAppId)));
    assert.ok(seeded.some((x) => x.personId === null) && seeded.some((x) => x.personId !== null));
    assert.ok(Date.parse(all.at(-1)!.visitedAt) > now - 61 * day);
  });

  it('leaves out an app the company has integrated (ACTIVE), lists it again once the integration is deactivated', async () => {
    const db = server.database.db;
    const [integration] = await db
      .insert(appIntegrations)
      .values({ companyId: seedCompanyIds.customer, appId: testCatalogAppId, name: 'Test Uploader Pro', status: 'ACTIVE' })
      .returning({ id: appIntegrations.id });
    try {
      assert.equal(testRow(await apps()), undefined);
      const before = await count('/v2/shadow-it/apps-count');
      await db.update(appIntegrations).set({ status: 'DEACTIVATED' }).where(eq(appIntegrations.id, integration!.id));
      assert.ok(testRow(await apps()));
      assert.equal(await count('/v2/shadow-it/apps-count'), before + 1);
    } finally {
      await db.delete(appIntegrations).where(eq(appIntegrations.id, integration!.id));
    }
  });

  it('lists as many apps as the SHADOW_IT number of the alert counts', async () => {
    const counts = await get('/v2/app-alerts/count');
    assert.equal(counts.status, 200);
    assert.equal(counts.body.SHADOW_IT, await count('/v2/shadow-it/apps-count'));
    assert.equal(counts.body.SHADOW_IT, (await apps()).length);
  });

  it('names people in the request language', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/v2/shadow-it/visit-histories?traceableAppId=${testAppId}&unknownUser=EXCLUDE`, headers: { cookie: admin, 'accept-language': 'ja-JP' } });
    const [first] = v.parse(visitsOf, res.json()).items;
    const [p] = await server.database.db.select().from(people).where(eq(people.id, personA.id));
    assert.equal(first!.user.name, `${p!.familyNameJa} ${p!.givenNameJa}`);
  });
});
