import type { FormDefinition, OperationInstanceStatus, OperationStepStatus, OperationTaskStatus } from '@kanri/contracts';
import { localized } from '@kanri/contracts';

/** antd tag colours of an instance's status (named colours: antd's status presets fail WCAG contrast on the light background). */
export const operationInstanceStatusColors: Record<OperationInstanceStatus, string> = {
  IN_PROGRESS: 'blue',
  COMPLETED: 'green',
  ABORTED: 'default',
};

/** antd tag colours of a task's status. */
export const operationTaskStatusColors: Record<OperationTaskStatus, string> = {
  WAITING: 'default',
  NOT_STARTED: 'orange',
  IN_PROGRESS: 'blue',
  DONE: 'green',
  CANCELED: 'default',
};

/** antd `Steps` status of a step state. */
export const operationStepStepsStatus: Record<OperationStepStatus, 'wait' | 'process' | 'finish' | 'error'> = {
  WAITING: 'wait',
  OPEN: 'process',
  DONE: 'finish',
  CANCELED: 'error',
};

/** A form definition with its names and labels in one language (what the instance's screens show). */
export interface LocalizedForm {
  id: string;
  name: string;
  fields: Array<{
    key: string;
    label: string;
    type: FormDefinition['fields'][number]['type'];
    required: boolean;
    maxLength: number | null;
    options: Array<{ value: string; label: string }> | null;
  }>;
}

/** `form` with its name, field labels and option labels in `locale`'s language (`ja…` → ja, else en). */
export function localizeForm(form: FormDefinition, locale: string): LocalizedForm {
  return {
    id: form.id,
    name: localized(form.name, locale),
    fields: form.fields.map((field) => ({
      key: field.key,
      label: localized(field.label, locale),
      type: field.type,
      required: field.required,
      maxLength: field.maxLength,
      options: field.options?.map((option) => ({ value: option.value, label: localized(option.label, locale) })) ?? null,
    })),
  };
}
