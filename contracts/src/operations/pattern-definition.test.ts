/// <reference types="jest" />
import * as v from 'valibot';
import { definitionCounts, patternDefinitionSchema, type PatternDefinition } from './pattern-definition';
import { defaultPatternDefinition, operationInstancePath, operationPackageKindValues, startPatternBodySchema } from './operation-packages';
import { issuePath, messages } from '../messages';

const name = (ja: string, en: string) => ({ ja, en });
const valid: PatternDefinition = {
  steps: [
    { key: 'docs', name: name('書類', 'Docs'), tasks: [{ key: 'form', name: name('届出', 'Notice'), kind: 'FORM', assignee: { kind: 'SUBJECT' }, dueOffsetDays: -3, formId: 'notice' }] },
    { key: 'approval', name: name('承認', 'Approval'), tasks: [{ key: 'approve', name: name('承認', 'Approve'), kind: 'APPROVAL', assignee: { kind: 'PERSON', personId: '0b7c1a52-3c7b-4a4e-9b39-6f3b8e2c1d10' }, dueOffsetDays: 0, formId: null }] },
  ],
  forms: [{ id: 'notice', name: name('届出', 'Notice'), fields: [{ key: 'kind', label: name('種別', 'Kind'), type: 'SELECT', required: true, maxLength: null, options: [{ value: 'a', label: name('A', 'A') }] }] }],
};
const clone = (d: PatternDefinition): PatternDefinition => JSON.parse(JSON.stringify(d));
const issues = (input: unknown) => {
  const result = v.safeParse(patternDefinitionSchema, input);
  return result.success ? [] : result.issues.map((i) => `${issuePath(i)} ${i.message}`);
};

describe('patternDefinitionSchema', () => {
  it('accepts a definition with a form, an approval and a named person', () => {
    expect(issues(valid)).toEqual([]);
    expect(definitionCounts(valid)).toEqual({ stepCount: 2, taskCount: 2 });
  });

  it('refuses a FORM task without an existing form and a form on another kind, at the task\'s formId', () => {
    const bad = clone(valid);
    bad.steps[0]!.tasks[0]!.formId = 'missing';
    bad.steps[1]!.tasks[0]!.formId = 'notice';
    expect(issues(bad)).toEqual([`steps.0.tasks.0.formId ${messages.operationFormRequired.id}`, `steps.1.tasks.0.formId ${messages.operationFormNotRelevant.id}`]);
  });

  it('refuses duplicate keys and a choice field without options', () => {
    const dup = clone(valid);
    dup.steps[1]!.key = 'docs';
    expect(issues(dup)).toEqual([`steps ${messages.duplicate.id}`]);
    const task = clone(valid);
    task.steps[1]!.tasks[0]!.key = 'form';
    expect(issues(task)).toEqual([`steps ${messages.duplicate.id}`]);
    const select = clone(valid);
    select.forms[0]!.fields[0]!.options = null;
    expect(issues(select)).toEqual([`forms.0.fields.0.options ${messages.operationOptionsRequired.id}`]);
  });

  it('refuses empty steps, bad keys and out-of-range due offsets', () => {
    expect(issues({ steps: [], forms: [] })).toEqual([`steps ${messages.required.id}`]);
    const bad = clone(valid);
    bad.steps[0]!.key = 'has space';
    bad.steps[0]!.tasks[0]!.dueOffsetDays = 400;
    expect(issues(bad)).toEqual([`steps.0.key ${messages.codeFormat.id}`, `steps.0.tasks.0.dueOffsetDays ${messages.maxValue.id}`]);
  });

  it('gives every package kind valid default steps; the device inventory\'s are request, self-report, review', () => {
    for (const kind of operationPackageKindValues) {
      for (const subject of ['PERSON', 'DEVICE', 'PLACE'] as const) expect(issues(defaultPatternDefinition(kind, subject))).toEqual([]);
    }
    expect(defaultPatternDefinition('DEVICE_INVENTORY', 'DEVICE').steps.map((s) => s.tasks[0]!.kind)).toEqual(['TODO', 'DEVICE_SELF_REPORT', 'REVIEW']);
  });
});

describe('startPatternBodySchema and operationInstancePath', () => {
  it('needs exactly one of subjectIds and deviceCategories', () => {
    const ok = v.safeParse(startPatternBodySchema, { anchorDate: '2026-04-01', subjectIds: ['0b7c1a52-3c7b-4a4e-9b39-6f3b8e2c1d10'] });
    expect(ok.success && ok.output).toEqual({ anchorDate: '2026-04-01', title: null, subjectIds: ['0b7c1a52-3c7b-4a4e-9b39-6f3b8e2c1d10'], deviceCategories: null });
    const none = v.safeParse(startPatternBodySchema, { anchorDate: '2026-04-01' });
    expect(none.issues?.map((i) => `${issuePath(i)} ${i.message}`)).toEqual([`subjectIds ${messages.operationSubjectsOrCategories.id}`]);
  });

  it('links IT instances under operation-instances and the other cores under their pattern', () => {
    const row = { id: 'i', packageId: 'p', patternId: 'q' };
    expect(operationInstancePath('IT', row)).toBe('/it-operation-core/operation-instances/i');
    expect(operationInstancePath('GA', row)).toBe('/ga-operation-core/operation-packages/p/patterns/q/instances/i');
    expect(operationInstancePath('CONTRACTOR', row)).toBe('/contractor-core/operation-packages/p/patterns/q/instances/i');
  });
});
