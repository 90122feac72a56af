import type { CreatePersonInput, EmployeeInformationField, HrCatalog, WorkerType } from '@kanri/contracts';

/** The add form's values: the create body as typed (strings, `null` for "not set"). */
export type PersonFormValues = CreatePersonInput;

/** An empty form of a worker type: names and numbers `''`, everything else `null`, status ACTIVE. */
export function emptyPersonFormValues(workerType: WorkerType): PersonFormValues {
  return {
    workerType,
    name: { familyNameJa: '', givenNameJa: '', familyNameKana: '', givenNameKana: '', familyNameEn: '', givenNameEn: '', middleNameEn: null },
    personalInformation: {
      birthDate: null, gender: null, personalEmail: null, phoneNumber: null, postalCode: null, address: null,
      emergencyContactName: null, emergencyContactRelationship: null, emergencyContactPhone: null,
    },
    employeeInformation: {
      workerNumber: '', email: '', status: 'ACTIVE', departmentId: null, positionId: null, jobTypeId: null, placeId: null,
      employmentTypeId: null, jobTitleId: null, jobLevelId: null, jobGradeId: null, gradeId: null, jobFunctionId: null,
      jobCompetencyId: null, workModeId: null, boardMemberTypeId: null, contractorTypeId: null, collaboratorTypeId: null,
      healthInsuranceAssociationId: null, placeSocialInsuranceId: null, affiliatedCompanyName: null, contractStartDate: null,
      contractEndDate: null, joinedAt: null,
    },
    payroll: null,
  };
}

/** The HR catalog whose entries each catalog field offers (`GET /v2/hr-master-options`). */
export const catalogOfField: Partial<Record<EmployeeInformationField, HrCatalog>> = {
  positionId: 'POSITION', jobTypeId: 'JOB_TYPE', employmentTypeId: 'EMPLOYMENT_TYPE', jobTitleId: 'JOB_TITLE', jobLevelId: 'JOB_LEVEL',
  jobGradeId: 'JOB_GRADE', gradeId: 'GRADE', jobFunctionId: 'JOB_FUNCTION', jobCompetencyId: 'JOB_COMPETENCY', workModeId: 'WORK_MODE',
  boardMemberTypeId: 'BOARD_MEMBER_TYPE', contractorTypeId: 'CONTRACTOR_TYPE', collaboratorTypeId: 'COLLABORATOR_TYPE',
  healthInsuranceAssociationId: 'HEALTH_INSURANCE_ASSOCIATION', placeSocialInsuranceId: 'PLACE_SOCIAL_INSURANCE',
};

/** Fields that are required in the form (the schema's required ones). */
export const requiredEmployeeFields: readonly EmployeeInformationField[] = ['workerNumber', 'email', 'status'];
