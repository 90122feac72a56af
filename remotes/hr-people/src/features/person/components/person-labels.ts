import type { MessageDescriptor } from '@lingui/core';
import { enumValueLabels, fieldLabels, personFields, type WorkerStatus } from '@kanri/contracts';

/** Tag colors of the statuses. */
export const workerStatusColors: Record<WorkerStatus, string> = {
  JOINING: 'blue', OFFERED: 'geekblue', OFFER_ACCEPTED: 'cyan', ACTIVE: 'green', NEW_HIRE: 'lime', LEAVING: 'orange', ALUMNI: 'default',
};

/**
 * Field labels of the person record, by the dotted paths the payload and the audit log use
 * (`name.givenNameJa`, `personalInformation.address`, `employeeInformation.positionId`,
 * `leaving.leavingAt`, …): the contracts' `personFields` (issue 30, docs/fields.md, with the
 * emergency contact, payroll, family-member and leaving fields), no label of this screen's own.
 */
export const personFieldLabels: Record<string, MessageDescriptor> = fieldLabels(personFields);

/** Enumeration labels of the history, by field path. */
export const personValueLabels: Record<string, Readonly<Record<string, MessageDescriptor>>> = enumValueLabels(personFields);

/** Date fields of the history. */
export const personDateFields = [
  'personalInformation.birthDate', 'employeeInformation.contractStartDate', 'employeeInformation.contractEndDate', 'employeeInformation.joinedAt',
  'leaving.leavingAt', 'familyMember.birthDate',
];
