import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TaskStatus, taskCategoryValues } from '@kanri/contracts';

/** Labels of the task list's `category` tabs. */
export const taskCategoryLabels: Record<(typeof taskCategoryValues)[number], MessageDescriptor> = {
  OPEN: msg`To do`,
  DONE: msg`Done`,
  ALL: msg`All`,
};

/** Tag colors of a task's status (the labels are the contracts' `operationTaskStatusLabels`). */
export const taskStatusColors: Record<TaskStatus, string> = {
  WAITING: 'default',
  NOT_STARTED: 'orange',
  IN_PROGRESS: 'blue',
  DONE: 'green',
  CANCELED: 'default',
};
