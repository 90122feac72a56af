import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countResponseSchema, idSchema, queryInteger, searchParamsSchema, sortOrderSchema } from '../common/list-query';
import { softwareCategorySchema } from './software-list';

/**
 * Shadow IT (001 §2 "Software" Alerts: `/software/alerts/shadow-it/apps` and `…/visit-histories`;
 * §3 "Shadow-IT visit", "Shadow-IT app row", "Unknown-user filter in shadow IT"; §9 "at most 5
 * users per row; default sort by 30-day detection count descending; visits sorted by visitedAt
 * descending"). The calls are not named by 001 §7, so they are this module's own (docs/software.md
 * "Shadow IT"):
 * - `GET /v2/shadow-it/apps` + `/v2/shadow-it/apps-count`: the web apps staff used without approval;
 * - `GET /v2/shadow-it/visit-histories` + `/v2/shadow-it/visit-histories-count`: each detected visit.
 *
 * Both take the alert search of 001 §2 ("Alert search: page, pageSize, sortBy, sortOrder"): `page`
 * is 1-based like every `page` of the spec (DECISIONS.md: public IDs, sent orders), `pageSize` 1–1000
 * (default 100). IT product, operator only.
 */

/**
 * Unknown-user filter (001 §3 "Unknown-user filter in shadow IT"), the query's `unknownUser`. An
 * unknown user is a visit that no person of the company could be matched to (only the e-mail the
 * detection tool saw is known):
 * - `INCLUDE` (default): every visit counts, people's and unknown users';
 * - `ONLY`: only unknown users' visits;
 * - `EXCLUDE`: only visits of known people.
 * On the apps list the filter chooses which visits make the counts and the users; an app none of
 * whose visits pass is not listed.
 */
export const shadowItUnknownUserFilterValues = ['ONLY', 'INCLUDE', 'EXCLUDE'] as const;
export const shadowItUnknownUserFilterSchema = v.picklist(shadowItUnknownUserFilterValues, messages.picklist.id);
export type ShadowItUnknownUserFilter = v.InferOutput<typeof shadowItUnknownUserFilterSchema>;

/** The tool that reported a visit: the browser extension, the web proxy's log, or the DNS filter. */
export const shadowItDetectionToolValues = ['BROWSER_EXTENSION', 'WEB_PROXY', 'DNS_FILTER'] as const;
export const shadowItDetectionToolSchema = v.picklist(shadowItDetectionToolValues, messages.picklist.id);
export type ShadowItDetectionTool = v.InferOutput<typeof shadowItDetectionToolSchema>;

/** At most this many users are listed on an app row (001 §9). The apps list's window is `shadowItAlertWindowDays` (app-alerts.ts). */
export const shadowItMaxUsersPerRow = 5;
/** The two detection windows of an app row, in days before now: `count7DaysHistory`, `count30DaysHistory`. */
export const shadowItCountWindowsDays = [7, 30] as const;

/**
 * A traceable app (001 §3 "Shadow-IT visit" `traceableApp`): a web app the detection tools
 * recognize — `id`, `name`, `avatarUrl` (null: show the initial), software `category` (001 §3),
 * `websiteUrl`, and `integratableAppId`: the marketplace app (`/software/marketplace/{id}`) it can
 * be integrated as, or null.
 */
export const traceableAppSchema = v.object({
  id: v.string(),
  name: v.string(),
  avatarUrl: v.nullable(v.string()),
  category: softwareCategorySchema,
  websiteUrl: v.string(),
  integratableAppId: v.nullable(v.string()),
});
export type TraceableApp = v.InferOutput<typeof traceableAppSchema>;

/**
 * Who visited: `personId` and `name` (localized, family name first in Japanese) and `avatarUrl` of
 * the matched person, or all three null for an unknown user; `email` is the address the detection
 * tool saw (always known).
 */
export const shadowItUserSchema = v.object({
  personId: v.nullable(v.string()),
  name: v.nullable(v.string()),
  email: v.string(),
  avatarUrl: v.nullable(v.string()),
});
export type ShadowItUser = v.InferOutput<typeof shadowItUserSchema>;

/**
 * A shadow-IT app row (001 §3 "Shadow-IT app row"). The apps list is made of the visits of the last
 * 30 days (`shadowItAlertWindowDays`, the window of `SHADOW_IT` in the alert counts) that the
 * unknown-user filter keeps, to apps the company has not integrated (no ACTIVE integration of the
 * traceable app's `integratableAppId`). A row: `traceableApp`; its `category`; `users`, the most
 * recent distinct visitors (at most `shadowItMaxUsersPerRow`, newest visit first);
 * `countUniqueUser`, how many distinct users (people by id, unknown users by e-mail in any case);
 * `count7DaysHistory` and `count30DaysHistory`, the visits in the last 7 and 30 days (24-hour days
 * before now). Older visits stay in the visit histories.
 */
export const shadowItAppRowSchema = v.object({
  traceableApp: traceableAppSchema,
  category: softwareCategorySchema,
  users: v.array(shadowItUserSchema),
  countUniqueUser: v.number(),
  count7DaysHistory: v.number(),
  count30DaysHistory: v.number(),
});
export type ShadowItAppRow = v.InferOutput<typeof shadowItAppRowSchema>;

/** A detected visit (001 §3 "Shadow-IT visit"): `id`, `visitedAt` (ISO 8601), `user`, `traceableApp`, `url`, `detectionTool`. */
export const shadowItVisitSchema = v.object({
  id: v.string(),
  visitedAt: v.string(),
  user: shadowItUserSchema,
  traceableApp: traceableAppSchema,
  url: v.string(),
  detectionTool: shadowItDetectionToolSchema,
});
export type ShadowItVisit = v.InferOutput<typeof shadowItVisitSchema>;

/** Sortable columns of the apps list (`sortBy`); default `COUNT_30_DAYS`, descending (001 §9). Ties: 30-day count, then name, then id. */
export const shadowItAppSortValues = ['COUNT_30_DAYS', 'COUNT_7_DAYS', 'UNIQUE_USERS', 'NAME', 'CATEGORY'] as const;
export type ShadowItAppSort = (typeof shadowItAppSortValues)[number];
/** Sortable columns of the visit histories (`sortBy`): `VISITED_AT` only, descending by default (001 §9). Ties: id. */
export const shadowItVisitSortValues = ['VISITED_AT'] as const;
export type ShadowItVisitSort = (typeof shadowItVisitSortValues)[number];

/** Default page size of the alert lists (001 §9 "Default page size 100"). */
export const alertDefaultPageSize = 100;

/** The alert search of 001 §2: `page` (1-based, ≥ 1, default 1), `pageSize` (1–1000, default 100), `sortBy`, `sortOrder` (default desc). */
function alertSearchEntries<const TSort extends readonly [string, ...string[]]>(sorts: TSort, sortBy: TSort[number]) {
  return {
    page: v.optional(queryInteger({ min: 1 }), 1),
    pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), alertDefaultPageSize),
    sortBy: v.optional(v.picklist(sorts, messages.picklist.id), sortBy),
    sortOrder: v.optional(sortOrderSchema, 'desc'),
  };
}

const appFilters = { unknownUser: v.optional(shadowItUnknownUserFilterSchema, 'INCLUDE') };
const visitFilters = {
  unknownUser: v.optional(shadowItUnknownUserFilterSchema, 'INCLUDE'),
  /** Only the visits of this traceable app (a link from an app row). */
  traceableAppId: v.optional(idSchema),
};

/** Query of `GET /v2/shadow-it/apps`: the alert search (`sortBy` default COUNT_30_DAYS, `sortOrder` desc) and `unknownUser` (default INCLUDE). Unknown keys → 400. */
export const shadowItAppsQuerySchema = v.strictObject({ ...alertSearchEntries(shadowItAppSortValues, 'COUNT_30_DAYS'), ...appFilters }, messages.invalid.id);
export type ShadowItAppsQuery = v.InferOutput<typeof shadowItAppsQuerySchema>;
/** Query of `GET /v2/shadow-it/apps-count`: `unknownUser`. */
export const shadowItAppsCountQuerySchema = v.strictObject(appFilters, messages.invalid.id);
export type ShadowItAppsCountQuery = v.InferOutput<typeof shadowItAppsCountQuerySchema>;
/** URL search of `/software/alerts/shadow-it/apps`: the query, each invalid value falling back to its default. */
export const shadowItAppsSearchSchema = searchParamsSchema(shadowItAppsQuerySchema);
export type ShadowItAppsSearch = v.InferOutput<typeof shadowItAppsSearchSchema>;

/** Query of `GET /v2/shadow-it/visit-histories`: the alert search (`sortBy` VISITED_AT, `sortOrder` desc), `unknownUser` (INCLUDE), `traceableAppId`. */
export const shadowItVisitsQuerySchema = v.strictObject({ ...alertSearchEntries(shadowItVisitSortValues, 'VISITED_AT'), ...visitFilters }, messages.invalid.id);
export type ShadowItVisitsQuery = v.InferOutput<typeof shadowItVisitsQuerySchema>;
/** Query of `GET /v2/shadow-it/visit-histories-count`: `unknownUser`, `traceableAppId`. */
export const shadowItVisitsCountQuerySchema = v.strictObject(visitFilters, messages.invalid.id);
export type ShadowItVisitsCountQuery = v.InferOutput<typeof shadowItVisitsCountQuerySchema>;
/** URL search of `/software/alerts/shadow-it/visit-histories`: the query, each invalid value falling back to its default. */
export const shadowItVisitsSearchSchema = searchParamsSchema(shadowItVisitsQuerySchema);
export type ShadowItVisitsSearch = v.InferOutput<typeof shadowItVisitsSearchSchema>;

const listErrors = errorResponses(400, 401, 403);

/** `GET /v2/shadow-it/apps` — one page of shadow-IT apps (`{ items }`, see `shadowItAppRowSchema`); 400 with field paths for a bad query. */
export const listShadowItAppsEndpoint = endpoint({
  method: 'GET', path: '/v2/shadow-it/apps', summary: 'Shadow-IT apps', access: 'operator', product: 'IT',
  query: shadowItAppsQuerySchema, responses: { 200: v.object({ items: v.array(shadowItAppRowSchema) }), ...listErrors },
});
/** `GET /v2/shadow-it/apps-count` — how many apps the filter lists (`{ count }`). */
export const countShadowItAppsEndpoint = endpoint({
  method: 'GET', path: '/v2/shadow-it/apps-count', summary: 'Shadow-IT apps count', access: 'operator', product: 'IT',
  query: shadowItAppsCountQuerySchema, responses: { 200: countResponseSchema, ...listErrors },
});
/** `GET /v2/shadow-it/visit-histories` — one page of detected visits, newest first by default (`{ items }`). */
export const listShadowItVisitsEndpoint = endpoint({
  method: 'GET', path: '/v2/shadow-it/visit-histories', summary: 'Shadow-IT visit histories', access: 'operator', product: 'IT',
  query: shadowItVisitsQuerySchema, responses: { 200: v.object({ items: v.array(shadowItVisitSchema) }), ...listErrors },
});
/** `GET /v2/shadow-it/visit-histories-count` — how many visits the filters match (`{ count }`). */
export const countShadowItVisitsEndpoint = endpoint({
  method: 'GET', path: '/v2/shadow-it/visit-histories-count', summary: 'Shadow-IT visit histories count', access: 'operator', product: 'IT',
  query: shadowItVisitsCountQuerySchema, responses: { 200: countResponseSchema, ...listErrors },
});

/** Every shadow-IT call, for `apiEndpoints` and the server. */
export const shadowItEndpoints = [listShadowItAppsEndpoint, countShadowItAppsEndpoint, listShadowItVisitsEndpoint, countShadowItVisitsEndpoint] as const;
