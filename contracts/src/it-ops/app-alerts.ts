import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { freeTextSchema, queryInteger, sortOrderSchema } from '../common/list-query';
import { csvExportQuery, csvExportResultSchema } from '../common/csv-import';
import { appUserAccountSchema, appUserActionSchema, appUserFields, appUserRowFitsRule, appUserMessages, appUserWorkerSchema, ruleMatchingSchema } from './app-users';

/**
 * SaaS alerts across every app integration of the company (001 §2 "Alerts", "Alert search: page,
 * pageSize, sortBy, sortOrder", §2 "Alert categories", §3 "Alert counts" and the alert-list row of
 * "App user row", §3 "Alert list categories (staff)", §7 `GET /v2/app-alerts/count`,
 * `/v2/app-alerts/users`, `/v2/app-alerts-csv`; DECISIONS.md: one alert area under
 * `/software/alerts`, alumni included). The rows come from the same rule matching as the users tab
 * (docs/software.md "Rule matching").
 */

/**
 * Alert list `category` (001 §3 "Alert list categories (staff)" plus ALUMNI): `ALL` (every row
 * raising any alert), `NO_WORKER`, `VIOLATED` (violated assignment), `VIOLATED_ROLE`, `NO_USER`,
 * `INACTIVE`, `ALUMNI`. `FOLLOWING` is left out: the product keeps no follow-up on an alert and
 * 001 §2 has no such list (docs/software.md "SaaS alerts").
 */
export const appAlertCategoryValues = ['ALL', 'NO_WORKER', 'VIOLATED', 'VIOLATED_ROLE', 'NO_USER', 'INACTIVE', 'ALUMNI'] as const;
export const appAlertCategorySchema = v.picklist(appAlertCategoryValues, messages.picklist.id);
export type AppAlertCategory = v.InferOutput<typeof appAlertCategorySchema>;

/** The alert categories one row can be counted in (every category but ALL). */
export type AppAlertKind = Exclude<AppAlertCategory, 'ALL'>;

/**
 * Answer of `GET /v2/app-alerts/count` (001 §3 "Alert counts"): `SHADOW_IT` (traceable apps seen
 * in the last 30 days that the company has not integrated), then the rows of each category over
 * every integration (deactivated integrations are left out).
 */
export const appAlertCountsSchema = v.object({
  SHADOW_IT: v.number(),
  NO_WORKER: v.number(),
  VIOLATED: v.number(),
  VIOLATED_ROLE: v.number(),
  NO_USER: v.number(),
  INACTIVE: v.number(),
  ALUMNI: v.number(),
});
export type AppAlertCounts = v.InferOutput<typeof appAlertCountsSchema>;

/** Shadow IT window: a traceable app counts when visited within this many days. */
export const shadowItAlertWindowDays = 30;

/** The app of an alert row: the marketplace app (null id for a custom app), its name and logo. */
export const appAlertAppSchema = v.object({ appId: v.nullable(v.string()), name: v.string(), logoUrl: v.nullable(v.string()) });

/** The integration of an alert row (001 §3): `appIntegrationId`, `appName`, `avatarUrl` (the logo), `tenantName`. */
export const appAlertIntegrationSchema = v.object({
  appIntegrationId: v.string(),
  appName: v.string(),
  avatarUrl: v.nullable(v.string()),
  tenantName: v.nullable(v.string()),
});

/**
 * One alert row (001 §3 alert-list row): `user`, `worker`, `app`, `appIntegration`, `action`,
 * `ruleMatching`, `canChangePerson`; plus `id` (account id or `no-user:<personId>`), the flags and
 * `canDelete` as on the users tab. 001 §5's rules are checked.
 */
export const appAlertRowSchema = v.pipe(
  v.object({
    id: v.string(),
    user: v.nullable(appUserAccountSchema),
    worker: v.nullable(appUserWorkerSchema),
    app: appAlertAppSchema,
    appIntegration: appAlertIntegrationSchema,
    action: v.nullable(appUserActionSchema),
    ruleMatching: ruleMatchingSchema,
    isInactive: v.boolean(),
    isAlumni: v.boolean(),
    canChangePerson: v.boolean(),
    canDelete: v.boolean(),
  }),
  v.check((row) => appUserRowFitsRule(row), appUserMessages.ruleMismatch.id),
);
export type AppAlertRow = v.InferOutput<typeof appAlertRowSchema>;

/**
 * Alert `sortBy`: the app (default), the account's name, its e-mail, the worker's name, the last
 * sign-in; ties break on the account's name and the row id.
 */
export const appAlertSortByValues = ['APP_NAME', 'USER_NAME', 'EMAIL', 'PERSON_NAME', 'LAST_SIGNED_IN_AT'] as const;
export type AppAlertSortBy = (typeof appAlertSortByValues)[number];

/** Default alert page size. */
export const appAlertDefaultPageSize = 100;

const appAlertFilterEntries = {
  category: v.optional(appAlertCategorySchema, 'ALL'),
  freeText: v.optional(freeTextSchema),
  appIntegrationId: v.optional(v.pipe(v.string(), v.uuid(messages.uuid.id))),
};
const appAlertSortEntries = {
  sortBy: v.optional(v.picklist(appAlertSortByValues, messages.picklist.id), 'APP_NAME'),
  sortOrder: v.optional(sortOrderSchema, 'asc'),
};

/**
 * Query of `GET /v2/app-alerts/users` (001 §2 "Alert search"): `category` (ALL), `page` (1-based,
 * default 1), `pageSize` (100, 1–1000), `sortBy` (APP_NAME), `sortOrder` (asc), `freeText`
 * (account name, e-mail, worker name) and `appIntegrationId` (one integration only).
 */
export const appAlertUsersQuerySchema = v.strictObject(
  {
    ...appAlertFilterEntries,
    page: v.optional(queryInteger({ min: 1 }), 1),
    pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), appAlertDefaultPageSize),
    ...appAlertSortEntries,
  },
  messages.invalid.id,
);
export type AppAlertUsersQuery = v.InferOutput<typeof appAlertUsersQuerySchema>;
/** URL search of an alert list page: invalid values fall back to their defaults. */
export const appAlertSearchSchema = v.object({
  page: v.fallback(v.optional(queryInteger({ min: 1 }), 1), 1),
  pageSize: v.fallback(v.optional(queryInteger({ min: 1, max: 1000 }), appAlertDefaultPageSize), appAlertDefaultPageSize),
  sortBy: v.fallback(appAlertSortEntries.sortBy, 'APP_NAME'),
  sortOrder: v.fallback(appAlertSortEntries.sortOrder, 'asc'),
  freeText: v.fallback(v.optional(freeTextSchema), undefined),
});
export type AppAlertSearch = v.InferOutput<typeof appAlertSearchSchema>;

/** `GET /v2/app-alerts/count` — the numbers of the alert tabs (`AppAlertCounts`). */
export const getAppAlertCountsEndpoint = endpoint({
  method: 'GET', path: '/v2/app-alerts/count', summary: 'SaaS alert counts', access: 'operator', product: 'IT',
  responses: { 200: appAlertCountsSchema, ...errorResponses(401, 403) },
});

/** `GET /v2/app-alerts/users` — one page of alert rows and the `count` of rows the filters match. */
export const listAppAlertUsersEndpoint = endpoint({
  method: 'GET', path: '/v2/app-alerts/users', summary: 'SaaS alert rows', access: 'operator', product: 'IT',
  query: appAlertUsersQuerySchema,
  responses: { 200: v.object({ items: v.array(appAlertRowSchema), count: v.number() }), ...errorResponses(400, 401, 403) },
});

/**
 * Column headers of the alerts CSV, in file order. The account's fields are the app account's own
 * description (`appUserFields`, issue 30: the alerts list, its CSV and the integration's users tab
 * say the same words); the alert, the app and tenant, and the worker's columns are the file's own
 * (an account's and a worker's e-mail side by side need their owner in the header).
 */
export const appAlertCsvColumnLabels = {
  category: /*i18n*/ { id: 'appAlert.csv.category', message: 'Alert' },
  appName: /*i18n*/ { id: 'appAlert.csv.appName', message: 'App' },
  tenantName: /*i18n*/ { id: 'appAlert.csv.tenantName', message: 'Tenant' },
  accountName: appUserFields.name.label,
  accountEmail: /*i18n*/ { id: 'appAlert.csv.accountEmail', message: 'Account e-mail' },
  accountActive: appUserFields.isActive.label,
  actualRoleName: appUserFields.actualRoleName.label,
  lastSignedInAt: appUserFields.lastSignedInAt.label,
  workerNumber: /*i18n*/ { id: 'appAlert.csv.workerNumber', message: 'Worker number' },
  personName: /*i18n*/ { id: 'appAlert.csv.personName', message: 'Worker' },
  workerEmail: /*i18n*/ { id: 'appAlert.csv.workerEmail', message: 'Worker e-mail' },
  assignedRoleName: appUserFields.assignedRoleName.label,
} as const;

/** Alert names in the CSV's first column (one row per alert a row raises). */
export const appAlertKindLabels = {
  NO_WORKER: /*i18n*/ { id: 'appAlert.kind.noWorker', message: 'No worker' },
  VIOLATED: /*i18n*/ { id: 'appAlert.kind.violated', message: 'Violated assignment' },
  VIOLATED_ROLE: /*i18n*/ { id: 'appAlert.kind.violatedRole', message: 'Violated role' },
  NO_USER: /*i18n*/ { id: 'appAlert.kind.noUser', message: 'No user' },
  INACTIVE: /*i18n*/ { id: 'appAlert.kind.inactive', message: 'Inactive user' },
  ALUMNI: /*i18n*/ { id: 'appAlert.kind.alumni', message: 'Alumni' },
} as const;

/**
 * `GET /v2/app-alerts-csv` (001 §7) — the alert rows as a CSV file (UTF-8 with a byte-order mark,
 * so Excel opens it in Japan): `mode` view only, the list's `category`, `freeText`,
 * `appIntegrationId`, `sortBy`, `sortOrder`; every matching row, no paging. Answers
 * `{ url, mode, fileName }` like the other exports (a signed GET of the file).
 */
export const exportAppAlertsCsvEndpoint = endpoint({
  method: 'GET', path: '/v2/app-alerts-csv', summary: 'SaaS alerts: CSV export', access: 'operator', product: 'IT',
  query: v.strictObject(
    {
      ...csvExportQuery().entries,
      mode: v.optional(v.picklist(['view'], messages.picklist.id), 'view'),
      ...appAlertFilterEntries,
      ...appAlertSortEntries,
    },
    messages.invalid.id,
  ),
  responses: { 200: csvExportResultSchema, ...errorResponses(400, 401, 403) },
});

/** The alert calls, in the order the OpenAPI document lists them. */
export const appAlertEndpoints = [getAppAlertCountsEndpoint, listAppAlertUsersEndpoint, exportAppAlertsCsvEndpoint] as const;
