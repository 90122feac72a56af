import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Labels of an operation instance's audited fields by path (the operation-activity tab's changes):
 * the instance's status, step, abort reason and dates, and a task's status, decision and comment.
 */
export const operationInstanceFieldLabels: Record<string, MessageDescriptor> = {
  status: msg({ message: 'Status', context: 'operationInstanceField' }),
  currentStepIndex: msg({ message: 'Current step', context: 'operationInstanceField' }),
  anchorDate: msg({ message: 'Anchor date', context: 'operationInstanceField' }),
  abortReason: msg({ message: 'Abort reason', context: 'operationInstanceField' }),
  completedAt: msg({ message: 'Completed at', context: 'operationInstanceField' }),
  taskStatus: msg({ message: 'Task status', context: 'operationInstanceField' }),
  decision: msg({ message: 'Decision', context: 'operationInstanceField' }),
  comment: msg({ message: 'Comment', context: 'operationInstanceField' }),
  formValues: msg({ message: 'Form values', context: 'operationInstanceField' }),
};
