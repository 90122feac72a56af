import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TaskStatus, taskCategoryValues } from '@kanri/contracts';

/** Labels of the task list's `category` tabs. */
export const taskCategoryLabels: Record<(typeof taskCategoryValues)[number], MessageDescriptor> = {
  OPEN: msg`To do`,
  DONE: msg`Done`,
  ALL: msg`All`,
};

/** Labels of a task's status. */
export const taskStatusLabels: Record<TaskStatus, MessageDescriptor> = {
  NOT_STARTED: msg`Not started`,
  IN_PROGRESS: msg`In progress`,
  DONE: msg`Done`,
};
