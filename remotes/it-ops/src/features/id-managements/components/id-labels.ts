import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IdCategory, IdSortColumn } from '@kanri/contracts';

/** The ID list's categories (000 §2), as its tabs name them (context `idCategory`). */
export const idCategoryLabels: Record<IdCategory, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'idCategory' }),
  PERSONAL_ID: msg({ message: 'Personal IDs', context: 'idCategory' }),
  EMPLOYEE_ID: msg({ message: 'Employee IDs', context: 'idCategory' }),
  BOARD_MEMBER_ID: msg({ message: 'Board member IDs', context: 'idCategory' }),
  CONTRACTOR_ID: msg({ message: 'Contractor IDs', context: 'idCategory' }),
  COLLABORATOR_ID: msg({ message: 'Collaborator IDs', context: 'idCategory' }),
  UNKNOWN_ID: msg({ message: 'Unknown IDs', context: 'idCategory' }),
};

/** The ID list's column titles, by the sort column they sort (context `idColumn`). */
export const idColumnLabels: Record<IdSortColumn, MessageDescriptor> = {
  LOGIN_ID: msg({ message: 'Login ID', context: 'idColumn' }),
  PERSON: msg({ message: 'Person', context: 'idColumn' }),
  MATCH_TYPE: msg({ message: 'Match type', context: 'idColumn' }),
  WORKER_TYPE: msg({ message: 'Worker type', context: 'idColumn' }),
  CONTRACT_TYPE: msg({ message: 'Contract type', context: 'idColumn' }),
  EMPLOYMENT_TYPE: msg({ message: 'Employment type', context: 'idColumn' }),
  BOARD_MEMBER_TYPE: msg({ message: 'Board member type', context: 'idColumn' }),
  CONTRACTOR_TYPE: msg({ message: 'Contractor type', context: 'idColumn' }),
  COLLABORATOR_TYPE: msg({ message: 'Collaborator type', context: 'idColumn' }),
};

/**
 * A group ID's field labels, keyed by the payload's path (the forms, the tabs and the history
 * share them; context `groupId`).
 */
export const groupIdFieldLabels: Record<string, MessageDescriptor> = {
  loginId: msg({ message: 'Login ID', context: 'groupId' }),
  name: msg({ message: 'Name', context: 'groupId' }),
  description: msg({ message: 'Description', context: 'groupId' }),
  ownerPersonId: msg({ message: 'Owner', context: 'groupId' }),
  passwordRotationDays: msg({ message: 'Password rotation (days)', context: 'groupId' }),
  mfaRequired: msg({ message: 'MFA required', context: 'groupId' }),
  reviewIntervalMonths: msg({ message: 'Review interval (months)', context: 'groupId' }),
  lastReviewedAt: msg({ message: 'Last reviewed', context: 'groupId' }),
};
