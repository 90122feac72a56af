import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldLabels, groupIdFields, idRowFields, type IdCategory, type IdSortColumn } from '@kanri/contracts';

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

/**
 * The ID list's field labels (`fieldLabels(idRowFields)`, issue 30): the column titles, the column
 * settings and the app filter.
 */
export const idRowFieldLabels = fieldLabels(idRowFields);

/** The ID list's sortable columns, by the field each shows. */
export const idSortColumnFields: Record<IdSortColumn, keyof typeof idRowFields> = {
  LOGIN_ID: 'loginId',
  PERSON: 'person',
  MATCH_TYPE: 'matchType',
  WORKER_TYPE: 'workerType',
  CONTRACT_TYPE: 'workerContractType',
  EMPLOYMENT_TYPE: 'employmentType',
  BOARD_MEMBER_TYPE: 'boardMemberType',
  CONTRACTOR_TYPE: 'contractorType',
  COLLABORATOR_TYPE: 'collaboratorType',
};

/**
 * A group ID's field labels, keyed by the payload's path (`fieldLabels(groupIdFields)`, issue 30):
 * the forms, the tabs, the header's MFA tag and the history share them.
 */
export const groupIdFieldLabels = fieldLabels(groupIdFields);
