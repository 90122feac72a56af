import * as v from 'valibot';
import { messages, type MessageDescriptor } from '../messages';

/**
 * The definition of an operation package pattern (000 §3 "Operation package pattern"; issue 14;
 * docs/operation-packages.md): the steps of the work in order, each with its tasks (what kind of
 * work, who does it, when it is due relative to the anchor date) and the forms that FORM tasks fill.
 * Stored as `operation_package_patterns.definition` (jsonb); a started instance copies its tasks,
 * so a later change of the definition never rewrites running work.
 */

/* ------------------------------------------------------------ enumerations */

/** Kinds of task: a to-do, a form to fill, an approval (approve or send back), a device self-report (device packages only), a staff review. */
export const operationTaskKindValues = ['TODO', 'FORM', 'APPROVAL', 'DEVICE_SELF_REPORT', 'REVIEW'] as const;
export const operationTaskKindSchema = v.picklist(operationTaskKindValues, messages.picklist.id);
export type OperationTaskKind = v.InferOutput<typeof operationTaskKindSchema>;

/**
 * Who does a task: SUBJECT (the person the instance is about, or a device's assigned person),
 * REQUESTER (who started it), PERSON (a named person), ROLE (staff holding a role), STAFF (the core's staff).
 */
export const operationAssigneeKindValues = ['SUBJECT', 'REQUESTER', 'PERSON', 'ROLE', 'STAFF'] as const;
export const operationAssigneeKindSchema = v.picklist(operationAssigneeKindValues, messages.picklist.id);
export type OperationAssigneeKind = v.InferOutput<typeof operationAssigneeKindSchema>;

/** Field types of a form. */
export const formFieldTypeValues = ['TEXT', 'TEXTAREA', 'NUMBER', 'DATE', 'SELECT', 'CHECKBOX'] as const;
export const formFieldTypeSchema = v.picklist(formFieldTypeValues, messages.picklist.id);
export type FormFieldType = v.InferOutput<typeof formFieldTypeSchema>;

/** An approval's decision: approve (the work goes on) or send back (the previous step opens again). */
export const approvalDecisionValues = ['APPROVED', 'SENT_BACK'] as const;
export const approvalDecisionSchema = v.picklist(approvalDecisionValues, messages.picklist.id);
export type ApprovalDecision = v.InferOutput<typeof approvalDecisionSchema>;

/** Labels of the task kinds (catalog `contracts`; context `OperationTaskKind`). */
export const operationTaskKindLabels = {
  TODO: /*i18n*/ { id: 'operation.taskKind.TODO', message: 'To-do', context: 'OperationTaskKind' },
  FORM: /*i18n*/ { id: 'operation.taskKind.FORM', message: 'Form', context: 'OperationTaskKind' },
  APPROVAL: /*i18n*/ { id: 'operation.taskKind.APPROVAL', message: 'Approval', context: 'OperationTaskKind' },
  DEVICE_SELF_REPORT: /*i18n*/ { id: 'operation.taskKind.DEVICE_SELF_REPORT', message: 'Device self-report', context: 'OperationTaskKind' },
  REVIEW: /*i18n*/ { id: 'operation.taskKind.REVIEW', message: 'Review', context: 'OperationTaskKind' },
} as const satisfies Record<OperationTaskKind, MessageDescriptor>;

/** Labels of the assignee kinds (context `OperationAssigneeKind`). */
export const operationAssigneeKindLabels = {
  SUBJECT: /*i18n*/ { id: 'operation.assigneeKind.SUBJECT', message: 'The subject', context: 'OperationAssigneeKind' },
  REQUESTER: /*i18n*/ { id: 'operation.assigneeKind.REQUESTER', message: 'Requester', context: 'OperationAssigneeKind' },
  PERSON: /*i18n*/ { id: 'operation.assigneeKind.PERSON', message: 'A person', context: 'OperationAssigneeKind' },
  ROLE: /*i18n*/ { id: 'operation.assigneeKind.ROLE', message: 'A role', context: 'OperationAssigneeKind' },
  STAFF: /*i18n*/ { id: 'operation.assigneeKind.STAFF', message: 'Staff', context: 'OperationAssigneeKind' },
} as const satisfies Record<OperationAssigneeKind, MessageDescriptor>;

/** Labels of the form field types (context `FormFieldType`). */
export const formFieldTypeLabels = {
  TEXT: /*i18n*/ { id: 'operation.formFieldType.TEXT', message: 'Text', context: 'FormFieldType' },
  TEXTAREA: /*i18n*/ { id: 'operation.formFieldType.TEXTAREA', message: 'Long text', context: 'FormFieldType' },
  NUMBER: /*i18n*/ { id: 'operation.formFieldType.NUMBER', message: 'Number', context: 'FormFieldType' },
  DATE: /*i18n*/ { id: 'operation.formFieldType.DATE', message: 'Date', context: 'FormFieldType' },
  SELECT: /*i18n*/ { id: 'operation.formFieldType.SELECT', message: 'Choice', context: 'FormFieldType' },
  CHECKBOX: /*i18n*/ { id: 'operation.formFieldType.CHECKBOX', message: 'Checkbox', context: 'FormFieldType' },
} as const satisfies Record<FormFieldType, MessageDescriptor>;

/* ------------------------------------------------------------------ limits */

/** Steps of a pattern: 1–10; tasks of a step: 1–20; fields of a form: 1–50; forms: 0–20. */
export const patternDefinitionLimits = { steps: 10, tasksPerStep: 20, fieldsPerForm: 50, forms: 20, options: 50, dueOffsetDays: 365, nameMaxLength: 100, fieldMaxLength: 2000 } as const;

/* ------------------------------------------------------------------ schemas */

/** A text in both languages: `{ ja, en }`, each 1–100 characters. */
export const localizedTextSchema = v.object({
  ja: v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(patternDefinitionLimits.nameMaxLength, messages.maxLength.id)),
  en: v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(patternDefinitionLimits.nameMaxLength, messages.maxLength.id)),
});
export type LocalizedText = v.InferOutput<typeof localizedTextSchema>;

/** A key (step, task, form, field, option value): a slug of letters, digits, `-` and `_`, 1–50 characters. */
export const definitionKeySchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.maxLength(50, messages.maxLength.id),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, messages.codeFormat.id),
);

const uuid = v.pipe(v.string(messages.required.id), v.uuid(messages.uuid.id));

/** Who does a task: `{ kind: 'SUBJECT'|'REQUESTER'|'STAFF' }`, `{ kind: 'PERSON', personId }` or `{ kind: 'ROLE', roleId }`. */
export const taskAssigneeSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.picklist(['SUBJECT', 'REQUESTER', 'STAFF'] as const, messages.picklist.id) }),
    v.object({ kind: v.literal('PERSON'), personId: uuid }),
    v.object({ kind: v.literal('ROLE'), roleId: uuid }),
  ],
  messages.picklist.id,
);
export type TaskAssignee = v.InferOutput<typeof taskAssigneeSchema>;

/**
 * One task of a step: `key` (unique in the pattern), `name`, `kind`, `assignee`, `dueOffsetDays`
 * (−365..365 days from the anchor date) and `formId` (FORM tasks: the form they fill; else null).
 */
export const taskDefinitionSchema = v.object({
  key: definitionKeySchema,
  name: localizedTextSchema,
  kind: operationTaskKindSchema,
  assignee: taskAssigneeSchema,
  dueOffsetDays: v.pipe(
    v.number(messages.integer.id),
    v.integer(messages.integer.id),
    v.minValue(-patternDefinitionLimits.dueOffsetDays, messages.minValue.id),
    v.maxValue(patternDefinitionLimits.dueOffsetDays, messages.maxValue.id),
  ),
  formId: v.nullable(definitionKeySchema),
});
export type TaskDefinition = v.InferOutput<typeof taskDefinitionSchema>;

/** One step: `key` (unique), `name`, `tasks` (1–20). A step is done when all its tasks are; then the next opens. */
export const stepDefinitionSchema = v.object({
  key: definitionKeySchema,
  name: localizedTextSchema,
  tasks: v.pipe(v.array(taskDefinitionSchema, messages.invalidType.id), v.minLength(1, messages.required.id), v.maxLength(patternDefinitionLimits.tasksPerStep, messages.maxItems.id)),
});
export type StepDefinition = v.InferOutput<typeof stepDefinitionSchema>;

/** An option of a SELECT field: `value` (a key) and its `label`. */
export const formFieldOptionSchema = v.object({ value: definitionKeySchema, label: localizedTextSchema });
export type FormFieldOption = v.InferOutput<typeof formFieldOptionSchema>;

/**
 * A field of a form: `key` (unique in the form), `label`, `type`, `required`, `maxLength` (TEXT and
 * TEXTAREA: 1–2000, null = the default 2000) and `options` (SELECT: 1–50 options; else null).
 */
export const formFieldDefinitionSchema = v.pipe(
  v.object({
    key: definitionKeySchema,
    label: localizedTextSchema,
    type: formFieldTypeSchema,
    required: v.boolean(messages.invalidType.id),
    maxLength: v.nullable(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1, messages.minValue.id), v.maxValue(patternDefinitionLimits.fieldMaxLength, messages.maxValue.id))),
    options: v.nullable(v.pipe(v.array(formFieldOptionSchema, messages.invalidType.id), v.maxLength(patternDefinitionLimits.options, messages.maxItems.id))),
  }),
  v.forward(
    v.partialCheck([['type'], ['options']], (f) => f.type !== 'SELECT' || (f.options !== null && f.options.length > 0), messages.operationOptionsRequired.id),
    ['options'],
  ),
  v.forward(
    v.partialCheck([['options']], (f) => f.options === null || new Set(f.options.map((o) => o.value)).size === f.options.length, messages.duplicate.id),
    ['options'],
  ),
);
export type FormFieldDefinition = v.InferOutput<typeof formFieldDefinitionSchema>;

/** A form: `id` (a key, unique in the pattern), `name`, `fields` (1–50, keys unique). */
export const formDefinitionSchema = v.pipe(
  v.object({
    id: definitionKeySchema,
    name: localizedTextSchema,
    fields: v.pipe(v.array(formFieldDefinitionSchema, messages.invalidType.id), v.minLength(1, messages.required.id), v.maxLength(patternDefinitionLimits.fieldsPerForm, messages.maxItems.id)),
  }),
  v.forward(v.partialCheck([['fields']], (f) => unique(f.fields.map((x) => x.key)), messages.duplicate.id), ['fields']),
);
export type FormDefinition = v.InferOutput<typeof formDefinitionSchema>;

function unique(keys: string[]) {
  return new Set(keys).size === keys.length;
}

/**
 * A pattern's definition: `steps` (1–10, in order) and `forms` (0–20). Checked beyond each part:
 * step keys unique (at `steps`), task keys unique in the pattern (at `steps`), form ids unique (at
 * `forms`), every FORM task names an existing form (at `steps.{i}.tasks.{j}.formId`) and other
 * kinds name none. Whether DEVICE_SELF_REPORT fits the package (DEVICE packages only) is checked by
 * the server, which knows the package (`patternDefinitionIssues`).
 */
export const patternDefinitionSchema = v.pipe(
  v.object({
    steps: v.pipe(v.array(stepDefinitionSchema, messages.invalidType.id), v.minLength(1, messages.required.id), v.maxLength(patternDefinitionLimits.steps, messages.maxItems.id)),
    forms: v.pipe(v.array(formDefinitionSchema, messages.invalidType.id), v.maxLength(patternDefinitionLimits.forms, messages.maxItems.id)),
  }),
  v.forward(v.partialCheck([['steps']], (d) => unique(d.steps.map((s) => s.key)), messages.duplicate.id), ['steps']),
  v.forward(v.partialCheck([['steps']], (d) => unique(d.steps.flatMap((s) => s.tasks.map((t) => t.key))), messages.duplicate.id), ['steps']),
  v.forward(v.partialCheck([['forms']], (d) => unique(d.forms.map((f) => f.id)), messages.duplicate.id), ['forms']),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const formIds = new Set(dataset.value.forms.map((f) => f.id));
    dataset.value.steps.forEach((step, i) =>
      step.tasks.forEach((task, j) => {
        const ok = task.kind === 'FORM' ? task.formId !== null && formIds.has(task.formId) : task.formId === null;
        if (ok) return;
        addIssue({
          message: task.kind === 'FORM' ? messages.operationFormRequired.id : messages.operationFormNotRelevant.id,
          path: [
            { type: 'object', origin: 'value', input: dataset.value, key: 'steps', value: dataset.value.steps },
            { type: 'array', origin: 'value', input: dataset.value.steps, key: i, value: step },
            { type: 'object', origin: 'value', input: step, key: 'tasks', value: step.tasks },
            { type: 'array', origin: 'value', input: step.tasks, key: j, value: task },
            { type: 'object', origin: 'value', input: task, key: 'formId', value: task.formId },
          ],
        });
      }),
    );
  }),
);
export type PatternDefinition = v.InferOutput<typeof patternDefinitionSchema>;

/** Number of steps and tasks of a definition (the pattern rows' `stepCount`, `taskCount`). */
export function definitionCounts(definition: PatternDefinition): { stepCount: number; taskCount: number } {
  return { stepCount: definition.steps.length, taskCount: definition.steps.reduce((n, s) => n + s.tasks.length, 0) };
}

/** A localized text in one language: `ja` for a Japanese locale (`ja`, `ja-JP`), else `en`. */
export function localized(text: LocalizedText, locale: string): string {
  return locale.startsWith('ja') ? text.ja : text.en;
}
