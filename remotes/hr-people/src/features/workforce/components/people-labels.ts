import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { parsePeopleCategory, type PeopleCategory, type PeopleMenu, type WorkerStatus, type WorkerType } from '@kanri/contracts';

/** Labels of the workforce `menu` tabs (001 §2). */
export const peopleMenuLabels: Record<PeopleMenu, MessageDescriptor> = {
  All: msg({ message: 'All', context: 'peopleMenu' }),
  Employee: msg({ message: 'Employees', context: 'peopleMenu' }),
  Board: msg({ message: 'Board members', context: 'peopleMenu' }),
  Contractor: msg({ message: 'Contractors', context: 'peopleMenu' }),
  Collaborator: msg({ message: 'Collaborators', context: 'peopleMenu' }),
};

/** Labels of the worker types. */
export const workerTypeLabels: Record<WorkerType, MessageDescriptor> = {
  EMPLOYEE: msg({ message: 'Employee', context: 'workerType' }),
  BOARD_MEMBER: msg({ message: 'Board member', context: 'workerType' }),
  CONTRACTOR: msg({ message: 'Contractor', context: 'workerType' }),
  COLLABORATOR: msg({ message: 'Collaborator', context: 'workerType' }),
};

/** Labels of the worker statuses (001 §4, in the order workers progress). */
export const workerStatusLabels: Record<WorkerStatus, MessageDescriptor> = {
  JOINING: msg({ message: 'Joining', context: 'workerStatus' }),
  OFFERED: msg({ message: 'Offered', context: 'workerStatus' }),
  OFFER_ACCEPTED: msg({ message: 'Offer accepted', context: 'workerStatus' }),
  ACTIVE: msg({ message: 'Active', context: 'workerStatus' }),
  NEW_HIRE: msg({ message: 'New hire', context: 'workerStatus' }),
  LEAVING: msg({ message: 'Leaving', context: 'workerStatus' }),
  ALUMNI: msg({ message: 'Alumni', context: 'workerStatus' }),
};

const allStatuses = msg({ message: 'All statuses', context: 'peopleCategory' });

/** The label of a workforce category: its status (`*_ALL` reads "All statuses"). */
export function peopleCategoryLabel(category: PeopleCategory): MessageDescriptor {
  const [status, ...more] = parsePeopleCategory(category).statuses;
  return status && more.length === 0 ? workerStatusLabels[status] : allStatuses;
}
