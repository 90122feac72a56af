import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import {
  attendanceDayRowSchema,
  attendancePersonMonthRowSchema,
  attendancePersonMonthSchema,
  attendancePlaceMonthRowSchema,
  countResponseSchema,
} from '@kanri/contracts';
import { auditLogs, people, timeRecords } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { tokyoToday } from '../lib/tokyo-date';
import { startTestServer, testNow, type TestServer } from '../test/support';
import { monthRange } from './time-and-attendance';

const daysOf = v.object({ items: v.array(attendanceDayRowSchema) });
const personMonthsOf = v.object({ items: v.array(attendancePersonMonthRowSchema) });
const placeMonthsOf = v.object({ items: v.array(attendancePlaceMonthRowSchema) });

/** A day far before the seeded months, so the records each test writes are the only ones. */
const day = '2023-05-10';

describe('time and attendance summaries and day edits', () => {
  let server: TestServer;
  let admin: string;
  let hr: string;
  let alice: { id: string; workerNumber: string; placeId: string | null };
  let bob: { id: string; workerNumber: string; placeId: string | null };
  const call = async (method: 'GET' | 'PATCH', url: string, body?: unknown, cookie = hr, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, ...headers } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const ok = async <S extends v.GenericSchema>(schema: S, url: string, cookie = hr, headers: Record<string, string> = {}) => {
    const res = await call('GET', url, undefined, cookie, headers);
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return v.parse(schema, res.body);
  };
  const paths = (body: { fieldErrors?: { path: string }[] }) => (body.fieldErrors ?? []).map((f) => f.path).sort();
  const insert = async (personId: string, placeId: string | null, date: string, records: [string, string][], companyId: string = seedCompanyIds.customer) => {
    const rows = await server.database.db
      .insert(timeRecords)
      .values(records.map(([recordType, time]) => ({ companyId, personId, placeId, workDate: date, recordType: recordType as 'CLOCK_IN', time, source: 'CLOCKING' as const })))
      .returning({ id: timeRecords.id, recordType: timeRecords.recordType, time: timeRecords.time });
    return rows;
  };

  before(async () => {
    server = await startTestServer({}, 40);
    admin = await server.signIn(demoAccounts.admin);
    hr = await server.signIn(demoAccounts.hr);
    const two = await server.database.db
      .select({ id: people.id, workerNumber: people.workerNumber, placeId: people.placeId })
      .from(people)
      .where(and(eq(people.companyId, seedCompanyIds.customer), eq(people.status, 'ACTIVE')))
      .orderBy(asc(people.workerNumber))
      .limit(2);
    [alice, bob] = [two[0]!, two[1]!];
  });
  after(() => server.close());

  it('lets HR and admins in, and answers 403 to IT, GA and a member (401 without a session)', async () => {
    const gets = [`/v2/attendance-days?date=${day}`, `/v2/attendance-days-count?date=${day}`, '/v2/attendance-place-months', '/v2/attendance-person-months', '/v2/attendance-person-months-count'];
    for (const cookie of [admin, hr]) {
      for (const url of [...gets, `/v2/attendance-person-months/${alice.id}`]) assert.equal((await call('GET', url, undefined, cookie)).status, 200, url);
    }
    const edit = { personId: alice.id, date: day, reason: 'x', creates: [{ recordType: 'CLOCK_IN', time: '09:00' }] };
    for (const email of [demoAccounts.it, demoAccounts.ga, demoAccounts.member]) {
      const cookie = await server.signIn(email);
      for (const url of [...gets, `/v2/attendance-person-months/${alice.id}`]) assert.equal((await call('GET', url, undefined, cookie)).status, 403, `${email} ${url}`);
      assert.equal((await call('PATCH', '/v2/time-records', edit, cookie)).status, 403, email);
    }
    assert.equal((await server.app.inject({ method: 'GET', url: '/v2/attendance-place-months' })).statusCode, 401);
    assert.equal((await server.database.db.select().from(timeRecords).where(eq(timeRecords.workDate, day))).length, 0, 'a refused edit writes nothing');
  });

  it('seeds the previous month with working days and realistic errors', async () => {
    const today = tokyoToday(testNow);
    const prev = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
    const [year, month] = [prev.getUTCFullYear(), prev.getUTCMonth() + 1];
    const rows = (await ok(personMonthsOf, `/v2/attendance-person-months?year=${year}&month=${month}&pageSize=1000`)).items;
    assert.ok(rows.length >= 5, `people with records: ${rows.length}`);
    assert.ok(rows.some((r) => r.errorDayCount > 0), 'someone has an error day');
    assert.ok(rows.every((r) => r.totalWorkingDays <= 23 && r.totalWorkingTimeMinutes > 0));
    const { count } = await ok(countResponseSchema, `/v2/attendance-person-months-count?year=${year}&month=${month}`);
    assert.equal(count, rows.length);
    const places = (await ok(placeMonthsOf, `/v2/attendance-place-months?year=${year}&month=${month}`)).items;
    assert.equal(places.reduce((n, p) => n + p.errorDayCount, 0), rows.reduce((n, r) => n + r.errorDayCount, 0));
    assert.equal(places.reduce((n, p) => n + p.totalWorkingTimeMinutes, 0), rows.reduce((n, r) => n + r.totalWorkingTimeMinutes, 0));
    // every error kind of the seed shows up somewhere in the month
    const withErrors = rows.filter((r) => r.errorDayCount > 0).slice(0, 40);
    const kinds = new Set<string>();
    for (const r of withErrors) {
      const m = await ok(attendancePersonMonthSchema, `/v2/attendance-person-months/${r.person.id}?year=${year}&month=${month}`);
      assert.equal(m.errorDayCount, m.days.filter((d) => !d.isValid).length);
      // the list's totals (records grouped by PostgreSQL) are the person's month's (every record read)
      assert.deepEqual([r.totalWorkingDays, r.totalWorkingTimeMinutes, r.errorDayCount], [m.totalWorkingDays, m.totalWorkingTimeMinutes, m.errorDayCount], r.person.name);
      for (const d of m.days) {
        for (const e of d.clockInErrors) kinds.add(`in:${e}`);
        for (const e of d.clockOutErrors) kinds.add(`out:${e}`);
        for (const rest of d.restTimes) for (const e of rest.errors) kinds.add(`rest:${e}`);
      }
    }
    for (const kind of ['in:MISSING', 'out:MISSING', 'rest:OVERLAP', 'rest:MISSING_END']) assert.ok(kinds.has(kind), `${kind} in ${[...kinds].join()}`);
  });

  it('sums each place\'s month from its people\'s records there: the seeded month and a day split across places', async () => {
    /** A place's row as its people's months at that place (each read record by record) add up. */
    const expectedOf = async (year: number, month: number, placeId: string) => {
      const listed = (await ok(personMonthsOf, `/v2/attendance-person-months?year=${year}&month=${month}&placeId=${placeId}&pageSize=1000`)).items;
      const sum = { workingPeopleCount: 0, totalWorkingDays: 0, totalWorkingTimeMinutes: 0, errorDayCount: 0, errorPeopleCount: 0 };
      for (const r of listed) {
        const m = await ok(attendancePersonMonthSchema, `/v2/attendance-person-months/${r.person.id}?year=${year}&month=${month}&placeId=${placeId}`);
        sum.workingPeopleCount += m.totalWorkingDays > 0 ? 1 : 0;
        sum.errorPeopleCount += m.errorDayCount > 0 ? 1 : 0;
        sum.totalWorkingDays += m.totalWorkingDays;
        sum.totalWorkingTimeMinutes += m.totalWorkingTimeMinutes;
        sum.errorDayCount += m.errorDayCount;
      }
      return sum;
    };
    const today = tokyoToday(testNow);
    const prev = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
    const [year, month] = [prev.getUTCFullYear(), prev.getUTCMonth() + 1];
    const seeded = (await ok(placeMonthsOf, `/v2/attendance-place-months?year=${year}&month=${month}`)).items;
    assert.ok(seeded.filter((r) => r.place).length >= 1 && seeded.some((r) => r.errorDayCount > 0));
    for (const { place, ...totals } of seeded) {
      assert.ok(place, 'the seed clocks at places only');
      assert.deepEqual(totals, await expectedOf(year, month, place.id), place.name);
    }

    // July 2023 (no seeded records): Alice works at her place, forgets a clock-out at no place,
    // and clocks in at her place and out at no place on the 5th (one day at each: two errors)
    const placeId = alice.placeId!;
    // entered last first: the month's text keeps no order, the day's summary sorts its records
    await insert(alice.id, placeId, '2023-07-03', [['CLOCK_OUT', '18:00'], ['REST_END', '13:00'], ['REST_START', '12:00'], ['CLOCK_IN', '09:00']]);
    await insert(alice.id, null, '2023-07-04', [['CLOCK_IN', '09:00']]);
    await insert(alice.id, placeId, '2023-07-05', [['CLOCK_IN', '09:00']]);
    await insert(alice.id, null, '2023-07-05', [['CLOCK_OUT', '18:00']]);
    await insert(bob.id, placeId, '2023-07-03', [['CLOCK_IN', '08:30'], ['REST_START', '12:00'], ['REST_START', '12:30'], ['REST_END', '13:00'], ['REST_END', '13:30'], ['CLOCK_OUT', '17:30']]);
    const july = (await ok(placeMonthsOf, '/v2/attendance-place-months?year=2023&month=7')).items;
    assert.deepEqual(
      july.map((r) => r.place?.id ?? null),
      [placeId, null],
      'by place code, records without a place last',
    );
    const { place: _place, ...atPlace } = july[0]!;
    assert.deepEqual(atPlace, await expectedOf(2023, 7, placeId));
    assert.deepEqual(atPlace, { workingPeopleCount: 2, totalWorkingDays: 3, totalWorkingTimeMinutes: (9 * 60 - 60) + (9 * 60 - 90), errorDayCount: 2, errorPeopleCount: 2 });
    const { place: _none, ...noPlace } = july[1]!;
    assert.deepEqual(noPlace, { workingPeopleCount: 1, totalWorkingDays: 1, totalWorkingTimeMinutes: 0, errorDayCount: 2, errorPeopleCount: 1 });
  });

  it('lists a day by place: one row per person with the summary, errors only, sort by errors, freeText, count', async () => {
    await insert(alice.id, alice.placeId, day, [['CLOCK_IN', '09:00'], ['REST_START', '12:00'], ['REST_END', '13:00']]);
    await insert(bob.id, bob.placeId, day, [['CLOCK_IN', '08:45'], ['REST_START', '12:00'], ['REST_END', '12:45'], ['CLOCK_OUT', '18:00']]);
    const rows = (await ok(daysOf, `/v2/attendance-days?date=${day}&sortColumn=WORKER_NUMBER`)).items;
    assert.deepEqual(rows.map((r) => r.person.id), [alice.id, bob.id]);
    assert.deepEqual(rows[0]!.clockOutErrors, ['MISSING']);
    assert.equal(rows[0]!.isValid, false);
    assert.equal(rows[1]!.isValid, true);
    assert.equal(rows[1]!.totalBreakTimeMinutes, 45);
    assert.equal(rows[1]!.totalWorkingTimeMinutes, 9 * 60 + 15 - 45);
    assert.equal(rows[1]!.date, day);
    assert.equal(rows[1]!.place?.id, bob.placeId);
    const errorsOnly = (await ok(daysOf, `/v2/attendance-days?date=${day}&errorsOnly=true`)).items;
    assert.deepEqual(errorsOnly.map((r) => r.person.id), [alice.id]);
    assert.equal((await ok(countResponseSchema, `/v2/attendance-days-count?date=${day}&errorsOnly=true`)).count, 1);
    const errorsFirst = (await ok(daysOf, `/v2/attendance-days?date=${day}&sortColumn=ERRORS&sortOrder=asc`)).items;
    assert.equal(errorsFirst[0]!.person.id, alice.id);
    const byText = (await ok(daysOf, `/v2/attendance-days?date=${day}&freeText=${bob.workerNumber}`)).items;
    assert.deepEqual(byText.map((r) => r.person.id), [bob.id]);
    if (bob.placeId && bob.placeId !== alice.placeId) {
      assert.deepEqual((await ok(daysOf, `/v2/attendance-days?date=${day}&placeId=${bob.placeId}`)).items.map((r) => r.person.id), [bob.id]);
    }
    const paged = (await ok(daysOf, `/v2/attendance-days?date=${day}&sortColumn=WORKER_NUMBER&pageSize=1&pageIndex=1`)).items;
    assert.deepEqual(paged.map((r) => r.person.id), [bob.id]);
    // names in the request's language: Japanese family name first
    const [ja] = (await ok(daysOf, `/v2/attendance-days?date=${day}&freeText=${bob.workerNumber}`, hr, { 'accept-language': 'ja-JP' })).items;
    const [p] = await server.database.db.select().from(people).where(eq(people.id, bob.id));
    assert.equal(ja!.person.name, `${p!.familyNameJa} ${p!.givenNameJa}`);
  });

  it('sorts a day\'s rows before cutting the page: a person at two places keeps the order of their first records, clock-in and clock-out sorts, pages are slices, the count agrees', async () => {
    const date = '2023-08-01';
    const placeId = alice.placeId!;
    // entered out of time order: the row at her place is made first, its record is later in the day
    await insert(alice.id, placeId, date, [['CLOCK_OUT', '18:00']]);
    await insert(alice.id, null, date, [['CLOCK_IN', '08:30']]);
    await insert(bob.id, placeId, date, [['CLOCK_IN', '08:00'], ['CLOCK_OUT', '17:00']]);
    const rowsOf = async (query: string) => (await ok(daysOf, `/v2/attendance-days?date=${date}&${query}`)).items.map((r) => `${r.person.id === alice.id ? 'alice' : 'bob'}@${r.place ? 'place' : 'none'}`);
    for (const order of ['asc', 'desc']) {
      const byPerson = await rowsOf(`sortColumn=PERSON&sortOrder=${order}`);
      assert.ok(byPerson.indexOf('alice@none') < byPerson.indexOf('alice@place'), `${order}: ${byPerson.join()}`);
    }
    assert.deepEqual(await rowsOf('sortColumn=CLOCK_IN&sortOrder=asc'), ['bob@place', 'alice@none', 'alice@place']);
    assert.deepEqual(await rowsOf('sortColumn=CLOCK_OUT&sortOrder=desc'), ['alice@none', 'alice@place', 'bob@place']);
    for (const sort of ['PERSON', 'WORKER_NUMBER', 'PLACE', 'CLOCK_IN', 'CLOCK_OUT', 'WORKING_TIME', 'ERRORS'])
      for (const filter of ['', '&errorsOnly=true']) {
        const all = (await ok(daysOf, `/v2/attendance-days?date=${date}&sortColumn=${sort}${filter}`)).items;
        assert.equal(all.length, filter ? 2 : 3);
        assert.equal((await ok(countResponseSchema, `/v2/attendance-days-count?date=${date}${filter}`)).count, all.length);
        for (const pageIndex of [0, 1, 2]) {
          const part = (await ok(daysOf, `/v2/attendance-days?date=${date}&sortColumn=${sort}${filter}&pageSize=1&pageIndex=${pageIndex}`)).items;
          assert.deepEqual(part, all.slice(pageIndex, pageIndex + 1), `${sort}${filter} page ${pageIndex}`);
        }
      }
  });

  it('refuses bad queries with 400 and the field path (month is 1-based)', async () => {
    for (const [url, path] of [
      ['/v2/attendance-place-months?month=13', 'month'],
      ['/v2/attendance-place-months?month=0', 'month'],
      ['/v2/attendance-person-months?month=x', 'month'],
      ['/v2/attendance-days?date=2023-02-30', 'date'],
      ['/v2/attendance-days?placeId=nope', 'placeId'],
      [`/v2/attendance-person-months/${alice.id}?year=1999`, 'year'],
    ] as const) {
      const res = await call('GET', url);
      assert.equal(res.status, 400, url);
      assert.deepEqual(paths(res.body), [path], url);
    }
    assert.equal((await call('GET', '/v2/attendance-person-months/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/attendance-person-months/00000000-0000-4000-8000-00000000ffff')).status, 404);
  });

  it('refuses bad edit payloads with field paths and writes nothing', async () => {
    const [carolRecord] = await insert(bob.id, bob.placeId, '2023-05-11', [['CLOCK_IN', '09:00']]);
    const base = { personId: alice.id, date: day, reason: '打刻忘れ' };
    const cases: [unknown, string[]][] = [
      [{ ...base, creates: [{ recordType: 'CLOCK_OUT', time: '24:00' }] }, ['creates.0.time']],
      [{ ...base, creates: [{ recordType: 'CLOCK_OUT', time: '9:00' }] }, ['creates.0.time']],
      [{ ...base, creates: [{ recordType: 'REST_START', time: '15:00' }] }, ['creates.0.recordType']],
      [{ ...base, reason: '  ', creates: [{ recordType: 'CLOCK_OUT', time: '18:00' }] }, ['reason']],
      [{ personId: alice.id, date: day, creates: [{ recordType: 'CLOCK_OUT', time: '18:00' }] }, ['reason']],
      [{ ...base }, ['creates']],
      [{ ...base, date: '2023-13-01', creates: [{ recordType: 'CLOCK_OUT', time: '18:00' }] }, ['date']],
      [{ ...base, updates: [{ timeRecordId: 'x', time: '10:00', version: 1 }] }, ['updates.0.timeRecordId']],
      [{ ...base, updates: [{ timeRecordId: '00000000-0000-4000-8000-00000000ffff', time: '10:00' }] }, ['updates.0.version']],
      // a record of another person's day
      [{ ...base, updates: [{ timeRecordId: carolRecord!.id, time: '10:00', version: 1 }] }, ['updates.0.timeRecordId']],
      [{ ...base, deletes: [{ timeRecordId: '00000000-0000-4000-8000-00000000ffff', version: 1 }] }, ['deletes.0.timeRecordId']],
      [{ ...base, personId: '00000000-0000-4000-8000-00000000ffff', creates: [{ recordType: 'CLOCK_OUT', time: '18:00' }] }, ['personId']],
      [{ ...base, date: '2999-01-01', creates: [{ recordType: 'CLOCK_OUT', time: '18:00' }] }, ['date']],
    ];
    for (const [body, expected] of cases) {
      const res = await call('PATCH', '/v2/time-records', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(paths(res.body), expected, JSON.stringify(body));
    }
    const [aliceIn] = await server.database.db.select().from(timeRecords).where(and(eq(timeRecords.personId, alice.id), eq(timeRecords.workDate, day), eq(timeRecords.recordType, 'CLOCK_IN')));
    const twice = await call('PATCH', '/v2/time-records', { ...base, updates: [{ timeRecordId: aliceIn!.id, time: '09:10', version: 1 }], deletes: [{ timeRecordId: aliceIn!.id, version: 1 }] });
    assert.equal(twice.status, 400);
    assert.deepEqual(paths(twice.body), ['deletes.0.timeRecordId']);
    const aliceDay = await server.database.db.select().from(timeRecords).where(and(eq(timeRecords.personId, alice.id), eq(timeRecords.workDate, day)));
    assert.equal(aliceDay.length, 3);
    assert.ok(aliceDay.every((r) => !r.isEdited && r.time !== '09:10'));
  });

  it('fixes a missing clock-out with a reason: the answer is the recomputed day, records are marked edited, the audit log keeps before and after', async () => {
    const res = await call('PATCH', '/v2/time-records', { personId: alice.id, date: day, reason: '  打刻忘れ（上長確認済み） ', creates: [{ recordType: 'CLOCK_OUT', time: '18:30' }] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const fixed = v.parse(attendanceDayRowSchema, res.body);
    assert.equal(fixed.isValid, true);
    assert.deepEqual(fixed.clockOutErrors, []);
    assert.equal(fixed.totalWorkingTimeMinutes, 9 * 60 + 30 - 60);
    assert.deepEqual(fixed.clockOuts.map((o) => [o.time, o.isEdited, o.editReason]), [['18:30', true, '打刻忘れ（上長確認済み）']]);
    assert.equal(fixed.clockIns[0]!.isEdited, false);
    assert.equal(fixed.person.id, alice.id);
    const [stored] = await server.database.db.select().from(timeRecords).where(and(eq(timeRecords.personId, alice.id), eq(timeRecords.workDate, day), eq(timeRecords.recordType, 'CLOCK_OUT')));
    assert.equal(stored!.source, 'EDIT');
    assert.equal(stored!.placeId, alice.placeId);
    assert.ok(stored!.editedBy && stored!.editedAt);
    const [entry] = await server.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'TIME_RECORD'), eq(auditLogs.resourceId, alice.id)))
      .orderBy(desc(auditLogs.occurredAt), desc(auditLogs.seq))
      .limit(1);
    assert.equal(entry!.companyId, seedCompanyIds.customer);
    assert.ok(entry!.changes.some((c) => c.field === 'reason' && c.after === '打刻忘れ（上長確認済み）'), JSON.stringify(entry!.changes));
    assert.ok(entry!.changes.some((c) => c.field === `records.${stored!.id}` && c.before === null && c.after === 'CLOCK_OUT 18:30'), JSON.stringify(entry!.changes));
    // the list shows the same recomputed day
    const [row] = (await ok(daysOf, `/v2/attendance-days?date=${day}&freeText=${alice.workerNumber}`)).items;
    assert.equal(row!.isValid, true);
  });

  it('updates and deletes in one payload, and the server recomputes the errors it causes', async () => {
    const records = await server.database.db.select().from(timeRecords).where(and(eq(timeRecords.personId, alice.id), eq(timeRecords.workDate, day)));
    const clockIn = records.find((r) => r.recordType === 'CLOCK_IN')!;
    const restEnd = records.find((r) => r.recordType === 'REST_END')!;
    const res = await call('PATCH', '/v2/time-records', { personId: alice.id, date: day, reason: '休憩終了の打刻を取り消し', updates: [{ timeRecordId: clockIn.id, time: '08:50', version: clockIn.version }], deletes: [{ timeRecordId: restEnd.id, version: restEnd.version }] }, admin);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const edited = v.parse(attendanceDayRowSchema, res.body);
    assert.deepEqual(edited.clockIns.map((c) => [c.time, c.isEdited, c.editReason]), [['08:50', true, '休憩終了の打刻を取り消し']]);
    assert.deepEqual(edited.restTimes.map((r) => r.errors), [['MISSING_END']]);
    assert.equal(edited.isValid, false);
    const after = await server.database.db.select().from(timeRecords).where(and(eq(timeRecords.personId, alice.id), eq(timeRecords.workDate, day)));
    assert.equal(after.length, 3);
    assert.ok(!after.some((r) => r.id === restEnd.id));
    // the person's month shows the day with its new error
    const month = await ok(attendancePersonMonthSchema, `/v2/attendance-person-months/${alice.id}?year=2023&month=5`);
    assert.deepEqual(month.days.map((d) => [d.date, d.isValid]), [[day, false]]);
    assert.equal(month.errorDayCount, 1);
    assert.equal(month.totalWorkingDays, 1);
  });

  it('refuses an edit of a record changed since it was read (issue 29): 409, nothing of the edit written; the fresh version saves and adds one', async () => {
    const [clockIn] = await insert(bob.id, bob.placeId, '2023-04-20', [['CLOCK_IN', '09:00'], ['CLOCK_OUT', '18:00']]);
    const read = v.parse(attendancePersonMonthSchema, (await call('GET', `/v2/attendance-person-months/${bob.id}?year=2023&month=4`)).body).days.find((d) => d.date === '2023-04-20')!;
    const ref = read.clockIns[0]!;
    assert.equal(ref.id, clockIn!.id);
    assert.equal(ref.version, 1);
    const edit = (reason: string, time: string, version: number, extra = {}) =>
      call('PATCH', '/v2/time-records', { personId: bob.id, date: '2023-04-20', reason, updates: [{ timeRecordId: ref.id, time, version }], ...extra });
    // two editors read version 1; the first moves the clock-in
    const first = await edit('遅刻の訂正', '09:30', ref.version);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(v.parse(attendanceDayRowSchema, first.body).clockIns[0]!.version, 2);
    // the second's edit of version 1 (with an added clock-out) is refused whole
    const stale = await edit('別の訂正', '08:45', ref.version, { creates: [{ recordType: 'CLOCK_OUT', time: '19:00' }] });
    assert.equal(stale.status, 409, JSON.stringify(stale.body));
    assert.equal(stale.body.code, 'CONFLICT');
    assert.equal(stale.body.fieldErrors, undefined, 'a stale version is no field error');
    const deleteStale = await call('PATCH', '/v2/time-records', { personId: bob.id, date: '2023-04-20', reason: 'x', deletes: [{ timeRecordId: ref.id, version: ref.version }] });
    assert.equal(deleteStale.status, 409);
    const now = await server.database.db.select().from(timeRecords).where(and(eq(timeRecords.personId, bob.id), eq(timeRecords.workDate, '2023-04-20')));
    assert.deepEqual(now.map((r) => [r.recordType, r.time, r.version]).sort(), [['CLOCK_IN', '09:30', 2], ['CLOCK_OUT', '18:00', 1]]);
  });

  it('keeps to the session\'s company', async () => {
    const [other] = await server.database.db.select().from(people).where(ne(people.companyId, seedCompanyIds.customer)).limit(1);
    // another company's record of one of our people's ids would show up if the company were not checked
    await insert(bob.id, null, '2023-05-12', [['CLOCK_IN', '09:00']], seedCompanyIds.supplier);
    assert.equal((await ok(daysOf, '/v2/attendance-days?date=2023-05-12')).items.length, 0);
    const { range } = { range: monthRange(2023, 5) };
    assert.equal(range.to, '2023-05-31');
    const months = (await ok(personMonthsOf, '/v2/attendance-person-months?year=2023&month=5&pageSize=1000')).items;
    assert.ok(months.every((r) => r.totalWorkingDays <= 2));
    assert.equal(months.find((r) => r.person.id === bob.id)?.totalWorkingDays, 2, 'bob: 05-10 and 05-11, not the other company\'s 05-12');
    if (other) {
      assert.equal((await call('GET', `/v2/attendance-person-months/${other.id}`)).status, 404);
      const res = await call('PATCH', '/v2/time-records', { personId: other.id, date: day, reason: 'x', creates: [{ recordType: 'CLOCK_IN', time: '09:00' }] });
      assert.equal(res.status, 400);
      assert.deepEqual(paths(res.body), ['personId']);
    }
    const [supplierRecord] = await server.database.db.select().from(timeRecords).where(eq(timeRecords.companyId, seedCompanyIds.supplier));
    const res = await call('PATCH', '/v2/time-records', { personId: bob.id, date: '2023-05-12', reason: 'x', deletes: [{ timeRecordId: supplierRecord!.id, version: 1 }] });
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res.body), ['deletes.0.timeRecordId']);
  });
});
