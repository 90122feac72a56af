import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { workerTypeSchema, type WorkerStatus, type WorkerType } from './people';
import { employeeInformationFieldsByWorkerType, employeeInformationSchema, payrollSchema, personalInformationSchema, personNameSchema, type EmployeeInformationField } from './person';

/**
 * Adding a person (001 §2 "Person screens": `/person/add`, `/person/add/{workerType}`,
 * `/person/add/{workerType}/completed`; §4 worker categories; docs/people.md "Adding people").
 *
 * ## Guide for the screens
 * - `/person/add`: choose a worker type (`workerTypeValues`, each with its description).
 * - `/person/add/{workerType}` (`workerTypeSegmentOf` / `workerTypeOfSegment`: `employee`,
 *   `board-member`, `contractor`, `collaborator`; anything else shows not found): the form validated by
 *   `createPersonBodySchema`; the fields of the type are `employeeInformationFieldsByWorkerType`;
 *   the catalogs' choices come from `GET /v2/hr-master-options`; `createPersonEndpoint` →
 *   `{ id, familyName, givenName }`.
 * - `/person/add/{workerType}/completed?addedPersonID=…&addedPersonFamilyName=…&addedPersonGivenName=…`
 *   (`addedPersonCompletedSearchSchema`; `addedPersonID` required — DECISIONS.md).
 */

/** The URL segment of each worker type (`/person/add/{workerType}`, `/person/import-csv/{workerType}`). */
export const workerTypeSegmentValues = ['employee', 'board-member', 'contractor', 'collaborator'] as const;
export const workerTypeSegmentSchema = v.picklist(workerTypeSegmentValues, messages.picklist.id);
export type WorkerTypeSegment = v.InferOutput<typeof workerTypeSegmentSchema>;
/** The URL segment of a worker type (`BOARD_MEMBER` → `board-member`). */
export const workerTypeSegmentOf = (workerType: WorkerType): WorkerTypeSegment => workerType.toLowerCase().replace('_', '-') as WorkerTypeSegment;
/** The worker type of a URL segment, or null when it names none (the page shows not found). */
export const workerTypeOfSegment = (segment: string | undefined): WorkerType | null =>
  segment && (workerTypeSegmentValues as readonly string[]).includes(segment) ? (segment.toUpperCase().replace('-', '_') as WorkerType) : null;

/** Statuses a new person may start in (001 §4): LEAVING and ALUMNI are reached only by leaving. */
export const createPersonStatusValues = ['JOINING', 'OFFERED', 'OFFER_ACCEPTED', 'ACTIVE', 'NEW_HIRE'] as const satisfies readonly WorkerStatus[];

/** Validation messages of the add flow (translated in `locales/*\/contracts.po`). */
export const personCreateMessages = {
  statusNotForNew: /*i18n*/ { id: 'validation.person.status.notForNew', message: 'A new person starts as joining, offered, offer accepted, active or new hire' },
  workerNumberTaken: /*i18n*/ { id: 'validation.person.workerNumber.taken', message: 'This worker number is already used by another person' },
  emailTaken: /*i18n*/ { id: 'validation.person.email.taken', message: 'This e-mail address is already used by another person' },
  referenceNotFound: /*i18n*/ { id: 'validation.person.reference.notFound', message: 'This entry was not found or is disabled. Choose another one.' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Body of `POST /v2/people`: the worker type, the name (kanji, katakana reading, romaji), personal
 * information, employee information and — optionally — payroll (null: not given). The sections are
 * the person record's (person.ts), so the add form and the record's edit forms validate the same
 * way. Only the employee-information fields of the type (`employeeInformationFieldsByWorkerType`)
 * are stored; the others are stored as null. `employeeInformation.status` must be one of
 * `createPersonStatusValues` (400 at that path otherwise).
 */
export const createPersonBodySchema = v.pipe(
  v.object({
    workerType: workerTypeSchema,
    name: personNameSchema,
    personalInformation: personalInformationSchema,
    employeeInformation: employeeInformationSchema,
    payroll: v.nullable(payrollSchema),
  }),
  v.forward(
    v.partialCheck(
      [['employeeInformation', 'status']],
      (body) => (createPersonStatusValues as readonly string[]).includes(body.employeeInformation.status),
      personCreateMessages.statusNotForNew.id,
    ),
    ['employeeInformation', 'status'],
  ),
);
export type CreatePersonBody = v.InferOutput<typeof createPersonBodySchema>;
export type CreatePersonInput = v.InferInput<typeof createPersonBodySchema>;

/** The employee-information fields stored for a worker type (the others are nulled). */
export function appliesToWorkerType(workerType: WorkerType, field: EmployeeInformationField): boolean {
  return employeeInformationFieldsByWorkerType[workerType].includes(field);
}

/** Answer of `POST /v2/people`: the new person's id and names in the request's language. */
export const createdPersonSchema = v.object({ id: v.string(), familyName: v.string(), givenName: v.string() });
export type CreatedPerson = v.InferOutput<typeof createdPersonSchema>;

/**
 * `POST /v2/people` — adds a person of the session's company with its audit entry (type PERSON,
 * action CREATE) → 201 `{ id, familyName, givenName }`. 400 with field paths (`name.familyNameKana`,
 * `employeeInformation.departmentId` for an unknown or disabled entry…); 409 `CONFLICT` when the
 * worker number or the work e-mail (case-insensitive) is another person's, with the field error on
 * `employeeInformation.workerNumber` / `employeeInformation.email`.
 */
export const createPersonEndpoint = endpoint({
  method: 'POST',
  path: '/v2/people',
  summary: 'Add a worker',
  access: 'operator', product: 'HR',
  body: createPersonBodySchema,
  responses: { 201: createdPersonSchema, ...errorResponses(400, 401, 403, 409) },
});

/**
 * URL search of `/person/add/{workerType}/completed`: `addedPersonID` (required, a UUID; without
 * it the page shows its fallback), `addedPersonFamilyName`, `addedPersonGivenName` (optional, shown
 * in the message when given).
 */
export const addedPersonCompletedSearchSchema = v.object({
  addedPersonID: v.pipe(v.string(), v.uuid()),
  addedPersonFamilyName: v.optional(v.string()),
  addedPersonGivenName: v.optional(v.string()),
});
export type AddedPersonCompletedSearch = v.InferOutput<typeof addedPersonCompletedSearchSchema>;

/** Statuses offered in the add form, in the order workers progress. */
export const createPersonStatusSchema = v.picklist(createPersonStatusValues, messages.picklist.id);
