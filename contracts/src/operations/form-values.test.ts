/// <reference types="jest" />
import * as v from 'valibot';
import { formValuesSchemaFor, initialFormValues, type FormValuesForm } from './form-values';
import { messages } from '../messages';

const form: FormValuesForm = {
  fields: [
    { key: 'reason', type: 'TEXT', required: true, maxLength: 5, options: null },
    { key: 'count', type: 'NUMBER', required: false, maxLength: null, options: null },
    { key: 'day', type: 'DATE', required: true, maxLength: null, options: null },
    { key: 'size', type: 'SELECT', required: false, maxLength: null, options: [{ value: 'S' }, { value: 'M' }] },
    { key: 'agree', type: 'CHECKBOX', required: true, maxLength: null, options: null },
    { key: 'note', type: 'TEXTAREA', required: false, maxLength: null, options: null },
  ],
};

function issues(input: unknown, draft = false) {
  const result = v.safeParse(formValuesSchemaFor(form, { draft }), input);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [(i.path ?? []).map((p) => String((p as { key: unknown }).key)).join('.'), i.message]));
}

describe('formValuesSchemaFor', () => {
  it('refuses blank required fields (absent, empty, spaces) and an unticked required checkbox', () => {
    expect(issues({})).toEqual({ reason: messages.required.id, day: messages.required.id, agree: messages.required.id });
    expect(issues({ reason: '   ', day: '', agree: false })).toEqual({ reason: messages.required.id, day: messages.required.id, agree: messages.required.id });
  });

  it('checks length, date form, options and types', () => {
    expect(issues({ reason: 'abcdef', day: '2025-13-01', agree: true, size: 'XL', count: 'three' })).toEqual({
      reason: messages.maxLength.id,
      day: messages.isoDate.id,
      size: messages.picklist.id,
      count: messages.invalidType.id,
    });
  });

  it('answers every field, blanks as null, and drops keys the form does not define', () => {
    const output = v.parse(formValuesSchemaFor(form), { reason: 'ok', day: '2025-04-01', agree: true, size: '', extra: 'x' });
    expect(output).toEqual({ reason: 'ok', count: null, day: '2025-04-01', size: null, agree: true, note: null });
  });

  it('accepts a valid select option and a number', () => {
    expect(issues({ reason: 'ok', day: '2025-04-01', agree: true, size: 'M', count: 3.5 })).toEqual({});
    expect(issues({ reason: 'ok', day: '2026-02-30', agree: true })).toEqual({ day: messages.isoDate.id });
  });

  it('saves a draft without the required fields but still checks what is typed', () => {
    expect(issues({}, true)).toEqual({});
    expect(issues({ reason: 'far too long', day: 'tomorrow' }, true)).toEqual({ reason: messages.maxLength.id, day: messages.isoDate.id });
  });

  it('applies the default text limit when the field sets none', () => {
    expect(issues({ reason: 'ok', day: '2025-04-01', agree: true, note: 'x'.repeat(2001) })).toEqual({ note: messages.maxLength.id });
  });
});

describe('initialFormValues', () => {
  it('starts every field empty (a checkbox false) and keeps saved answers of known keys', () => {
    expect(initialFormValues(form, { reason: 'draft', agree: true, other: 'x' })).toEqual({
      reason: 'draft', count: null, day: null, size: null, agree: true, note: null,
    });
  });
});
