import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { bankAccountTypeLabels, familyRelationshipLabels, genderLabels, payTypeLabels, personFields, workerStatusLabels, type WorkerStatus } from '@kanri/contracts';

/** Tag colors of the statuses. */
export const workerStatusColors: Record<WorkerStatus, string> = {
  JOINING: 'blue', OFFERED: 'geekblue', OFFER_ACCEPTED: 'cyan', ACTIVE: 'green', NEW_HIRE: 'lime', LEAVING: 'orange', ALUMNI: 'default',
};

/**
 * Field labels of the person record, by the dotted paths the payload and the audit log use
 * (`name.givenNameJa`, `personalInformation.address`, `employeeInformation.positionId`, …).
 */
export const personFieldLabels: Record<string, MessageDescriptor> = {
  workerType: personFields.workerType.label,
  'name.familyNameJa': msg`Family name`,
  'name.givenNameJa': msg`Given name`,
  'name.familyNameKana': msg`Family name (kana)`,
  'name.givenNameKana': msg`Given name (kana)`,
  'name.familyNameEn': msg`Family name (romaji)`,
  'name.givenNameEn': msg`Given name (romaji)`,
  'name.middleNameEn': msg`Middle name (romaji)`,
  'personalInformation.birthDate': msg`Date of birth`,
  'personalInformation.gender': msg`Gender`,
  'personalInformation.personalEmail': msg`Personal e-mail`,
  'personalInformation.phoneNumber': msg`Phone number`,
  'personalInformation.postalCode': msg`Postal code`,
  'personalInformation.address': msg`Address`,
  'personalInformation.emergencyContactName': msg`Emergency contact`,
  'personalInformation.emergencyContactRelationship': msg`Emergency contact's relationship`,
  'personalInformation.emergencyContactPhone': msg`Emergency contact's phone`,
  'employeeInformation.workerNumber': msg`Worker number`,
  'employeeInformation.email': msg`Work e-mail`,
  'employeeInformation.status': msg`Status`,
  'employeeInformation.departmentId': msg`Department`,
  'employeeInformation.positionId': msg`Position`,
  'employeeInformation.jobTypeId': msg`Job type`,
  'employeeInformation.placeId': msg`Place`,
  'employeeInformation.employmentTypeId': msg`Employment type`,
  'employeeInformation.jobTitleId': msg`Job title`,
  'employeeInformation.jobLevelId': msg`Job level`,
  'employeeInformation.jobGradeId': msg`Job grade`,
  'employeeInformation.gradeId': msg`Grade`,
  'employeeInformation.jobFunctionId': msg`Job function`,
  'employeeInformation.jobCompetencyId': msg`Job competency`,
  'employeeInformation.workModeId': msg`Work mode`,
  'employeeInformation.boardMemberTypeId': msg`Board member type`,
  'employeeInformation.contractorTypeId': msg`Contractor type`,
  'employeeInformation.collaboratorTypeId': msg`Collaborator type`,
  'employeeInformation.healthInsuranceAssociationId': msg`Health insurance association`,
  'employeeInformation.placeSocialInsuranceId': msg`Social insurance office`,
  'employeeInformation.affiliatedCompanyName': msg`Affiliated company`,
  'employeeInformation.contractStartDate': msg`Contract start`,
  'employeeInformation.contractEndDate': msg`Contract end`,
  'employeeInformation.joinedAt': msg`Joining date`,
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
  workerType: personFields.workerType.values,
  'personalInformation.gender': genderLabels,
  'employeeInformation.status': workerStatusLabels,
  'payroll.payType': payTypeLabels,
  'payroll.bankAccountType': bankAccountTypeLabels,
  'familyMember.relationship': familyRelationshipLabels,
};

/** Date fields of the history. */
export const personDateFields = [
  'personalInformation.birthDate', 'employeeInformation.contractStartDate', 'employeeInformation.contractEndDate', 'employeeInformation.joinedAt',
  'leaving.leavingAt', 'familyMember.birthDate',
];
