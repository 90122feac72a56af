import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  allowedClockings,
  clockEndpoint,
  clockingPathOf,
  clockingStateOf,
  countAttendanceLinksEndpoint,
  countClockingLogEndpoint,
  createAttendanceLinkEndpoint,
  errorCodes,
  getAttendanceLinkEndpoint,
  getClockingTerminalEndpoint,
  listAttendanceLinksEndpoint,
  listClockingLogEndpoint,
  reissueAttendanceLinkEndpoint,
  updateAttendanceLinkEndpoint,
  type AttendanceLinkRow,
  type AttendanceLinkState,
  type ClockingLogRow,
  type ClockingPerson,
  type ClockingType,
  type Locale,
  type SortOrder,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { tokyoToday } from '../lib/tokyo-date';
import { attendanceLinks, people, places, timeRecords, users } from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { containsPattern, page, selectRows } from '../http/list-sql';
import { personName, sortKey } from '../http/resource';

/**
 * Attendance links, the clocking terminal and the clocking log (001 §2 "Time and attendance";
 * contracts `hr-people/attendance-links.ts`; docs/time-and-attendance.md "Attendance links and
 * clocking"). HR operators only (the descriptors' product).
 *
 * - links: every place of the company with its link or none and its current workers' count (the
 *   list cuts the page of places first, then counts the page's workers in one grouped pass over
 *   people — issue 28; there is no index by place, so a count per row read people once per place);
 *   create, reissue (a new random token, the old one is refused from then on) and enable/disable,
 *   each with an audit entry (`ATTENDANCE_LINK`, resource id = the place's id so the place's link
 *   keeps one history);
 * - clocking: the token finds the link (tenant-scoped: another company's token is unknown); the
 *   server stamps the attendance day and time in Asia/Tokyo, the place from the link, source
 *   CLOCKING; the person's state is the latest of that day's records and the state machine of
 *   `allowedClockings` refuses what cannot follow (409 with a message naming the reason). The
 *   person's row is locked for the clocking, so two taps at once cannot both pass the check;
 * - the log: `time_records` joined to people and places, filtered and paged.
 */

/** The people who may clock at a place: its current workers (not alumni, not yet joined). */
export const clockingStatuses = ['ACTIVE', 'NEW_HIRE', 'LEAVING'] as const;

/** A new link token: 32 random bytes, base64url (43 characters; unguessable, URL-safe). */
export const newAttendanceToken = () => randomBytes(32).toString('base64url');

/** Made once (a formatter costs ~60 µs to build; `tokyo-date.ts`). */
const timeOfDayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall-clock time in Japan as `HH:MM` (24-hour, Asia/Tokyo): the time a clocking records. */
export function tokyoTimeOfDay(now: Date = new Date()): string {
  const parts = timeOfDayFormat.formatToParts(now);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}

type Link = typeof attendanceLinks.$inferSelect;
type Place = typeof places.$inferSelect;

const placeName = (p: Pick<Place, 'nameJa' | 'nameEn'>, locale: Locale) => (locale === 'ja-JP' ? p.nameJa : p.nameEn || p.nameJa);

const toLink = (l: Link) => ({
  id: l.id,
  token: l.token,
  clockingPath: clockingPathOf(l.token),
  enabled: l.enabled,
  rotatedAt: l.rotatedAt ? l.rotatedAt.toISOString() : null,
  createdAt: l.createdAt.toISOString(),
  updatedAt: l.updatedAt.toISOString(),
  version: l.version,
});

/** What the audit log compares of a link (never the token itself: the history says it changed). */
const linkPayload = (l: Link) => ({ enabled: l.enabled, rotatedAt: l.rotatedAt, tokenSuffix: l.token.slice(-4) });

/** `(select count(*) …)` of the place's current workers. */
const peopleCountSql = sql<number>`(select count(*)::int from ${people} where ${people.placeId} = ${places.id} and ${people.companyId} = ${places.companyId} and ${inArray(people.status, [...clockingStatuses])})`;

const linkStateSql = sql`case when ${attendanceLinks.id} is null then 2 when ${attendanceLinks.enabled} then 0 else 1 end`;

function linkStateWhere(states: readonly AttendanceLinkState[]): SQL | undefined {
  if (!states.length) return undefined;
  const parts = states.map((s) => (s === 'NONE' ? sql`${attendanceLinks.id} is null` : s === 'ENABLED' ? sql`${attendanceLinks.enabled} = true` : sql`${attendanceLinks.enabled} = false`));
  return or(...parts);
}

/** A place's link (LEFT JOIN condition; one link a place at most). */
const linkJoin = and(eq(attendanceLinks.placeId, places.id), eq(attendanceLinks.companyId, places.companyId));

/** One place's row (the getter and the writes); the list counts its page's people in one pass instead. */
const selectLinkRows = (db: DbOrTx) => db.select({ place: places, link: attendanceLinks, peopleCount: peopleCountSql }).from(places).leftJoin(attendanceLinks, linkJoin);

const toLinkRow = (r: { place: Place; link: Link | null; peopleCount: number }, locale: Locale): AttendanceLinkRow => ({
  place: { id: r.place.id, code: r.place.code, name: placeName(r.place, locale), status: r.place.status },
  link: r.link ? toLink(r.link) : null,
  peopleCount: Number(r.peopleCount),
});

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** The place with its link, or 404 (not a UUID, not the company's place). */
async function linkRowOf(db: DbOrTx, companyId: string, placeId: string, locale: Locale): Promise<AttendanceLinkRow> {
  if (!isUuid(placeId)) throw notFound();
  const [row] = await selectLinkRows(db).where(and(eq(places.companyId, companyId), eq(places.id, placeId)));
  if (!row) throw notFound();
  return toLinkRow(row, locale);
}

/** 404 with the message a terminal shows for a token no link has (never issued, or replaced by a reissue). */
const linkUnknown = () => new ApiError(404, errorCodes.notFound, apiMessages.attendanceLinkUnknown);
/** 409 for a disabled link. */
const linkDisabled = () => new ApiError(409, errorCodes.conflict, apiMessages.attendanceLinkDisabled);
/**
 * 409 for a token older than its lifetime, with the message the terminal shows (it shows those of
 * 404 and 409; a 401 would send the terminal to sign-in, whose session is fine).
 */
const linkExpired = () => new ApiError(409, errorCodes.conflict, apiMessages.attendanceLinkExpired);

/** When a link's token stops working: `tokenDays` days after it was issued or last reissued (issue 29). */
export const tokenExpiresAt = (link: Pick<Link, 'createdAt' | 'rotatedAt'>, tokenDays: number) => new Date((link.rotatedAt ?? link.createdAt).getTime() + tokenDays * 86_400_000);

/**
 * The enabled, unexpired link of `token` in the caller's company with its place; 404 unknown, 409
 * disabled or issued more than `tokenDays` days ago.
 */
async function terminalOf(db: DbOrTx, companyId: string, token: string, tokenDays: number): Promise<{ link: Link; place: Place }> {
  // tokens are base64url; anything else cannot be one (and never reaches the index)
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) throw linkUnknown();
  const [row] = await db
    .select({ link: attendanceLinks, place: places })
    .from(attendanceLinks)
    .innerJoin(places, eq(places.id, attendanceLinks.placeId))
    .where(and(eq(attendanceLinks.token, token), eq(attendanceLinks.companyId, companyId)));
  if (!row) throw linkUnknown();
  if (!row.link.enabled) throw linkDisabled();
  if (tokenExpiresAt(row.link, tokenDays).getTime() <= Date.now()) throw linkExpired();
  return row;
}

type PersonRow = Pick<typeof people.$inferSelect, 'id' | 'workerNumber' | 'familyNameJa' | 'givenNameJa' | 'familyNameEn' | 'givenNameEn' | 'familyNameKana' | 'givenNameKana'>;
const personColumns = {
  id: people.id,
  workerNumber: people.workerNumber,
  familyNameJa: people.familyNameJa,
  givenNameJa: people.givenNameJa,
  familyNameEn: people.familyNameEn,
  givenNameEn: people.givenNameEn,
  familyNameKana: people.familyNameKana,
  givenNameKana: people.givenNameKana,
};

/** Each person's records of `workDate` in the order they were made (time, then creation). */
async function dayRecords(db: DbOrTx, companyId: string, personIds: string[], workDate: string) {
  const byPerson = new Map<string, { recordType: ClockingType; time: string }[]>();
  if (!personIds.length) return byPerson;
  const rows = await db
    .select({ personId: timeRecords.personId, recordType: timeRecords.recordType, time: timeRecords.time })
    .from(timeRecords)
    .where(and(eq(timeRecords.companyId, companyId), eq(timeRecords.workDate, workDate), inArray(timeRecords.personId, personIds)))
    .orderBy(asc(timeRecords.time), asc(timeRecords.createdAt), asc(timeRecords.id));
  for (const r of rows) {
    const list = byPerson.get(r.personId) ?? [];
    list.push({ recordType: r.recordType, time: r.time });
    byPerson.set(r.personId, list);
  }
  return byPerson;
}

function toClockingPerson(p: PersonRow, records: readonly { recordType: ClockingType; time: string }[], locale: Locale): ClockingPerson {
  const state = clockingStateOf(records);
  const last = records.at(-1);
  return {
    id: p.id,
    workerNumber: p.workerNumber,
    name: personName(p, locale),
    nameKana: `${p.familyNameKana} ${p.givenNameKana}`,
    state,
    allowedClockings: [...allowedClockings[state]],
    lastClocking: last ? { recordType: last.recordType, time: last.time } : null,
  };
}

/** Why a clocking cannot follow the person's state (409's message). */
function refusal(state: ReturnType<typeof clockingStateOf>, type: ClockingType) {
  switch (type) {
    case 'CLOCK_IN':
      return state === 'ON_BREAK' ? apiMessages.clockingInWhileOnBreak : apiMessages.clockingAlreadyIn;
    case 'CLOCK_OUT':
      return state === 'ON_BREAK' ? apiMessages.clockingOutWhileOnBreak : state === 'CLOCKED_OUT' ? apiMessages.clockingAlreadyOut : apiMessages.clockingOutWithoutIn;
    case 'REST_START':
      return state === 'ON_BREAK' ? apiMessages.clockingAlreadyOnBreak : apiMessages.clockingBreakWithoutIn;
    case 'REST_END':
      return apiMessages.clockingBreakEndWithoutStart;
  }
}

const direction = (o: SortOrder, column: SQL | Parameters<typeof asc>[0]) => (o === 'desc' ? desc(column) : asc(column));

/** The routes of the attendance links, the clocking terminal and the clocking log. */
export function registerAttendanceLinkRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions' | 'config'>): void {
  const { app, db, sessions } = ctx;
  const { clockingTokenDays } = ctx.config;

  // ---- links -------------------------------------------------------------------------------
  const linksWhere = (companyId: string, q: { freeText?: string; linkState: readonly AttendanceLinkState[] }) => {
    const pattern = containsPattern(q.freeText);
    return and(eq(places.companyId, companyId), pattern ? sql`${places.searchText} LIKE ${pattern}` : undefined, linkStateWhere(q.linkState));
  };

  registerEndpoint(app, listAttendanceLinksEndpoint, sessions, async ({ query, session, locale }) => {
    const o = query.sortOrder;
    const name = locale === 'ja-JP' ? places.nameJa : places.nameEn;
    const order =
      query.sortColumn === 'PLACE' ? [sortKey(name, o), sortKey(places.code, o)] : query.sortColumn === 'STATE' ? [sortKey(linkStateSql, o), sortKey(places.code, o)] : [sortKey(places.code, o)];
    const { limit, offset } = page(query);
    // the page's places first (filters, order, LIMIT/OFFSET), then their current workers counted
    // in one grouped pass over people: a count per row was a scan of people per place
    const pageIds = db.$with('page').as(
      db
        .select({ id: places.id })
        .from(places)
        .leftJoin(attendanceLinks, linkJoin)
        .where(linksWhere(session.companyId, query))
        .orderBy(...order, asc(places.id))
        .limit(limit)
        .offset(offset),
    );
    const inPage = db.select({ id: pageIds.id }).from(pageIds);
    const counts = db.$with('counts').as(
      db
        .select({ placeId: people.placeId, n: sql<number>`count(*)::int`.as('n') })
        .from(people)
        .where(and(eq(people.companyId, session.companyId), inArray(people.status, [...clockingStatuses]), inArray(people.placeId, inPage)))
        .groupBy(people.placeId),
    );
    const rows = await selectRows(
      db
        .with(pageIds, counts)
        .select({ place: places, link: attendanceLinks, peopleCount: sql<number>`coalesce(${counts.n}, 0)` })
        .from(places)
        .leftJoin(attendanceLinks, linkJoin)
        .leftJoin(counts, eq(counts.placeId, places.id))
        .where(inArray(places.id, inPage))
        .orderBy(...order, asc(places.id)),
    );
    return { items: rows.map((r) => toLinkRow(r, locale)) };
  });

  registerEndpoint(app, countAttendanceLinksEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db
      .select({ n: count() })
      .from(places)
      .leftJoin(attendanceLinks, linkJoin)
      .where(linksWhere(session.companyId, query));
    return { count: Number(row?.n ?? 0) };
  });

  registerEndpoint(app, getAttendanceLinkEndpoint, sessions, async ({ params, session, locale }) => linkRowOf(db, session.companyId, params.placeId, locale));

  registerEndpoint(app, createAttendanceLinkEndpoint, sessions, async ({ params, session, locale }) => {
    const current = await linkRowOf(db, session.companyId, params.placeId, locale);
    if (current.link) throw new ApiError(409, errorCodes.conflict, apiMessages.attendanceLinkExists);
    await db.transaction(async (tx) => {
      const [link] = await tx
        .insert(attendanceLinks)
        .values({ companyId: session.companyId, placeId: params.placeId, token: newAttendanceToken() })
        .onConflictDoNothing()
        .returning();
      // a create that raced another one past the check above
      if (!link) throw new ApiError(409, errorCodes.conflict, apiMessages.attendanceLinkExists);
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'ATTENDANCE_LINK', resourceId: params.placeId, before: null, after: linkPayload(link) });
    });
    return linkRowOf(db, session.companyId, params.placeId, locale);
  });

  /** Locks the place's link for a change; 404 without one (or not the company's place). */
  const lockedLink = async (tx: DbOrTx, companyId: string, placeId: string): Promise<Link> => {
    if (!isUuid(placeId)) throw notFound();
    const [link] = await tx
      .select()
      .from(attendanceLinks)
      .where(and(eq(attendanceLinks.companyId, companyId), eq(attendanceLinks.placeId, placeId)))
      .for('update');
    if (!link) throw notFound();
    return link;
  };

  registerEndpoint(app, reissueAttendanceLinkEndpoint, sessions, async ({ params, session, locale }) => {
    await db.transaction(async (tx) => {
      const before = await lockedLink(tx, session.companyId, params.placeId);
      const [after] = await tx
        .update(attendanceLinks)
        .set({ token: newAttendanceToken(), rotatedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${attendanceLinks.version} + 1` })
        .where(eq(attendanceLinks.id, before.id))
        .returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ATTENDANCE_LINK', resourceId: params.placeId, before: linkPayload(before), after: linkPayload(after!) });
    });
    return linkRowOf(db, session.companyId, params.placeId, locale);
  });

  registerEndpoint(app, updateAttendanceLinkEndpoint, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const before = await lockedLink(tx, session.companyId, params.placeId);
      if (before.version !== body.version) throw new ApiError(409, errorCodes.conflict, apiMessages.attendanceLinkConflict);
      if (before.enabled === body.enabled) return;
      const [after] = await tx
        .update(attendanceLinks)
        .set({ enabled: body.enabled, updatedAt: sql`now()`, version: sql`${attendanceLinks.version} + 1` })
        .where(eq(attendanceLinks.id, before.id))
        .returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'ATTENDANCE_LINK', resourceId: params.placeId, before: linkPayload(before), after: linkPayload(after!) });
    });
    return linkRowOf(db, session.companyId, params.placeId, locale);
  });

  // ---- clocking ----------------------------------------------------------------------------
  const placePeople = (d: DbOrTx, companyId: string, placeId: string) =>
    d
      .select(personColumns)
      .from(people)
      .where(and(eq(people.companyId, companyId), eq(people.placeId, placeId), inArray(people.status, [...clockingStatuses])));

  registerEndpoint(app, getClockingTerminalEndpoint, sessions, async ({ params, session, locale }) => {
    const { place } = await terminalOf(db, session.companyId, params.token, clockingTokenDays);
    const now = new Date();
    const workDate = tokyoToday(now);
    const members = await placePeople(db, session.companyId, place.id).orderBy(asc(people.workerNumber));
    const records = await dayRecords(
      db,
      session.companyId,
      members.map((m) => m.id),
      workDate,
    );
    return {
      place: { id: place.id, code: place.code, name: placeName(place, locale), status: place.status },
      workDate,
      now: now.toISOString(),
      people: members.map((m) => toClockingPerson(m, records.get(m.id) ?? [], locale)),
    };
  });

  registerEndpoint(app, clockEndpoint, sessions, async ({ params, body, session, locale }) => {
    return db.transaction(async (tx) => {
      const { place } = await terminalOf(tx, session.companyId, params.token, clockingTokenDays);
      // the person's row is locked: two taps at once see each other's record
      const [person] = await tx
        .select(personColumns)
        .from(people)
        .where(and(eq(people.companyId, session.companyId), eq(people.placeId, place.id), inArray(people.status, [...clockingStatuses]), eq(people.workerNumber, body.workerNumber)))
        .for('update');
      if (!person) {
        throw new ApiError(400, errorCodes.validation, apiMessages.clockingUnknownWorker, [{ path: 'workerNumber', descriptor: apiMessages.clockingUnknownWorker }]);
      }
      const now = new Date();
      const workDate = tokyoToday(now);
      const time = tokyoTimeOfDay(now);
      const records = (await dayRecords(tx, session.companyId, [person.id], workDate)).get(person.id) ?? [];
      const state = clockingStateOf(records);
      if (!allowedClockings[state].includes(body.recordType)) {
        const reason = refusal(state, body.recordType);
        throw new ApiError(409, errorCodes.conflict, reason, [{ path: 'recordType', descriptor: reason }]);
      }
      const [record] = await tx
        .insert(timeRecords)
        .values({ companyId: session.companyId, personId: person.id, placeId: place.id, workDate, recordType: body.recordType, time, source: 'CLOCKING' })
        .returning();
      // read again: a staff edit may have put a record later in the day than the clock's time
      const after = (await dayRecords(tx, session.companyId, [person.id], workDate)).get(person.id) ?? [];
      return {
        record: { id: record!.id, recordType: body.recordType, workDate, time },
        person: toClockingPerson(person, after, locale),
      };
    });
  });

  // ---- the clocking log --------------------------------------------------------------------
  const editor = alias(users, 'editor');
  type LogQuery = { freeText?: string; dateFrom?: string; dateTo?: string; placeId: string[]; recordType: ClockingType[]; editedOnly: boolean };
  const logWhere = (companyId: string, q: LogQuery) => {
    if (q.dateFrom && q.dateTo && q.dateTo < q.dateFrom) {
      throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'dateTo', descriptor: apiMessages.dateToBeforeFrom }]);
    }
    const pattern = containsPattern(q.freeText);
    return and(
      eq(timeRecords.companyId, companyId),
      q.dateFrom ? gte(timeRecords.workDate, q.dateFrom) : undefined,
      q.dateTo ? lte(timeRecords.workDate, q.dateTo) : undefined,
      q.placeId.length ? inArray(timeRecords.placeId, q.placeId) : undefined,
      q.recordType.length ? inArray(timeRecords.recordType, q.recordType) : undefined,
      q.editedOnly ? eq(timeRecords.isEdited, true) : undefined,
      pattern ? sql`${people.searchText} LIKE ${pattern}` : undefined,
    );
  };

  registerEndpoint(app, listClockingLogEndpoint, sessions, async ({ query, session, locale }) => {
    const o = query.sortOrder;
    const dateTime = [direction(o, timeRecords.workDate), direction(o, timeRecords.time), direction(o, timeRecords.createdAt)];
    const personOrder = locale === 'ja-JP' ? [direction(o, people.nameKana)] : [direction(o, people.familyNameEn), direction(o, people.givenNameEn)];
    const placeOrder = sql`${locale === 'ja-JP' ? places.nameJa : places.nameEn}`;
    const order =
      query.sortColumn === 'PERSON'
        ? [...personOrder, ...dateTime]
        : query.sortColumn === 'PLACE'
          ? [sortKey(placeOrder, o, { nullsLast: true }), ...dateTime]
          : query.sortColumn === 'RECORD_TYPE'
            ? [direction(o, timeRecords.recordType), ...dateTime]
            : dateTime;
    const { limit, offset } = page(query);
    const rows = await selectRows(
      db
        .select({
          record: timeRecords,
          person: personColumns,
          place: { id: places.id, nameJa: places.nameJa, nameEn: places.nameEn },
          editor: { id: editor.id, familyNameJa: editor.familyNameJa, givenNameJa: editor.givenNameJa, familyNameEn: editor.familyNameEn, givenNameEn: editor.givenNameEn },
        })
        .from(timeRecords)
        .innerJoin(people, eq(people.id, timeRecords.personId))
        .leftJoin(places, eq(places.id, timeRecords.placeId))
        .leftJoin(editor, eq(editor.id, timeRecords.editedBy))
        .where(logWhere(session.companyId, query))
        .orderBy(...order, asc(timeRecords.id))
        .limit(limit)
        .offset(offset),
    );
    const items: ClockingLogRow[] = rows.map((r) => ({
      id: r.record.id,
      workDate: r.record.workDate,
      time: r.record.time,
      recordType: r.record.recordType,
      source: r.record.source,
      isEdited: r.record.isEdited,
      editReason: r.record.editReason,
      editedBy: r.editor ? { name: personName(r.editor, locale) } : null,
      editedAt: r.record.editedAt ? r.record.editedAt.toISOString() : null,
      person: { id: r.person.id, name: personName(r.person, locale), workerNumber: r.person.workerNumber },
      place: r.place ? { id: r.place.id, name: placeName(r.place, locale) } : null,
      createdAt: r.record.createdAt.toISOString(),
    }));
    return { items };
  });

  registerEndpoint(app, countClockingLogEndpoint, sessions, async ({ query, session }) => {
    const withPerson = !!containsPattern(query.freeText);
    const base = db.select({ n: count() }).from(timeRecords);
    const [row] = await (withPerson ? base.innerJoin(people, eq(people.id, timeRecords.personId)) : base).where(logWhere(session.companyId, query));
    return { count: Number(row?.n ?? 0) };
  });
}
