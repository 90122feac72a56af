import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  countAttendanceDaysEndpoint,
  countAttendancePersonMonthsEndpoint,
  editTimeRecordsEndpoint,
  errorCodes,
  messages,
  getAttendancePersonMonthEndpoint,
  listAttendanceDaysEndpoint,
  listAttendancePersonMonthsEndpoint,
  listAttendancePlaceMonthsEndpoint,
  type AttendanceDay,
  type AttendanceDayRow,
  type DaySummary,
  type AttendanceDaysQuery,
  type AttendancePerson,
  type AttendancePersonMonthRow,
  type AttendancePersonMonthsQuery,
  type AttendancePlaceMonthRow,
  type Locale,
  type SortOrder,
  type TimeRecordType,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound, type PendingFieldError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { people, places, timeRecords } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { tokyoToday } from '../lib/tokyo-date';
import { minutesOfDay, summarizeDay, type DayRecord } from './attendance/day-summary';
import { matchesText } from '../http/list-sql';

/**
 * Time and attendance summaries and the day edit (001 §2 "Time and attendance", §3 "Time
 * attendance day", "Monthly attendance row", "Time-record edit payload"; docs/time-and-attendance.md).
 * HR operators only (the descriptors' `product: 'HR'`), always inside the session's company.
 *
 * Errors are never stored: every answer reads the records of the days it shows and summarizes
 * each person's day with `summarizeDay`; lists are grouped, filtered, sorted and paged here (a
 * day has at most one row per person and place, a month a few thousand records per hundred people).
 */

type Db = AppContext['db'];

/** A stored record as the summaries read it. */
interface StoredRecord extends DayRecord {
  personId: string;
  placeId: string | null;
  workDate: string;
}

/** The last day of `month` (1-based) of `year` as `YYYY-MM-DD`, and its first. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The records of the company between two days (inclusive), optionally of one place, of some people, of people matching `freeText`. */
async function loadRecords(
  db: DbOrTx,
  companyId: string,
  range: { from: string; to: string },
  filter: { placeId?: string; personIds?: string[]; freeText?: string },
): Promise<StoredRecord[]> {
  const rows = await db
    .select({
      id: timeRecords.id,
      personId: timeRecords.personId,
      placeId: timeRecords.placeId,
      workDate: timeRecords.workDate,
      recordType: timeRecords.recordType,
      time: timeRecords.time,
      isEdited: timeRecords.isEdited,
      editReason: timeRecords.editReason,
      version: timeRecords.version,
    })
    .from(timeRecords)
    .where(recordsWhere(companyId, range, filter))
    .orderBy(asc(timeRecords.workDate), asc(timeRecords.time), asc(timeRecords.createdAt));
  return rows;
}

/** The records `loadRecords` and `loadMonthDays` read: the company's between two days (inclusive), optionally of one place, of some people, of people matching `freeText`. */
function recordsWhere(companyId: string, range: { from: string; to: string }, filter: { placeId?: string; personIds?: string[]; freeText?: string }) {
  const text = matchesText(people.searchText, filter.freeText);
  return and(
    eq(timeRecords.companyId, companyId),
    gte(timeRecords.workDate, range.from),
    lte(timeRecords.workDate, range.to),
    filter.placeId ? eq(timeRecords.placeId, filter.placeId) : undefined,
    filter.personIds ? inArray(timeRecords.personId, filter.personIds) : undefined,
    text ? sql`${timeRecords.personId} in (select ${people.id} from ${people} where ${people.companyId} = ${companyId} and ${text})` : undefined,
  );
}

/** One person's days of a month (at one place when the month is read by place): each day's records. */
interface MonthGroup {
  personId: string;
  /** The records' place (`byPlace`), null for records without one; always null when read by person. */
  placeId: string | null;
  days: Map<string, DayRecord[]>;
}

/**
 * Each person's days of a month as the monthly views need them (001 §3 "Monthly attendance row"):
 * one group a person (the view by person: the list sorts the people afterwards, `sortColumn`
 * always has a value), or a person and place (`byPlace`: the view by place sums a place's groups),
 * each day's records' type and time. PostgreSQL groups them and sends one text a group
 * (`YYYY-MM-DD TYPE HH:MM` joined by `,`): the views read every record of the month as a row of
 * nine values (~160,000 rows for 2,000 people), and parsing them cost most of a page's ~0.5 s of
 * API CPU on PGlite (issue 28; docs/performance.md §2). The records' ids, versions and edit marks
 * are not read: the totals do not use them. Nor is a day's records' order kept (sorting each group
 * was ~15 of a month's ~40 ms in PGlite): `summarizeDay` sorts them by time and kind itself, and
 * two records of the same time and kind are alike without their ids. `firstRecordOrder`:
 * the groups in the order of their first record (date, time, entry), the order in which grouping
 * `loadRecords`' rows met them (the daily view keeps it across ties of its sort).
 */
async function loadMonthDays(
  db: DbOrTx,
  companyId: string,
  range: { from: string; to: string },
  filter: { placeId?: string; freeText?: string; byPlace?: boolean; firstRecordOrder?: boolean },
): Promise<MonthGroup[]> {
  // a group's first record (`loadRecords`' order): its earliest day and time, then the entry of
  // the first record at that time (`to_char` of every entry in the minimum cost ~2 ms a day on PGlite)
  const recordOrder = sql`ORDER BY ${timeRecords.workDate}, ${timeRecords.time}, ${timeRecords.createdAt}`;
  const firstRecord = [sql`min(${timeRecords.workDate}::text || ${timeRecords.time})`, sql`(array_agg(${timeRecords.createdAt} ${recordOrder}))[1]`];
  const rows = await db
    .select({
      personId: timeRecords.personId,
      placeId: filter.byPlace ? timeRecords.placeId : sql<string | null>`null`,
      records: sql<string>`string_agg(${timeRecords.workDate}::text || ' ' || ${timeRecords.recordType} || ' ' || ${timeRecords.time}, ',')`,
    })
    .from(timeRecords)
    .where(recordsWhere(companyId, range, filter))
    .groupBy(...(filter.byPlace ? [timeRecords.personId, timeRecords.placeId] : [timeRecords.personId]))
    .orderBy(...(filter.firstRecordOrder ? firstRecord : []));
  return rows.map(({ personId, placeId, records }) => ({ personId, placeId, days: monthDaysOf(records) }));
}

/**
 * A group's text of `loadMonthDays` (`YYYY-MM-DD TYPE HH:MM` joined by `,`) as its days' records,
 * read by position: `split` made an array and three strings a record, ~⅔ of the parse's time
 * (a month of 2,000 people: 13 → 5 ms, and less garbage).
 */
function monthDaysOf(records: string): Map<string, DayRecord[]> {
  const days = new Map<string, DayRecord[]>();
  let date = '';
  let day: DayRecord[] | undefined;
  for (let at = 0; at < records.length; ) {
    let end = records.indexOf(',', at);
    if (end < 0) end = records.length;
    const typeAt = records.indexOf(' ', at) + 1;
    const timeAt = records.indexOf(' ', typeAt) + 1;
    // the same day as the record before: no new string
    if (day === undefined || typeAt - 1 - at !== date.length || !records.startsWith(date, at)) {
      date = records.slice(at, typeAt - 1);
      day = days.get(date);
      if (!day) days.set(date, (day = []));
    }
    const recordType = records.slice(typeAt, timeAt - 1) as TimeRecordType;
    day.push({ id: '', recordType, time: records.slice(timeAt, end), isEdited: false, editReason: null, version: 0 });
    at = end + 1;
  }
  return days;
}

/** A person of the summaries, with the keys the lists sort by. */
interface PersonInfo extends AttendancePerson {
  sortName: string;
}

/** The people `ids` of the company, their names in `locale` (ja: family name first, sorted by kana; en: given name first, sorted by family name). */
async function loadPeople(db: DbOrTx, companyId: string, ids: string[], locale: Locale): Promise<Map<string, PersonInfo>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: people.id,
      workerNumber: people.workerNumber,
      familyNameJa: people.familyNameJa,
      givenNameJa: people.givenNameJa,
      familyNameEn: people.familyNameEn,
      givenNameEn: people.givenNameEn,
      nameKana: people.nameKana,
    })
    .from(people)
    .where(and(eq(people.companyId, companyId), inArray(people.id, ids)));
  const ja = locale === 'ja-JP';
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: ja ? `${r.familyNameJa} ${r.givenNameJa}` : `${r.givenNameEn} ${r.familyNameEn}`,
        nameKana: r.nameKana ?? '',
        workerNumber: r.workerNumber,
        sortName: ja ? (r.nameKana ?? '') : `${r.familyNameEn} ${r.givenNameEn}`,
      },
    ]),
  );
}

/** The company's places `ids` with their names in `locale` and codes (the monthly view's order). */
async function loadPlaces(db: DbOrTx, companyId: string, ids: string[], locale: Locale): Promise<Map<string, { id: string; name: string; code: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: places.id, code: places.code, name: locale === 'ja-JP' ? places.nameJa : places.nameEn })
    .from(places)
    .where(and(eq(places.companyId, companyId), inArray(places.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Groups records by a key (insertion order kept). */
function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The place of a day's records: the clock-in's, else the first record's with a place. */
function placeOfDay(records: readonly StoredRecord[]): string | null {
  return (records.find((r) => r.recordType === 'CLOCK_IN' && r.placeId) ?? records.find((r) => r.placeId))?.placeId ?? null;
}

/** A day (its date, place and summary) from its records. */
function toDay(date: string, records: readonly StoredRecord[], placeNames: Map<string, { id: string; name: string }>): AttendanceDay {
  const placeId = placeOfDay(records);
  const place = placeId ? placeNames.get(placeId) : undefined;
  return { date, place: place ? { id: place.id, name: place.name } : null, ...summarizeDay(records, { inProgress: date === tokyoToday() }) };
}

const collator = (locale: Locale) => new Intl.Collator(locale === 'ja-JP' ? 'ja' : 'en');

/** Sorts in place by `key` in `order`, ties by the person's name then id (stable pages). */
function sortRows<R>(rows: R[], order: SortOrder, key: (r: R) => string | number, person: (r: R) => PersonInfo, locale: Locale): R[] {
  const c = collator(locale);
  const dir = order === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const primary = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : c.compare(String(ka), String(kb));
    if (primary !== 0) return primary * dir;
    return c.compare(person(a).sortName, person(b).sortName) || person(a).id.localeCompare(person(b).id);
  });
}

const publicPerson = ({ sortName: _sortName, ...p }: PersonInfo): AttendancePerson => p;
const unknownPerson = (id: string): PersonInfo => ({ id, name: '', nameKana: '', workerNumber: '', sortName: '' });

/** The daily view's query without its page (the count's) or with it (the list's). */
type DaysQuery = Omit<AttendanceDaysQuery, 'pageIndex' | 'pageSize' | 'sortColumn' | 'sortOrder'> & Partial<AttendanceDaysQuery>;

/**
 * The rows of the daily view (one a person and place of the day), filtered (`errorsOnly`), not yet
 * sorted: PostgreSQL groups the day's records by person and place (`loadMonthDays`, one text a row,
 * in the order of each row's first record when `ordered`: the list's, not the count's) and a row is
 * summarized from that text only where the filter or the sort needs its summary (`summary`); ids,
 * edit marks and versions are read for the page's rows only (`dailyPage`).
 */
async function dailyRows(db: Db, companyId: string, q: DaysQuery, ordered: boolean) {
  const groups = await loadMonthDays(db, companyId, { from: q.date, to: q.date }, { placeId: q.placeId, freeText: q.freeText, byPlace: true, firstRecordOrder: ordered });
  const inProgress = q.date === tokyoToday();
  const rows = groups.map(({ personId, placeId, days }) => {
    const records = days.get(q.date) ?? [];
    let summary: DaySummary | undefined;
    return { personId, placeId, records, summary: () => (summary ??= summarizeDay(records, { inProgress })) };
  });
  return q.errorsOnly ? rows.filter((r) => !r.summary().isValid) : rows;
}

/** The page of the daily view: its rows sorted (`sortRows`, ties by person), the page cut, then its rows' records read whole and summarized. */
async function dailyPage(db: Db, companyId: string, q: AttendanceDaysQuery, locale: Locale): Promise<AttendanceDayRow[]> {
  const found = await dailyRows(db, companyId, q, true);
  const persons = await loadPeople(db, companyId, [...new Set(found.map((r) => r.personId))], locale);
  const placeNames = await loadPlaces(db, companyId, [...new Set(found.flatMap((r) => (r.placeId ? [r.placeId] : [])))], locale);
  const rows = found.map((r) => ({ ...r, person: persons.get(r.personId) ?? unknownPerson(r.personId) }));
  // a row's records share its place, which is therefore its day's place (`placeOfDay`)
  const at = (r: (typeof rows)[number], type: TimeRecordType) => r.records.filter((x) => x.recordType === type).map((x) => minutesOfDay(x.time));
  const errorCount = (d: DaySummary) => d.clockInErrors.length + d.clockOutErrors.length + d.restTimes.reduce((n, r) => n + r.errors.length, 0);
  const keys: Record<AttendanceDaysQuery['sortColumn'], (r: (typeof rows)[number]) => string | number> = {
    PERSON: (r) => r.person.sortName,
    WORKER_NUMBER: (r) => r.person.workerNumber,
    PLACE: (r) => (r.placeId ? placeNames.get(r.placeId)?.name : undefined) ?? '',
    // the earliest clock-in, the latest clock-out; none sorts as midnight's end
    CLOCK_IN: (r) => Math.min(24 * 60, ...at(r, 'CLOCK_IN')),
    CLOCK_OUT: (r) => (at(r, 'CLOCK_OUT').length ? Math.max(...at(r, 'CLOCK_OUT')) : 24 * 60),
    WORKING_TIME: (r) => r.summary().totalWorkingTimeMinutes,
    // errors first in ascending order: more errors sort earlier
    ERRORS: (r) => -errorCount(r.summary()),
  };
  sortRows(rows, q.sortOrder, keys[q.sortColumn], (r) => r.person, locale);
  const start = q.pageIndex * q.pageSize;
  const page = rows.slice(start, start + q.pageSize);
  if (!page.length) return [];
  const records = groupBy(await loadRecords(db, companyId, { from: q.date, to: q.date }, { placeId: q.placeId, personIds: [...new Set(page.map((r) => r.personId))] }), (r) => `${r.personId}|${r.placeId ?? ''}`);
  return page.map((r) => ({ person: publicPerson(r.person), ...toDay(q.date, records.get(`${r.personId}|${r.placeId ?? ''}`) ?? [], placeNames) }));
}

/** Month totals of one person's days (001 §3 "Monthly attendance row"): days with a clock-in, working minutes, days with an error. */
function monthTotals(days: readonly Pick<AttendanceDay, 'clockIns' | 'totalWorkingTimeMinutes' | 'isValid'>[]) {
  return {
    totalWorkingDays: days.filter((d) => d.clockIns.length > 0).length,
    totalWorkingTimeMinutes: days.reduce((n, d) => n + d.totalWorkingTimeMinutes, 0),
    errorDayCount: days.filter((d) => !d.isValid).length,
  };
}

/** `monthTotals` of a group's days, each summarized (`inProgress` on `today`, Asia/Tokyo). */
const groupTotals = (days: MonthGroup['days'], today: string) => monthTotals([...days].map(([date, records]) => summarizeDay(records, { inProgress: date === today })));

/** Every row of the monthly view by person (filtered and sorted, not paged). */
async function personMonthRows(db: Db, companyId: string, q: Omit<AttendancePersonMonthsQuery, 'pageIndex' | 'pageSize' | 'sortColumn' | 'sortOrder'> & Partial<AttendancePersonMonthsQuery>, locale: Locale) {
  const groups = await loadMonthDays(db, companyId, monthRange(q.year, q.month), { placeId: q.placeId, freeText: q.freeText });
  const persons = await loadPeople(db, companyId, groups.map((g) => g.personId), locale);
  const today = tokyoToday();
  let rows = groups.map(({ personId, days }) => ({ person: persons.get(personId) ?? unknownPerson(personId), ...groupTotals(days, today) }));
  if (q.errorsOnly) rows = rows.filter((r) => r.errorDayCount > 0);
  if (q.sortColumn) {
    const keys: Record<NonNullable<AttendancePersonMonthsQuery['sortColumn']>, (r: (typeof rows)[number]) => string | number> = {
      PERSON: (r) => r.person.sortName,
      WORKER_NUMBER: (r) => r.person.workerNumber,
      WORKING_DAYS: (r) => r.totalWorkingDays,
      WORKING_TIME: (r) => r.totalWorkingTimeMinutes,
      ERROR_DAYS: (r) => r.errorDayCount,
    };
    sortRows(rows, q.sortOrder ?? 'asc', keys[q.sortColumn], (r) => r.person, locale);
  }
  return rows;
}

/** The audit view of a person's day: each record as `TYPE HH:MM` by id, under the day's date. */
const daySnapshot = (date: string, records: readonly StoredRecord[], reason: string | null) => ({
  date,
  reason,
  records: Object.fromEntries(records.map((r) => [r.id, `${r.recordType} ${r.time}`])),
});

/** A 400 with field errors. */
const invalid = (fieldErrors: PendingFieldError[]) => new ApiError(400, errorCodes.validation, apiMessages.validation, fieldErrors);

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type TimeAndAttendanceContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** The summaries' calls and the day edit (see the module's docstring). */
export function registerTimeAndAttendanceRoutes(ctx: TimeAndAttendanceContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listAttendanceDaysEndpoint, sessions, async ({ query, session, locale }) => {
    return { items: await dailyPage(db, session.companyId, query, locale) };
  });

  registerEndpoint(app, countAttendanceDaysEndpoint, sessions, async ({ query, session }) => {
    return { count: (await dailyRows(db, session.companyId, query, false)).length };
  });

  registerEndpoint(app, listAttendancePlaceMonthsEndpoint, sessions, async ({ query, session, locale }) => {
    // a text per person and place (loadMonthDays): a place's totals sum its people's, each of
    // whom is one group, so the people who worked / erred there are the groups that did
    const groups = await loadMonthDays(db, session.companyId, monthRange(query.year, query.month), { byPlace: true });
    const placeInfo = await loadPlaces(db, session.companyId, [...new Set(groups.flatMap((g) => (g.placeId ? [g.placeId] : [])))], locale);
    const today = tokyoToday();
    const byPlace = new Map<string, AttendancePlaceMonthRow & { code: string }>();
    for (const { placeId, days } of groups) {
      const totals = groupTotals(days, today);
      let row = byPlace.get(placeId ?? '');
      if (!row) {
        const place = placeId ? placeInfo.get(placeId) : undefined;
        row = { place: place ? { id: place.id, name: place.name } : null, code: place?.code ?? '\uffff', workingPeopleCount: 0, totalWorkingDays: 0, totalWorkingTimeMinutes: 0, errorDayCount: 0, errorPeopleCount: 0 };
        byPlace.set(placeId ?? '', row);
      }
      if (totals.totalWorkingDays > 0) row.workingPeopleCount += 1;
      if (totals.errorDayCount > 0) row.errorPeopleCount += 1;
      row.totalWorkingDays += totals.totalWorkingDays;
      row.totalWorkingTimeMinutes += totals.totalWorkingTimeMinutes;
      row.errorDayCount += totals.errorDayCount;
    }
    const rows = [...byPlace.values()].sort((a, b) => a.code.localeCompare(b.code));
    return { items: rows.map(({ code: _code, ...r }) => r) };
  });

  registerEndpoint(app, listAttendancePersonMonthsEndpoint, sessions, async ({ query, session, locale }) => {
    const rows = await personMonthRows(db, session.companyId, query, locale);
    const start = query.pageIndex * query.pageSize;
    return { items: rows.slice(start, start + query.pageSize).map((r): AttendancePersonMonthRow => ({ ...r, person: publicPerson(r.person) })) };
  });

  registerEndpoint(app, countAttendancePersonMonthsEndpoint, sessions, async ({ query, session, locale }) => {
    return { count: (await personMonthRows(db, session.companyId, query, locale)).length };
  });

  registerEndpoint(app, getAttendancePersonMonthEndpoint, sessions, async ({ params, query, session, locale }) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(params.personId)) throw notFound();
    const person = (await loadPeople(db, session.companyId, [params.personId], locale)).get(params.personId);
    if (!person) throw notFound();
    const records = await loadRecords(db, session.companyId, monthRange(query.year, query.month), { placeId: query.placeId, personIds: [person.id] });
    const placeNames = await loadPlaces(db, session.companyId, [...new Set(records.flatMap((r) => (r.placeId ? [r.placeId] : [])))], locale);
    const days = [...groupBy(records, (r) => r.workDate).entries()].map(([date, recs]) => toDay(date, recs, placeNames));
    return { person: publicPerson(person), year: query.year, month: query.month, ...monthTotals(days), days };
  });

  registerEndpoint(app, editTimeRecordsEndpoint, sessions, async ({ body, session, locale }) => {
    const { companyId } = session;
    const [person] = await db.select({ id: people.id, placeId: people.placeId }).from(people).where(and(eq(people.companyId, companyId), eq(people.id, body.personId)));
    if (!person) throw invalid([{ path: 'personId', descriptor: apiMessages.personNotFound }]);
    if (body.date > tokyoToday()) throw invalid([{ path: 'date', descriptor: apiMessages.timeRecordFutureDay }]);

    await db.transaction(async (tx) => {
      // the day's records stay as read until the edit commits (a second editor waits here)
      await tx.select({ id: timeRecords.id }).from(timeRecords).where(and(eq(timeRecords.companyId, companyId), eq(timeRecords.personId, person.id), eq(timeRecords.workDate, body.date))).for('update');
      const before = await loadRecords(tx, companyId, { from: body.date, to: body.date }, { personIds: [person.id] });
      const byId = new Map(before.map((r) => [r.id, r]));
      const errors: PendingFieldError[] = [];
      const seen = new Set<string>();
      const refer = (id: string, path: string) => {
        if (!byId.has(id)) errors.push({ path, descriptor: apiMessages.timeRecordNotInDay });
        else if (seen.has(id)) errors.push({ path, descriptor: messages.duplicate });
        seen.add(id);
      };
      body.updates.forEach((u, i) => refer(u.timeRecordId, `updates.${i}.timeRecordId`));
      body.deletes.forEach((d, i) => refer(d.timeRecordId, `deletes.${i}.timeRecordId`));
      if (errors.length) throw invalid(errors);
      // a stale version (issue 29): a record this edit changes or deletes was edited since it was read
      if ([...body.updates, ...body.deletes].some((r) => byId.get(r.timeRecordId)!.version !== r.version)) {
        throw new ApiError(409, errorCodes.conflict, apiMessages.recordConflict);
      }

      const now = new Date();
      const edited = { isEdited: true, editReason: body.reason, editedBy: session.userId, editedAt: now };
      const placeId = placeOfDay(before) ?? person.placeId;
      if (body.creates.length) {
        await tx.insert(timeRecords).values(
          body.creates.map((c) => ({ companyId, personId: person.id, placeId, workDate: body.date, recordType: c.recordType, time: c.time, source: 'EDIT' as const, ...edited })),
        );
      }
      for (const u of body.updates) {
        await tx.update(timeRecords).set({ time: u.time, ...edited, version: sql`${timeRecords.version} + 1` }).where(and(eq(timeRecords.companyId, companyId), eq(timeRecords.id, u.timeRecordId)));
      }
      if (body.deletes.length) {
        await tx.delete(timeRecords).where(and(eq(timeRecords.companyId, companyId), inArray(timeRecords.id, body.deletes.map((d) => d.timeRecordId))));
      }
      const after = await loadRecords(tx, companyId, { from: body.date, to: body.date }, { personIds: [person.id] });
      await recordAudit(tx, {
        session,
        action: 'UPDATE',
        resourceType: 'TIME_RECORD',
        resourceId: person.id,
        before: daySnapshot(body.date, before, null),
        after: daySnapshot(body.date, after, body.reason),
      });
    });

    const records = await loadRecords(db, companyId, { from: body.date, to: body.date }, { personIds: [person.id] });
    const persons = await loadPeople(db, companyId, [person.id], locale);
    const placeNames = await loadPlaces(db, companyId, [...new Set(records.flatMap((r) => (r.placeId ? [r.placeId] : [])))], locale);
    return { person: publicPerson(persons.get(person.id)!), ...toDay(body.date, records, placeNames) };
  });
}

