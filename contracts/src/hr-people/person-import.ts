import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import type { MessageDescriptor } from '../messages';
import { csvExportQuery, csvExportResultSchema, csvImportBodySchema, csvImportResultSchema } from '../common/csv-import';
import { workerTypeSchema, type WorkerType } from './people';
import { employeeInformationFieldsByWorkerType } from './person';

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

/** Column headers in English (the Japanese ones in `locales/ja-JP/contracts.po`); a file may use either, or the key. */
export const personImportCsvColumnLabels: Record<PersonImportCsvColumn, MessageDescriptor> = {
  workerNumber: /*i18n*/ { id: 'person.import.workerNumber', message: 'Worker number' },
  familyNameJa: /*i18n*/ { id: 'person.import.familyNameJa', message: 'Family name (kanji)' },
  givenNameJa: /*i18n*/ { id: 'person.import.givenNameJa', message: 'Given name (kanji)' },
  familyNameKana: /*i18n*/ { id: 'person.import.familyNameKana', message: 'Family name (katakana)' },
  givenNameKana: /*i18n*/ { id: 'person.import.givenNameKana', message: 'Given name (katakana)' },
  familyNameEn: /*i18n*/ { id: 'person.import.familyNameEn', message: 'Family name (romaji)' },
  givenNameEn: /*i18n*/ { id: 'person.import.givenNameEn', message: 'Given name (romaji)' },
  middleNameEn: /*i18n*/ { id: 'person.import.middleNameEn', message: 'Middle name (romaji)' },
  email: /*i18n*/ { id: 'person.import.email', message: 'Work e-mail' },
  status: /*i18n*/ { id: 'person.import.status', message: 'Status' },
  joinedAt: /*i18n*/ { id: 'person.import.joinedAt', message: 'Joining date' },
  department: /*i18n*/ { id: 'person.import.department', message: 'Department' },
  position: /*i18n*/ { id: 'person.import.position', message: 'Position' },
  jobType: /*i18n*/ { id: 'person.import.jobType', message: 'Job type' },
  place: /*i18n*/ { id: 'person.import.place', message: 'Place' },
  employmentType: /*i18n*/ { id: 'person.import.employmentType', message: 'Employment type' },
  jobTitle: /*i18n*/ { id: 'person.import.jobTitle', message: 'Job title' },
  jobLevel: /*i18n*/ { id: 'person.import.jobLevel', message: 'Job level' },
  jobGrade: /*i18n*/ { id: 'person.import.jobGrade', message: 'Job grade' },
  grade: /*i18n*/ { id: 'person.import.grade', message: 'Grade' },
  jobFunction: /*i18n*/ { id: 'person.import.jobFunction', message: 'Job function' },
  jobCompetency: /*i18n*/ { id: 'person.import.jobCompetency', message: 'Job competency' },
  workMode: /*i18n*/ { id: 'person.import.workMode', message: 'Work mode' },
  boardMemberType: /*i18n*/ { id: 'person.import.boardMemberType', message: 'Board member type' },
  contractorType: /*i18n*/ { id: 'person.import.contractorType', message: 'Contractor type' },
  collaboratorType: /*i18n*/ { id: 'person.import.collaboratorType', message: 'Collaborator type' },
  healthInsuranceAssociation: /*i18n*/ { id: 'person.import.healthInsuranceAssociation', message: 'Health insurance association' },
  placeSocialInsurance: /*i18n*/ { id: 'person.import.placeSocialInsurance', message: 'Social insurance office' },
  affiliatedCompanyName: /*i18n*/ { id: 'person.import.affiliatedCompanyName', message: 'Affiliated company' },
  contractStartDate: /*i18n*/ { id: 'person.import.contractStartDate', message: 'Contract start date' },
  contractEndDate: /*i18n*/ { id: 'person.import.contractEndDate', message: 'Contract end date' },
  birthDate: /*i18n*/ { id: 'person.import.birthDate', message: 'Birth date' },
  gender: /*i18n*/ { id: 'person.import.gender', message: 'Gender' },
  personalEmail: /*i18n*/ { id: 'person.import.personalEmail', message: 'Personal e-mail' },
  phoneNumber: /*i18n*/ { id: 'person.import.phoneNumber', message: 'Phone number' },
  postalCode: /*i18n*/ { id: 'person.import.postalCode', message: 'Postal code' },
  address: /*i18n*/ { id: 'person.import.address', message: 'Address' },
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
