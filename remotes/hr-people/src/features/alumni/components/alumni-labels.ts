import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AlumniCategory } from '@kanri/contracts';

/** Labels of the alumni categories (001 §2 `*_ALUMNI`), shown as the list's tabs. */
export const alumniCategoryLabels: Record<AlumniCategory, MessageDescriptor> = {
  ALL_ALUMNI: msg({ message: 'All', context: 'alumniCategory' }),
  EMPLOYEE_ALUMNI: msg({ message: 'Employees', context: 'alumniCategory' }),
  BOARD_MEMBER_ALUMNI: msg({ message: 'Board members', context: 'alumniCategory' }),
  CONTRACTOR_ALUMNI: msg({ message: 'Contractors', context: 'alumniCategory' }),
  COLLABORATOR_ALUMNI: msg({ message: 'Collaborators', context: 'alumniCategory' }),
};
