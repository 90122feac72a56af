import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { auditLogEntrySchema } from '../system/audit-log';
import { fields } from '../common/fields';
import { personSchema, workerStatusLabels, workerStatusSchema, workerTypeLabels, type WorkerType } from './people';

/**
 * The person record (001 §2 "Person screens": `/person/{id}` and `/person/alumni/{id}` with their
 * tabs; §4 worker categories; §7 People). docs/people.md "The person record" and "Leaving and
 * alumni" hold the decisions.
 *
 * ## Guide for the screens
 * - Header and every tab: `getPersonEndpoint` → `PersonDetail` (names in both scripts, the
 *   sections below with each catalog id resolved to `{ id, name }`, `version`, `isAlumni`).
 * - personal-information: `updatePersonalInformationEndpoint` (name + personal information +
 *   `version`; 409 on a stale version); family members: `listFamilyMembersEndpoint`,
 *   `createFamilyMemberEndpoint`, `getFamilyMemberEndpoint` (`/person/{id}/family/{familyPersonId}`),
 *   `updateFamilyMemberEndpoint`, `deleteFamilyMemberEndpoint`.
 * - employee-information: `updateEmployeeInformationEndpoint`; the choices come from
 *   `GET /v2/hr-master-options` (master-data.ts) and the workforce filter options.
 * - equipment, devices, apps, activity: `listPersonEquipmentEndpoint`, `listPersonDevicesEndpoint`,
 *   `listPersonAppAccountsEndpoint`, `listPersonActivityEndpoint`; history: the audit log with
 *   `resourceType=PERSON`.
 * - Leaving: `leavePersonEndpoint`, `cancelLeavingEndpoint`.
 */

/* ---------------------------------------------------------------------------- enumerations */

type Labels<V extends string> = Record<V, MessageDescriptor>;

/** Gender as a person reports it (001 §2 personal information). */
export const genderValues = ['MALE', 'FEMALE', 'OTHER', 'UNANSWERED'] as const;
export const genderSchema = v.picklist(genderValues, messages.picklist.id);
export type Gender = v.InferOutput<typeof genderSchema>;
/** Labels of genders. */
export const genderLabels: Labels<Gender> = {
  MALE: /*i18n*/ { id: 'person.gender.MALE', message: 'Male' },
  FEMALE: /*i18n*/ { id: 'person.gender.FEMALE', message: 'Female' },
  OTHER: /*i18n*/ { id: 'person.gender.OTHER', message: 'Other' },
  UNANSWERED: /*i18n*/ { id: 'person.gender.UNANSWERED', message: 'Prefer not to answer' },
};

/** How a worker is paid: monthly, daily or hourly. */
export const payTypeValues = ['MONTHLY', 'DAILY', 'HOURLY'] as const;
export const payTypeSchema = v.picklist(payTypeValues, messages.picklist.id);
export type PayType = v.InferOutput<typeof payTypeSchema>;
/** Labels of pay types. */
export const payTypeLabels: Labels<PayType> = {
  MONTHLY: /*i18n*/ { id: 'person.payType.MONTHLY', message: 'Monthly' },
  DAILY: /*i18n*/ { id: 'person.payType.DAILY', message: 'Daily' },
  HOURLY: /*i18n*/ { id: 'person.payType.HOURLY', message: 'Hourly' },
};

/** Bank account types: 普通 ORDINARY, 当座 CHECKING. */
export const bankAccountTypeValues = ['ORDINARY', 'CHECKING'] as const;
export const bankAccountTypeSchema = v.picklist(bankAccountTypeValues, messages.picklist.id);
export type BankAccountType = v.InferOutput<typeof bankAccountTypeSchema>;
/** Labels of bank account types. */
export const bankAccountTypeLabels: Labels<BankAccountType> = {
  ORDINARY: /*i18n*/ { id: 'person.bankAccountType.ORDINARY', message: 'Ordinary' },
  CHECKING: /*i18n*/ { id: 'person.bankAccountType.CHECKING', message: 'Checking' },
};

/** A family member's relationship to the worker. */
export const familyRelationshipValues = ['SPOUSE', 'CHILD', 'PARENT', 'SIBLING', 'GRANDPARENT', 'GRANDCHILD', 'OTHER'] as const;
export const familyRelationshipSchema = v.picklist(familyRelationshipValues, messages.picklist.id);
export type FamilyRelationship = v.InferOutput<typeof familyRelationshipSchema>;
/** Labels of family relationships. */
export const familyRelationshipLabels: Labels<FamilyRelationship> = {
  SPOUSE: /*i18n*/ { id: 'person.familyRelationship.SPOUSE', message: 'Spouse' },
  CHILD: /*i18n*/ { id: 'person.familyRelationship.CHILD', message: 'Child' },
  PARENT: /*i18n*/ { id: 'person.familyRelationship.PARENT', message: 'Parent' },
  SIBLING: /*i18n*/ { id: 'person.familyRelationship.SIBLING', message: 'Sibling' },
  GRANDPARENT: /*i18n*/ { id: 'person.familyRelationship.GRANDPARENT', message: 'Grandparent' },
  GRANDCHILD: /*i18n*/ { id: 'person.familyRelationship.GRANDCHILD', message: 'Grandchild' },
  OTHER: /*i18n*/ { id: 'person.familyRelationship.OTHER', message: 'Other relative' },
};

/**
 * The person's fields described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * payload's dotted path as the audit log names them (`workerType`, `name.familyNameJa`,
 * `employeeInformation.departmentId`, …), in the person screens' wording: the person page's form
 * and history, the workforce list's column titles, the person import CSV headers
 * (`personImportCsvColumnLabels`) and the people export's (`peopleCsvColumnLabels`) read it, and
 * the person-add wizard's labels are these. The emergency contact, payroll (`payroll.*`) and family
 * member (`familyMember.*`, a member's fields as the history names them) fields too, and the
 * leaving fields (`leaving.*`: the person page's leaving section, the leaving dialog, the history,
 * the workforce and alumni lists' leaving date and the people export's).
 */
export const personFields = fields({
  workerType: { label: /*i18n*/ { id: 'field.person.workerType', message: 'Worker type' }, kind: 'enum', values: workerTypeLabels },
  'name.familyNameJa': { label: /*i18n*/ { id: 'field.person.name.familyNameJa', message: 'Family name' }, kind: 'text' },
  'name.givenNameJa': { label: /*i18n*/ { id: 'field.person.name.givenNameJa', message: 'Given name' }, kind: 'text' },
  'name.familyNameKana': { label: /*i18n*/ { id: 'field.person.name.familyNameKana', message: 'Family name (kana)' }, kind: 'text' },
  'name.givenNameKana': { label: /*i18n*/ { id: 'field.person.name.givenNameKana', message: 'Given name (kana)' }, kind: 'text' },
  'name.familyNameEn': { label: /*i18n*/ { id: 'field.person.name.familyNameEn', message: 'Family name (romaji)' }, kind: 'text' },
  'name.givenNameEn': { label: /*i18n*/ { id: 'field.person.name.givenNameEn', message: 'Given name (romaji)' }, kind: 'text' },
  'name.middleNameEn': { label: /*i18n*/ { id: 'field.person.name.middleNameEn', message: 'Middle name (romaji)' }, kind: 'text' },
  'personalInformation.birthDate': { label: /*i18n*/ { id: 'field.person.personalInformation.birthDate', message: 'Date of birth' }, kind: 'date' },
  'personalInformation.gender': { label: /*i18n*/ { id: 'field.person.personalInformation.gender', message: 'Gender' }, kind: 'enum', values: genderLabels },
  'personalInformation.personalEmail': { label: /*i18n*/ { id: 'field.person.personalInformation.personalEmail', message: 'Personal e-mail' }, kind: 'text' },
  'personalInformation.phoneNumber': { label: /*i18n*/ { id: 'field.person.personalInformation.phoneNumber', message: 'Phone number' }, kind: 'text' },
  'personalInformation.postalCode': { label: /*i18n*/ { id: 'field.person.personalInformation.postalCode', message: 'Postal code' }, kind: 'text' },
  'personalInformation.address': { label: /*i18n*/ { id: 'field.person.personalInformation.address', message: 'Address' }, kind: 'text' },
  'employeeInformation.workerNumber': { label: /*i18n*/ { id: 'field.person.employeeInformation.workerNumber', message: 'Worker number' }, kind: 'text' },
  'employeeInformation.email': { label: /*i18n*/ { id: 'field.person.employeeInformation.email', message: 'Work e-mail' }, kind: 'text' },
  'employeeInformation.status': { label: /*i18n*/ { id: 'field.person.employeeInformation.status', message: 'Status' }, kind: 'enum', values: workerStatusLabels },
  'employeeInformation.departmentId': { label: /*i18n*/ { id: 'field.person.employeeInformation.departmentId', message: 'Department' }, kind: 'reference', references: 'departments' },
  'employeeInformation.positionId': { label: /*i18n*/ { id: 'field.person.employeeInformation.positionId', message: 'Position' }, kind: 'reference', references: 'positions' },
  'employeeInformation.jobTypeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.jobTypeId', message: 'Job type' }, kind: 'reference', references: 'jobTypes' },
  'employeeInformation.placeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.placeId', message: 'Place' }, kind: 'reference', references: 'places' },
  'employeeInformation.employmentTypeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.employmentTypeId', message: 'Employment type' }, kind: 'reference', references: 'employmentTypes' },
  'employeeInformation.jobTitleId': { label: /*i18n*/ { id: 'field.person.employeeInformation.jobTitleId', message: 'Job title' }, kind: 'reference', references: 'jobTitles' },
  'employeeInformation.jobLevelId': { label: /*i18n*/ { id: 'field.person.employeeInformation.jobLevelId', message: 'Job level' }, kind: 'reference', references: 'jobLevels' },
  'employeeInformation.jobGradeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.jobGradeId', message: 'Job grade' }, kind: 'reference', references: 'jobGrades' },
  'employeeInformation.gradeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.gradeId', message: 'Grade' }, kind: 'reference', references: 'grades' },
  'employeeInformation.jobFunctionId': { label: /*i18n*/ { id: 'field.person.employeeInformation.jobFunctionId', message: 'Job function' }, kind: 'reference', references: 'jobFunctions' },
  'employeeInformation.jobCompetencyId': { label: /*i18n*/ { id: 'field.person.employeeInformation.jobCompetencyId', message: 'Job competency' }, kind: 'reference', references: 'jobCompetencies' },
  'employeeInformation.workModeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.workModeId', message: 'Work mode' }, kind: 'reference', references: 'workModes' },
  'employeeInformation.boardMemberTypeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.boardMemberTypeId', message: 'Board member type' }, kind: 'reference', references: 'boardMemberTypes' },
  'employeeInformation.contractorTypeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.contractorTypeId', message: 'Contractor type' }, kind: 'reference', references: 'contractorTypes' },
  'employeeInformation.collaboratorTypeId': { label: /*i18n*/ { id: 'field.person.employeeInformation.collaboratorTypeId', message: 'Collaborator type' }, kind: 'reference', references: 'collaboratorTypes' },
  'employeeInformation.healthInsuranceAssociationId': { label: /*i18n*/ { id: 'field.person.employeeInformation.healthInsuranceAssociationId', message: 'Health insurance association' }, kind: 'reference', references: 'healthInsuranceAssociations' },
  'employeeInformation.placeSocialInsuranceId': { label: /*i18n*/ { id: 'field.person.employeeInformation.placeSocialInsuranceId', message: 'Social insurance office' }, kind: 'reference', references: 'placeSocialInsurances' },
  'employeeInformation.affiliatedCompanyName': { label: /*i18n*/ { id: 'field.person.employeeInformation.affiliatedCompanyName', message: 'Affiliated company' }, kind: 'text' },
  'employeeInformation.contractStartDate': { label: /*i18n*/ { id: 'field.person.employeeInformation.contractStartDate', message: 'Contract start' }, kind: 'date' },
  'employeeInformation.contractEndDate': { label: /*i18n*/ { id: 'field.person.employeeInformation.contractEndDate', message: 'Contract end' }, kind: 'date' },
  'employeeInformation.joinedAt': { label: /*i18n*/ { id: 'field.person.employeeInformation.joinedAt', message: 'Joining date' }, kind: 'date' },
  'personalInformation.emergencyContactName': { label: /*i18n*/ { id: 'field.person.personalInformation.emergencyContactName', message: 'Emergency contact' }, kind: 'text' },
  'personalInformation.emergencyContactRelationship': { label: /*i18n*/ { id: 'field.person.personalInformation.emergencyContactRelationship', message: 'Emergency contact\'s relationship' }, kind: 'text' },
  'personalInformation.emergencyContactPhone': { label: /*i18n*/ { id: 'field.person.personalInformation.emergencyContactPhone', message: 'Emergency contact\'s phone' }, kind: 'text' },
  'payroll.payType': { label: /*i18n*/ { id: 'field.person.payroll.payType', message: 'Pay type' }, kind: 'enum', values: payTypeLabels },
  'payroll.baseSalaryJpy': { label: /*i18n*/ { id: 'field.person.payroll.baseSalaryJpy', message: 'Base salary (JPY)' }, kind: 'number' },
  'payroll.commutingAllowanceJpy': { label: /*i18n*/ { id: 'field.person.payroll.commutingAllowanceJpy', message: 'Commuting allowance (JPY)' }, kind: 'number' },
  'payroll.bankName': { label: /*i18n*/ { id: 'field.person.payroll.bankName', message: 'Bank' }, kind: 'text' },
  'payroll.bankBranchName': { label: /*i18n*/ { id: 'field.person.payroll.bankBranchName', message: 'Branch' }, kind: 'text' },
  'payroll.bankAccountType': { label: /*i18n*/ { id: 'field.person.payroll.bankAccountType', message: 'Account type' }, kind: 'enum', values: bankAccountTypeLabels },
  'payroll.bankAccountNumber': { label: /*i18n*/ { id: 'field.person.payroll.bankAccountNumber', message: 'Account number' }, kind: 'text' },
  'payroll.bankAccountHolderKana': { label: /*i18n*/ { id: 'field.person.payroll.bankAccountHolderKana', message: 'Account holder (kana)' }, kind: 'text' },
  'familyMember.familyName': { label: /*i18n*/ { id: 'field.person.familyMember.familyName', message: 'Family member\'s family name' }, kind: 'text' },
  'familyMember.givenName': { label: /*i18n*/ { id: 'field.person.familyMember.givenName', message: 'Family member\'s given name' }, kind: 'text' },
  'familyMember.familyNameKana': { label: /*i18n*/ { id: 'field.person.familyMember.familyNameKana', message: 'Family member\'s family name (kana)' }, kind: 'text' },
  'familyMember.givenNameKana': { label: /*i18n*/ { id: 'field.person.familyMember.givenNameKana', message: 'Family member\'s given name (kana)' }, kind: 'text' },
  'familyMember.relationship': { label: /*i18n*/ { id: 'field.person.familyMember.relationship', message: 'Family member\'s relationship' }, kind: 'enum', values: familyRelationshipLabels },
  'familyMember.birthDate': { label: /*i18n*/ { id: 'field.person.familyMember.birthDate', message: 'Family member\'s date of birth' }, kind: 'date' },
  'familyMember.isTaxDependent': { label: /*i18n*/ { id: 'field.person.familyMember.isTaxDependent', message: 'Tax dependant' }, kind: 'text' },
  'familyMember.isHealthInsuranceDependent': { label: /*i18n*/ { id: 'field.person.familyMember.isHealthInsuranceDependent', message: 'Health insurance dependant' }, kind: 'text' },
  'leaving.leavingAt': { label: /*i18n*/ { id: 'field.person.leaving.leavingAt', message: 'Leaving date' }, kind: 'date' },
  'leaving.retirementReasonId': { label: /*i18n*/ { id: 'field.person.leaving.retirementReasonId', message: 'Retirement reason' }, kind: 'reference', references: 'retirementReasons' },
  'leaving.contractEndReasonId': { label: /*i18n*/ { id: 'field.person.leaving.contractEndReasonId', message: 'Contract end reason' }, kind: 'reference', references: 'contractEndReasons' },
  'leaving.leavingNote': { label: /*i18n*/ { id: 'field.person.leaving.leavingNote', message: 'Leaving note' }, kind: 'text' },
});

/* ----------------------------------------------------------------------------- field pieces */

/** Names, e-mails, addresses: at most 100 characters; notes at most 1000. */
export const personTextMaxLength = 100;
export const personNoteMaxLength = 1000;

const requiredText = (max: number) =>
  v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(max, messages.maxLength.id));
const optionalText = (max: number) =>
  v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(max, messages.maxLength.id), v.transform((s) => (s === '' ? null : s))));
const optionalId = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));
const optionalDate = v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id)));
const requiredDate = v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id));
const optionalYen = v.nullable(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0), v.maxValue(999_999_999)));
const versionSchema = v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1));
/** Katakana (with the long-vowel mark, middle dot and spaces); refused with 「カタカナで入力してください」 (`validation.katakana`, issue 30). */
const kanaSchema = v.pipe(requiredText(personTextMaxLength), v.regex(/^[\u30A0-\u30FF\u3000 ]+$/u, messages.katakana.id));
const optionalKana = v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(personTextMaxLength, messages.maxLength.id), v.regex(/^[\u30A0-\u30FF\u3000 ]*$/u, messages.katakana.id), v.transform((s) => (s === '' ? null : s))));
const optionalEmail = v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(254, messages.maxLength.id), v.transform((s) => (s === '' ? null : s)), v.nullable(v.pipe(v.string(), v.email(messages.email.id)))));
const optionalPhone = v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(30, messages.maxLength.id), v.regex(/^[0-9+\-() ]*$/u, messages.invalid.id), v.transform((s) => (s === '' ? null : s))));

/* ------------------------------------------------------------------------- field sections */

/**
 * A worker's name (001 §2): family and given name in kanji (`familyNameJa` 山田, `givenNameJa` 太郎),
 * their katakana reading (ヤマダ, タロウ) and romaji (`familyNameEn` Yamada, `givenNameEn` Taro,
 * `middleNameEn` or null). All but the middle name are required, 1–100 characters.
 */
export const personNameSchema = v.object({
  familyNameJa: requiredText(personTextMaxLength),
  givenNameJa: requiredText(personTextMaxLength),
  familyNameKana: kanaSchema,
  givenNameKana: kanaSchema,
  familyNameEn: requiredText(personTextMaxLength),
  givenNameEn: requiredText(personTextMaxLength),
  middleNameEn: optionalText(personTextMaxLength),
});
export type PersonName = v.InferOutput<typeof personNameSchema>;
export type PersonNameInput = v.InferInput<typeof personNameSchema>;

/**
 * Personal information (`/person/{id}/personal-information`): birth date (YYYY-MM-DD), gender,
 * personal e-mail, phone, postal code (NNN-NNNN), address, emergency contact. Every field may be
 * null; an empty string is stored as null.
 */
export const personalInformationSchema = v.object({
  birthDate: optionalDate,
  gender: v.nullable(genderSchema),
  personalEmail: optionalEmail,
  phoneNumber: optionalPhone,
  postalCode: v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.regex(/^(\d{3}-\d{4})?$/u, messages.postalCode.id), v.transform((s) => (s === '' ? null : s)))),
  address: optionalText(200),
  emergencyContactName: optionalText(personTextMaxLength),
  emergencyContactRelationship: optionalText(personTextMaxLength),
  emergencyContactPhone: optionalPhone,
});
export type PersonalInformation = v.InferOutput<typeof personalInformationSchema>;
export type PersonalInformationInput = v.InferInput<typeof personalInformationSchema>;

/**
 * Employee information (`/person/{id}/employee-information`): worker number (1–50), work e-mail,
 * status, the unit (`departmentId`, an `org_units` id), the place, the people settings' catalog
 * entries (ids of `hr_master_items` of the matching catalog), the affiliated company (contractors,
 * collaborators), contract first and last day and the joining date (YYYY-MM-DD). Fields that do not
 * apply to the worker type (`employeeInformationFieldsByWorkerType`) are stored as null.
 * `contractEndDate` must not be before `contractStartDate`. LEAVING and ALUMNI are reached through
 * the leaving call only (the server answers 400 at `status` otherwise).
 */
export const employeeInformationSchema = v.pipe(
  v.object({
    workerNumber: v.pipe(requiredText(50), v.regex(/^[\w.-]+$/u, messages.codeFormat.id)),
    email: v.pipe(requiredText(254), v.email(messages.email.id)),
    status: workerStatusSchema,
    departmentId: optionalId,
    positionId: optionalId,
    jobTypeId: optionalId,
    placeId: optionalId,
    employmentTypeId: optionalId,
    jobTitleId: optionalId,
    jobLevelId: optionalId,
    jobGradeId: optionalId,
    gradeId: optionalId,
    jobFunctionId: optionalId,
    jobCompetencyId: optionalId,
    workModeId: optionalId,
    boardMemberTypeId: optionalId,
    contractorTypeId: optionalId,
    collaboratorTypeId: optionalId,
    healthInsuranceAssociationId: optionalId,
    placeSocialInsuranceId: optionalId,
    affiliatedCompanyName: optionalText(personTextMaxLength),
    contractStartDate: optionalDate,
    contractEndDate: optionalDate,
    joinedAt: optionalDate,
  }),
  v.forward(
    v.partialCheck(
      [['contractStartDate'], ['contractEndDate']],
      (d) => d.contractStartDate === null || d.contractEndDate === null || d.contractStartDate <= d.contractEndDate,
      messages.periodOrder.id,
    ),
    ['contractEndDate'],
  ),
);
export type EmployeeInformation = v.InferOutput<typeof employeeInformationSchema>;
export type EmployeeInformationInput = v.InferInput<typeof employeeInformationSchema>;
export type EmployeeInformationField = keyof EmployeeInformation;

const commonEmployeeFields = ['workerNumber', 'email', 'status', 'departmentId', 'positionId', 'jobTypeId', 'placeId', 'joinedAt'] as const;

/**
 * Which employee-information fields apply to each worker type (the forms show only these; the
 * server stores the others as null). Employees carry the HR catalogs and social insurance; board
 * members their board type; contractors and collaborators their type, company and contract dates.
 */
export const employeeInformationFieldsByWorkerType: Record<WorkerType, readonly EmployeeInformationField[]> = {
  EMPLOYEE: [
    ...commonEmployeeFields, 'employmentTypeId', 'jobTitleId', 'jobLevelId', 'jobGradeId', 'gradeId', 'jobFunctionId',
    'jobCompetencyId', 'workModeId', 'healthInsuranceAssociationId', 'placeSocialInsuranceId', 'contractStartDate', 'contractEndDate',
  ],
  BOARD_MEMBER: [...commonEmployeeFields, 'boardMemberTypeId', 'healthInsuranceAssociationId', 'placeSocialInsuranceId'],
  CONTRACTOR: [...commonEmployeeFields, 'contractorTypeId', 'workModeId', 'affiliatedCompanyName', 'contractStartDate', 'contractEndDate'],
  COLLABORATOR: [...commonEmployeeFields, 'collaboratorTypeId', 'affiliatedCompanyName', 'contractStartDate', 'contractEndDate'],
};

/**
 * Salary and payment: pay type, base salary and commuting allowance (whole JPY, 0–999,999,999),
 * the bank account (name, branch, type, number of 7 digits, holder in katakana). All nullable.
 */
export const payrollSchema = v.object({
  payType: v.nullable(payTypeSchema),
  baseSalaryJpy: optionalYen,
  commutingAllowanceJpy: optionalYen,
  bankName: optionalText(personTextMaxLength),
  bankBranchName: optionalText(personTextMaxLength),
  bankAccountType: v.nullable(bankAccountTypeSchema),
  bankAccountNumber: v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.regex(/^(\d{7})?$/u, messages.invalid.id), v.transform((s) => (s === '' ? null : s)))),
  bankAccountHolderKana: optionalKana,
});
export type Payroll = v.InferOutput<typeof payrollSchema>;
export type PayrollInput = v.InferInput<typeof payrollSchema>;

/* ------------------------------------------------------------------------------- the detail */

/** Path params of the person record's calls: any string (a non-UUID or another company's id answers 404). */
export const personRecordParamsSchema = v.object({ personId: v.string() });

const refSchema = v.nullable(v.object({ id: v.string(), name: v.string() }));
type Ref = v.InferOutput<typeof refSchema>;

/** Employee information as read: each id resolved to `{ id, name }` (name in the request's language) or null. */
export const employeeInformationDetailSchema = v.object({
  workerNumber: v.string(),
  email: v.string(),
  status: workerStatusSchema,
  department: refSchema,
  position: refSchema,
  jobType: refSchema,
  place: refSchema,
  employmentType: refSchema,
  jobTitle: refSchema,
  jobLevel: refSchema,
  jobGrade: refSchema,
  grade: refSchema,
  jobFunction: refSchema,
  jobCompetency: refSchema,
  workMode: refSchema,
  boardMemberType: refSchema,
  contractorType: refSchema,
  collaboratorType: refSchema,
  healthInsuranceAssociation: refSchema,
  placeSocialInsurance: refSchema,
  affiliatedCompanyName: v.nullable(v.string()),
  contractStartDate: v.nullable(v.string()),
  contractEndDate: v.nullable(v.string()),
  joinedAt: v.nullable(v.string()),
});
export type EmployeeInformationDetail = v.InferOutput<typeof employeeInformationDetailSchema>;

/**
 * One worker as `GET /v2/people/{personId}` answers it: the workforce row fields (`personSchema`: `name` in the
 * request's language, family name first in Japanese; `nameKana`; refs resolved), the name in every
 * script (`names`), `personalInformation`, `employeeInformation` (ids resolved), `payroll`, the
 * leaving (`leavingAt` = last day of work YYYY-MM-DD, the reasons resolved, `leavingNote`),
 * `version` (send it back with every write), `updatedAt` (ISO 8601) and `isAlumni` (status ALUMNI).
 */
export const personDetailSchema = v.object({
  ...personSchema.entries,
  names: v.object({
    familyNameJa: v.string(),
    givenNameJa: v.string(),
    familyNameKana: v.string(),
    givenNameKana: v.string(),
    familyNameEn: v.string(),
    givenNameEn: v.string(),
    middleNameEn: v.nullable(v.string()),
  }),
  personalInformation: v.object({
    birthDate: v.nullable(v.string()),
    gender: v.nullable(genderSchema),
    personalEmail: v.nullable(v.string()),
    phoneNumber: v.nullable(v.string()),
    postalCode: v.nullable(v.string()),
    address: v.nullable(v.string()),
    emergencyContactName: v.nullable(v.string()),
    emergencyContactRelationship: v.nullable(v.string()),
    emergencyContactPhone: v.nullable(v.string()),
  }),
  employeeInformation: employeeInformationDetailSchema,
  payroll: v.object({
    payType: v.nullable(payTypeSchema),
    baseSalaryJpy: v.nullable(v.number()),
    commutingAllowanceJpy: v.nullable(v.number()),
    bankName: v.nullable(v.string()),
    bankBranchName: v.nullable(v.string()),
    bankAccountType: v.nullable(bankAccountTypeSchema),
    bankAccountNumber: v.nullable(v.string()),
    bankAccountHolderKana: v.nullable(v.string()),
  }),
  leavingAt: v.nullable(v.string()),
  retirementReason: refSchema,
  contractEndReason: refSchema,
  leavingNote: v.nullable(v.string()),
  version: v.number(),
  updatedAt: v.string(),
  isAlumni: v.boolean(),
});
export type PersonDetail = v.InferOutput<typeof personDetailSchema>;
export type { Ref as PersonRef };

/** `GET /v2/people/{personId}` — one worker of the session's company; 404 for an unknown id, a non-UUID or another company's. */
export const getPersonEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people/{personId}',
  summary: 'One worker',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  responses: { 200: personDetailSchema, ...errorResponses(400, 401, 403, 404) },
});

/* ---------------------------------------------------------------------------------- writes */

/** Body of `PATCH /v2/people/{personId}/personal-information`: `name`, `personalInformation`, `version`. */
export const updatePersonalInformationBodySchema = v.object({
  name: personNameSchema,
  personalInformation: personalInformationSchema,
  version: versionSchema,
});
export type UpdatePersonalInformationBody = v.InferOutput<typeof updatePersonalInformationBodySchema>;
export type UpdatePersonalInformationInput = v.InferInput<typeof updatePersonalInformationBodySchema>;

/** `PATCH /v2/people/{personId}/personal-information` → the new detail; 409 on a stale `version`. Not for alumni (400). */
export const updatePersonalInformationEndpoint = endpoint({
  method: 'PATCH',
  path: '/v2/people/{personId}/personal-information',
  summary: 'Edit a worker\'s name and personal information',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  body: updatePersonalInformationBodySchema,
  responses: { 200: personDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * Body of `PATCH /v2/people/{personId}/employee-information`: `employeeInformation`, `version`.
 * Ids must be entries of the right catalog in the company (else 400 at the field); worker number and
 * e-mail unique in the company (else 409 with the field error).
 */
export const updateEmployeeInformationBodySchema = v.object({
  employeeInformation: employeeInformationSchema,
  version: versionSchema,
});
export type UpdateEmployeeInformationBody = v.InferOutput<typeof updateEmployeeInformationBodySchema>;
export type UpdateEmployeeInformationInput = v.InferInput<typeof updateEmployeeInformationBodySchema>;

/** `PATCH /v2/people/{personId}/employee-information` → the new detail; 409 on a stale `version` or a taken worker number / e-mail. */
export const updateEmployeeInformationEndpoint = endpoint({
  method: 'PATCH',
  path: '/v2/people/{personId}/employee-information',
  summary: 'Edit a worker\'s employee information',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  body: updateEmployeeInformationBodySchema,
  responses: { 200: personDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** Body of `PATCH /v2/people/{personId}/payroll`: `payroll`, `version`. */
export const updatePayrollBodySchema = v.object({ payroll: payrollSchema, version: versionSchema });
export type UpdatePayrollBody = v.InferOutput<typeof updatePayrollBodySchema>;

/** `PATCH /v2/people/{personId}/payroll` → the new detail; 409 on a stale `version`. */
export const updatePayrollEndpoint = endpoint({
  method: 'PATCH',
  path: '/v2/people/{personId}/payroll',
  summary: 'Edit a worker\'s salary and payment',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  body: updatePayrollBodySchema,
  responses: { 200: personDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/* -------------------------------------------------------------------------------- leaving */

/**
 * Body of `POST /v2/people/{personId}/leave`: `leavingAt` (the last day of work, YYYY-MM-DD), the
 * reason — `retirementReasonId` (a RETIREMENT_REASON entry; employees and board members) or
 * `contractEndReasonId` (a CONTRACT_END_REASON entry; contractors and collaborators), the other
 * null — `leavingNote` (≤ 1000) and `version`.
 */
export const leavePersonBodySchema = v.object({
  version: versionSchema,
  leavingAt: requiredDate,
  retirementReasonId: optionalId,
  contractEndReasonId: optionalId,
  leavingNote: optionalText(personNoteMaxLength),
});
export type LeavePersonBody = v.InferOutput<typeof leavePersonBodySchema>;
export type LeavePersonInput = v.InferInput<typeof leavePersonBodySchema>;

/**
 * `POST /v2/people/{personId}/leave` — the person leaves: status LEAVING until `leavingAt`, ALUMNI
 * from the next day (at once when `leavingAt` is before today in Asia/Tokyo). Also changes a planned
 * leaving (date, reason) while LEAVING. 400 for alumni or a reason of the wrong kind; 409 stale.
 */
export const leavePersonEndpoint = endpoint({
  method: 'POST',
  path: '/v2/people/{personId}/leave',
  summary: 'A worker leaves',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  body: leavePersonBodySchema,
  responses: { 200: personDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** Body of `POST /v2/people/{personId}/leave/cancel`: the `version` read. */
export const cancelLeavingBodySchema = v.object({ version: versionSchema });

/**
 * `POST /v2/people/{personId}/leave/cancel` — cancels a planned leaving while the person is LEAVING:
 * status back to ACTIVE, leaving date, reasons and note cleared. 400 when not LEAVING; 409 stale.
 */
export const cancelLeavingEndpoint = endpoint({
  method: 'POST',
  path: '/v2/people/{personId}/leave/cancel',
  summary: 'Cancel a planned leaving',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  body: cancelLeavingBodySchema,
  responses: { 200: personDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/* ------------------------------------------------------------------------- family members */

/**
 * A family member's fields: name (1–100) and its katakana reading (optional), relationship, birth
 * date (YYYY-MM-DD or null), dependant for tax (税扶養) and health insurance (社保扶養), lives together.
 */
export const familyMemberFieldsSchema = v.object({
  familyName: requiredText(personTextMaxLength),
  givenName: requiredText(personTextMaxLength),
  familyNameKana: optionalKana,
  givenNameKana: optionalKana,
  relationship: familyRelationshipSchema,
  birthDate: optionalDate,
  isTaxDependent: v.boolean(messages.invalidType.id),
  isHealthInsuranceDependent: v.boolean(messages.invalidType.id),
  livesTogether: v.boolean(messages.invalidType.id),
});
export type FamilyMemberFields = v.InferOutput<typeof familyMemberFieldsSchema>;
export type FamilyMemberFieldsInput = v.InferInput<typeof familyMemberFieldsSchema>;

/** Body of `PATCH …/family-members/{familyMemberId}`: the fields and `version`. */
export const updateFamilyMemberBodySchema = v.object({ ...familyMemberFieldsSchema.entries, version: versionSchema });
export type UpdateFamilyMemberBody = v.InferOutput<typeof updateFamilyMemberBodySchema>;

/** A family member as read: the fields, `id`, `version`. */
export const familyMemberSchema = v.object({
  id: v.string(),
  familyName: v.string(),
  givenName: v.string(),
  familyNameKana: v.nullable(v.string()),
  givenNameKana: v.nullable(v.string()),
  relationship: familyRelationshipSchema,
  birthDate: v.nullable(v.string()),
  isTaxDependent: v.boolean(),
  isHealthInsuranceDependent: v.boolean(),
  livesTogether: v.boolean(),
  version: v.number(),
});
export type FamilyMember = v.InferOutput<typeof familyMemberSchema>;

/** Path params of one family member. */
export const familyMemberParamsSchema = v.object({ personId: v.string(), familyMemberId: v.string() });

/** `GET /v2/people/{personId}/family-members` — `{ items }`, spouse first, then by relationship and birth date. */
export const listFamilyMembersEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people/{personId}/family-members',
  summary: 'A worker\'s family members',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  responses: { 200: v.object({ items: v.array(familyMemberSchema) }), ...errorResponses(400, 401, 403, 404) },
});

/** `POST /v2/people/{personId}/family-members` → 201 the member. 400 for alumni (their record is closed). */
export const createFamilyMemberEndpoint = endpoint({
  method: 'POST',
  path: '/v2/people/{personId}/family-members',
  summary: 'Add a family member',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  body: familyMemberFieldsSchema,
  responses: { 201: familyMemberSchema, ...errorResponses(400, 401, 403, 404) },
});

/** `GET /v2/people/{personId}/family-members/{familyMemberId}` — one member; 404 when not this person's. */
export const getFamilyMemberEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people/{personId}/family-members/{familyMemberId}',
  summary: 'One family member',
  access: 'operator', product: 'HR',
  params: familyMemberParamsSchema,
  responses: { 200: familyMemberSchema, ...errorResponses(400, 401, 403, 404) },
});

/** `PATCH /v2/people/{personId}/family-members/{familyMemberId}` → the member; 409 on a stale `version`. */
export const updateFamilyMemberEndpoint = endpoint({
  method: 'PATCH',
  path: '/v2/people/{personId}/family-members/{familyMemberId}',
  summary: 'Edit a family member',
  access: 'operator', product: 'HR',
  params: familyMemberParamsSchema,
  body: updateFamilyMemberBodySchema,
  responses: { 200: familyMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `DELETE /v2/people/{personId}/family-members/{familyMemberId}` → 204. */
export const deleteFamilyMemberEndpoint = endpoint({
  method: 'DELETE',
  path: '/v2/people/{personId}/family-members/{familyMemberId}',
  summary: 'Remove a family member',
  access: 'operator', product: 'HR',
  params: familyMemberParamsSchema,
  responses: { 204: v.null(), ...errorResponses(400, 401, 403, 404) },
});

/* ------------------------------------------------------------------------ related records */

/** A piece of equipment assigned to the person (link: `/equipment/{id}`). */
export const personEquipmentSchema = v.object({
  id: v.string(),
  name: v.string(),
  typeName: v.string(),
  model: v.nullable(v.string()),
  serialNumber: v.nullable(v.string()),
  assetTag: v.nullable(v.string()),
  status: v.string(),
});
export type PersonEquipment = v.InferOutput<typeof personEquipmentSchema>;

/** `GET /v2/people/{personId}/equipment` — `{ items }` assigned to the person, by name. */
export const listPersonEquipmentEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people/{personId}/equipment',
  summary: 'Equipment assigned to a worker',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  responses: { 200: v.object({ items: v.array(personEquipmentSchema) }), ...errorResponses(400, 401, 403, 404) },
});

/** A device assigned to the person (link: `/profile/device/{id}`); `genre`, `os` are the device enumerations' ids. */
export const personDeviceSchema = v.object({
  id: v.string(),
  name: v.string(),
  genre: v.string(),
  os: v.nullable(v.string()),
  serialNumber: v.nullable(v.string()),
  deviceTag: v.nullable(v.string()),
  lifecycleStatus: v.string(),
  checkedOutOn: v.nullable(v.string()),
});
export type PersonDevice = v.InferOutput<typeof personDeviceSchema>;

/** `GET /v2/people/{personId}/devices` — `{ items }` assigned to the person, by name. */
export const listPersonDevicesEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people/{personId}/devices',
  summary: 'Devices assigned to a worker',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  responses: { 200: v.object({ items: v.array(personDeviceSchema) }), ...errorResponses(400, 401, 403, 404) },
});

/** How an app account was matched to the person: linked by hand, by e-mail, by an alias. */
export const personAppMatchValues = ['MANUAL', 'EMAIL', 'ALIAS'] as const;
export type PersonAppMatch = (typeof personAppMatchValues)[number];
/** Labels of app account matches. */
export const personAppMatchLabels: Labels<PersonAppMatch> = {
  MANUAL: /*i18n*/ { id: 'person.appMatch.MANUAL', message: 'Linked by hand' },
  EMAIL: /*i18n*/ { id: 'person.appMatch.EMAIL', message: 'Matched by e-mail' },
  ALIAS: /*i18n*/ { id: 'person.appMatch.ALIAS', message: 'Matched by alias' },
};

/** One of the person's app accounts (link: `/app-integrations/{appIntegrationId}`): the app, account name, e-mail, active, last sign-in (ISO 8601), how it was matched. */
export const personAppAccountSchema = v.object({
  id: v.string(),
  appIntegrationId: v.string(),
  appName: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  isActive: v.boolean(),
  lastSignedInAt: v.nullable(v.string()),
  match: v.picklist(personAppMatchValues),
});
export type PersonAppAccount = v.InferOutput<typeof personAppAccountSchema>;

/** `GET /v2/people/{personId}/app-accounts` — `{ items }` matched to the person (hand link → e-mail → alias), by app. */
export const listPersonAppAccountsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people/{personId}/app-accounts',
  summary: 'App accounts of a worker',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  responses: { 200: v.object({ items: v.array(personAppAccountSchema) }), ...errorResponses(400, 401, 403, 404) },
});

/**
 * `GET /v2/people/{personId}/activity` — `{ items }`, newest first (at most 100): audit entries of the
 * person's record (PERSON), of their devices and equipment naming them as assignee, and of their app
 * accounts (APP_USER). Each entry is an audit log entry.
 */
export const listPersonActivityEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people/{personId}/activity',
  summary: 'What happened to a worker',
  access: 'operator', product: 'HR',
  params: personRecordParamsSchema,
  responses: { 200: v.object({ items: v.array(auditLogEntrySchema) }), ...errorResponses(400, 401, 403, 404) },
});

/** The calls of the person record, for `apiEndpoints`. */
export const personRecordEndpoints = [
  getPersonEndpoint, updatePersonalInformationEndpoint, updateEmployeeInformationEndpoint, updatePayrollEndpoint,
  leavePersonEndpoint, cancelLeavingEndpoint, listFamilyMembersEndpoint, createFamilyMemberEndpoint, getFamilyMemberEndpoint,
  updateFamilyMemberEndpoint, deleteFamilyMemberEndpoint, listPersonEquipmentEndpoint, listPersonDevicesEndpoint,
  listPersonAppAccountsEndpoint, listPersonActivityEndpoint,
] as const;
