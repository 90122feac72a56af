import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { parsePeopleCategory, workerStatusLabels, type PeopleCategory, type PeopleMenu } from '@kanri/contracts';

/** Labels of the workforce `menu` tabs (001 §2). */
export const peopleMenuLabels: Record<PeopleMenu, MessageDescriptor> = {
  All: msg({ message: 'All', context: 'peopleMenu' }),
  Employee: msg({ message: 'Employees', context: 'peopleMenu' }),
  Board: msg({ message: 'Board members', context: 'peopleMenu' }),
  Contractor: msg({ message: 'Contractors', context: 'peopleMenu' }),
  Collaborator: msg({ message: 'Collaborators', context: 'peopleMenu' }),
};

const allStatuses = msg({ message: 'All statuses', context: 'peopleCategory' });

/** The label of a workforce category: its status (`*_ALL` reads "All statuses"). */
export function peopleCategoryLabel(category: PeopleCategory): MessageDescriptor {
  const [status, ...more] = parsePeopleCategory(category).statuses;
  return status && more.length === 0 ? workerStatusLabels[status] : allStatuses;
}
