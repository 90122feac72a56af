import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import type { MessageDescriptor } from '../messages';
import { csvExportQuery, csvExportResultSchema, csvImportBodySchema, csvImportResultSchema } from '../common/csv-import';
import { workerTypeSchema, type WorkerType } from './people';
import { employeeInformationFieldsByWorkerType, personFields } from './person';

/**
 * The person CSV import (001 §2 `/person/import-csv/{workerType}`; DECISIONS.md "CSV"; docs/csv.md;
 * docs/people.md "CSV import"): the shared wizard on `personImportCsvEndpoints` — the template
 * (`GET /v2/person-import-csv?mode=edit-template&workerType=…`), then dry run and import
 * (`POST /v2/person-import-csv/{workerType}`). Every row adds one person of the URL's worker type,
 * validated with `createPersonBodySchema` (the add form's rules); all or nothing.
 */

/** Every column of the people import, in file order (a worker type's file has `personImportCsvColumnsOf(type)`). */
export const personImportCsvColumns = [
  'workerNumber', 'familyNameJa', 'givenNameJa', 'familyNameKana', 'givenNameKana', 'familyNameEn', 'givenNameEn', 'middleNameEn',
  'email', 'status', 'joinedAt', 'department', 'position', 'jobType', 'place',
  'employmentType', 'jobTitle', 'jobLevel', 'jobGrade', 'grade', 'jobFunction', 'jobCompetency', 'workMode',
  'boardMemberType', 'contractorType', 'collaboratorType', 'healthInsuranceAssociation', 'placeSocialInsurance',
  'affiliatedCompanyName', 'contractStartDate', 'contractEndDate',
  'birthDate', 'gender', 'personalEmail', 'phoneNumber', 'postalCode', 'address',
] as const;
export type PersonImportCsvColumn = (typeof personImportCsvColumns)[number];

/** Required columns (a file without one of them is refused before any row is read). */
export const personImportCsvRequiredColumns: readonly PersonImportCsvColumn[] = [
  'workerNumber', 'familyNameJa', 'givenNameJa', 'familyNameKana', 'givenNameKana', 'familyNameEn', 'givenNameEn', 'email',
];

/** The employee-information field each column fills (a catalog column: the entry's id field). */
export const personImportCsvEmployeeFields: Partial<Record<PersonImportCsvColumn, string>> = {
  department: 'departmentId', position: 'positionId', jobType: 'jobTypeId', place: 'placeId', employmentType: 'employmentTypeId',
  jobTitle: 'jobTitleId', jobLevel: 'jobLevelId', jobGrade: 'jobGradeId', grade: 'gradeId', jobFunction: 'jobFunctionId',
  jobCompetency: 'jobCompetencyId', workMode: 'workModeId', boardMemberType: 'boardMemberTypeId', contractorType: 'contractorTypeId',
  collaboratorType: 'collaboratorTypeId', healthInsuranceAssociation: 'healthInsuranceAssociationId',
  placeSocialInsurance: 'placeSocialInsuranceId', affiliatedCompanyName: 'affiliatedCompanyName', contractStartDate: 'contractStartDate',
  contractEndDate: 'contractEndDate', workerNumber: 'workerNumber', email: 'email', status: 'status', joinedAt: 'joinedAt',
};

/** The columns of a worker type's file: the name and personal columns, and the employee columns that apply to the type. */
export function personImportCsvColumnsOf(workerType: WorkerType): PersonImportCsvColumn[] {
  const applies = new Set<string>(employeeInformationFieldsByWorkerType[workerType]);
  return personImportCsvColumns.filter((c) => {
    const field = personImportCsvEmployeeFields[c];
    return field === undefined || applies.has(field);
  });
}

/**
 * Column headers: the contracts' `personFields` labels of the field each column fills (issue 30;
 * docs/fields.md); a file may use either language's label, or the key.
 */
export const personImportCsvColumnLabels: Record<PersonImportCsvColumn, MessageDescriptor> = {
  workerNumber: personFields['employeeInformation.workerNumber'].label,
  familyNameJa: personFields['name.familyNameJa'].label,
  givenNameJa: personFields['name.givenNameJa'].label,
  familyNameKana: personFields['name.familyNameKana'].label,
  givenNameKana: personFields['name.givenNameKana'].label,
  familyNameEn: personFields['name.familyNameEn'].label,
  givenNameEn: personFields['name.givenNameEn'].label,
  middleNameEn: personFields['name.middleNameEn'].label,
  email: personFields['employeeInformation.email'].label,
  status: personFields['employeeInformation.status'].label,
  joinedAt: personFields['employeeInformation.joinedAt'].label,
  department: personFields['employeeInformation.departmentId'].label,
  position: personFields['employeeInformation.positionId'].label,
  jobType: personFields['employeeInformation.jobTypeId'].label,
  place: personFields['employeeInformation.placeId'].label,
  employmentType: personFields['employeeInformation.employmentTypeId'].label,
  jobTitle: personFields['employeeInformation.jobTitleId'].label,
  jobLevel: personFields['employeeInformation.jobLevelId'].label,
  jobGrade: personFields['employeeInformation.jobGradeId'].label,
  grade: personFields['employeeInformation.gradeId'].label,
  jobFunction: personFields['employeeInformation.jobFunctionId'].label,
  jobCompetency: personFields['employeeInformation.jobCompetencyId'].label,
  workMode: personFields['employeeInformation.workModeId'].label,
  boardMemberType: personFields['employeeInformation.boardMemberTypeId'].label,
  contractorType: personFields['employeeInformation.contractorTypeId'].label,
  collaboratorType: personFields['employeeInformation.collaboratorTypeId'].label,
  healthInsuranceAssociation: personFields['employeeInformation.healthInsuranceAssociationId'].label,
  placeSocialInsurance: personFields['employeeInformation.placeSocialInsuranceId'].label,
  affiliatedCompanyName: personFields['employeeInformation.affiliatedCompanyName'].label,
  contractStartDate: personFields['employeeInformation.contractStartDate'].label,
  contractEndDate: personFields['employeeInformation.contractEndDate'].label,
  birthDate: personFields['personalInformation.birthDate'].label,
  gender: personFields['personalInformation.gender'].label,
  personalEmail: personFields['personalInformation.personalEmail'].label,
  phoneNumber: personFields['personalInformation.phoneNumber'].label,
  postalCode: personFields['personalInformation.postalCode'].label,
  address: personFields['personalInformation.address'].label,
};

/** Labels of the statuses a CSV row may give (the value or its label in either language is read). */
export const personImportStatusLabels: Record<'JOINING' | 'OFFERED' | 'OFFER_ACCEPTED' | 'ACTIVE' | 'NEW_HIRE', MessageDescriptor> = {
  JOINING: /*i18n*/ { id: 'person.import.status.JOINING', message: 'Joining' },
  OFFERED: /*i18n*/ { id: 'person.import.status.OFFERED', message: 'Offered' },
  OFFER_ACCEPTED: /*i18n*/ { id: 'person.import.status.OFFER_ACCEPTED', message: 'Offer accepted' },
  ACTIVE: /*i18n*/ { id: 'person.import.status.ACTIVE', message: 'Active' },
  NEW_HIRE: /*i18n*/ { id: 'person.import.status.NEW_HIRE', message: 'New hire' },
};

/**
 * The person CSV calls: `export` — `GET /v2/person-import-csv?mode=edit-template|edit&workerType=…`
 * (the template: the type's headers in the request's language; `edit`: the type's current people
 * in the same columns, for reference) → `{ url, mode, fileName }`; `import` —
 * `POST /v2/person-import-csv/{workerType}` with the wizard's body → `CsvImportResult` (404 for a
 * `workerType` segment that names no type).
 */
export const personImportCsvEndpoints = {
  module: 'people',
  columns: personImportCsvColumns,
  export: endpoint({
    method: 'GET', path: '/v2/person-import-csv', summary: 'People: CSV import template', access: 'operator', product: 'HR',
    query: csvExportQuery({ workerType: v.optional(workerTypeSchema, 'EMPLOYEE') }),
    responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
  }),
  import: endpoint({
    method: 'POST', path: '/v2/person-import-csv/{workerType}', summary: 'People: CSV import (dry run or real)', access: 'operator', product: 'HR',
    params: v.object({ workerType: v.string() }),
    body: csvImportBodySchema,
    responses: { 200: csvImportResultSchema, ...errorResponses(400, 401, 403, 404) },
  }),
} as const;
