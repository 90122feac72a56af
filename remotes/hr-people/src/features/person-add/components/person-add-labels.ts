import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { personFields, type EmployeeInformationField, type WorkerType } from '@kanri/contracts';

/** What each worker type means, on the chooser `/person/add`. */
export const workerTypeDescriptions: Record<WorkerType, MessageDescriptor> = {
  EMPLOYEE: msg`A person employed by the company: full-time, fixed-term, part-time or re-employed staff, with an employment type, grade and social insurance.`,
  BOARD_MEMBER: msg`A director or auditor of the company, with a board member type.`,
  CONTRACTOR: msg`A person working under a service or work contract, usually from another company, for a contract period.`,
  COLLABORATOR: msg`Anyone else who works with the company without a contract of their own: advisors, interns, people seconded from partners.`,
};

/** The description's label of each path (`personFields`, issue 30): the wizard writes none of its own. */
const described = <P extends keyof typeof personFields>(paths: readonly P[]) => Object.fromEntries(paths.map((path) => [path, personFields[path].label])) as Record<P, MessageDescriptor>;

/** Labels of the name fields, by the body's path: the contracts' `personFields`. */
export const nameFieldLabels = described(['name.familyNameJa', 'name.givenNameJa', 'name.familyNameKana', 'name.givenNameKana', 'name.familyNameEn', 'name.givenNameEn', 'name.middleNameEn']);

/** Labels of the employee-information fields, by field: the contracts' `personFields` (`employeeInformation.<field>`). */
export const employeeFieldLabels = Object.fromEntries(
  Object.entries(personFields).flatMap(([path, field]) => (path.startsWith('employeeInformation.') ? [[path.slice('employeeInformation.'.length), field.label]] : [])),
) as Record<EmployeeInformationField, MessageDescriptor>;

/** Labels of the personal-information fields, by the body's path: the contracts' `personFields`. */
export const personalFieldLabels = described([
  'personalInformation.birthDate', 'personalInformation.gender', 'personalInformation.personalEmail', 'personalInformation.phoneNumber', 'personalInformation.postalCode',
  'personalInformation.address', 'personalInformation.emergencyContactName', 'personalInformation.emergencyContactRelationship', 'personalInformation.emergencyContactPhone',
]);
