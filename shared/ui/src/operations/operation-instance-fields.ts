import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { approvalDecisionLabels, operationInstanceStatusLabels, operationTaskStatusLabels, type OperationInstanceDetail } from '@kanri/contracts';

/** Labels of an operation instance's own audited fields by path (the operation-activity tab's changes). */
export const operationInstanceFieldLabels: Record<string, MessageDescriptor> = {
  status: msg({ message: 'Status', context: 'operationInstanceField' }),
  currentStepIndex: msg({ message: 'Current step', context: 'operationInstanceField' }),
  anchorDate: msg({ message: 'Anchor date', context: 'operationInstanceField' }),
  abortReason: msg({ message: 'Abort reason', context: 'operationInstanceField' }),
  patternId: msg({ message: 'Pattern', context: 'operationInstanceField' }),
  requestId: msg({ message: 'Request', context: 'operationInstanceField' }),
  subjectKind: msg({ message: 'Subject kind', context: 'operationInstanceField' }),
  subjectId: msg({ message: 'Subject', context: 'operationInstanceField' }),
};

// a task name inside an ICU message: braces would read as placeholders
const plain = (text: string) => text.replace(/[{}]/g, '');

/**
 * The history's labels of one instance (`RecordHistory` of `OPERATION_INSTANCE`): the engine writes
 * a task's moves at `tasks.{taskKey}.status|decision|comment|completedOnBehalf`, so each task's
 * paths are labelled with its name ("Fill in the details: status"), and statuses and decisions
 * show by their labels.
 */
export function useOperationInstanceHistoryLabels(instance: OperationInstanceDetail) {
  const { t } = useLingui();
  const fieldLabels: Record<string, MessageDescriptor> = { ...operationInstanceFieldLabels };
  const valueLabels: Record<string, Readonly<Record<string, MessageDescriptor>>> = { status: operationInstanceStatusLabels };
  const own = (text: string): MessageDescriptor => ({ id: `operationInstanceHistory:${text}`, message: plain(text) });
  for (const step of instance.steps) {
    for (const task of step.tasks) {
      const name = task.name;
      fieldLabels[`tasks.${task.key}.status`] = own(t`${name}: status`);
      fieldLabels[`tasks.${task.key}.decision`] = own(t`${name}: decision`);
      fieldLabels[`tasks.${task.key}.comment`] = own(t`${name}: comment`);
      fieldLabels[`tasks.${task.key}.completedOnBehalf`] = own(t`${name}: completed on behalf by staff`);
      valueLabels[`tasks.${task.key}.status`] = operationTaskStatusLabels;
      valueLabels[`tasks.${task.key}.decision`] = approvalDecisionLabels;
    }
  }
  return { fieldLabels, valueLabels };
}
