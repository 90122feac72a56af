import * as v from 'valibot';
import {
  localizedTextSchema,
  messages,
  patternDefinitionLimits,
  patternDefinitionSchema,
  type FormFieldType,
  type OperationAssigneeKind,
  type OperationPatternDetail,
  type OperationTaskKind,
  type PatternDefinition,
  type UpdatePatternBody,
} from '@kanri/contracts';

/**
 * The pattern config form's values ↔ the `updatePattern` body (issue 14, docs/operation-packages.md
 * "Screens: pattern configuration and instances"). The form holds every task's assignee in one
 * shape (`{ kind, personId, roleId }`, the ids `null` unless chosen) so switching the kind keeps
 * the other controls mounted; the contract's `patternDefinitionSchema` checks it as it is (its
 * variant reads the kind and ignores the other id) and its output drops what the kind does not use.
 */

/** A text in both languages as the form edits it. */
export interface LocalizedValues {
  ja: string;
  en: string;
}

/** One task as the form edits it. */
export interface TaskValues {
  key: string;
  name: LocalizedValues;
  kind: OperationTaskKind;
  assignee: { kind: OperationAssigneeKind; personId: string | null; roleId: string | null };
  dueOffsetDays: number | null;
  formId: string | null;
}

/** One step as the form edits it. */
export interface StepValues {
  key: string;
  name: LocalizedValues;
  tasks: TaskValues[];
}

/** One form field as the form edits it. */
export interface FormFieldValues {
  key: string;
  label: LocalizedValues;
  type: FormFieldType;
  required: boolean;
  maxLength: number | null;
  options: Array<{ value: string; label: LocalizedValues }> | null;
}

/** One form as the form edits it. */
export interface FormValuesDefinition {
  id: string;
  name: LocalizedValues;
  fields: FormFieldValues[];
}

/** The pattern config form's values. */
export interface PatternConfigValues {
  name: LocalizedValues;
  /** Both empty = no description (`null`); otherwise both languages are required. */
  description: LocalizedValues;
  definition: { steps: StepValues[]; forms: FormValuesDefinition[] };
}

const descriptionText = v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(patternDefinitionLimits.nameMaxLength, messages.maxLength.id));
const blank = (text: string) => text.trim() === '';

/**
 * The page's schema: the name (`localizedTextSchema`), the description (both languages or none)
 * and the definition (`patternDefinitionSchema`: keys unique, FORM tasks naming an existing form,
 * SELECT fields with options, the limits) — the same rules the server applies to `updatePattern`.
 */
export const patternConfigFormSchema = v.pipe(
  v.object({
    name: localizedTextSchema,
    description: v.object({ ja: descriptionText, en: descriptionText }),
    definition: patternDefinitionSchema,
  }),
  v.forward(
    v.partialCheck([['description', 'ja'], ['description', 'en']], (x) => !(blank(x.description.ja) && !blank(x.description.en)), messages.required.id),
    ['description', 'ja'],
  ),
  v.forward(
    v.partialCheck([['description', 'ja'], ['description', 'en']], (x) => !(blank(x.description.en) && !blank(x.description.ja)), messages.required.id),
    ['description', 'en'],
  ),
) as unknown as v.GenericSchema<PatternConfigValues, { name: LocalizedValues; description: LocalizedValues; definition: PatternDefinition }>;

/** The form's values from a pattern (the editor starts from `getPattern`'s answer). */
export function patternConfigValuesOf(pattern: Pick<OperationPatternDetail, 'localizedName' | 'localizedDescription' | 'definition'>): PatternConfigValues {
  return {
    name: { ...pattern.localizedName },
    description: pattern.localizedDescription ? { ...pattern.localizedDescription } : { ja: '', en: '' },
    definition: {
      steps: pattern.definition.steps.map((step) => ({
        key: step.key,
        name: { ...step.name },
        tasks: step.tasks.map((task) => ({
          key: task.key,
          name: { ...task.name },
          kind: task.kind,
          assignee: {
            kind: task.assignee.kind,
            personId: task.assignee.kind === 'PERSON' ? task.assignee.personId : null,
            roleId: task.assignee.kind === 'ROLE' ? task.assignee.roleId : null,
          },
          dueOffsetDays: task.dueOffsetDays,
          formId: task.formId,
        })),
      })),
      forms: pattern.definition.forms.map((form) => ({
        id: form.id,
        name: { ...form.name },
        fields: form.fields.map((field) => ({
          key: field.key,
          label: { ...field.label },
          type: field.type,
          required: field.required,
          maxLength: field.maxLength,
          options: field.options?.map((option) => ({ value: option.value, label: { ...option.label } })) ?? null,
        })),
      })),
    },
  };
}

/** The `updatePattern` body from the schema's output and the version read: an empty description is `null`. */
export function toUpdatePatternBody(output: { name: LocalizedValues; description: LocalizedValues; definition: PatternDefinition }, version: number): UpdatePatternBody {
  const description = blank(output.description.ja) && blank(output.description.en) ? null : output.description;
  return { name: output.name, description, definition: output.definition, version };
}

/**
 * A key not yet in `taken`: `{prefix}-{n}` with the smallest n ≥ 1 (new steps `step-4`, tasks
 * `task-7`, forms `form-2`, fields `field-3`, options `option-1`). Keys are the definition's
 * identities (a started instance keeps them); the editor makes them, the user never types them.
 */
export function nextKey(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n += 1) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** Every task key of the pattern (task keys are unique across steps). */
export function taskKeysOf(values: PatternConfigValues): string[] {
  return values.definition.steps.flatMap((step) => step.tasks.map((task) => task.key));
}

/** A new to-do of the core's staff, due on the anchor date. */
export function newTask(key: string): TaskValues {
  return { key, name: { ja: '', en: '' }, kind: 'TODO', assignee: { kind: 'STAFF', personId: null, roleId: null }, dueOffsetDays: 0, formId: null };
}

/** A new step holding one new task. */
export function newStep(key: string, taskKey: string): StepValues {
  return { key, name: { ja: '', en: '' }, tasks: [newTask(taskKey)] };
}

/** A new optional text field. */
export function newFormField(key: string): FormFieldValues {
  return { key, label: { ja: '', en: '' }, type: 'TEXT', required: false, maxLength: null, options: null };
}

/** A new form holding one new field. */
export function newForm(id: string): FormValuesDefinition {
  return { id, name: { ja: '', en: '' }, fields: [newFormField('field-1')] };
}
