import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { parsePeopleCategory, type PeopleCategory, type PeopleMenu, type WorkerStatus, type WorkerType } from '@kanri/contracts';

/** Labels of the workforce `menu` tabs (001 §2). */
export const peopleMenuLabels: Record<PeopleMenu, MessageDescriptor> = {
  All: msg`All`,
  Employee: msg`Employees`,
  Board: msg`Board members`,
  Contractor: msg`Contractors`,
  Collaborator: msg`Collaborators`,
};

/** Labels of the worker types. */
export const workerTypeLabels: Record<WorkerType, MessageDescriptor> = {
  EMPLOYEE: msg`Employee`,
  BOARD_MEMBER: msg`Board member`,
  CONTRACTOR: msg`Contractor`,
  COLLABORATOR: msg`Collaborator`,
};

/** Labels of the worker statuses (001 §4, in the order workers progress). */
export const workerStatusLabels: Record<WorkerStatus, MessageDescriptor> = {
  JOINING: msg`Joining`,
  OFFERED: msg`Offered`,
  OFFER_ACCEPTED: msg`Offer accepted`,
  ACTIVE: msg({ message: 'Active', context: 'workerStatus' }),
  NEW_HIRE: msg`New hire`,
  LEAVING: msg`Leaving`,
  ALUMNI: msg`Alumni`,
};

const allStatuses = msg`All statuses`;

/** The label of a workforce category: its status (`*_ALL` reads "All statuses"). */
export function peopleCategoryLabel(category: PeopleCategory): MessageDescriptor {
  const [status, ...more] = parsePeopleCategory(category).statuses;
  return status && more.length === 0 ? workerStatusLabels[status] : allStatuses;
}
