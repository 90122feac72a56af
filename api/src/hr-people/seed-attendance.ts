import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';
import { bulkInsert } from '../db/bulk-insert';
import { tokyoToday } from '../lib/tokyo-date';

/** What the attendance seed needs of a seeded person. */
export interface AttendanceSeedPerson {
  id: string;
  workerType: string;
  status: string;
  placeId: string | null;
  joinedAt: string | null;
  leavingAt: string | null;
}

/** How many people clock in a company of `scale` people: a sixth of it, at least 5, at most 400. */
export const attendancePeopleFor = (scale: number) => Math.min(400, Math.max(5, Math.ceil(scale / 6)));

/** Edit reasons of the seeded edited records (what HR types when they fix a day). */
const editReasons = ['打刻忘れ（上長確認済み）', '端末の不調で打刻できなかったため', '直行のため出勤時刻を修正', '残業申請に合わせて修正'] as const;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The days from `from` to `to` (inclusive, `YYYY-MM-DD`) that are Monday to Friday. */
export function weekdaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Today's clockings up to the seed's `now` (Asia/Tokyo) when today is a weekday: what a staff user
 * opening the daily view in the morning expects to see (who has clocked in, who is at lunch). The
 * same usual day as the past ones (clock-in 08:40–09:20, lunch from about 12:00, clock-out 17:45–
 * 19:30), each record only once its time has passed; about 4% of the workers are off. Drawn from
 * its own `prng(13_006)`, so the past days' rows do not move with the hour of seeding.
 */
function clockingsSoFarToday(options: { companyId: string; now: Date; refDate: Date }, workers: readonly AttendanceSeedPerson[], today: string): (typeof t.timeRecords.$inferInsert)[] {
  if (weekdaysBetween(today, today).length === 0) return [];
  const rnd = prng(13_006);
  const tokyo = new Date(options.now.getTime() + 9 * 3_600_000);
  const nowMinutes = tokyo.getUTCHours() * 60 + tokyo.getUTCMinutes();
  const rows: (typeof t.timeRecords.$inferInsert)[] = [];
  for (const person of workers) {
    const off = rnd.next() < 0.04;
    const clockIn = rnd.int(8 * 60 + 40, 9 * 60 + 20);
    const lunch = rnd.int(11 * 60 + 55, 12 * 60 + 10);
    const clockOut = rnd.int(17 * 60 + 45, 19 * 60 + 30);
    const id = rnd.uuid();
    if (off || (person.joinedAt && today < person.joinedAt) || (person.leavingAt && today > person.leavingAt)) continue;
    const plan = [['CLOCK_IN', clockIn], ['REST_START', lunch], ['REST_END', lunch + 60], ['CLOCK_OUT', clockOut]] as const;
    plan.forEach(([recordType, minutes], k) => {
      if (minutes > nowMinutes) return;
      rows.push({
        // one drawn id per person and day; the record's kind makes it unique
        id: `${id.slice(0, 35)}${k}`,
        companyId: options.companyId,
        personId: person.id,
        placeId: person.placeId,
        workDate: today,
        recordType,
        time: hhmm(minutes),
        source: 'SEED',
        isEdited: false,
        editReason: null,
        editedAt: null,
        createdAt: options.refDate,
      });
    });
  }
  return rows;
}

/**
 * The demo company's clockings (001 §2 "Time and attendance"; docs/time-and-attendance.md "Seed"):
 * the working employees (ACTIVE, NEW_HIRE, LEAVING; see `attendancePeopleFor` for how many) clock
 * at their place on weekdays from the first day of the month before the seed's `now` to the day
 * before it (Asia/Tokyo), between their joining and leaving days, and today's so far
 * (`clockingsSoFarToday`). A usual day is clock-in 08:40–
 * 09:20, a lunch rest of an hour from about 12:00, clock-out 17:45–19:30; about 4% of days are off.
 * Realistic errors: a missing clock-out (~3% of days), overlapping rests (~1.5%), a rest without
 * end (~1.5%), a missing clock-in (~1%), each kind at least once in the previous month (the
 * first four workers, on its 3rd–6th weekday); ~2% of the good days carry an edited clock-in with
 * its reason. Deterministic (`prng(13_004)`): no other module's rows move.
 */
export async function seedAttendance(db: Db, options: { companyId: string; people: readonly AttendanceSeedPerson[]; scale: number; now: Date; refDate: Date }): Promise<number> {
  const rnd = prng(13_004);
  const today = tokyoToday(options.now);
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const prevMonthStart = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const yesterday = new Date(Date.UTC(y, m - 1, Number(today.slice(8, 10)) - 1)).toISOString().slice(0, 10);
  const days = weekdaysBetween(prevMonthStart, yesterday);
  const workers = options.people
    .filter((p) => p.workerType === 'EMPLOYEE' && ['ACTIVE', 'NEW_HIRE', 'LEAVING'].includes(p.status) && p.placeId)
    .slice(0, attendancePeopleFor(options.scale));

  // every kind of error at least once in the previous month (the tests and the journeys rely on
  // them): the first four workers each get one on an early weekday of that month
  const errorKinds = ['NO_CLOCK_OUT', 'OVERLAP', 'REST_NO_END', 'NO_CLOCK_IN'] as const;
  const forced = new Map<string, (typeof errorKinds)[number]>(errorKinds.flatMap((kind, k) => (workers[k] && days[2 + k] ? [[`${workers[k].id}|${days[2 + k]}`, kind] as const] : [])));

  const rows: (typeof t.timeRecords.$inferInsert)[] = [];
  for (const person of workers) {
    for (const date of days) {
      const force = forced.get(`${person.id}|${date}`);
      if ((person.joinedAt && date < person.joinedAt) || (person.leavingAt && date > person.leavingAt)) continue;
      const roll = rnd.next();
      if (roll < 0.04 && !force) continue; // a day off
      const add = (recordType: 'CLOCK_IN' | 'CLOCK_OUT' | 'REST_START' | 'REST_END', minutes: number, editReason: string | null = null) =>
        rows.push({
          id: rnd.uuid(),
          companyId: options.companyId,
          personId: person.id,
          placeId: person.placeId,
          workDate: date,
          recordType,
          time: hhmm(minutes),
          source: 'SEED',
          isEdited: editReason !== null,
          editReason,
          editedAt: editReason !== null ? options.refDate : null,
          createdAt: options.refDate,
        });
      const clockIn = rnd.int(8 * 60 + 40, 9 * 60 + 20);
      const lunch = rnd.int(11 * 60 + 55, 12 * 60 + 10);
      const clockOut = rnd.int(17 * 60 + 45, 19 * 60 + 30);
      const error = force ?? (roll < 0.07 ? 'NO_CLOCK_OUT' : roll < 0.085 ? 'OVERLAP' : roll < 0.1 ? 'REST_NO_END' : roll < 0.11 ? 'NO_CLOCK_IN' : null);
      const edited = error === null && rnd.next() < 0.02 ? rnd.pick(editReasons) : null;
      if (error !== 'NO_CLOCK_IN') add('CLOCK_IN', clockIn, edited);
      add('REST_START', lunch);
      add('REST_END', lunch + 60);
      if (error === 'OVERLAP') {
        add('REST_START', lunch + 30);
        add('REST_END', lunch + 75);
      }
      if (error === 'REST_NO_END') add('REST_START', rnd.int(15 * 60, 15 * 60 + 30));
      if (error !== 'NO_CLOCK_OUT') add('CLOCK_OUT', clockOut);
    }
  }
  rows.push(...clockingsSoFarToday(options, workers, today));
  await bulkInsert(db, 'time_records', t.timeRecords, rows);
  return rows.length;
}
