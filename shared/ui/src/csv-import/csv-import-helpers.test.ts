import { csvMaxFileBytes } from '@kanri/contracts';
import { truncateCell } from './truncate-cell';
import { validateCsvFile } from './validate-csv-file';
import { csvExportFileName } from './csv-export-file-name';

function fileOf(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('truncateCell', () => {
  it('keeps text of 10 characters or fewer', () => {
    expect(truncateCell('Tokyo HQ 1')).toEqual({ text: 'Tokyo HQ 1', truncated: false, value: 'Tokyo HQ 1' });
    expect(truncateCell(null)).toEqual({ text: '', truncated: false, value: '' });
  });

  it('cuts after 10 characters and keeps the whole value', () => {
    expect(truncateCell('Osaka Branch Office')).toEqual({ text: 'Osaka Bran…', truncated: true, value: 'Osaka Branch Office' });
  });

  it('counts kanji and emoji as one character each', () => {
    expect(truncateCell('東京都千代田区丸の内一丁目').text).toBe('東京都千代田区丸の内…');
    expect(truncateCell('🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢').text).toBe('🏢🏢🏢🏢🏢🏢🏢🏢🏢🏢…');
  });

  it('takes another limit', () => {
    expect(truncateCell('abcdef', 3).text).toBe('abc…');
  });
});

describe('validateCsvFile', () => {
  it('accepts one .csv file under 10 MB, in any case of the extension', () => {
    const file = fileOf('places.CSV', csvMaxFileBytes - 1);
    expect(validateCsvFile([file])).toEqual({ ok: true, file });
  });

  it('refuses more than one file, or none', () => {
    expect(validateCsvFile([fileOf('a.csv', 10), fileOf('b.csv', 10)])).toEqual({ ok: false, problem: 'count' });
    expect(validateCsvFile([])).toEqual({ ok: false, problem: 'count' });
  });

  it('refuses another type', () => {
    expect(validateCsvFile([fileOf('places.xlsx', 10)])).toEqual({ ok: false, problem: 'type' });
    expect(validateCsvFile([fileOf('places.csv.txt', 10)])).toEqual({ ok: false, problem: 'type' });
  });

  it('refuses a file of 10 MB or more, and an empty file', () => {
    expect(validateCsvFile([fileOf('places.csv', csvMaxFileBytes)])).toEqual({ ok: false, problem: 'size' });
    expect(validateCsvFile([fileOf('places.csv', 0)])).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('csvExportFileName', () => {
  const date = new Date(2025, 3, 1, 23, 30);

  it('names a view export by module and local date', () => {
    expect(csvExportFileName('equipment', 'view', date)).toBe('equipment-export-2025-04-01.csv');
  });

  it('names the edit export and the template', () => {
    expect(csvExportFileName('places', 'edit', date)).toBe('places.csv');
    expect(csvExportFileName('places', 'edit-template', date)).toBe('template_places.csv');
  });
});
