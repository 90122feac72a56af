import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { bankAccountTypeLabels, enumValueLabels, familyRelationshipLabels, fieldLabels, payTypeLabels, personFields, type WorkerStatus } from '@kanri/contracts';

/** Tag colors of the statuses. */
export const workerStatusColors: Record<WorkerStatus, string> = {
  JOINING: 'blue', OFFERED: 'geekblue', OFFER_ACCEPTED: 'cyan', ACTIVE: 'green', NEW_HIRE: 'lime', LEAVING: 'orange', ALUMNI: 'default',
};

/**
 * Field labels of the person record, by the dotted paths the payload and the audit log use
 * (`name.givenNameJa`, `personalInformation.address`, `employeeInformation.positionId`, …): the
 * contracts' `personFields` (issue 30, docs/fields.md), plus the emergency contact, payroll, leaving
 * and family-member fields, which are still this screen's own.
 */
export const personFieldLabels: Record<string, MessageDescriptor> = {
  ...fieldLabels(personFields),
  'personalInformation.emergencyContactName': msg`Emergency contact`,
  'personalInformation.emergencyContactRelationship': msg`Emergency contact's relationship`,
  'personalInformation.emergencyContactPhone': msg`Emergency contact's phone`,
  'payroll.payType': msg`Pay type`,
  'payroll.baseSalaryJpy': msg`Base salary (JPY)`,
  'payroll.commutingAllowanceJpy': msg`Commuting allowance (JPY)`,
  'payroll.bankName': msg`Bank`,
  'payroll.bankBranchName': msg`Branch`,
  'payroll.bankAccountType': msg`Account type`,
  'payroll.bankAccountNumber': msg`Account number`,
  'payroll.bankAccountHolderKana': msg`Account holder (kana)`,
  'leaving.leavingAt': msg`Leaving date`,
  'leaving.retirementReasonId': msg`Retirement reason`,
  'leaving.contractEndReasonId': msg`Contract end reason`,
  'leaving.leavingNote': msg`Leaving note`,
  'familyMember.familyName': msg`Family member's family name`,
  'familyMember.givenName': msg`Family member's given name`,
  'familyMember.familyNameKana': msg`Family member's family name (kana)`,
  'familyMember.givenNameKana': msg`Family member's given name (kana)`,
  'familyMember.relationship': msg`Family member's relationship`,
  'familyMember.birthDate': msg`Family member's date of birth`,
  'familyMember.isTaxDependent': msg`Tax dependant`,
  'familyMember.isHealthInsuranceDependent': msg`Health insurance dependant`,
  'familyMember.livesTogether': msg`Lives together`,
};

/** Enumeration labels of the history, by field path. */
export const personValueLabels: Record<string, Record<string, MessageDescriptor>> = {
  ...enumValueLabels(personFields),
  'payroll.payType': payTypeLabels,
  'payroll.bankAccountType': bankAccountTypeLabels,
  'familyMember.relationship': familyRelationshipLabels,
};

/** Date fields of the history. */
export const personDateFields = [
  'personalInformation.birthDate', 'employeeInformation.contractStartDate', 'employeeInformation.contractEndDate', 'employeeInformation.joinedAt',
  'leaving.leavingAt', 'familyMember.birthDate',
];
