import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EmployeeInformationField, WorkerType } from '@kanri/contracts';

/** What each worker type means, on the chooser `/person/add`. */
export const workerTypeDescriptions: Record<WorkerType, MessageDescriptor> = {
  EMPLOYEE: msg`A person employed by the company: full-time, fixed-term, part-time or re-employed staff, with an employment type, grade and social insurance.`,
  BOARD_MEMBER: msg`A director or auditor of the company, with a board member type.`,
  CONTRACTOR: msg`A person working under a service or work contract, usually from another company, for a contract period.`,
  COLLABORATOR: msg`Anyone else who works with the company without a contract of their own: advisors, interns, people seconded from partners.`,
};

/** Labels of the name fields, by the body's path. */
export const nameFieldLabels = {
  'name.familyNameJa': msg`Family name`,
  'name.givenNameJa': msg`Given name`,
  'name.familyNameKana': msg`Family name (katakana)`,
  'name.givenNameKana': msg`Given name (katakana)`,
  'name.familyNameEn': msg`Family name (romaji)`,
  'name.givenNameEn': msg`Given name (romaji)`,
  'name.middleNameEn': msg`Middle name (romaji)`,
} as const satisfies Record<string, MessageDescriptor>;

/** Labels of the employee-information fields, by field. */
export const employeeFieldLabels: Record<EmployeeInformationField, MessageDescriptor> = {
  workerNumber: msg`Worker number`,
  email: msg`Work e-mail`,
  status: msg`Status`,
  departmentId: msg`Department`,
  positionId: msg`Position`,
  jobTypeId: msg`Job type`,
  placeId: msg`Place`,
  employmentTypeId: msg`Employment type`,
  jobTitleId: msg`Job title`,
  jobLevelId: msg`Job level`,
  jobGradeId: msg`Job grade`,
  gradeId: msg`Grade`,
  jobFunctionId: msg`Job function`,
  jobCompetencyId: msg`Job competency`,
  workModeId: msg`Work mode`,
  boardMemberTypeId: msg`Board member type`,
  contractorTypeId: msg`Contractor type`,
  collaboratorTypeId: msg`Collaborator type`,
  healthInsuranceAssociationId: msg`Health insurance association`,
  placeSocialInsuranceId: msg`Social insurance office`,
  affiliatedCompanyName: msg`Affiliated company`,
  contractStartDate: msg`Contract start date`,
  contractEndDate: msg`Contract end date`,
  joinedAt: msg`Joining date`,
};

/** Labels of the personal-information fields, by the body's path. */
export const personalFieldLabels = {
  'personalInformation.birthDate': msg`Birth date`,
  'personalInformation.gender': msg`Gender`,
  'personalInformation.personalEmail': msg`Personal e-mail`,
  'personalInformation.phoneNumber': msg`Phone number`,
  'personalInformation.postalCode': msg`Postal code`,
  'personalInformation.address': msg`Address`,
  'personalInformation.emergencyContactName': msg`Emergency contact`,
  'personalInformation.emergencyContactRelationship': msg`Relationship to the emergency contact`,
  'personalInformation.emergencyContactPhone': msg`Emergency contact phone`,
} as const satisfies Record<string, MessageDescriptor>;
