import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countQuery, idSchema, listQuery, queryArray, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';

/** The workforce list (001 §2 People "Workforce list", §4 worker categories, §7 People). */

/** Worker types: employee, board member, contractor, collaborator. */
export const workerTypeValues = ['EMPLOYEE', 'BOARD_MEMBER', 'CONTRACTOR', 'COLLABORATOR'] as const;
export const workerTypeSchema = v.picklist(workerTypeValues, messages.picklist.id);
export type WorkerType = v.InferOutput<typeof workerTypeSchema>;

/** Worker status, in the order workers progress (001 §4). */
export const workerStatusValues = ['JOINING', 'OFFERED', 'OFFER_ACCEPTED', 'ACTIVE', 'NEW_HIRE', 'LEAVING', 'ALUMNI'] as const;
export const workerStatusSchema = v.picklist(workerStatusValues);
export type WorkerStatus = v.InferOutput<typeof workerStatusSchema>;

/** Labels of the worker types (001 §2): the screens, the CSV files and the API's answers in the request's language. */
export const workerTypeLabels = {
  EMPLOYEE: /*i18n*/ { id: 'people.workerType.EMPLOYEE', message: 'Employee' },
  BOARD_MEMBER: /*i18n*/ { id: 'people.workerType.BOARD_MEMBER', message: 'Board member' },
  CONTRACTOR: /*i18n*/ { id: 'people.workerType.CONTRACTOR', message: 'Contractor' },
  COLLABORATOR: /*i18n*/ { id: 'people.workerType.COLLABORATOR', message: 'Collaborator' },
} as const satisfies Record<WorkerType, MessageDescriptor>;

/** Labels of the worker statuses (001 §4, in the order workers progress). */
export const workerStatusLabels = {
  JOINING: /*i18n*/ { id: 'people.workerStatus.JOINING', message: 'Joining' },
  OFFERED: /*i18n*/ { id: 'people.workerStatus.OFFERED', message: 'Offered' },
  OFFER_ACCEPTED: /*i18n*/ { id: 'people.workerStatus.OFFER_ACCEPTED', message: 'Offer accepted' },
  ACTIVE: /*i18n*/ { id: 'people.workerStatus.ACTIVE', message: 'Active' },
  NEW_HIRE: /*i18n*/ { id: 'people.workerStatus.NEW_HIRE', message: 'New hire' },
  LEAVING: /*i18n*/ { id: 'people.workerStatus.LEAVING', message: 'Leaving' },
  ALUMNI: /*i18n*/ { id: 'people.workerStatus.ALUMNI', message: 'Alumni' },
} as const satisfies Record<WorkerStatus, MessageDescriptor>;

/** Workforce `menu` tab (001 §2): Employee, Board, Contractor, Collaborator or All (default). */
export const peopleMenuValues = ['Employee', 'Board', 'Contractor', 'Collaborator', 'All'] as const;
export type PeopleMenu = (typeof peopleMenuValues)[number];
/** The worker type each menu tab shows (`All`: every type). */
export const peopleMenuWorkerType: Record<PeopleMenu, WorkerType | null> = {
  Employee: 'EMPLOYEE',
  Board: 'BOARD_MEMBER',
  Contractor: 'CONTRACTOR',
  Collaborator: 'COLLABORATOR',
  All: null,
};

/**
 * Workforce `category` (001 §2): `{EMPLOYEE|BOARD_MEMBER|CONTRACTOR|ALL}_{ALL|JOINING|OFFERED|
 * OFFER_ACCEPTED|ACTIVE|NEW_HIRE|LEAVING}`, `COLLABORATOR_ALL`, and the alumni categories
 * `*_ALUMNI` (the alumni list; `COLLABORATOR_ALUMNI` also in the workforce list). Default `ALL_ALL`.
 * The board prefix is `BOARD_MEMBER` (as in ID management's `BOARD_MEMBER_ID`).
 */
export const peopleCategoryValues = [
  'EMPLOYEE_ALL', 'EMPLOYEE_JOINING', 'EMPLOYEE_OFFERED', 'EMPLOYEE_OFFER_ACCEPTED', 'EMPLOYEE_ACTIVE',
  'EMPLOYEE_NEW_HIRE', 'EMPLOYEE_LEAVING', 'BOARD_MEMBER_ALL', 'BOARD_MEMBER_JOINING', 'BOARD_MEMBER_OFFERED',
  'BOARD_MEMBER_OFFER_ACCEPTED', 'BOARD_MEMBER_ACTIVE', 'BOARD_MEMBER_NEW_HIRE', 'BOARD_MEMBER_LEAVING', 'CONTRACTOR_ALL',
  'CONTRACTOR_JOINING', 'CONTRACTOR_OFFERED', 'CONTRACTOR_OFFER_ACCEPTED', 'CONTRACTOR_ACTIVE', 'CONTRACTOR_NEW_HIRE',
  'CONTRACTOR_LEAVING', 'ALL_ALL', 'ALL_JOINING', 'ALL_OFFERED', 'ALL_OFFER_ACCEPTED',
  'ALL_ACTIVE', 'ALL_NEW_HIRE', 'ALL_LEAVING', 'COLLABORATOR_ALL', 'EMPLOYEE_ALUMNI',
  'BOARD_MEMBER_ALUMNI', 'CONTRACTOR_ALUMNI', 'COLLABORATOR_ALUMNI', 'ALL_ALUMNI',
] as const;
export type PeopleCategory = (typeof peopleCategoryValues)[number];

/**
 * What a category selects: worker type (null: all) and statuses (`*_ALL`: every status but ALUMNI).
 */
export function parsePeopleCategory(category: PeopleCategory): { workerType: WorkerType | null; statuses: WorkerStatus[] } {
  const prefix = (['BOARD_MEMBER', 'EMPLOYEE', 'CONTRACTOR', 'COLLABORATOR', 'ALL'] as const).find((p) => category.startsWith(`${p}_`)) ?? 'ALL';
  const suffix = category.slice(prefix.length + 1);
  const workerType = prefix === 'ALL' ? null : prefix;
  const statuses: WorkerStatus[] = suffix === 'ALL' ? workerStatusValues.filter((s) => s !== 'ALUMNI') : [suffix as WorkerStatus];
  return { workerType, statuses };
}

/** Sortable workforce columns; default `NAME` (kana reading in Japanese, family name in English). */
export const peopleSortColumnValues = ['NAME', 'WORKER_NUMBER', 'EMAIL', 'DEPARTMENT', 'POSITION', 'JOINED_AT', 'LEAVING_AT'] as const;

/** The five id filters of 001 §2 (repeated keys or comma lists; empty: no filter), shared with the alumni list. */
export const peopleIdFilters = {
  departmentIdIn: v.optional(queryArray(idSchema), []),
  positionIdIn: v.optional(queryArray(idSchema), []),
  jobTypeIdIn: v.optional(queryArray(idSchema), []),
  workerTypeIn: v.optional(queryArray(workerTypeSchema), []),
  placeIdIn: v.optional(queryArray(idSchema), []),
};

/** The workforce filters (001 §2): `menu`, `category` and the five id filters; shared by the list, count and CSV calls. */
export const peopleFilters = {
  menu: v.optional(v.picklist(peopleMenuValues, messages.picklist.id), 'All'),
  category: v.optional(v.picklist(peopleCategoryValues, messages.picklist.id), 'ALL_ALL'),
  ...peopleIdFilters,
};

/**
 * Query of `GET /v2/people` (001 §2): `menu`, `category`, the filters `departmentIdIn`,
 * `positionIdIn`, `jobTypeIdIn`, `workerTypeIn`, `placeIdIn` (repeated keys or comma lists),
 * `sortColumn`, `sortOrder`, `freeText` (name in kanji/kana/romaji, e-mail, worker number),
 * `pageIndex` (0), `pageSize` (100, 1–1000).
 */
export const peopleListQuerySchema = listQuery({ sortColumns: peopleSortColumnValues, sortColumn: 'NAME', filters: peopleFilters });
export type PeopleListQuery = v.InferOutput<typeof peopleListQuerySchema>;
/** Query of `GET /v2/people/count`. */
export const peopleCountQuerySchema = countQuery(peopleFilters);
export type PeopleCountQuery = v.InferOutput<typeof peopleCountQuerySchema>;
/** URL search of `/people/workforce`: invalid values fall back to their defaults. */
export const peopleSearchSchema = searchParamsSchema(peopleListQuerySchema);
export type PeopleSearch = v.InferOutput<typeof peopleSearchSchema>;

const refSchema = v.nullable(v.object({ id: v.string(), name: v.string() }));

/** A catalog entry, unit or place a worker points at, its name in the request's language. */
export const peopleRefSchema = refSchema;

/**
 * A workforce row. `name` is in the request's language (Japanese: family name first, `佐藤 健`;
 * English: `Ken Sato`); `nameKana` is the reading; `joinedAt` and `leavingAt` are YYYY-MM-DD.
 */
export const personSchema = v.object({
  id: v.string(),
  workerNumber: v.string(),
  name: v.string(),
  familyName: v.string(),
  givenName: v.string(),
  nameKana: v.string(),
  email: v.string(),
  avatarUrl: v.nullable(v.string()),
  workerType: workerTypeSchema,
  status: workerStatusSchema,
  department: refSchema,
  position: refSchema,
  jobType: refSchema,
  place: refSchema,
  /** The employment type (雇用形態, the people settings' EMPLOYMENT_TYPE catalog), in the request's language. */
  employmentType: refSchema,
  joinedAt: v.nullable(v.string()),
  /** Last day of work (YYYY-MM-DD) of a LEAVING worker or an alumnus; they are alumni from the next day. */
  leavingAt: v.nullable(v.string()),
});
export type Person = v.InferOutput<typeof personSchema>;

/**
 * A row of the workforce list (`GET /v2/people`, 001 §2 People; issue 28 "lean rows"): what the
 * table shows and links to, nothing more. The name comes as its parts (`familyName`, `givenName`,
 * in the request's language; the screen orders them) with the kana reading; `status` picks the
 * link (`/person/{id}` or `/person/alumni/{id}`); department, position, job type, place and
 * employment type are their names in the request's language (null when not set). The record
 * itself — the joined `name`, the references' ids, everything else — is `GET /v2/people/{personId}`
 * (`personDetailSchema`). `joinedAt` and `leavingAt` are YYYY-MM-DD.
 */
export const workforceRowSchema = v.object({
  // the person's own fields, as the record describes them (no joined name)
  ...v.omit(personSchema, ['name', 'department', 'position', 'jobType', 'place', 'employmentType']).entries,
  /** The department's, position's, job type's, place's and employment type's (雇用形態) names. */
  department: v.nullable(v.string()),
  position: v.nullable(v.string()),
  jobType: v.nullable(v.string()),
  place: v.nullable(v.string()),
  employmentType: v.nullable(v.string()),
});
export type WorkforceRow = v.InferOutput<typeof workforceRowSchema>;

/** Filter options of the workforce list. */
export const peopleFilterOptionsSchema = v.object({
  departments: v.array(v.object({ id: v.string(), name: v.string() })),
  positions: v.array(v.object({ id: v.string(), name: v.string() })),
  jobTypes: v.array(v.object({ id: v.string(), name: v.string() })),
  places: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type PeopleFilterOptions = v.InferOutput<typeof peopleFilterOptionsSchema>;

/** `GET /v2/people` — one page of the workforce; `GET /v2/people/count` — how many workers match. Operator only. */
export const { list: listPeopleEndpoint, count: countPeopleEndpoint } = listEndpoints({
  path: '/v2/people', countPath: '/v2/people/count', summary: 'Workforce', access: 'operator', product: 'HR',
  row: workforceRowSchema, query: peopleListQuerySchema, countQuery: peopleCountQuerySchema,
});

/** `GET /v2/people-filter-options` — departments, positions, job types and places for the filters. */
export const getPeopleFilterOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/people-filter-options',
  summary: 'Workforce filter options',
  access: 'operator', product: 'HR',
  responses: { 200: peopleFilterOptionsSchema, ...errorResponses(401, 403) },
});

/** Path params of the person calls. */
export const personParamsSchema = v.object({ personId: idSchema });

// `GET /v2/people/{personId}` (`getPersonEndpoint`, answering the person record's detail) lives in ./person.ts.
