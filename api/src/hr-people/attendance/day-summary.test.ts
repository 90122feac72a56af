import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minutesOfDay, summarizeDay, type DayRecord } from './day-summary';

let n = 0;
function rec(recordType: DayRecord['recordType'], time: string, edit?: string): DayRecord {
  n += 1;
  return { id: `r${n}`, recordType, time, isEdited: edit !== undefined, editReason: edit ?? null, version: 1 };
}

const normalDay = () => [rec('CLOCK_IN', '09:02'), rec('REST_START', '12:00'), rec('REST_END', '13:00'), rec('CLOCK_OUT', '18:17')];

describe('summarizeDay', () => {
  it('reads HH:MM as minutes of the day', () => {
    assert.equal(minutesOfDay('00:00'), 0);
    assert.equal(minutesOfDay('09:05'), 545);
    assert.equal(minutesOfDay('23:59'), 1439);
    // every HH:MM (the character-code path) as its parts read by Number, and what is not HH:MM
    const byParts = (time: string) => {
      const [h, m] = time.split(':');
      return Number(h) * 60 + Number(m);
    };
    for (let h = 0; h < 100; h++)
      for (let m = 0; m < 100; m++) {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        assert.equal(minutesOfDay(time), byParts(time), time);
      }
    for (const time of ['9:05', ' 9:05', '09:5 ', '0a:05', '09:0/', '09:0:', '09-05', '09:05:30', ':', '', '０９:05']) assert.deepEqual(minutesOfDay(time), byParts(time), JSON.stringify(time));
    assert.ok(Number.isNaN(minutesOfDay('0905')));
  });

  it('computes a normal day: working time is clock-out − clock-in − breaks, no errors', () => {
    const day = summarizeDay(normalDay());
    assert.equal(day.totalBreakTimeMinutes, 60);
    assert.equal(day.totalWorkingTimeMinutes, 18 * 60 + 17 - (9 * 60 + 2) - 60);
    assert.equal(day.isValid, true);
    assert.deepEqual(day.clockInErrors, []);
    assert.deepEqual(day.clockOutErrors, []);
    assert.equal(day.restTimes.length, 1);
    assert.equal(day.restTimes[0]!.start!.time, '12:00');
    assert.equal(day.restTimes[0]!.end!.time, '13:00');
    assert.deepEqual(day.restTimes[0]!.errors, []);
  });

  it('orders records by time whatever order they come in', () => {
    const day = summarizeDay([...normalDay()].reverse());
    assert.equal(day.clockIns[0]!.time, '09:02');
    assert.equal(day.isValid, true);
    assert.equal(day.totalWorkingTimeMinutes, 8 * 60 + 15); // 09:02–18:17 less a 60-minute rest
  });

  it('a day without records is valid and empty', () => {
    const day = summarizeDay([]);
    assert.equal(day.isValid, true);
    assert.equal(day.totalWorkingTimeMinutes, 0);
    assert.deepEqual(day.clockInErrors, []);
    assert.deepEqual(day.clockOutErrors, []);
  });

  it('clock-in MISSING: records without a clock-in; no working time', () => {
    const day = summarizeDay([rec('CLOCK_OUT', '18:00')]);
    assert.deepEqual(day.clockInErrors, ['MISSING']);
    assert.deepEqual(day.clockOutErrors, []);
    assert.equal(day.isValid, false);
    assert.equal(day.totalWorkingTimeMinutes, 0);
  });

  it('clock-in DUPLICATE: the earliest counts', () => {
    const day = summarizeDay([rec('CLOCK_IN', '09:30'), rec('CLOCK_IN', '09:00'), rec('CLOCK_OUT', '18:00')]);
    assert.deepEqual(day.clockInErrors, ['DUPLICATE']);
    assert.equal(day.clockIns.length, 2);
    assert.equal(day.totalWorkingTimeMinutes, 9 * 60);
    assert.equal(day.isValid, false);
  });

  it('clock-out MISSING (打刻漏れ): a clock-in without clock-out; no working time', () => {
    const day = summarizeDay([rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00'), rec('REST_END', '13:00')]);
    assert.deepEqual(day.clockOutErrors, ['MISSING']);
    assert.deepEqual(day.clockInErrors, []);
    assert.equal(day.totalWorkingTimeMinutes, 0);
    assert.equal(day.totalBreakTimeMinutes, 60);
    assert.equal(day.isValid, false);
  });

  it('clock-out BEFORE_CLOCK_IN: a clock-out not after the clock-in', () => {
    for (const out of ['08:00', '09:00']) {
      const day = summarizeDay([rec('CLOCK_IN', '09:00'), rec('CLOCK_OUT', out)]);
      assert.deepEqual(day.clockOutErrors, ['BEFORE_CLOCK_IN'], out);
      assert.equal(day.totalWorkingTimeMinutes, 0);
      assert.equal(day.isValid, false);
    }
  });

  it('clock-out DUPLICATE: the latest counts', () => {
    const day = summarizeDay([rec('CLOCK_IN', '09:00'), rec('CLOCK_OUT', '17:00'), rec('CLOCK_OUT', '18:00')]);
    assert.deepEqual(day.clockOutErrors, ['DUPLICATE']);
    assert.equal(day.totalWorkingTimeMinutes, 9 * 60);
  });

  it('rest MISSING_END: a rest start without end, which does not count as break', () => {
    const day = summarizeDay([rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00'), rec('CLOCK_OUT', '18:00')]);
    assert.equal(day.restTimes.length, 1);
    assert.equal(day.restTimes[0]!.end, null);
    assert.deepEqual(day.restTimes[0]!.errors, ['MISSING_END']);
    assert.equal(day.totalBreakTimeMinutes, 0);
    assert.equal(day.totalWorkingTimeMinutes, 9 * 60);
    assert.equal(day.isValid, false);
  });

  it('a forgotten rest end pairs the later rest with its own end', () => {
    const day = summarizeDay([
      rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00'), rec('REST_START', '15:00'), rec('REST_END', '15:30'), rec('CLOCK_OUT', '18:00'),
    ]);
    assert.deepEqual(day.restTimes.map((r) => [r.start?.time ?? null, r.end?.time ?? null, r.errors]), [
      ['12:00', null, ['MISSING_END']],
      ['15:00', '15:30', []],
    ]);
    assert.equal(day.totalBreakTimeMinutes, 30);
  });

  it('rest MISSING_START: a rest end with no open start', () => {
    const day = summarizeDay([rec('CLOCK_IN', '09:00'), rec('REST_END', '13:00'), rec('CLOCK_OUT', '18:00')]);
    assert.equal(day.restTimes[0]!.start, null);
    assert.deepEqual(day.restTimes[0]!.errors, ['MISSING_START']);
    assert.equal(day.isValid, false);
  });

  it('rest OVERLAP: both overlapping rests are flagged; the break counts the covered minutes once', () => {
    const day = summarizeDay([
      rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00'), rec('REST_END', '13:00'), rec('REST_START', '12:30'), rec('REST_END', '13:30'), rec('CLOCK_OUT', '18:00'),
    ]);
    assert.equal(day.restTimes.length, 2);
    for (const r of day.restTimes) assert.deepEqual(r.errors, ['OVERLAP']);
    assert.equal(day.totalBreakTimeMinutes, 90);
    assert.equal(day.totalWorkingTimeMinutes, 9 * 60 - 90);
    assert.equal(day.isValid, false);
  });

  it('back-to-back rests (one ends when the next starts) do not overlap', () => {
    const day = summarizeDay([
      rec('CLOCK_IN', '09:00'), rec('REST_START', '13:00'), rec('REST_END', '13:30'), rec('REST_START', '12:00'), rec('REST_END', '13:00'), rec('CLOCK_OUT', '18:00'),
    ]);
    assert.equal(day.isValid, true);
    assert.equal(day.totalBreakTimeMinutes, 90);
  });

  it('rest OUTSIDE_WORKING_TIME: before the clock-in or after the clock-out; only the inside part is break', () => {
    const early = summarizeDay([rec('REST_START', '08:30'), rec('CLOCK_IN', '09:00'), rec('REST_END', '09:30'), rec('CLOCK_OUT', '18:00')]);
    assert.deepEqual(early.restTimes[0]!.errors, ['OUTSIDE_WORKING_TIME']);
    assert.equal(early.totalBreakTimeMinutes, 30);
    assert.equal(early.totalWorkingTimeMinutes, 9 * 60 - 30);
    const late = summarizeDay([rec('CLOCK_IN', '09:00'), rec('CLOCK_OUT', '18:00'), rec('REST_START', '18:10'), rec('REST_END', '18:20')]);
    assert.deepEqual(late.restTimes[0]!.errors, ['OUTSIDE_WORKING_TIME']);
    assert.equal(late.totalBreakTimeMinutes, 0);
    assert.equal(late.isValid, false);
  });

  it('carries isEdited and the reason of edited records, also on rests', () => {
    const day = summarizeDay([
      rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00'), rec('REST_END', '13:00', 'Forgot to clock'), rec('CLOCK_OUT', '18:00', 'Left late'),
    ]);
    assert.equal(day.clockIns[0]!.isEdited, false);
    assert.deepEqual(day.clockOuts[0], { id: day.clockOuts[0]!.id, time: '18:00', isEdited: true, editReason: 'Left late', version: 1 });
    assert.equal(day.restTimes[0]!.isEdited, true);
    assert.equal(day.restTimes[0]!.editReason, 'Forgot to clock');
  });
  it('today (inProgress) a person still working or on a break has no error yet; the same records on a past day do', () => {
    const working = [rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00'), rec('REST_END', '13:00')];
    assert.equal(summarizeDay(working, { inProgress: true }).isValid, true);
    assert.deepEqual(summarizeDay(working).clockOutErrors, ['MISSING']);
    const onBreak = [rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00')];
    assert.equal(summarizeDay(onBreak, { inProgress: true }).isValid, true);
    assert.deepEqual(summarizeDay(onBreak).restTimes[0]!.errors, ['MISSING_END']);
    // an open rest followed by later records was forgotten, today too
    const forgotten = summarizeDay([rec('CLOCK_IN', '09:00'), rec('REST_START', '12:00'), rec('REST_START', '15:00')], { inProgress: true });
    assert.deepEqual(forgotten.restTimes.map((r) => r.errors), [['MISSING_END'], []]);
  });
});
