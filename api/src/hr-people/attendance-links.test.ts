import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { attendanceLinkRowSchema, auditLogEntrySchema, clockingLogRowSchema, clockingResultSchema, clockingTerminalSchema, countResponseSchema, type AttendanceLinkRow } from '@kanri/contracts';
import { attendanceLinks, people, places, timeRecords } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { tokyoToday } from '../lib/tokyo-date';
import { startTestServer, type TestServer } from '../test/support';
import { tokyoTimeOfDay } from './attendance-links';

const linksOf = v.object({ items: v.array(attendanceLinkRowSchema) });
const logOf = v.object({ items: v.array(clockingLogRowSchema) });

describe('attendance links, clocking and the clocking log', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, cookie = hr, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const linkOf = async (placeId: string, cookie = hr) => {
    const res = await call('GET', `/v2/attendance-links/${placeId}`, undefined, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(attendanceLinkRowSchema, res.body);
  };
  /** An active place with a seeded link and its current workers, today's records cleared. */
  const terminal = async () => {
    const db = server.database.db;
    const rows = await db
      .select({ placeId: attendanceLinks.placeId, token: attendanceLinks.token })
      .from(attendanceLinks)
      .where(and(eq(attendanceLinks.companyId, seedCompanyIds.customer), eq(attendanceLinks.enabled, true)));
    for (const row of rows) {
      const workers = await db
        .select({ id: people.id, workerNumber: people.workerNumber, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa })
        .from(people)
        .where(and(eq(people.placeId, row.placeId), inArray(people.status, ['ACTIVE', 'NEW_HIRE', 'LEAVING'])));
      if (workers.length >= 2) {
        await db.delete(timeRecords).where(and(inArray(timeRecords.personId, workers.map((w) => w.id)), eq(timeRecords.workDate, tokyoToday())));
        return { ...row, workers };
      }
    }
    throw new Error('no seeded place with two workers');
  };

  before(async () => {
    server = await startTestServer({}, 60);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
  });
  after(() => server.close());

  it('lets HR and admins in, and answers 403 to IT, GA and a member', async () => {
    const { token, workers } = await terminal();
    for (const cookie of [admin, hr]) {
      assert.equal((await call('GET', '/v2/attendance-links', undefined, cookie)).status, 200);
      assert.equal((await call('GET', '/v2/time-records', undefined, cookie)).status, 200);
      assert.equal((await call('GET', `/v2/clocking/${token}`, undefined, cookie)).status, 200);
    }
    for (const email of [demoAccounts.it, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(email);
      for (const url of ['/v2/attendance-links', '/v2/attendance-links-count', '/v2/time-records', '/v2/time-records-count', `/v2/clocking/${token}`]) {
        assert.equal((await call('GET', url, undefined, cookie)).status, 403, `${email} ${url}`);
      }
      assert.equal((await call('POST', `/v2/clocking/${token}`, { workerNumber: workers[0]!.workerNumber, recordType: 'CLOCK_IN' }, cookie)).status, 403, email);
    }
    assert.equal((await server.app.inject({ method: 'GET', url: '/v2/attendance-links' })).statusCode, 401);
  });

  it('lists every place with its link or none, filters, sorts and counts them', async () => {
    const db = server.database.db;
    const all = await db.select({ id: places.id, status: places.status }).from(places).where(eq(places.companyId, seedCompanyIds.customer));
    const res = await call('GET', '/v2/attendance-links?pageSize=1000');
    const items = v.parse(linksOf, res.body).items;
    assert.equal(items.length, all.length);
    // the seed gives every active place a link and no other place one
    for (const row of items) assert.equal(row.link !== null, row.place.status === 'ACTIVE', row.place.code);
    const codes = items.map((r) => r.place.code);
    assert.deepEqual(codes, [...codes].sort());
    const none = v.parse(linksOf, (await call('GET', '/v2/attendance-links?linkState=NONE&pageSize=1000')).body).items;
    assert.ok(none.length > 0 && none.every((r) => r.link === null));
    const count = v.parse(countResponseSchema, (await call('GET', '/v2/attendance-links-count?linkState=NONE')).body).count;
    assert.equal(count, none.length);
    const byState = v.parse(linksOf, (await call('GET', '/v2/attendance-links?sortColumn=STATE&sortOrder=desc&pageSize=1000')).body).items;
    assert.equal(byState[0]!.link, null, 'no link sorts last ascending, first descending');
    const first = items[0]!;
    const found = v.parse(linksOf, (await call('GET', `/v2/attendance-links?freeText=${encodeURIComponent(first.place.code)}`)).body).items;
    assert.ok(found.some((r) => r.place.id === first.place.id));
    // names follow the request's language
    const en = await call('GET', `/v2/attendance-links/${first.place.id}`, undefined, hr, { 'accept-language': 'en-US' });
    const ja = await call('GET', `/v2/attendance-links/${first.place.id}`, undefined, hr, { 'accept-language': 'ja-JP' });
    assert.notEqual(en.body.place.name, ja.body.place.name);
  });

  it('cuts the page first and counts each listed place\'s current workers: every page, sort and filter agrees with the place\'s own row, the people table and the count', async () => {
    const db = server.database.db;
    const workers = await db
      .select({ placeId: people.placeId })
      .from(people)
      .where(and(eq(people.companyId, seedCompanyIds.customer), inArray(people.status, ['ACTIVE', 'NEW_HIRE', 'LEAVING'])));
    const expected = new Map<string, number>();
    for (const w of workers) if (w.placeId) expected.set(w.placeId, (expected.get(w.placeId) ?? 0) + 1);
    assert.ok([...expected.values()].some((n) => n > 1), 'the seed has places with several workers');
    for (const lang of ['ja-JP', 'en-US']) {
      const headers = { 'accept-language': lang };
      for (const sort of ['CODE', 'PLACE', 'STATE'])
        for (const order of ['asc', 'desc'])
          for (const filter of ['', '&linkState=NONE&linkState=ENABLED', '&freeText=a']) {
            const q = `sortColumn=${sort}&sortOrder=${order}${filter}`;
            const all = v.parse(linksOf, (await call('GET', `/v2/attendance-links?${q}&pageSize=1000`, undefined, hr, headers)).body).items;
            const count = v.parse(countResponseSchema, (await call('GET', `/v2/attendance-links-count?${filter.slice(1)}`, undefined, hr, headers)).body).count;
            assert.equal(count, all.length, q);
            for (const row of all) {
              assert.equal(row.peopleCount, expected.get(row.place.id) ?? 0, `${q} ${row.place.code}`);
              if (sort === 'CODE' && order === 'asc' && !filter) assert.deepEqual(row, (await call('GET', `/v2/attendance-links/${row.place.id}`, undefined, hr, headers)).body, row.place.code);
            }
            // later pages are slices of the whole list, in its order (the tie-breaker keeps them apart)
            for (const pageIndex of [0, 1, 2]) {
              const part = v.parse(linksOf, (await call('GET', `/v2/attendance-links?${q}&pageSize=3&pageIndex=${pageIndex}`, undefined, hr, headers)).body).items;
              assert.deepEqual(part, all.slice(pageIndex * 3, pageIndex * 3 + 3), `${q} page ${pageIndex}`);
            }
          }
    }
  });

  it('answers 400 with field paths for a bad query and 404 for an id that is not a place', async () => {
    const bad = await call('GET', '/v2/attendance-links?pageSize=0&linkState=SOMETIMES&sortColumn=NOPE');
    assert.equal(bad.status, 400);
    const paths = (bad.body.fieldErrors as { path: string }[]).map((e) => e.path).sort();
    assert.deepEqual(paths, ['linkState.0', 'pageSize', 'sortColumn']);
    const log = await call('GET', '/v2/time-records?dateFrom=2026-13-01&recordType=LUNCH&placeId=x');
    assert.equal(log.status, 400);
    assert.deepEqual((log.body.fieldErrors as { path: string }[]).map((e) => e.path).sort(), ['dateFrom', 'placeId.0', 'recordType.0']);
    const order = await call('GET', '/v2/time-records?dateFrom=2026-02-10&dateTo=2026-02-01');
    assert.equal(order.status, 400);
    assert.deepEqual(order.body.fieldErrors.map((e: { path: string }) => e.path), ['dateTo']);
    assert.equal((await call('GET', '/v2/attendance-links/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/attendance-links/00000000-0000-4000-8000-0000000000ff')).status, 404);
    const body = await call('POST', '/v2/clocking/abcdefghijklmnopqrstuvwxyz', { workerNumber: '', recordType: 'NAP' });
    assert.equal(body.status, 400);
    assert.deepEqual(body.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['recordType', 'workerNumber']);
    const patch = await call('PATCH', `/v2/attendance-links/00000000-0000-4000-8000-0000000000ff`, { enabled: 'yes', version: 0 });
    assert.equal(patch.status, 400);
    assert.deepEqual(patch.body.fieldErrors.map((e: { path: string }) => e.path).sort(), ['enabled', 'version']);
  });

  it('clocks in, breaks and out in Tokyo time, and refuses impossible sequences with a reason', async () => {
    const { token, workers, placeId } = await terminal();
    const worker = workers[0]!;
    const clock = (recordType: string, headers: Record<string, string> = { 'accept-language': 'en-US' }) =>
      call('POST', `/v2/clocking/${token}`, { workerNumber: ` ${worker.workerNumber} `, recordType }, hr, headers);

    const outFirst = await clock('CLOCK_OUT');
    assert.equal(outFirst.status, 409);
    assert.match(outFirst.body.message, /not clocked in today/);
    assert.equal(outFirst.body.fieldErrors[0].path, 'recordType');
    assert.equal((await clock('REST_END')).status, 409);
    assert.equal((await clock('REST_START')).status, 409);

    const before = tokyoTimeOfDay();
    const inRes = await clock('CLOCK_IN');
    assert.equal(inRes.status, 201, JSON.stringify(inRes.body));
    const result = v.parse(clockingResultSchema, inRes.body);
    assert.equal(result.record.workDate, tokyoToday());
    assert.ok(result.record.time >= before && result.record.time <= tokyoTimeOfDay(), result.record.time);
    assert.equal(result.person.state, 'WORKING');
    assert.deepEqual(result.person.allowedClockings, ['REST_START', 'CLOCK_OUT']);

    const second = await clock('CLOCK_IN', { 'accept-language': 'ja-JP' });
    assert.equal(second.status, 409);
    assert.equal(second.body.code, 'CONFLICT');
    assert.ok(/[ぁ-んァ-ン一-龥]/.test(second.body.message), second.body.message);

    assert.equal((await clock('REST_START')).status, 201);
    const outOnBreak = await clock('CLOCK_OUT');
    assert.equal(outOnBreak.status, 409);
    assert.match(outOnBreak.body.message, /break/);
    assert.equal((await clock('REST_START')).status, 409);
    assert.equal((await clock('REST_END')).status, 201);
    const out = await clock('CLOCK_OUT');
    assert.equal(out.status, 201);
    assert.equal(v.parse(clockingResultSchema, out.body).person.state, 'CLOCKED_OUT');
    assert.equal((await clock('CLOCK_OUT')).status, 409);

    const stored = await server.database.db.select().from(timeRecords).where(and(eq(timeRecords.personId, worker.id), eq(timeRecords.workDate, tokyoToday())));
    assert.deepEqual(stored.map((r) => r.recordType).sort(), ['CLOCK_IN', 'CLOCK_OUT', 'REST_END', 'REST_START']);
    assert.ok(stored.every((r) => r.source === 'CLOCKING' && r.placeId === placeId && !r.isEdited));

    // the terminal shows the person's state; someone not of the place cannot clock there
    const view = v.parse(clockingTerminalSchema, (await call('GET', `/v2/clocking/${token}`)).body);
    assert.equal(view.people.find((p) => p.id === worker.id)!.state, 'CLOCKED_OUT');
    assert.equal(view.workDate, tokyoToday());
    const [outsider] = await server.database.db
      .select({ workerNumber: people.workerNumber })
      .from(people)
      .where(and(eq(people.companyId, seedCompanyIds.customer), eq(people.status, 'ALUMNI')))
      .limit(1);
    const refused = await call('POST', `/v2/clocking/${token}`, { workerNumber: outsider!.workerNumber, recordType: 'CLOCK_IN' });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.fieldErrors[0].path, 'workerNumber');

    // the log has the records, newest first, with the person and the place
    const log = v.parse(logOf, (await call('GET', `/v2/time-records?freeText=${worker.workerNumber}&dateFrom=${tokyoToday()}&dateTo=${tokyoToday()}`)).body).items;
    assert.deepEqual(log.map((r) => r.recordType), ['CLOCK_OUT', 'REST_END', 'REST_START', 'CLOCK_IN']);
    assert.ok(log.every((r) => r.person.id === worker.id && r.place?.id === placeId && r.source === 'CLOCKING'));
    const count = v.parse(countResponseSchema, (await call('GET', `/v2/time-records-count?freeText=${worker.workerNumber}&dateFrom=${tokyoToday()}&recordType=CLOCK_IN`)).body).count;
    assert.equal(count, 1);
  });

  it('marks edited records and filters them', async () => {
    const db = server.database.db;
    const { workers, placeId } = await terminal();
    const [record] = await db
      .insert(timeRecords)
      .values({ companyId: seedCompanyIds.customer, personId: workers[1]!.id, placeId, workDate: '2026-01-05', recordType: 'CLOCK_OUT', time: '18:00', source: 'EDIT', isEdited: true, editReason: '打刻漏れ' })
      .returning();
    const edited = v.parse(logOf, (await call('GET', '/v2/time-records?editedOnly=true&pageSize=1000')).body).items;
    assert.ok(edited.length >= 1 && edited.every((r) => r.isEdited));
    assert.equal(edited.find((r) => r.id === record!.id)?.editReason, '打刻漏れ');
  });

  it('reissues a link: the old token is refused, the new one works; disabling stops it; each change is audited', async () => {
    const { placeId, token: oldToken } = await terminal();
    const before = await linkOf(placeId);
    const reissued = await call('POST', `/v2/attendance-links/${placeId}/reissue`, undefined, admin);
    assert.equal(reissued.status, 200);
    const after: AttendanceLinkRow = v.parse(attendanceLinkRowSchema, reissued.body);
    assert.notEqual(after.link!.token, oldToken);
    assert.ok(after.link!.token.length >= 43);
    assert.ok(after.link!.rotatedAt);
    assert.equal(after.link!.clockingPath, `/time-and-attendance/clocking?token=${encodeURIComponent(after.link!.token)}`);
    const old = await call('GET', `/v2/clocking/${oldToken}`, undefined, hr, { 'accept-language': 'en-US' });
    assert.equal(old.status, 404);
    assert.match(old.body.message, /reissued/);
    assert.equal((await call('GET', `/v2/clocking/${after.link!.token}`)).status, 200);

    const stale = await call('PATCH', `/v2/attendance-links/${placeId}`, { enabled: false, version: before.link!.version });
    assert.equal(stale.status, 409);
    const disabled = await call('PATCH', `/v2/attendance-links/${placeId}`, { enabled: false, version: after.link!.version });
    assert.equal(disabled.status, 200);
    assert.equal(disabled.body.link.enabled, false);
    const refused = await call('GET', `/v2/clocking/${after.link!.token}`, undefined, hr, { 'accept-language': 'en-US' });
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /disabled/);
    const enabled = await call('PATCH', `/v2/attendance-links/${placeId}`, { enabled: true, version: disabled.body.link.version });
    assert.equal(enabled.body.link.enabled, true);

    const history = await call('GET', `/v2/audit-logs?resourceType=ATTENDANCE_LINK&resourceId=${placeId}`, undefined, admin);
    assert.equal(history.status, 200, JSON.stringify(history.body));
    const entries = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), history.body).items;
    assert.equal(entries.length, 3);
    assert.ok(entries.every((e) => !JSON.stringify(e).includes(after.link!.token)), 'the audit log never holds a token');
  });

  it('refuses a token older than its lifetime (180 days by default) with the message the terminal shows, until the link is reissued', async () => {
    const { placeId, token, workers } = await terminal();
    const issued = new Date(Date.now() - 181 * 86_400_000);
    await server.database.db.update(attendanceLinks).set({ createdAt: issued, rotatedAt: issued }).where(eq(attendanceLinks.placeId, placeId));
    const expired = await call('GET', `/v2/clocking/${token}`, undefined, hr, { 'accept-language': 'en-US' });
    assert.equal(expired.status, 409);
    assert.equal(expired.body.code, 'CONFLICT');
    assert.match(expired.body.message, /expired/);
    assert.equal((await call('POST', `/v2/clocking/${token}`, { workerNumber: workers[0]!.workerNumber, recordType: 'CLOCK_IN' })).status, 409);
    const reissued = v.parse(attendanceLinkRowSchema, (await call('POST', `/v2/attendance-links/${placeId}/reissue`, undefined, admin)).body);
    assert.equal((await call('GET', `/v2/clocking/${reissued.link!.token}`)).status, 200);
  });

  it('creates a link for a place without one, once', async () => {
    const none = v.parse(linksOf, (await call('GET', '/v2/attendance-links?linkState=NONE')).body).items[0]!;
    const created = await call('POST', `/v2/attendance-links/${none.place.id}`);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.link.enabled, true);
    assert.equal((await call('POST', `/v2/attendance-links/${none.place.id}`)).status, 409);
    const history = await call('GET', `/v2/audit-logs?resourceType=ATTENDANCE_LINK&resourceId=${none.place.id}`, undefined, admin);
    const entries = v.parse(v.object({ items: v.array(auditLogEntrySchema) }), history.body).items;
    assert.deepEqual(entries.map((e) => e.action), ['CREATE']);
  });

  it('keeps to the caller\'s company: another company\'s place and token are unknown', async () => {
    const db = server.database.db;
    const [place] = await db.insert(places).values({ companyId: seedCompanyIds.supplier, code: 'SUP-1', nameJa: '他社拠点', nameEn: 'Other place', status: 'ACTIVE' }).returning();
    const token = 'supplier-token-0123456789abcdefghijklmnopqrstuv';
    await db.insert(attendanceLinks).values({ companyId: seedCompanyIds.supplier, placeId: place!.id, token });
    assert.equal((await call('GET', `/v2/attendance-links/${place!.id}`)).status, 404);
    assert.equal((await call('POST', `/v2/attendance-links/${place!.id}/reissue`)).status, 404);
    assert.equal((await call('GET', `/v2/clocking/${token}`)).status, 404);
    const list = v.parse(linksOf, (await call('GET', '/v2/attendance-links?pageSize=1000')).body).items;
    assert.ok(!list.some((r) => r.place.id === place!.id));
    // another company's records stay out of the log
    const [outsider] = await db.select({ id: people.id }).from(people).where(eq(people.companyId, seedCompanyIds.supplier)).limit(1);
    assert.ok(outsider, 'the demo supplier company has its person');
    const [foreign] = await db
      .insert(timeRecords)
      .values({ companyId: seedCompanyIds.supplier, personId: outsider!.id, placeId: place!.id, workDate: '2026-01-06', recordType: 'CLOCK_IN', time: '09:00', source: 'CLOCKING' })
      .returning();
    const log = v.parse(logOf, (await call('GET', '/v2/time-records?dateFrom=2026-01-06&dateTo=2026-01-06&pageSize=1000')).body).items;
    assert.ok(!log.some((r) => r.id === foreign!.id));
  });
});
