import * as v from 'valibot';
import { messages } from '../messages';
import type { FormFieldType } from './pattern-definition';

/**
 * The values of one operation form (issue 14; docs/operation-packages.md "The individual area"):
 * a FORM task's answers, `{ [fieldKey]: string | number | boolean | null }`, checked against the
 * form's field definitions (`PatternDefinition.forms[].fields`). One schema, three users: the
 * individual area's form page, the staff "complete on behalf" drawer and the server (400 with the
 * field paths `values.<key>`), so a rule reads the same everywhere.
 */

/** The field types a form may hold (`formFieldTypeValues` of the pattern definition). */
export type FormValuesFieldType = FormFieldType;

/**
 * What `formValuesSchemaFor` reads of one field definition: its `key`, `type`, `required`,
 * `maxLength` (TEXT / TEXTAREA; null = no limit) and `options` (SELECT: the allowed `value`s).
 * A `FormDefinition` field of `pattern-definition.ts` fits as is.
 */
export interface FormValuesField {
  key: string;
  type: FormValuesFieldType;
  required: boolean;
  maxLength: number | null;
  options: ReadonlyArray<{ value: string }> | null;
}

/** What `formValuesSchemaFor` reads of a form definition: its fields. */
export interface FormValuesForm {
  fields: readonly FormValuesField[];
}

/** One answer: text, a YYYY-MM-DD date and a SELECT's option value are strings; NUMBER a number; CHECKBOX a boolean; null = unanswered. */
export type FormValue = string | number | boolean | null;
/** A form's answers by field key (the `FormValues` of `operation-packages.ts`). */
type Answers = Record<string, FormValue>;

/** A JSON object of answers, as the calls carry it before `formValuesSchemaFor` checks it against a form (keys ≤ 100, values scalar). */
export const formValuesObjectSchema = v.record(
  v.pipe(v.string(), v.maxLength(100, messages.maxLength.id)),
  v.nullable(v.union([v.string(), v.number(), v.boolean()], messages.invalidType.id)),
);

/** The limit of a text answer when the field sets none (characters; `patternDefinitionLimits.fieldMaxLength`). */
export const formTextDefaultMaxLength = 2000;

/** Whether `s` is a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function fieldSchema(field: FormValuesField, draft: boolean) {
  const required = field.required && !draft;
  let answer: v.GenericSchema<unknown, FormValue>;
  switch (field.type) {
    case 'TEXT':
    case 'TEXTAREA':
      answer = v.pipe(v.string(messages.invalidType.id), v.maxLength(field.maxLength ?? formTextDefaultMaxLength, messages.maxLength.id));
      break;
    case 'NUMBER':
      answer = v.pipe(v.number(messages.invalidType.id), v.finite(messages.invalidType.id));
      break;
    case 'DATE':
      answer = v.pipe(v.string(messages.invalidType.id), v.check(isCalendarDate, messages.isoDate.id));
      break;
    case 'SELECT':
      answer = v.picklist((field.options ?? []).map((o) => o.value), messages.picklist.id);
      break;
    case 'CHECKBOX':
      // A required checkbox ("I confirm …") must be ticked; false is its blank.
      answer = required ? v.pipe(v.boolean(messages.invalidType.id), v.value(true, messages.required.id)) : v.boolean(messages.invalidType.id);
      break;
  }
  // `optional(…, null)`: an absent key is checked as null (v.object refuses a missing key otherwise).
  if (required) return v.optional(v.pipe(v.unknown(), v.check((value) => !isBlank(value), messages.required.id), answer), null);
  // Not required: a blank answer (null, '' or only spaces) is null; anything else meets the type's rules.
  return v.optional(v.pipe(v.unknown(), v.transform((value) => (isBlank(value) ? null : value)), v.nullable(answer)), null);
}

/**
 * A valibot schema of one form's values, built from its field definitions (issue 14).
 *
 * - Every field of the form is a key of the output; an unanswered one (absent, null, '' or only
 *   spaces) is `null`. Keys the form does not define are dropped.
 * - `required` refuses a blank answer with `validation.required` (a required CHECKBOX must be true);
 *   with `{ draft: true }` (saving a draft) nothing is required, the other rules still hold.
 * - TEXT / TEXTAREA: a string of at most `maxLength` characters (`validation.maxLength`; without a
 *   limit `formTextDefaultMaxLength`). NUMBER: a finite number. DATE: a real date `YYYY-MM-DD`
 *   (`validation.isoDate`). SELECT: one of the options' values (`validation.picklist`). CHECKBOX: a
 *   boolean. A value of the wrong type answers `validation.type`.
 *
 * Issues carry the field key as their path (the server prefixes `values.`), and the message ids of
 * `contracts/src/messages.ts`, translated by the `contracts` catalog on the page and the server.
 *
 * @example v.safeParse(formValuesSchemaFor(form), { reason: '' }) // issue at `reason`: required
 */
export function formValuesSchemaFor(form: FormValuesForm, options: { draft?: boolean } = {}) {
  const draft = options.draft ?? false;
  const entries: v.ObjectEntries = {};
  for (const field of form.fields) entries[field.key] = fieldSchema(field, draft);
  return v.object(entries, messages.invalidType.id) as unknown as v.GenericSchema<Record<string, unknown>, Answers>;
}

/**
 * The form's empty answers (every field null, a CHECKBOX false), overlaid with `saved` (a draft or a
 * sent-back answer) for the keys the form defines: the initial values of a form page.
 */
export function initialFormValues(form: FormValuesForm, saved?: Record<string, unknown> | null): Answers {
  const values: Answers = {};
  for (const field of form.fields) {
    const value = saved?.[field.key];
    const fallback = field.type === 'CHECKBOX' ? false : null;
    values[field.key] = value === undefined || (typeof value === 'object' && value !== null) ? fallback : (value as FormValue);
  }
  return values;
}
