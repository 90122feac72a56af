import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countQuery, idSchema, listQueryEntries, queryArray, searchParamsSchema, sortOrderSchema, type SortOrder } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { resource, versionSchema } from '../common/resource';
import { fields } from '../common/fields';
import { personFields } from '../hr-people/person';

/**
 * ID management (000 §2 "ID management" search, §3 "ID management row"; 001 §2 "ID management
 * groups", §3 "Group ID (proxy user)", §7 the 7 calls; docs/id-management.md): every login id the
 * company's app accounts know, matched to a person or registered as a group ID (a shared or proxy
 * login such as `info@`), and the group IDs with their members and rules.
 */

/* ----------------------------------------------------------------------------- messages */

/** The module's server-side messages (translated in the contracts catalogs). */
export const idManagementMessages = {
  loginIdTaken: /*i18n*/ { id: 'api.groupId.loginIdTaken', message: 'This login ID is already registered as a group ID.' },
  conflict: /*i18n*/ { id: 'api.groupId.conflict', message: 'This group ID was changed by someone else. Reload it and try again.' },
  personNotFound: /*i18n*/ { id: 'api.groupId.personNotFound', message: 'This person was not found. Choose another person.' },
  /** The validation messages live with the shared ones (`messages`), so that forms and the API's 400 name them. */
  loginIdSpaces: messages.groupIdLoginIdSpaces,
  nameWhitespaceOnly: messages.groupIdNameWhitespaceOnly,
} as const satisfies Record<string, MessageDescriptor>;

/* ----------------------------------------------------------------------------- enumerations */

/** The list's category (000 §2): all ids, ids matched to a person (and by worker type), ids nobody is known by. Default `ALL`. */
export const idCategoryValues = ['ALL', 'PERSONAL_ID', 'EMPLOYEE_ID', 'BOARD_MEMBER_ID', 'CONTRACTOR_ID', 'COLLABORATOR_ID', 'UNKNOWN_ID'] as const;
export const idCategorySchema = v.picklist(idCategoryValues, messages.picklist.id);
export type IdCategory = v.InferOutput<typeof idCategorySchema>;

/** The list's sort columns (000 §2); default `LOGIN_ID`. Person-derived columns sort ids without a person last. */
export const idSortColumnValues = ['PERSON', 'LOGIN_ID', 'MATCH_TYPE', 'WORKER_TYPE', 'CONTRACT_TYPE', 'EMPLOYMENT_TYPE', 'BOARD_MEMBER_TYPE', 'CONTRACTOR_TYPE', 'COLLABORATOR_TYPE'] as const;
export type IdSortColumn = (typeof idSortColumnValues)[number];

/**
 * How a login id was matched to its person (docs/id-management.md): `LINKED` an app account linked
 * to the person by hand (`app_users.person_id`), `EMAIL` the person's work e-mail, `ALIAS` one of
 * the person's further addresses (`person_email_aliases`).
 */
export const idMatchTypeValues = ['LINKED', 'EMAIL', 'ALIAS'] as const;
export type IdMatchType = (typeof idMatchTypeValues)[number];
/** Labels of the match types, answered in the request's language as `matchTypeLabel`. */
export const idMatchTypeLabels = {
  LINKED: /*i18n*/ { id: 'idManagement.matchType.LINKED', message: 'Linked by hand' },
  EMAIL: /*i18n*/ { id: 'idManagement.matchType.EMAIL', message: 'Work e-mail' },
  ALIAS: /*i18n*/ { id: 'idManagement.matchType.ALIAS', message: 'E-mail alias' },
} as const satisfies Record<IdMatchType, MessageDescriptor>;

/** A person's contract type as the ID list shows it: a fixed term (a contract end date is set) or open-ended. */
export const workerContractTypeValues = ['FIXED_TERM', 'OPEN_ENDED'] as const;
export type WorkerContractType = (typeof workerContractTypeValues)[number];
/** Labels of the contract types, answered as `workerContractTypeLabel`. */
export const workerContractTypeLabels = {
  FIXED_TERM: /*i18n*/ { id: 'idManagement.contractType.FIXED_TERM', message: 'Fixed term' },
  OPEN_ENDED: /*i18n*/ { id: 'idManagement.contractType.OPEN_ENDED', message: 'Open-ended' },
} as const satisfies Record<WorkerContractType, MessageDescriptor>;

/* ----------------------------------------------------------------------------- the ID list */

/** An app that knows a login id: its integration's id, name and the app's icon. */
export const idAppSchema = v.object({ appIntegrationId: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()) });
export type IdApp = v.InferOutput<typeof idAppSchema>;

/**
 * The person a login id is matched to (000 §3 "ID management row" `person`): id, name (in the
 * request's language: family name first in Japanese), avatar, and the labels and catalog names in
 * the request's language (`null` where the person has none).
 */
export const idPersonSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  avatarUrl: v.nullable(v.string()),
  matchType: v.picklist(idMatchTypeValues),
  matchTypeLabel: v.string(),
  workerTypeLabel: v.string(),
  statusLabel: v.string(),
  workerContractTypeLabel: v.string(),
  employmentTypeName: v.nullable(v.string()),
  boardMemberTypeName: v.nullable(v.string()),
  contractorTypeName: v.nullable(v.string()),
  collaboratorTypeName: v.nullable(v.string()),
});
export type IdPerson = v.InferOutput<typeof idPersonSchema>;

/**
 * A row of `GET /v2/id-management/ids` (000 §3 "ID management row"): the login id (lower-cased
 * e-mail, or the account's name without one), the apps that know it (by name), the matched person
 * or `null`, and the group ID registered for it or `null` (a group ID's row has no person).
 */
export const idRowSchema = v.object({
  loginId: v.string(),
  apps: v.array(idAppSchema),
  person: v.nullable(idPersonSchema),
  groupId: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type IdRow = v.InferOutput<typeof idRowSchema>;

/**
 * The fields of an ID list row (000 §3 "ID management row"), described once (issue 30;
 * docs/fields.md): the list's column titles, column settings and app filter read these labels. The
 * person's columns are the person's fields (`personFields`: worker type, status, employment,
 * board member, contractor and collaborator type), so the list says what the person page says;
 * the match type and contract type are the list's own values (`idMatchTypeLabels`,
 * `workerContractTypeLabels`, which the API answers as `matchTypeLabel` /
 * `workerContractTypeLabel`). The list is read-only: no audit, no CSV.
 */
export const idRowFields = fields({
  loginId: { label: /*i18n*/ { id: 'field.idRow.loginId', message: 'Login ID' }, kind: 'text' },
  person: { label: /*i18n*/ { id: 'field.idRow.person', message: 'Person' }, kind: 'reference', references: 'people' },
  apps: { label: /*i18n*/ { id: 'field.idRow.apps', message: 'Apps' }, kind: 'reference', references: 'appIntegrations' },
  matchType: { label: /*i18n*/ { id: 'field.idRow.matchType', message: 'Match type' }, kind: 'enum', values: idMatchTypeLabels },
  workerType: personFields.workerType,
  status: personFields['employeeInformation.status'],
  workerContractType: { label: /*i18n*/ { id: 'field.idRow.workerContractType', message: 'Contract type' }, kind: 'enum', values: workerContractTypeLabels },
  employmentType: personFields['employeeInformation.employmentTypeId'],
  boardMemberType: personFields['employeeInformation.boardMemberTypeId'],
  contractorType: personFields['employeeInformation.contractorTypeId'],
  collaboratorType: personFields['employeeInformation.collaboratorTypeId'],
});

const idFilters = {
  category: v.optional(idCategorySchema, 'ALL'),
  haveAppIdIn: v.optional(queryArray(idSchema), []),
};

/**
 * Query of `GET /v2/id-management/ids` (000 §2): `category` (`ALL`), `sortColumn` (`LOGIN_ID`),
 * `orderDirection` or `sortOrder` (`sortOrder` wins when both are given; `asc`), `freeText` (login id, the person's names and
 * e-mail, the group ID's name), `haveAppIdIn` (app integration ids: ids known to at least one of
 * them), `pageIndex` (0), `pageSize` (100, 1–1000).
 */
export const idsListQuerySchema = v.strictObject(
  {
    ...listQueryEntries({ sortColumns: idSortColumnValues, sortColumn: 'LOGIN_ID' }),
    sortOrder: v.optional(sortOrderSchema),
    orderDirection: v.optional(sortOrderSchema),
    ...idFilters,
  },
  messages.invalid.id,
);
export type IdsListQuery = v.InferOutput<typeof idsListQuerySchema>;
/** Query of `GET /v2/id-management/ids-count`: the list's filters and `freeText`. */
export const idsCountQuerySchema = countQuery(idFilters);
export type IdsCountQuery = v.InferOutput<typeof idsCountQuerySchema>;
/** URL search of `/id-managements`: invalid values fall back to their defaults. */
export const idsSearchSchema = searchParamsSchema(idsListQuerySchema);
export type IdsSearch = v.InferOutput<typeof idsSearchSchema>;
/** The direction in force: `sortOrder`, else its alias `orderDirection` (DECISIONS.md: `sortOrder` wins when both are given), else `asc`. */
export const idsSortOrderOf = (q: { sortOrder?: SortOrder | undefined; orderDirection?: SortOrder | undefined }): SortOrder => q.sortOrder ?? q.orderDirection ?? 'asc';

/** `GET /v2/id-management/ids` — one page of login ids; `GET /v2/id-management/ids-count` — how many match (001 §7). */
export const { list: listIdsEndpoint, count: countIdsEndpoint } = listEndpoints({
  path: '/v2/id-management/ids', countPath: '/v2/id-management/ids-count', summary: 'Login IDs', access: 'operator', product: 'IT',
  row: idRowSchema, query: idsListQuerySchema, countQuery: idsCountQuerySchema,
});

/**
 * `GET /v2/id-management/apps` (ours: the app filter's choices) — the company's app integrations,
 * by name, with how many login ids each knows (`idCount`).
 */
export const listIdAppsEndpoint = endpoint({
  method: 'GET', path: '/v2/id-management/apps', summary: 'Apps of the ID list filter', access: 'operator', product: 'IT',
  responses: { 200: v.object({ items: v.array(v.object({ ...idAppSchema.entries, idCount: v.number() })) }), ...errorResponses(401, 403) },
});

/* ----------------------------------------------------------------------------- group IDs */

/** Login id length (an e-mail address's maximum): 1 to 254 characters. */
export const groupLoginIdMaxLength = 254;
/** Group ID name length: 1 to 100 characters. */
export const groupIdNameMaxLength = 100;
/** Description length: at most 1000 characters. */
export const groupIdDescriptionMaxLength = 1000;
/** Password rotation: 1 to 3650 days (`null`: no rotation rule). */
export const passwordRotationDaysMax = 3650;
/** Review interval: 1 to 60 months (`null`: no periodic review). */
export const reviewIntervalMonthsMax = 60;

/** `loginId`: required, 1–254 characters, no whitespace anywhere (ASCII or ideographic). */
export const groupLoginIdSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((id) => !/\s/u.test(id), idManagementMessages.loginIdSpaces.id),
  v.maxLength(groupLoginIdMaxLength, messages.maxLength.id),
);

/** `name`: required, 1–100 characters, not only spaces. */
export const groupIdNameSchema = v.pipe(
  v.string(messages.required.id),
  v.nonEmpty(messages.required.id),
  v.check((name) => name === '' || name.trim() !== '', idManagementMessages.nameWhitespaceOnly.id),
  v.maxLength(groupIdNameMaxLength, messages.maxLength.id),
);

const descriptionSchema = v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(groupIdDescriptionMaxLength, messages.maxLength.id)));
const wholeNumber = (max: number) => v.nullable(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1, messages.minValue.id), v.maxValue(max, messages.maxValue.id)));

/** Body of `POST /v2/id-management/group-ids`: `{ loginId, name, description }`; 409 on `loginId` when the company has it already (any case). */
export const createGroupIdBodySchema = v.object({ loginId: groupLoginIdSchema, name: groupIdNameSchema, description: descriptionSchema });
export type CreateGroupIdBody = v.InferOutput<typeof createGroupIdBodySchema>;

/**
 * The rules of a group ID (the rule-and-policy tab's form): the owner (a person of the company or
 * `null`), `passwordRotationDays` (1–3650 or `null`), `mfaRequired`, `reviewIntervalMonths` (1–60 or
 * `null`) and `lastReviewedAt` (`YYYY-MM-DD` or `null`).
 */
export const groupIdRulesSchema = v.object({
  ownerPersonId: v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id))),
  passwordRotationDays: wholeNumber(passwordRotationDaysMax),
  mfaRequired: v.boolean(messages.invalidType.id),
  reviewIntervalMonths: wholeNumber(reviewIntervalMonthsMax),
  lastReviewedAt: v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id))),
});
export type GroupIdRules = v.InferOutput<typeof groupIdRulesSchema>;

/**
 * Body of `PATCH /v2/id-management/group-ids/{proxyUserId}`: any of the settings (`loginId`,
 * `name`, `description`: the settings tab) and the rules (`groupIdRulesSchema`: the
 * rule-and-policy tab), each left out to keep it, plus the `version` the editor read (stale: 409
 * `CONFLICT`; a taken `loginId`: 409 with the error on `loginId`).
 */
export const updateGroupIdBodySchema = v.object({
  ...v.partial(createGroupIdBodySchema).entries,
  ...v.partial(groupIdRulesSchema).entries,
  version: versionSchema,
});
export type UpdateGroupIdBody = v.InferOutput<typeof updateGroupIdBodySchema>;
export type UpdateGroupIdInput = v.InferInput<typeof updateGroupIdBodySchema>;

/** A person as the group ID's pages show them: id, name (request's language), e-mail, avatar. */
export const groupIdPersonSchema = v.object({ personId: v.string(), name: v.string(), email: v.string(), avatarUrl: v.nullable(v.string()) });
export type GroupIdPerson = v.InferOutput<typeof groupIdPersonSchema>;

/**
 * One group ID (001 §3 "Group ID (proxy user)"): `loginId`, `name`, `description`, the owner, the
 * rules (`passwordRotationDays`, `mfaRequired`, `reviewIntervalMonths`, `lastReviewedAt` and the
 * derived `nextReviewDue` = last review + interval, `null` without both), `memberCount`, the apps
 * that know its login id, `version` and ISO 8601 timestamps.
 */
export const groupIdDetailSchema = v.object({
  id: v.string(),
  loginId: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  owner: v.nullable(groupIdPersonSchema),
  passwordRotationDays: v.nullable(v.number()),
  mfaRequired: v.boolean(),
  reviewIntervalMonths: v.nullable(v.number()),
  lastReviewedAt: v.nullable(v.string()),
  nextReviewDue: v.nullable(v.string()),
  memberCount: v.number(),
  apps: v.array(idAppSchema),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type GroupIdDetail = v.InferOutput<typeof groupIdDetailSchema>;

/**
 * The fields of a group ID (001 §3 "Group ID (proxy user)"), described once (issue 30;
 * docs/fields.md), keyed by the `GROUP_ID` audit entries' names (`groupIdPayload` in
 * api/src/it-ops/id-management.ts): the add form, the settings tab and its form, the
 * rule-and-policy tab and its form, the header's MFA tag and the history read these labels.
 * `nextReviewDue` (last review + interval) and `apps` (the apps that know its login id) are the
 * record's, derived, never audited.
 */
export const groupIdFields = fields({
  loginId: { label: /*i18n*/ { id: 'field.groupId.loginId', message: 'Login ID' }, kind: 'text' },
  name: { label: /*i18n*/ { id: 'field.groupId.name', message: 'Name' }, kind: 'text' },
  description: { label: /*i18n*/ { id: 'field.groupId.description', message: 'Description' }, kind: 'text' },
  ownerPersonId: { label: /*i18n*/ { id: 'field.groupId.ownerPersonId', message: 'Owner' }, kind: 'reference', references: 'people' },
  passwordRotationDays: { label: /*i18n*/ { id: 'field.groupId.passwordRotationDays', message: 'Password rotation (days)' }, kind: 'number' },
  mfaRequired: { label: /*i18n*/ { id: 'field.groupId.mfaRequired', message: 'MFA required' }, kind: 'boolean' },
  reviewIntervalMonths: { label: /*i18n*/ { id: 'field.groupId.reviewIntervalMonths', message: 'Review interval (months)' }, kind: 'number' },
  lastReviewedAt: { label: /*i18n*/ { id: 'field.groupId.lastReviewedAt', message: 'Last reviewed' }, kind: 'date' },
  nextReviewDue: { label: /*i18n*/ { id: 'field.groupId.nextReviewDue', message: 'Next review due' }, kind: 'date' },
  apps: { label: /*i18n*/ { id: 'field.groupId.apps', message: 'Apps that know this login ID' }, kind: 'reference', references: 'appIntegrations' },
});

/**
 * The group IDs resource (001 §7), operator only, product IT; the spec's `{proxyUserId}` is the
 * kit's `{id}` (the same URLs):
 * - `create` `POST /v2/id-management/group-ids` — 201 `{ id }`; 400 with field paths; 409 on a taken `loginId`;
 * - `get` `GET /v2/id-management/group-ids/{proxyUserId}` — the group ID; 404 when not the company's;
 * - `update` `PATCH …/{proxyUserId}` — 200 the group ID; 409 stale `version` or taken `loginId`;
 * - `delete` `DELETE …/{proxyUserId}` — 204 (its members go with it).
 */
export const groupIdsResource = resource({
  path: '/v2/id-management/group-ids', access: 'operator', product: 'IT', detail: groupIdDetailSchema,
  create: { summary: 'Register a group ID', body: createGroupIdBodySchema, conflict: true },
  get: { summary: 'One group ID' },
  update: { summary: 'Update a group ID', body: updateGroupIdBodySchema },
  delete: { summary: 'Delete a group ID' },
});
export const { create: createGroupIdEndpoint, get: getGroupIdEndpoint, update: updateGroupIdEndpoint, delete: deleteGroupIdEndpoint } = groupIdsResource.endpoints;

/** A member of a group ID (001 §3 "Members": personId, name, email, avatarUrl) and when they were added (ISO 8601). */
export const groupIdMemberSchema = v.object({ ...groupIdPersonSchema.entries, addedAt: v.string() });
export type GroupIdMember = v.InferOutput<typeof groupIdMemberSchema>;

/**
 * The fields of a group ID's member (001 §3 "Members"), described once (issue 30): the members
 * tab's column titles. `personId` is the `GROUP_ID_MEMBER` audit entries' name of the person.
 */
export const groupIdMemberFields = fields({
  personId: { label: /*i18n*/ { id: 'field.groupIdMember.personId', message: 'Member' }, kind: 'reference', references: 'people' },
  addedAt: { label: /*i18n*/ { id: 'field.groupIdMember.addedAt', message: 'Added' }, kind: 'date' },
});

/** `GET /v2/id-management/group-ids/{id}/members` — every member, by name; 404 when the group ID is not the company's. */
export const listGroupIdMembersEndpoint = endpoint({
  method: 'GET', path: '/v2/id-management/group-ids/{id}/members', summary: 'Members of a group ID', access: 'operator', product: 'IT',
  params: v.object({ id: v.string() }),
  responses: { 200: v.object({ items: v.array(groupIdMemberSchema) }), ...errorResponses(401, 403, 404) },
});

/**
 * `PUT /v2/id-management/group-ids/{id}/members/{personId}` — adds the person (idempotent: 200 the
 * member either way); 404 when the group ID or the person is not the company's.
 */
export const putGroupIdMemberEndpoint = endpoint({
  method: 'PUT', path: '/v2/id-management/group-ids/{id}/members/{personId}', summary: 'Add a member to a group ID', access: 'operator', product: 'IT',
  params: v.object({ id: v.string(), personId: v.string() }),
  responses: { 200: groupIdMemberSchema, ...errorResponses(401, 403, 404) },
});

/** `DELETE /v2/id-management/group-ids/{id}/members/{personId}` — removes the member (204); 404 when not a member. */
export const deleteGroupIdMemberEndpoint = endpoint({
  method: 'DELETE', path: '/v2/id-management/group-ids/{id}/members/{personId}', summary: 'Remove a member from a group ID', access: 'operator', product: 'IT',
  params: v.object({ id: v.string(), personId: v.string() }),
  responses: { 204: null, ...errorResponses(401, 403, 404) },
});

/** Every call of the module, for `apiEndpoints`. */
export const idManagementEndpoints = [
  listIdsEndpoint, countIdsEndpoint, listIdAppsEndpoint, createGroupIdEndpoint, getGroupIdEndpoint, updateGroupIdEndpoint, deleteGroupIdEndpoint,
  listGroupIdMembersEndpoint, putGroupIdMemberEndpoint, deleteGroupIdMemberEndpoint,
] as const;
