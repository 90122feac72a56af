import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countQuery, countResponseSchema, listQuery, listResponse, searchParamsSchema } from '../common/list-query';
import { workerStatusSchema, workerTypeSchema } from '../hr-people/people';
import { fields } from '../common/fields';

/**
 * Accounts of an integrated app and their rule matching (001 §3 "App user row", §3 "Rule matching",
 * §5 "App user rows: matched or violated requires both user and person; no-worker requires user;
 * no-user requires person", §6 canChangePerson / canDelete and the assigned vs actual role, §7
 * `GET /v3/app-integrations/{id}/users`, `/users/count`, `DELETE …/users/{appUserId}`).
 * The server computes the matching (docs/software.md "Rule matching").
 */

/** Server messages of the app accounts (catalog `contracts`). */
export const appUserMessages = {
  cannotDelete: /*i18n*/ {
    id: 'api.appUser.cannotDelete',
    message: 'This account cannot be removed here: it is matched to a worker and the app keeps its accounts itself.',
  },
  cannotChangePerson: /*i18n*/ { id: 'api.appUser.cannotChangePerson', message: 'The worker of this account cannot be changed.' },
  personNotFound: /*i18n*/ { id: 'api.appUser.personNotFound', message: 'This worker was not found. Choose another worker.' },
  ruleMismatch: /*i18n*/ { id: 'api.appUser.ruleMismatch', message: 'The row does not fit its rule matching.' },
} as const;

/**
 * Rule matching of an app user row (001 §3):
 * - `MATCHED`: an account, its worker, and an assignment of the worker to the app with the same role as the account's actual role;
 * - `VIOLATED`: violated assignment — an account and its worker, but the worker is not assigned to the app;
 * - `VIOLATED_ROLE`: the worker is assigned, but the assigned role differs from the account's actual role;
 * - `NO_WORKER`: an account no worker of the company matches;
 * - `NO_USER`: a worker assigned to the app who has no account in it (the row's `user` is null).
 */
export const ruleMatchingValues = ['MATCHED', 'VIOLATED', 'VIOLATED_ROLE', 'NO_WORKER', 'NO_USER'] as const;
export const ruleMatchingSchema = v.picklist(ruleMatchingValues, messages.picklist.id);
export type RuleMatching = v.InferOutput<typeof ruleMatchingSchema>;

/**
 * What staff should do about a row (001 §3 `action`), null when nothing: `LINK_OR_DELETE` (no
 * worker: link one by hand or remove the account), `ASSIGN_OR_DELETE` (violated assignment),
 * `CHANGE_ROLE` (violated role), `CREATE_ACCOUNT` (no user), `DEACTIVATE` (alumni: the worker
 * left, the account is still active), `REVIEW_USAGE` (inactive). The rule matching wins over the
 * flags; alumni wins over inactive.
 */
export const appUserActionValues = ['LINK_OR_DELETE', 'ASSIGN_OR_DELETE', 'CHANGE_ROLE', 'CREATE_ACCOUNT', 'DEACTIVATE', 'REVIEW_USAGE'] as const;
export const appUserActionSchema = v.picklist(appUserActionValues, messages.picklist.id);
export type AppUserAction = v.InferOutput<typeof appUserActionSchema>;

/**
 * The account part of a row (001 §3 `user`): the app's own name, display name, lower-cased e-mail,
 * avatar, whether MFA is configured, whether active, when it was created in the app and deactivated,
 * last sign-in (ISO 8601 or null: never), the app's status label and the role it actually holds.
 */
export const appUserAccountSchema = v.object({
  id: v.string(),
  name: v.string(),
  displayName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
  configuredMfa: v.boolean(),
  isActive: v.boolean(),
  createdAt: v.nullable(v.string()),
  deactivatedAt: v.nullable(v.string()),
  lastSignedInAt: v.nullable(v.string()),
  statusName: v.nullable(v.string()),
  actualRoleName: v.nullable(v.string()),
});
export type AppUserAccount = v.InferOutput<typeof appUserAccountSchema>;

/**
 * The worker part of a row (001 §3 `worker`): the role the worker is assigned in the app (the
 * correct one; null when not assigned), the person (name in the request's language, family name
 * first in Japanese), their e-mail, worker number, worker type and status (001 §4 worker
 * categories; ALUMNI or a past leaving date makes an active account `isAlumni`).
 */
export const appUserWorkerSchema = v.object({
  assignedRoleName: v.nullable(v.string()),
  assignedRoleId: v.nullable(v.string()),
  personId: v.string(),
  personName: v.string(),
  workerEmail: v.nullable(v.string()),
  workerNumber: v.nullable(v.string()),
  workerType: v.nullable(workerTypeSchema),
  status: workerStatusSchema,
  avatarUrl: v.nullable(v.string()),
});
export type AppUserWorker = v.InferOutput<typeof appUserWorkerSchema>;

/** Labels of the rule matching values (the users tab's tags and category tabs). */
export const ruleMatchingLabels = {
  MATCHED: /*i18n*/ { id: 'field.appUser.ruleMatching.MATCHED', message: 'Matched' },
  VIOLATED: /*i18n*/ { id: 'field.appUser.ruleMatching.VIOLATED', message: 'Violated assignment' },
  VIOLATED_ROLE: /*i18n*/ { id: 'field.appUser.ruleMatching.VIOLATED_ROLE', message: 'Violated role' },
  NO_WORKER: /*i18n*/ { id: 'field.appUser.ruleMatching.NO_WORKER', message: 'No worker' },
  NO_USER: /*i18n*/ { id: 'field.appUser.ruleMatching.NO_USER', message: 'No account' },
} as const satisfies Record<RuleMatching, { id: string; message: string }>;

/** Labels of what to do about a row (the users tab's action column). */
export const appUserActionLabels = {
  LINK_OR_DELETE: /*i18n*/ { id: 'field.appUser.action.LINK_OR_DELETE', message: 'Link a worker or remove the account' },
  ASSIGN_OR_DELETE: /*i18n*/ { id: 'field.appUser.action.ASSIGN_OR_DELETE', message: 'Assign the app or remove the account' },
  CHANGE_ROLE: /*i18n*/ { id: 'field.appUser.action.CHANGE_ROLE', message: 'Change the role to the assigned one' },
  CREATE_ACCOUNT: /*i18n*/ { id: 'field.appUser.action.CREATE_ACCOUNT', message: 'Create an account' },
  DEACTIVATE: /*i18n*/ { id: 'field.appUser.action.DEACTIVATE', message: 'Deactivate the account' },
  REVIEW_USAGE: /*i18n*/ { id: 'field.appUser.action.REVIEW_USAGE', message: 'Review the usage' },
} as const satisfies Record<AppUserAction, { id: string; message: string }>;

/**
 * The fields of an app account (an "App user row" of 001 §3), described once (issue 30;
 * docs/fields.md): the users tab's column titles and the accounts CSV's headers
 * (`appUsersCsvColumnLabels`) read these labels. Keys are the account's names as the CSV and the
 * `APP_USER` audit entries write them (`externalId`, `name`, `email`, `personId`, …), plus the row's
 * computed `assignedRoleName` (the worker's assigned role), `ruleMatching` and `action`.
 * `isActive` and `configuredMfa` are yes/no (the CSV reads 「はい」/「いいえ」, Yes/No, true/false).
 */
export const appUserFields = fields({
  externalId: { label: /*i18n*/ { id: 'field.appUser.externalId', message: 'Account ID' }, kind: 'text' },
  name: { label: /*i18n*/ { id: 'field.appUser.name', message: 'Account name' }, kind: 'text' },
  displayName: { label: /*i18n*/ { id: 'field.appUser.displayName', message: 'Display name' }, kind: 'text' },
  email: { label: /*i18n*/ { id: 'field.appUser.email', message: 'E-mail' }, kind: 'text' },
  isActive: { label: /*i18n*/ { id: 'field.appUser.isActive', message: 'Active' }, kind: 'boolean' },
  configuredMfa: { label: /*i18n*/ { id: 'field.appUser.configuredMfa', message: 'MFA configured' }, kind: 'boolean' },
  actualRoleName: { label: /*i18n*/ { id: 'field.appUser.actualRoleName', message: 'Actual role' }, kind: 'text' },
  statusName: { label: /*i18n*/ { id: 'field.appUser.statusName', message: 'Status in the app' }, kind: 'text' },
  externalCreatedAt: { label: /*i18n*/ { id: 'field.appUser.externalCreatedAt', message: 'Created in the app' }, kind: 'date' },
  lastSignedInAt: { label: /*i18n*/ { id: 'field.appUser.lastSignedInAt', message: 'Last sign-in' }, kind: 'date' },
  deactivatedAt: { label: /*i18n*/ { id: 'field.appUser.deactivatedAt', message: 'Deactivated at' }, kind: 'date' },
  personId: { label: /*i18n*/ { id: 'field.appUser.personId', message: 'Person' }, kind: 'reference', references: 'people' },
  assignedRoleName: { label: /*i18n*/ { id: 'field.appUser.assignedRoleName', message: 'Assigned role' }, kind: 'text' },
  ruleMatching: { label: /*i18n*/ { id: 'field.appUser.ruleMatching', message: 'Rule matching' }, kind: 'enum', values: ruleMatchingLabels },
  action: { label: /*i18n*/ { id: 'field.appUser.action', message: 'Action' }, kind: 'enum', values: appUserActionLabels },
});

/** 001 §5: matched and violated rows carry both user and worker, no-worker a user (and no worker), no-user a worker (and no user). */
export function appUserRowFitsRule(row: { user: unknown; worker: unknown; ruleMatching: RuleMatching }): boolean {
  switch (row.ruleMatching) {
    case 'MATCHED':
    case 'VIOLATED':
    case 'VIOLATED_ROLE':
      return row.user !== null && row.worker !== null;
    case 'NO_WORKER':
      return row.user !== null && row.worker === null;
    case 'NO_USER':
      return row.user === null && row.worker !== null;
  }
}

const appUserRowEntries = {
  /** The account's id, or `no-user:<personId>` for a NO_USER row. */
  id: v.string(),
  user: v.nullable(appUserAccountSchema),
  worker: v.nullable(appUserWorkerSchema),
  ruleMatching: ruleMatchingSchema,
  /** Active account not signed in for the integration's `inactiveDays` (or never, and created before that). */
  isInactive: v.boolean(),
  /** Active account whose worker is ALUMNI or whose leaving date has passed. */
  isAlumni: v.boolean(),
  action: v.nullable(appUserActionSchema),
  /** The worker may be linked by hand (every row with an account). */
  canChangePerson: v.boolean(),
  /** The account may be removed from the list (see docs/software.md "Rule matching"). */
  canDelete: v.boolean(),
  /** The worker was linked by hand (`PATCH …/users/{appUserId}`), not found by e-mail or alias. */
  isLinkedByHand: v.boolean(),
};

/**
 * One row of an integration's users tab (001 §3 "App user row"): `id`, `user` (null for NO_USER),
 * `worker` (null for NO_WORKER), `ruleMatching`, the flags `isInactive` / `isAlumni`, `action`,
 * `canChangePerson`, `canDelete`, `isLinkedByHand`. 001 §5's rules are checked (`appUserRowFitsRule`).
 */
export const appUserRowSchema = v.pipe(
  v.object(appUserRowEntries),
  v.check((row) => appUserRowFitsRule(row), appUserMessages.ruleMismatch.id),
);
export type AppUserRow = v.InferOutput<typeof appUserRowSchema>;

/**
 * Users-tab `category`: `ALL` (every account of the integration — NO_USER rows are not accounts
 * and are listed only under `NO_USER`), a rule matching, or a flag (`INACTIVE`, `ALUMNI`).
 */
export const appUserCategoryValues = ['ALL', 'MATCHED', 'VIOLATED', 'VIOLATED_ROLE', 'NO_WORKER', 'NO_USER', 'INACTIVE', 'ALUMNI'] as const;
export const appUserCategorySchema = v.picklist(appUserCategoryValues, messages.picklist.id);
export type AppUserCategory = v.InferOutput<typeof appUserCategorySchema>;

/** Users-tab `sortColumn`: the account's name (default), e-mail, last sign-in, creation in the app; ties break on the id. NO_USER rows sort by the worker's name and e-mail. */
export const appUserSortColumnValues = ['NAME', 'EMAIL', 'LAST_SIGNED_IN_AT', 'CREATED_AT'] as const;
export type AppUserSortColumn = (typeof appUserSortColumnValues)[number];

const appUserFilters = { category: v.optional(appUserCategorySchema, 'ALL') };

/**
 * Query of `GET /v3/app-integrations/{id}/users`: `category` (ALL), `freeText` (account name,
 * display name, e-mail; for NO_USER the worker's names and e-mail), `sortColumn` (NAME),
 * `sortOrder` (asc), `pageIndex` (0), `pageSize` (100, 1–1000).
 */
export const appUsersListQuerySchema = listQuery({ sortColumns: appUserSortColumnValues, sortColumn: 'NAME', filters: appUserFilters });
export type AppUsersListQuery = v.InferOutput<typeof appUsersListQuerySchema>;
/** Query of `GET /v3/app-integrations/{id}/users/count`: `category` and `freeText`. */
export const appUsersCountQuerySchema = countQuery(appUserFilters);
export type AppUsersCountQuery = v.InferOutput<typeof appUsersCountQuerySchema>;
/** URL search of the users tab: invalid values fall back to their defaults. */
export const appUsersSearchSchema = searchParamsSchema(appUsersListQuerySchema);
export type AppUsersSearch = v.InferOutput<typeof appUsersSearchSchema>;

/** Path params of the users calls: the integration `id` (not the company's, or not a UUID → 404). */
export const appUsersParamsSchema = v.object({ id: v.string() });
/** Path params of one account: the integration `id` and `appUserId` (not a UUID or not in the integration → 404). */
export const appUserParamsSchema = v.object({ id: v.string(), appUserId: v.string() });

/**
 * `GET /v3/app-integrations/{id}/users` — one page of rows `{ items }`; `GET …/users/count` —
 * `{ count }` of the same category and text (one call per category for tab badges). 404 when the
 * integration is not the company's.
 */
export const listAppUsersEndpoint = endpoint({
  method: 'GET', path: '/v3/app-integrations/{id}/users', summary: 'Accounts of an app integration', access: 'operator', product: 'IT',
  params: appUsersParamsSchema, query: appUsersListQuerySchema,
  responses: { 200: listResponse(appUserRowSchema), ...errorResponses(400, 401, 403, 404) },
});
export const countAppUsersEndpoint = endpoint({
  method: 'GET', path: '/v3/app-integrations/{id}/users/count', summary: 'Accounts of an app integration count', access: 'operator', product: 'IT',
  params: appUsersParamsSchema, query: appUsersCountQuerySchema,
  responses: { 200: countResponseSchema, ...errorResponses(400, 401, 403, 404) },
});

/**
 * `DELETE /v3/app-integrations/{id}/users/{appUserId}` (001 §7) — removes the account from the
 * list (204; audit `APP_USER`). 409 `CONFLICT` with `api.appUser.cannotDelete` when the row's
 * `canDelete` is false; 404 when unknown.
 */
export const deleteAppUserEndpoint = endpoint({
  method: 'DELETE', path: '/v3/app-integrations/{id}/users/{appUserId}', summary: 'Remove an app account', access: 'operator', product: 'IT',
  params: appUserParamsSchema,
  responses: { 204: null, ...errorResponses(401, 403, 404, 409) },
});

/** Body of the person change: `personId` of a worker of the company, or null to unlink (the e-mail / alias match applies again). */
export const changeAppUserPersonBodySchema = v.object({
  personId: v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id))),
});
export type ChangeAppUserPersonBody = v.InferOutput<typeof changeAppUserPersonBodySchema>;

/**
 * `PATCH /v3/app-integrations/{id}/users/{appUserId}` — links the account to a worker by hand (the
 * hand link wins over e-mail and aliases) or unlinks it; answers the recomputed row (audit
 * `APP_USER`). 400 at `personId` when the worker is not the company's; 409 when `canChangePerson`
 * is false; 404 when unknown.
 */
export const changeAppUserPersonEndpoint = endpoint({
  method: 'PATCH', path: '/v3/app-integrations/{id}/users/{appUserId}', summary: 'Link an app account to a worker', access: 'operator', product: 'IT',
  params: appUserParamsSchema, body: changeAppUserPersonBodySchema,
  responses: { 200: appUserRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** The users-tab calls, in the order the OpenAPI document lists them. */
export const appUserEndpoints = [listAppUsersEndpoint, countAppUsersEndpoint, deleteAppUserEndpoint, changeAppUserPersonEndpoint] as const;
