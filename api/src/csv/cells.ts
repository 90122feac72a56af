import * as v from 'valibot';
import { describeIssue, issuePath, type MessageDescriptor } from '@kanri/contracts';
import type { Translator } from '../i18n/i18n';
import { apiMessages } from '../i18n/messages';
import type { CsvMessage } from './message';
import { unescapeFormula } from './formula';

/** Building blocks the CSV modules share to read cells (references, choices, schema issues). */

/** A cell's text for validation: `'`-escaped formulas restored, trimmed; `null` when empty or the column is absent. */
export function cellText(cell: string | undefined): string | null {
  if (cell === undefined) return null;
  const text = unescapeFormula(cell).trim();
  return text === '' ? null : text;
}

/** Lookup form of a name or code: NFKC (full-width → half-width), lower case, spaces collapsed. */
export function lookupKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Records found by any of their names (code, Japanese name, English name…): a name two records
 * share is ambiguous. Built once per import from one query per reference kind.
 */
export class NameIndex<T> {
  private readonly map = new Map<string, T | typeof ambiguous>();
  /** Raw text → lookup key: a file repeats the same few references thousands of times. */
  private readonly keys = new Map<string, string>();

  /** Indexes `item` under each non-empty name. A name already taken by another item becomes ambiguous. */
  add(item: T, names: readonly (string | null | undefined)[]): void {
    for (const name of new Set(names.filter((n): n is string => !!n).map(lookupKey))) {
      const existing = this.map.get(name);
      this.map.set(name, existing === undefined || existing === item ? item : ambiguous);
    }
  }

  /** The record named `text`, `'ambiguous'` when several share the name, `undefined` when none does. */
  find(text: string): T | 'ambiguous' | undefined {
    let key = this.keys.get(text);
    if (key === undefined) {
      key = lookupKey(text);
      if (this.keys.size < 100_000) this.keys.set(text, key);
    }
    const found = this.map.get(key);
    return found === ambiguous ? 'ambiguous' : found;
  }
}
const ambiguous = Symbol('ambiguous');

/**
 * Reads a cell of an enumerated column: the value itself (`IN_USE`) or its label in either language
 * (`使用中`, `In use`), case- and width-insensitive.
 */
export class ChoiceReader<V extends string> {
  private readonly byText = new Map<string, V>();

  constructor(private readonly labels: Record<V, MessageDescriptor>, translator: Translator) {
    for (const [value, label] of Object.entries(labels) as [V, MessageDescriptor][]) {
      for (const text of [value, translator.t('en-US', label), translator.t('ja-JP', label)]) {
        this.byText.set(text, value);
        this.byText.set(lookupKey(text), value);
      }
    }
  }

  /** `{ value }` (null for an empty cell) or `{ error }` naming the text found and listing the choices in the request's language. */
  read(cell: string | undefined): { value: V | null; error?: undefined } | { value?: undefined; error: CsvMessage } {
    const text = cellText(cell);
    if (text === null) return { value: null };
    const value = this.byText.get(text) ?? this.byText.get(lookupKey(text));
    return value ? { value } : { error: { descriptor: apiMessages.csvChoice, values: { value: text, choices: Object.values(this.labels) } } };
  }

  /** The label of `value` in the request's language, for exports. */
  label(value: V | null | undefined, translate: (d: MessageDescriptor) => string): string {
    return value ? translate(this.labels[value]) : '';
  }
}

/**
 * The issues of a valibot parse as cell errors: `columnOf` maps an issue's dotted path (a body
 * field) to the CSV column it came from; issues of other paths become record errors.
 */
export function issuesToCells<K extends string>(issues: readonly v.BaseIssue<unknown>[], columnOf: (path: string) => K | undefined) {
  const cellErrors: Partial<Record<K, CsvMessage[]>> = {};
  const recordErrors: CsvMessage[] = [];
  for (const issue of issues) {
    const { descriptor, values } = describeIssue(issue);
    const column = columnOf(issuePath(issue));
    if (column) (cellErrors[column] ??= []).push({ descriptor, values });
    else recordErrors.push({ descriptor, values });
  }
  return { cellErrors, recordErrors };
}

/** Adds one error to a column's list. */
export function addError<K extends string>(errors: Partial<Record<K, CsvMessage[]>>, column: K, message: CsvMessage): void {
  (errors[column] ??= []).push(message);
}

/**
 * A PostgreSQL array literal (`{"a","b"}`) of `values`, for `= ANY(${literal}::text[])`: one query
 * parameter however many values, instead of one parameter each (1000 parameters per batch made the
 * look-ups several times slower to plan).
 */
export function pgArray(values: Iterable<string>): string {
  return `{${[...values].map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
