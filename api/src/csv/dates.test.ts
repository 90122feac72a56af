import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createContractBodySchema, createDeviceBodySchema, personalInformationSchema } from '@kanri/contracts';
import { isoDateKeys, readDateCell } from './dates';

// issue 30 "Imports accept what people write": the date forms of a Japanese office
describe('readDateCell', () => {
  const reads = (cell: string, expected: string) => assert.deepEqual(readDateCell(cell), { value: expected }, cell);
  const refuses = (cell: string) => {
    const read = readDateCell(cell);
    assert.equal(read.value, undefined, cell);
    assert.equal(read.error?.descriptor.id, 'api.csv.date');
    assert.equal(read.error?.values?.value, cell.trim(), 'the error names what was found');
  };

  it('reads the Gregorian forms Excel and people write', () => {
    reads('2026/4/1', '2026-04-01');
    reads('2026/04/01', '2026-04-01');
    reads('2026-04-01', '2026-04-01');
    reads('2026-4-1', '2026-04-01');
    reads('2026年4月1日', '2026-04-01');
    reads('20260401', '2026-04-01');
    reads(' 2026/12/31 ', '2026-12-31');
  });

  it('normalises full-width digits, slashes and spaces', () => {
    reads('２０２６／４／１', '2026-04-01');
    reads('２０２６年　４月　１日', '2026-04-01');
  });

  it('reads Japanese era dates, 元年 and the one-letter abbreviations', () => {
    reads('令和8年4月1日', '2026-04-01');
    reads('令和元年5月1日', '2019-05-01');
    reads('平成31年4月30日', '2019-04-30');
    reads('R8.4.1', '2026-04-01');
    reads('h31/4/30', '2019-04-30');
    reads('昭和64年1月7日', '1989-01-07');
    reads('令和８年４月１日', '2026-04-01');
  });

  it('refuses era dates outside their era', () => {
    refuses('平成31年5月1日'); // that day is 令和元年5月1日
    refuses('令和元年4月30日'); // still 平成
    refuses('昭和64年1月8日'); // 平成元年1月8日
  });

  it('reads Excel serial day numbers across the phantom 1900-02-29', () => {
    reads('46113', '2026-04-01');
    reads('61', '1900-03-01');
    reads('59', '1900-02-28');
    reads('1', '1900-01-01');
    refuses('60'); // 1900-02-29, which Excel counts and the calendar does not
    refuses('0');
  });

  it('refuses days that do not exist and text that is no date', () => {
    refuses('2026/2/30');
    refuses('2026-13-01');
    refuses('2026/4');
    refuses('来週');
    refuses('4/1/2026');
  });

  it('reads an empty cell as no date', () => {
    assert.deepEqual(readDateCell(''), { value: null });
    assert.deepEqual(readDateCell(undefined), { value: null });
  });
});

// a module's date columns come from its body schema, not from a second list
describe('isoDateKeys', () => {
  it('finds the ISO date fields of object schemas, piped or not, nullable or not', () => {
    assert.deepEqual([...isoDateKeys(createDeviceBodySchema)].sort(), ['leaseEndOn', 'lifecycleEndOn', 'purchaseDate']);
    assert.deepEqual([...isoDateKeys(createContractBodySchema)].sort(), ['endDate', 'startDate']);
    assert.deepEqual([...isoDateKeys(personalInformationSchema)], ['birthDate']);
  });
});
