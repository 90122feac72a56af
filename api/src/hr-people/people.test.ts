import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  alumnusSchema,
  countResponseSchema,
  csvExportResultSchema,
  leavingWithinMonthWindow,
  listPeopleEndpoint,
  listResponse,
  parsePeopleCategory,
  peopleAlertSchema,
  peopleCategoryValues,
  peopleCommunitySchema,
  peopleGraphSchema,
  peopleRulesSchema,
  salaryRowSchema,
  workforceRowSchema,
  type Person,
  type WorkforceRow,
} from '@kanri/contracts';
import { appUsers, devices, hrMasterItems, people } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { monthsUpTo } from './people-insights';
import { peopleOrderBy, peopleWhere, selectPeople, toPerson, type PersonRow } from './people';
import { tokyoToday } from '../lib/tokyo-date';

const rowsOf = listResponse(workforceRowSchema);

/** The workforce list's lean row of a whole mapped row (what the list must send of it). */
const leanRow = (p: Person): WorkforceRow => ({
  id: p.id, workerNumber: p.workerNumber, familyName: p.familyName, givenName: p.givenName, nameKana: p.nameKana, email: p.email,
  avatarUrl: p.avatarUrl, workerType: p.workerType, status: p.status,
  department: p.department?.name ?? null, position: p.position?.name ?? null, jobType: p.jobType?.name ?? null,
  place: p.place?.name ?? null, employmentType: p.employmentType?.name ?? null,
  joinedAt: p.joinedAt, leavingAt: p.leavingAt,
});
const alumniOf = listResponse(alumnusSchema);

describe('people lists (workforce, alumni, CSV, tabs)', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  const get = async (url: string, cookie = admin, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ url, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.json() as unknown, raw: res };
  };
  const ok = async <S extends v.GenericSchema>(schema: S, url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, hr, headers);
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    return v.parse(schema, res.body);
  };
  const count = async (url: string) => (await ok(countResponseSchema, url)).count;
  const customer = () => eq(people.companyId, seedCompanyIds.customer);
  const db = () => server.database.db;

  before(async () => {
    server = await startTestServer({}, 400);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
    // leavers whose last day is ahead (the daily leaving run has turned the seed's past ones into alumni)
    const ahead = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const actives = await db().select({ id: people.id, workerType: people.workerType }).from(people).where(and(customer(), eq(people.status, 'ACTIVE')));
    const leavers = [...actives.filter((p) => p.workerType === 'EMPLOYEE').slice(-4), ...actives.filter((p) => p.workerType === 'CONTRACTOR').slice(-2)];
    await db().update(people).set({ status: 'LEAVING', leavingAt: ahead }).where(inArray(people.id, leavers.map((p) => p.id)));
  });
  after(() => server.close());

  it('lets HR and admins in and answers 403 to IT, GA and members on every people list call', async () => {
    const it_ = await server.signIn(demoAccounts.it);
    const ga = await server.signIn(demoAccounts.ga);
    const member = await server.signIn(demoAccounts.member);
    const urls = [
      '/v2/people', '/v2/people/count', '/v2/alumnus', '/v2/alumnus/count', '/v2/people-csv/all-member', '/v2/people-csv/alumni',
      '/v2/people-salaries', '/v2/people-salaries/count', '/v2/people-graph', '/v2/people-community', '/v2/people-rules',
      '/v2/people-activities', '/v2/people-alerts', '/v2/people-alerts/count',
    ];
    for (const url of urls) {
      assert.equal((await get(url, admin)).status, 200, `admin ${url}`);
      assert.equal((await get(url, hr)).status, 200, `hr ${url}`);
      for (const [who, cookie] of [['it', it_], ['ga', ga], ['member', member]] as const) assert.equal((await get(url, cookie)).status, 403, `${who} ${url}`);
    }
  });

  it('sends the page PostgreSQL built, row for row what the mapped rows say, in both languages (issue 28)', async () => {
    // the sorts by department and position read the page's joined department and position (peopleOrderBy(…, true))
    const shapes = [
      ['ja-JP', 'NAME', 'asc'], ['en-US', 'NAME', 'asc'], ['en-US', 'DEPARTMENT', 'desc'], ['ja-JP', 'DEPARTMENT', 'asc'],
      ['ja-JP', 'POSITION', 'asc'], ['en-US', 'POSITION', 'desc'],
    ] as const;
    for (const [locale, sortColumn, sortOrder] of shapes) {
      // the query the server reads from the URL below, defaults included
      const query = v.parse(listPeopleEndpoint.query, { pageSize: '100', sortColumn, sortOrder });
      const res = await get(`/v2/people?pageSize=100&sortColumn=${sortColumn}&sortOrder=${sortOrder}`, hr, { 'accept-language': locale });
      assert.equal(res.status, 200);
      assert.match(String(res.raw.headers['content-type']), /^application\/json/);
      const sent = v.parse(rowsOf, res.body).items;
      // the same page through the row mapper the CSV export and the alumni list use
      const session = { companyId: seedCompanyIds.customer };
      const mapped = (
        await selectPeople(db(), locale)
          .where(peopleWhere(session.companyId, query))
          .orderBy(...peopleOrderBy(query.sortColumn, query.sortOrder, locale))
          .limit(query.pageSize)
      ).map((r) => toPerson(r as PersonRow, locale));
      assert.equal(sent.length, 100);
      assert.deepEqual(sent, mapped.map(leanRow));
      // key for key the lean row (issue 28): no joined name, references as names, no reference ids
      assert.deepEqual(Object.keys((res.body as { items: object[] }).items[0]!).sort(), Object.keys(workforceRowSchema.entries).sort());
      assert.ok(sent.some((p) => typeof p.department === 'string') && sent.some((p) => typeof p.position === 'string'));
      const first = mapped[0]!;
      assert.equal(sent[0]!.familyName, first.familyName);
      assert.ok(locale === 'ja-JP' ? /[\u3040-\u30ff\u4e00-\u9fff]/.test(first.familyName) : /^[A-Z]/.test(first.familyName), 'names in the request language');
    }
    // an empty page is an empty list, not null
    const none = await get('/v2/people?freeText=%E5%AD%98%E5%9C%A8%E3%81%97%E3%81%AA%E3%81%84%E4%BA%BAzzz', hr);
    assert.deepEqual(none.body, { items: [] });
  });

  it('counts every workforce category as the database holds it (worker type and status, *_ALL without alumni)', async () => {
    const held = await db().select({ workerType: people.workerType, status: people.status, n: sql<number>`count(*)::int` }).from(people).where(customer()).groupBy(people.workerType, people.status);
    assert.ok(held.some((h) => h.status === 'LEAVING') && held.some((h) => h.status === 'ALUMNI') && held.some((h) => h.status === 'JOINING'), JSON.stringify(held));
    for (const category of peopleCategoryValues) {
      const { workerType, statuses } = parsePeopleCategory(category);
      const expected = held.filter((h) => (!workerType || h.workerType === workerType) && statuses.includes(h.status as never)).reduce((s, h) => s + h.n, 0);
      assert.equal(await count(`/v2/people/count?category=${category}`), expected, category);
    }
    const leaving = await ok(rowsOf, '/v2/people?category=EMPLOYEE_LEAVING&pageSize=1000');
    assert.ok(leaving.items.length > 0 && leaving.items.every((p) => p.workerType === 'EMPLOYEE' && p.status === 'LEAVING' && p.leavingAt), 'leaving rows carry their last day');
    const collaboratorAlumni = await ok(rowsOf, '/v2/people?menu=Collaborator&category=COLLABORATOR_ALUMNI&pageSize=1000');
    assert.ok(collaboratorAlumni.items.every((p) => p.workerType === 'COLLABORATOR' && p.status === 'ALUMNI'));
  });

  it('applies the five id filters together, sorts by leaving date and shows the employment type', async () => {
    const [sample] = await db()
      .select()
      .from(people)
      .where(and(customer(), isNotNull(people.departmentId), isNotNull(people.positionId), isNotNull(people.jobTypeId), isNotNull(people.placeId), isNotNull(people.employmentTypeId), eq(people.status, 'ACTIVE')))
      .limit(1);
    assert.ok(sample);
    const filters = `departmentIdIn=${sample.departmentId}&positionIdIn=${sample.positionId}&jobTypeIdIn=${sample.jobTypeId}&placeIdIn=${sample.placeId}&workerTypeIn=${sample.workerType}`;
    const found = await ok(rowsOf, `/v2/people?${filters}&pageSize=1000`, { 'accept-language': 'ja-JP' });
    assert.ok(found.items.some((p) => p.id === sample.id));
    // the rows name what the filters chose (the lean row carries names, the record the ids)
    const [mappedSample] = await selectPeople(db(), 'ja-JP').where(eq(people.id, sample.id));
    const expected = leanRow(toPerson(mappedSample as PersonRow, 'ja-JP'));
    for (const p of found.items) {
      assert.deepEqual([p.department, p.position, p.jobType, p.place], [expected.department, expected.position, expected.jobType, expected.place]);
      assert.equal(p.workerType, sample.workerType);
    }
    assert.ok(expected.department && expected.place);
    assert.equal(await count(`/v2/people/count?${filters}`), found.items.length);
    assert.equal(found.items.find((p) => p.id === sample.id)?.employmentType, expected.employmentType);
    const byLeaving = await ok(rowsOf, '/v2/people?category=ALL_LEAVING&sortColumn=LEAVING_AT&sortOrder=asc&pageSize=1000');
    const dates = byLeaving.items.map((p) => p.leavingAt ?? '');
    assert.deepEqual(dates, [...dates].sort());
    const bad = await get('/v2/people?departmentIdIn=nope&sortColumn=AGE');
    assert.equal(bad.status, 400);
  });

  it('lists alumni only, by category, newest leavers first, with the leaving window of "leaving within a month"', async () => {
    const alumniHeld = await db().select({ id: people.id, workerType: people.workerType }).from(people).where(and(customer(), eq(people.status, 'ALUMNI')));
    assert.equal(await count('/v2/alumnus/count'), alumniHeld.length);
    assert.equal(await count('/v2/alumnus/count?category=CONTRACTOR_ALUMNI'), alumniHeld.filter((a) => a.workerType === 'CONTRACTOR').length);
    const page = await ok(alumniOf, '/v2/alumnus?pageSize=1000');
    assert.equal(page.items.length, alumniHeld.length);
    assert.ok(page.items.every((a) => a.status === 'ALUMNI'));
    const dates = page.items.map((a) => a.leavingAt ?? '');
    assert.deepEqual(dates, [...dates].sort().reverse(), 'default sort: leaving date, latest first');
    const [reason] = await db().select({ id: hrMasterItems.id, name: hrMasterItems.name }).from(hrMasterItems).where(and(eq(hrMasterItems.companyId, seedCompanyIds.customer), eq(hrMasterItems.catalog, 'RETIREMENT_REASON'))).limit(1);
    await db().update(people).set({ retirementReasonId: reason!.id }).where(eq(people.id, page.items[0]!.id));
    const reasoned = await ok(alumniOf, `/v2/alumnus?pageSize=1`, { 'accept-language': 'ja-JP' });
    assert.deepEqual(reasoned.items[0]!.retirementReason, { id: reason!.id, name: reason!.name }, 'the reason is resolved');

    // three alumni with known leaving dates around the window
    const today = tokyoToday();
    const window = leavingWithinMonthWindow(today);
    const ids = alumniHeld.slice(0, 3).map((a) => a.id);
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    await db().update(people).set({ leavingAt: day(-3), familyNameEn: 'Windowin' }).where(eq(people.id, ids[0]!));
    await db().update(people).set({ leavingAt: window.leavingDateFrom, familyNameEn: 'Windowedge' }).where(eq(people.id, ids[1]!));
    await db().update(people).set({ leavingAt: day(-45), familyNameEn: 'Windowout' }).where(eq(people.id, ids[2]!));
    const within = await ok(alumniOf, `/v2/alumnus?leavingDateFrom=${window.leavingDateFrom}&leavingDateTo=${window.leavingDateTo}&freeText=window&pageSize=1000`);
    assert.deepEqual(new Set(within.items.map((a) => a.id)), new Set([ids[0], ids[1]]));
    assert.equal(await count(`/v2/alumnus/count?leavingDateFrom=${window.leavingDateFrom}&leavingDateTo=${window.leavingDateTo}&freeText=window`), 2);
    for (const a of within.items) assert.ok(a.leavingAt! >= window.leavingDateFrom && a.leavingAt! <= today);

    const bad = await get('/v2/alumnus?leavingDateFrom=2026-13-01&category=ALL_ACTIVE', hr);
    assert.equal(bad.status, 400);
    assert.ok(JSON.stringify(bad.body).includes('leavingDateFrom') && JSON.stringify(bad.body).includes('category'), JSON.stringify(bad.body));
  });

  it('computes the "within a month" window one calendar month back, clamped to the month end', () => {
    assert.deepEqual(leavingWithinMonthWindow('2026-11-26'), { leavingDateFrom: '2026-10-26', leavingDateTo: '2026-11-26' });
    assert.deepEqual(leavingWithinMonthWindow('2026-03-31'), { leavingDateFrom: '2026-02-28', leavingDateTo: '2026-03-31' });
    assert.deepEqual(leavingWithinMonthWindow('2028-03-30'), { leavingDateFrom: '2028-02-29', leavingDateTo: '2028-03-30' });
    assert.deepEqual(leavingWithinMonthWindow('2027-01-15'), { leavingDateFrom: '2026-12-15', leavingDateTo: '2027-01-15' });
  });

  it('exports the filtered workforce and alumni as UTF-8 CSV with a BOM, headers in the request language', async () => {
    const download = async (url: string, locale: string) => {
      const res = await get(url, hr, { 'accept-language': locale });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const { url: fileUrl, fileName } = v.parse(csvExportResultSchema, res.body);
      const file = await server.app.inject({ url: fileUrl });
      assert.equal(file.statusCode, 200);
      return { bytes: file.rawPayload, fileName, lines: file.rawPayload.subarray(3).toString('utf8').trim().split('\r\n') };
    };
    const workforce = await download('/v2/people-csv/all-member?category=EMPLOYEE_ACTIVE&sortColumn=WORKER_NUMBER', 'ja-JP');
    assert.deepEqual([...workforce.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.match(workforce.fileName, /^people-export-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.equal(workforce.lines.length - 1, await count('/v2/people/count?category=EMPLOYEE_ACTIVE'));
    assert.ok(workforce.lines[0]!.startsWith('社員番号,姓,名'), workforce.lines[0]);
    assert.ok(workforce.lines.slice(1).every((l) => l.includes(',従業員,在籍中,')), workforce.lines[1]);
    const numbers = workforce.lines.slice(1).map((l) => l.split(',')[0]!);
    assert.deepEqual(numbers, [...numbers].sort(), 'the list sort is kept');

    const alumni = await download('/v2/people-csv/alumni?category=EMPLOYEE_ALUMNI', 'en-US');
    assert.match(alumni.fileName, /^alumni-export-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.equal(alumni.lines.length - 1, await count('/v2/alumnus/count?category=EMPLOYEE_ALUMNI'));
    assert.ok(alumni.lines[0]!.endsWith('Leaving date,Reason for leaving'), alumni.lines[0]);
    assert.ok(alumni.lines.slice(1).every((l) => l.includes(',Employee,Alumni,')));
    assert.equal((await get('/v2/people-csv/alumni?mode=edit', hr)).status, 400);
  });

  it('shows pay and bank with masked account numbers, the graph, community, rules and alerts from the data', async () => {
    const salaries = await ok(listResponse(salaryRowSchema), '/v2/people-salaries?sortColumn=BASE_SALARY&sortOrder=desc&pageSize=1000');
    assert.equal(salaries.items.length, await count('/v2/people-salaries/count'));
    assert.ok(salaries.items.every((r) => r.person.status !== 'ALUMNI'));
    const amounts = salaries.items.map((r) => r.baseSalaryJpy).filter((a): a is number => a !== null);
    assert.deepEqual(amounts, [...amounts].sort((a, b) => b - a));
    const withBank = salaries.items.find((r) => r.bankAccountNumberMasked);
    assert.ok(withBank && /^\*\*\*\*\d{1,4}$/.test(withBank.bankAccountNumberMasked!));
    const hourly = await ok(listResponse(salaryRowSchema), '/v2/people-salaries?payType=HOURLY&pageSize=1000');
    assert.ok(hourly.items.every((r) => r.payType === 'HOURLY'));

    const graph = await ok(peopleGraphSchema, '/v2/people-graph');
    const present = await count('/v2/people/count?category=ALL_ACTIVE') + await count('/v2/people/count?category=ALL_NEW_HIRE') + await count('/v2/people/count?category=ALL_LEAVING');
    assert.equal(graph.headcountByDepartment.reduce((s, d) => s + d.count, 0), present);
    assert.equal(graph.byWorkerType.reduce((s, d) => s + d.count, 0), present);
    assert.deepEqual(graph.joinersAndLeavers.map((m) => m.month), monthsUpTo(tokyoToday(), 12));

    // a worker born this month, one joined yesterday, one joined three years ago this month
    const today = tokyoToday();
    const [a, b, c] = await db().select({ id: people.id }).from(people).where(and(customer(), eq(people.status, 'ACTIVE'))).limit(3);
    await db().update(people).set({ birthDate: `1990-${today.slice(5, 7)}-01` }).where(eq(people.id, a!.id));
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await db().update(people).set({ joinedAt: yesterday }).where(eq(people.id, b!.id));
    await db().update(people).set({ joinedAt: `${Number(today.slice(0, 4)) - 3}-${today.slice(5, 7)}-01` }).where(eq(people.id, c!.id));
    const community = await ok(peopleCommunitySchema, '/v2/people-community');
    assert.equal(community.month, today.slice(0, 7));
    assert.ok(community.birthdays.some((r) => r.person.id === a!.id && r.day === 1));
    assert.ok(community.newJoiners.some((r) => r.person.id === b!.id && r.joinedAt === yesterday));
    assert.ok(community.anniversaries.some((r) => r.person.id === c!.id && r.years === 3));

    const rules = await ok(peopleRulesSchema, '/v2/people-rules');
    assert.equal(rules.alumniWindowMonths, 1);
    assert.equal(rules.catalogs.length, 17);
    const positions = rules.catalogs.find((r) => r.catalog === 'POSITION')!;
    const holding = await db().select({ n: sql<number>`count(*)::int` }).from(people).where(and(customer(), isNotNull(people.positionId)));
    assert.equal(positions.peopleUsing, holding[0]!.n);

    // an alumnus who still holds a device in service is an alert; their device count is right
    const [alumnus] = await db().select({ id: people.id }).from(people).where(and(customer(), eq(people.status, 'ALUMNI'))).limit(1);
    const [device] = await db().select({ id: devices.id }).from(devices).where(and(eq(devices.companyId, seedCompanyIds.customer), inArray(devices.lifecycleStatus, ['IN_SERVICE']))).limit(1);
    await db().update(devices).set({ assignedPersonId: alumnus!.id, assignedPlaceId: null }).where(eq(devices.id, device!.id));
    const alerts = await ok(listResponse(peopleAlertSchema), '/v2/people-alerts?kind=DEVICES&status=ALUMNI&pageSize=1000');
    const row = alerts.items.find((r) => r.person.id === alumnus!.id);
    assert.ok(row && row.devices >= 1);
    assert.ok(alerts.items.every((r) => r.person.status === 'ALUMNI' && r.devices > 0));
    assert.equal(await count('/v2/people-alerts/count?kind=DEVICES&status=ALUMNI'), alerts.items.length);
    // an unlinked active app account with the alumnus's e-mail in capitals counts as theirs (the matching rule)
    const [who] = await db().select({ id: people.id, email: people.email }).from(people).where(and(customer(), eq(people.status, 'ALUMNI'))).offset(1).limit(1);
    const [account] = await db().select({ id: appUsers.id }).from(appUsers).where(eq(appUsers.companyId, seedCompanyIds.customer)).limit(1);
    await db().update(appUsers).set({ personId: null, isActive: true, email: who!.email.toUpperCase() }).where(eq(appUsers.id, account!.id));
    const byEmail = await ok(listResponse(peopleAlertSchema), '/v2/people-alerts?kind=APP_ACCOUNTS&pageSize=1000');
    assert.ok((byEmail.items.find((r) => r.person.id === who!.id)?.appAccounts ?? 0) >= 1, 'matched by e-mail');
    assert.ok(byEmail.items.every((r) => r.appAccounts > 0));
    assert.equal((await get('/v2/people-alerts?kind=PHONES', hr)).status, 400);
  });
});
