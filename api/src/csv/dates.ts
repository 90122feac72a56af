import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { apiMessages } from '../i18n/messages';
import type { CsvMessage } from './message';
import { cellText } from './cells';

dayjs.extend(customParseFormat);

/**
 * Japanese eras (元号) from 明治: the first day of each (the Gregorian date the era began) and the
 * names and one-letter abbreviations people write. A date of an era must fall between its first day
 * and the next era's (平成31年5月1日 does not exist: that day is 令和元年5月1日).
 */
const eras = [
  { names: ['令和', 'R'], start: '2019-05-01' },
  { names: ['平成', 'H'], start: '1989-01-08' },
  { names: ['昭和', 'S'], start: '1926-12-25' },
  { names: ['大正', 'T'], start: '1912-07-30' },
  { names: ['明治', 'M'], start: '1868-01-25' },
] as const;

/** The Gregorian forms after NFKC: `2026-04-01`, `2026/4/1`, `2026.4.1`, `2026年4月1日`, `20260401`. */
const gregorianForm = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2})|年(\d{1,2})月(\d{1,2})日|(\d{2})(\d{2}))$/;

/** `yyyy-mm-dd` of a Gregorian date cell, or null when it is none or the day does not exist (2026/2/30). */
function gregorianDate(text: string): string | null {
  const match = gregorianForm.exec(text);
  if (!match) return null;
  const [year, month, day] = [match[1], match[2] ?? match[4] ?? match[6], match[3] ?? match[5] ?? match[7]];
  const date = dayjs(`${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`, 'YYYY-MM-DD', true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

/** Excel's serial day numbers: day 1 is 1900-01-01, and 1900-02-29 (serial 60) that Excel counts but never was. */
const excelSerialMin = 1;
/** 9999-12-31, Excel's last date. */
const excelSerialMax = 2_958_465;

/** `yyyy-mm-dd` of a Japanese era date (`令和8年4月1日`, `令和元年5月1日`, `R8.4.1`, `H31/4/30`), or null when it is none or does not exist. */
function eraDate(text: string): string | null {
  const match = /^(令和|平成|昭和|大正|明治|[RHSTM])(元|\d{1,2})(?:年|[./-])(\d{1,2})(?:月|[./-])(\d{1,2})日?$/i.exec(text);
  if (!match) return null;
  const index = eras.findIndex((e) => (e.names as readonly string[]).includes(match[1]!.toUpperCase()));
  const era = eras[index]!;
  const year = dayjs(era.start).year() + (match[2] === '元' ? 1 : Number(match[2])) - 1;
  const date = dayjs(`${year}-${match[3]}-${match[4]}`, 'YYYY-M-D', true);
  if (!date.isValid()) return null;
  const iso = date.format('YYYY-MM-DD');
  const next = eras[index - 1];
  return iso >= era.start && (!next || iso < next.start) ? iso : null;
}

/** `yyyy-mm-dd` of an Excel serial day number (`46113` → `2026-04-01`), or null outside Excel's range. */
function excelSerialDate(text: string): string | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  const serial = Number(text);
  if (serial < excelSerialMin || serial > excelSerialMax || serial === 60) return null;
  // serials after the phantom 1900-02-29 count from 1899-12-30; before it from 1899-12-31
  return dayjs('1899-12-31').add(serial > 60 ? serial - 1 : serial, 'day').format('YYYY-MM-DD');
}

/**
 * Reads a date cell as people write dates in Japan (issue 30 "Imports accept what people write"):
 * `2026/4/1`, `2026-04-01`, `2026年4月1日`, `20260401`, Japanese era dates (`令和8年4月1日`,
 * `令和元年5月1日`, `R8.4.1`), and Excel serial day numbers (`46113`), after full-width digits,
 * slashes and spaces are normalised (NFKC). Parsing is strict: a day that does not exist is refused.
 *
 * @returns `{ value }`, the date as `yyyy-mm-dd` (null for an empty cell), or `{ error }` naming
 *   what was found and the forms accepted (`api.csv.date`).
 */
export function readDateCell(cell: string | undefined): { value: string | null; error?: undefined } | { value?: undefined; error: CsvMessage } {
  const raw = cellText(cell);
  if (raw === null) return { value: null };
  const text = raw.normalize('NFKC').replace(/\s+/g, '');
  const value = gregorianDate(text) ?? eraDate(text) ?? excelSerialDate(text);
  return value ? { value } : { error: { descriptor: apiMessages.csvDate, values: { value: raw } } };
}

/** A valibot schema as far as `isIsoDateSchema` looks into it: wrappers (nullable, optional) and pipes. */
interface SchemaShape {
  type?: string;
  wrapped?: SchemaShape;
  pipe?: readonly { type?: string }[];
}

/**
 * True when `schema` is an ISO date (`v.isoDate` in its pipe, possibly inside `v.nullable` /
 * `v.optional`): the body schema says which CSV columns are dates, so a module marks its date
 * columns (`CsvColumnDef.date`) from the contract rather than listing them again.
 */
export function isIsoDateSchema(schema: unknown): boolean {
  let s = schema as SchemaShape | undefined;
  while (s?.wrapped) s = s.wrapped;
  return !!s?.pipe?.some((item) => item.type === 'iso_date');
}

/**
 * The keys of an object schema (or of a `v.pipe(v.object(…), …)`) whose value is an ISO date: what
 * a CSV module marks as `date` columns when its column keys are the body's field names.
 */
export function isoDateKeys(schema: unknown): Set<string> {
  const shape = schema as { entries?: Record<string, unknown>; pipe?: readonly { entries?: Record<string, unknown> }[] };
  const entries = shape.entries ?? shape.pipe?.[0]?.entries ?? {};
  return new Set(Object.entries(entries).filter(([, s]) => isIsoDateSchema(s)).map(([key]) => key));
}
