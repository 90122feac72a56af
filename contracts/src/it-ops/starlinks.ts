import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { bilingualNameEntries, optionalEnglishName } from '../common/locale';
import { countQuery, listQueryEntries, searchParamsSchema, sortOrderSchema, type SortOrder } from '../common/list-query';
import { idParamsSchema, listSchemas, resource, versionSchema } from '../common/resource';

/**
 * Starlink terminals (000 §2 "Starlinks" search, §3 network status and SIM status; 001 §2
 * `starlinks/{id}` overview and detail, the alerts page). The calls the spec leaves "not shown"
 * follow DECISIONS.md: `GET /v2/starlinks`, `/v2/starlinks-count`, `GET|PATCH /v2/starlinks/{id}`,
 * `GET /v2/starlinks/{id}/usage`, `GET /v2/starlink-alerts`, `/v2/starlink-alerts-count`,
 * `PATCH /v2/starlink-alerts/{id}/resolve`. Product IT, staff (`operator`) only. docs/starlinks.md.
 */

/** A terminal's status (the list's category without `ALL`). */
export const starlinkStatusValues = ['ACTIVE', 'NOT_ACTIVE'] as const;
export type StarlinkStatus = (typeof starlinkStatusValues)[number];

/** networkStatus (000 §3): 接続中 / サービス停止 / ローミング / 切断. */
export const starlinkNetworkStatusValues = ['CONNECTED', 'OUT_OF_SERVICE', 'ROAMING', 'DISCONNECTED'] as const;
export type StarlinkNetworkStatus = (typeof starlinkNetworkStatusValues)[number];

/** simStatus (000 §3): 有効 / 無効 / 一時停止 / 不明. */
export const starlinkSimStatusValues = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'UNKNOWN'] as const;
export type StarlinkSimStatus = (typeof starlinkSimStatusValues)[number];

/** An alert's category (001 §2 "starlinks alerts"; the page's filter adds `ALL`). */
export const starlinkAlertCategoryValues = ['DISABLED', 'DATA_OVERAGE', 'PERFORMANCE_ISSUE', 'UPDATE', 'ROUTER_ISSUE', 'OTHERS'] as const;
export type StarlinkAlertCategory = (typeof starlinkAlertCategoryValues)[number];

/** Labels of an enumeration's codes. */
type Labels<V extends string> = Record<V, MessageDescriptor>;

/**
 * An alert category's label, described once (001 §2: 無効化, データ超過, パフォーマンス低下,
 * アップデート, ルーター異常, その他; catalog `contracts`): the alerts page's tabs and category tags
 * (which add their own `ALL`) and the it-ops cockpit's open-alerts tile read these.
 */
export const starlinkAlertCategoryLabels: Labels<StarlinkAlertCategory> = {
  DISABLED: /*i18n*/ { id: 'starlinkAlert.category.DISABLED', message: 'Disabled' },
  DATA_OVERAGE: /*i18n*/ { id: 'starlinkAlert.category.DATA_OVERAGE', message: 'Data overage' },
  PERFORMANCE_ISSUE: /*i18n*/ { id: 'starlinkAlert.category.PERFORMANCE_ISSUE', message: 'Performance issue' },
  UPDATE: /*i18n*/ { id: 'starlinkAlert.category.UPDATE', message: 'Update' },
  ROUTER_ISSUE: /*i18n*/ { id: 'starlinkAlert.category.ROUTER_ISSUE', message: 'Router issue' },
  OTHERS: /*i18n*/ { id: 'starlinkAlert.category.OTHERS', message: 'Others' },
};

/**
 * The terminal's fields, described once (issue 30; docs/fields.md; catalog `contracts`), by the
 * names of the row, the detail and the update body (the audit log's `name`, `nameEn`, `placeId`,
 * `adminPersonId`, `note`): the terminals list's column titles (and its column settings), the
 * overview, the detail tab, the edit form and the history tab read these labels, and the status,
 * network status and SIM status tags these values. Gigabytes for `planDataGb` (null: unlimited)
 * and `dataUsageGb`; `lastSeenAt` is a date-time. Terminals have no CSV.
 */
export const starlinkFields = fields({
  name: { label: /*i18n*/ { id: 'field.starlink.name', message: 'Name' }, kind: 'text' },
  nameEn: { label: /*i18n*/ { id: 'field.starlink.nameEn', message: 'English name' }, kind: 'text' },
  kitSerialNumber: { label: /*i18n*/ { id: 'field.starlink.kitSerialNumber', message: 'Kit number' }, kind: 'text' },
  serviceLineNumber: { label: /*i18n*/ { id: 'field.starlink.serviceLineNumber', message: 'Service line number' }, kind: 'text' },
  status: {
    label: /*i18n*/ { id: 'field.starlink.status', message: 'Status' },
    kind: 'enum',
    values: {
      ACTIVE: /*i18n*/ { id: 'field.starlink.status.ACTIVE', message: 'Active' },
      NOT_ACTIVE: /*i18n*/ { id: 'field.starlink.status.NOT_ACTIVE', message: 'Not active' },
    } satisfies Labels<StarlinkStatus>,
  },
  networkStatus: {
    label: /*i18n*/ { id: 'field.starlink.networkStatus', message: 'Network status' },
    kind: 'enum',
    values: {
      CONNECTED: /*i18n*/ { id: 'field.starlink.networkStatus.CONNECTED', message: 'Connected' },
      OUT_OF_SERVICE: /*i18n*/ { id: 'field.starlink.networkStatus.OUT_OF_SERVICE', message: 'Out of service' },
      ROAMING: /*i18n*/ { id: 'field.starlink.networkStatus.ROAMING', message: 'Roaming' },
      DISCONNECTED: /*i18n*/ { id: 'field.starlink.networkStatus.DISCONNECTED', message: 'Disconnected' },
    } satisfies Labels<StarlinkNetworkStatus>,
  },
  simStatus: {
    label: /*i18n*/ { id: 'field.starlink.simStatus', message: 'SIM status' },
    kind: 'enum',
    values: {
      ACTIVE: /*i18n*/ { id: 'field.starlink.simStatus.ACTIVE', message: 'Active' },
      INACTIVE: /*i18n*/ { id: 'field.starlink.simStatus.INACTIVE', message: 'Inactive' },
      SUSPENDED: /*i18n*/ { id: 'field.starlink.simStatus.SUSPENDED', message: 'Suspended' },
      UNKNOWN: /*i18n*/ { id: 'field.starlink.simStatus.UNKNOWN', message: 'Unknown' },
    } satisfies Labels<StarlinkSimStatus>,
  },
  planName: { label: /*i18n*/ { id: 'field.starlink.planName', message: 'Plan' }, kind: 'text' },
  planDataGb: { label: /*i18n*/ { id: 'field.starlink.planDataGb', message: 'Plan data allowance' }, kind: 'number' },
  dataUsageGb: { label: /*i18n*/ { id: 'field.starlink.dataUsageGb', message: 'Data usage' }, kind: 'number' },
  billingCycleStart: { label: /*i18n*/ { id: 'field.starlink.billingCycleStart', message: 'Billing cycle start' }, kind: 'date' },
  activatedAt: { label: /*i18n*/ { id: 'field.starlink.activatedAt', message: 'Activated on' }, kind: 'date' },
  lastSeenAt: { label: /*i18n*/ { id: 'field.starlink.lastSeenAt', message: 'Last seen' }, kind: 'date' },
  placeId: { label: /*i18n*/ { id: 'field.starlink.placeId', message: 'Location (place)' }, kind: 'reference', references: 'places' },
  adminPersonId: { label: /*i18n*/ { id: 'field.starlink.adminPersonId', message: 'Administrator' }, kind: 'reference', references: 'people' },
  softwareVersion: { label: /*i18n*/ { id: 'field.starlink.softwareVersion', message: 'Software version' }, kind: 'text' },
  routerSerialNumber: { label: /*i18n*/ { id: 'field.starlink.routerSerialNumber', message: 'Router serial number' }, kind: 'text' },
  note: { label: /*i18n*/ { id: 'field.starlink.note', message: 'Note' }, kind: 'text' },
});

/** The terminal's name: 1 to 100 characters, not only spaces. */
export const starlinkNameMaxLength = 100;
/** The note: at most 1000 characters. */
export const starlinkNoteMaxLength = 1000;

const optionalId = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));

/**
 * Body of `PATCH /v2/starlinks/{id}`: what staff edit on the detail tab — `name` (the name typed,
 * required, 1–100, not only spaces), `nameEn` (its English name, issue 30: optional, ≤ 100,
 * trimmed, empty = none; absent = unchanged), `placeId` (a place of the company or null), `adminPersonId` (a person of the
 * company or null), `note` (≤ 1000, `''` is stored as null) — plus the `version` the editor read
 * (stale → 409 `CONFLICT`). Status, network and SIM states, plan and usage come from Starlink and
 * are read only.
 */
export const updateStarlinkBodySchema = v.object({
  name: v.pipe(
    v.string(messages.required.id),
    v.nonEmpty(messages.required.id),
    v.check((name) => name === '' || name.trim() !== '', messages.nameWhitespaceOnly.id),
    v.maxLength(starlinkNameMaxLength, messages.maxLength.id),
  ),
  nameEn: optionalEnglishName(starlinkNameMaxLength),
  placeId: optionalId,
  adminPersonId: optionalId,
  note: v.nullable(v.pipe(v.string(messages.invalidType.id), v.maxLength(starlinkNoteMaxLength, messages.maxLength.id))),
  version: versionSchema,
});
export type UpdateStarlinkBody = v.InferOutput<typeof updateStarlinkBodySchema>;
export type UpdateStarlinkInput = v.InferInput<typeof updateStarlinkBodySchema>;

/** A reference as rows show it: id and name (in the request's language). */
export const starlinkPlaceSchema = v.object({ id: v.string(), name: v.string() });
/** The administering person: id, name (family name first in Japanese), avatar. */
export const starlinkAdminSchema = v.object({ personId: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()) });

/**
 * A row of `/starlinks`: the names (`name` in the request's language — English: the English name,
 * else the name typed —, `nameJa` the name typed and `nameEn` as stored; issue 30), kit serial number, status, network and SIM states, plan (name and
 * monthly allowance in GB, `null` = unlimited), data used this billing cycle (GB), last seen (ISO
 * 8601 or null), the place and the administering person (null when unset), open alerts.
 */
export const starlinkRowSchema = v.object({
  id: v.string(),
  ...bilingualNameEntries,
  kitSerialNumber: v.string(),
  status: v.picklist(starlinkStatusValues),
  networkStatus: v.picklist(starlinkNetworkStatusValues),
  simStatus: v.picklist(starlinkSimStatusValues),
  planName: v.string(),
  planDataGb: v.nullable(v.number()),
  dataUsageGb: v.number(),
  lastSeenAt: v.nullable(v.string()),
  place: v.nullable(starlinkPlaceSchema),
  admin: v.nullable(starlinkAdminSchema),
  openAlertCount: v.number(),
});
export type StarlinkRow = v.InferOutput<typeof starlinkRowSchema>;

/**
 * One terminal (the record's page): the row plus service line, billing cycle start (`YYYY-MM-DD`),
 * location (WGS84 degrees, null when never located), software version, router serial number,
 * activation date, note, the edited references' ids, `version` and ISO `createdAt` / `updatedAt`.
 */
export const starlinkDetailSchema = v.object({
  ...starlinkRowSchema.entries,
  serviceLineNumber: v.nullable(v.string()),
  billingCycleStart: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  softwareVersion: v.nullable(v.string()),
  routerSerialNumber: v.nullable(v.string()),
  activatedAt: v.nullable(v.string()),
  note: v.nullable(v.string()),
  placeId: v.nullable(v.string()),
  adminPersonId: v.nullable(v.string()),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type StarlinkDetail = v.InferOutput<typeof starlinkDetailSchema>;

/** `/starlinks` sortColumn; default `NAME`. */
export const starlinkSortColumnValues = ['NAME', 'KIT_SERIAL_NUMBER', 'NETWORK_STATUS', 'SIM_STATUS', 'DATA_USAGE', 'LAST_SEEN_AT'] as const;
export type StarlinkSortColumn = (typeof starlinkSortColumnValues)[number];
/** `/starlinks` category (000 §2): ACTIVE (default), NOT_ACTIVE, ALL. */
export const starlinkCategoryValues = ['ACTIVE', 'NOT_ACTIVE', 'ALL'] as const;
export type StarlinkCategory = (typeof starlinkCategoryValues)[number];

const starlinkFilters = { category: v.optional(v.picklist(starlinkCategoryValues, messages.picklist.id), 'ACTIVE') };

/**
 * Query of `GET /v2/starlinks` (000 §2): `category` (ACTIVE), `freeText` (name, kit serial number,
 * service line, plan, router serial number), `sortColumn` (NAME), `orderDirection` (000 §2's name)
 * or `sortOrder` (the other lists' name; `sortOrder` wins, `asc` when neither), `pageIndex` (0),
 * `pageSize` (100, 1–1000). Unknown keys and bad values are 400 with the key as path.
 */
export const starlinksListQuerySchema = v.strictObject(
  {
    ...listQueryEntries({ sortColumns: starlinkSortColumnValues, sortColumn: 'NAME' }),
    sortOrder: v.optional(sortOrderSchema),
    orderDirection: v.optional(sortOrderSchema),
    ...starlinkFilters,
  },
  messages.invalid.id,
);
export type StarlinksListQuery = v.InferOutput<typeof starlinksListQuerySchema>;
/** Query of `GET /v2/starlinks-count`: the category and `freeText`. */
export const starlinksCountQuerySchema = countQuery(starlinkFilters);
export type StarlinksCountQuery = v.InferOutput<typeof starlinksCountQuerySchema>;
/** URL search of `/starlinks`: invalid values fall back to their defaults. */
export const starlinksSearchSchema = searchParamsSchema(starlinksListQuerySchema);
export type StarlinksSearch = v.InferOutput<typeof starlinksSearchSchema>;
/** The direction in force on the screen: `sortOrder`, else `orderDirection`, else `asc` (as the API's `directionOf`). */
export const starlinkSortOrderOf = (q: { sortOrder?: SortOrder | undefined; orderDirection?: SortOrder | undefined }): SortOrder => q.sortOrder ?? q.orderDirection ?? 'asc';

/**
 * The terminals resource, operator only, product IT:
 * - `list` `GET /v2/starlinks`, `count` `GET /v2/starlinks-count`;
 * - `get` `GET /v2/starlinks/{id}` — 404 when not the company's (or not a UUID);
 * - `update` `PATCH /v2/starlinks/{id}` — name, place, admin person, note; 400 with field paths
 *   (`name`, `placeId`, `adminPersonId`, `note`), 409 `CONFLICT` on a stale `version`.
 */
export const starlinksResource = resource({
  path: '/v2/starlinks', access: 'operator', product: 'IT', detail: starlinkDetailSchema,
  list: { summary: 'Starlink terminals', row: starlinkRowSchema, query: starlinksListQuerySchema, countQuery: starlinksCountQuerySchema },
  get: { summary: 'One Starlink terminal' },
  update: { summary: 'Update a Starlink terminal', body: updateStarlinkBodySchema },
});
export const { list: listStarlinksEndpoint, count: countStarlinksEndpoint, get: getStarlinkEndpoint, update: updateStarlinkEndpoint } = starlinksResource.endpoints;

/** The number of days `GET /v2/starlinks/{id}/usage` answers (today in Asia/Tokyo and the 29 before). */
export const starlinkUsageDays = 30;

/**
 * Answer of `GET /v2/starlinks/{id}/usage`: `days`, the last 30 calendar days (Asia/Tokyo) oldest
 * first, each `{ day: 'YYYY-MM-DD', dataGb }` (0 on a day without data); `totalGb` their sum; the
 * plan's allowance `planDataGb` (null = unlimited) and `dataUsageGb` used since `billingCycleStart`.
 */
export const starlinkUsageSchema = v.object({
  days: v.array(v.object({ day: v.string(), dataGb: v.number() })),
  totalGb: v.number(),
  planDataGb: v.nullable(v.number()),
  dataUsageGb: v.number(),
  billingCycleStart: v.nullable(v.string()),
});
export type StarlinkUsage = v.InferOutput<typeof starlinkUsageSchema>;

/** `GET /v2/starlinks/{id}/usage` — daily data use of the last 30 days; 404 when not the company's. */
export const getStarlinkUsageEndpoint = endpoint({
  method: 'GET', path: '/v2/starlinks/{id}/usage', summary: 'Daily data use of a Starlink terminal', access: 'operator', product: 'IT',
  params: idParamsSchema,
  responses: { 200: starlinkUsageSchema, ...errorResponses(401, 403, 404) },
});

/* ---------------------------------------------------------------------------------- alerts */

/** `/starlinks/alerts` category (001 §2): ALL (default) or one category. */
export const starlinkAlertCategoryFilterValues = ['ALL', ...starlinkAlertCategoryValues] as const;
export type StarlinkAlertCategoryFilter = (typeof starlinkAlertCategoryFilterValues)[number];
/** `/starlinks/alerts` status: OPEN (default, not resolved), RESOLVED, ALL. */
export const starlinkAlertStatusValues = ['OPEN', 'RESOLVED', 'ALL'] as const;
export type StarlinkAlertStatus = (typeof starlinkAlertStatusValues)[number];

/**
 * An alert row: category, message (in the request's language), when it was detected and resolved
 * (ISO 8601; `resolvedAt` null while open), who resolved it, the terminal (id, name in the
 * request's language, kit serial).
 */
export const starlinkAlertRowSchema = v.object({
  id: v.string(),
  category: v.picklist(starlinkAlertCategoryValues),
  message: v.string(),
  detectedAt: v.string(),
  resolvedAt: v.nullable(v.string()),
  resolvedBy: v.nullable(v.object({ name: v.string() })),
  starlink: v.object({ id: v.string(), name: v.string(), kitSerialNumber: v.string() }),
});
export type StarlinkAlertRow = v.InferOutput<typeof starlinkAlertRowSchema>;

const alertsSearch = listSchemas({
  sortColumns: ['DETECTED_AT'],
  sortColumn: 'DETECTED_AT',
  sortOrder: 'desc',
  filters: {
    category: v.optional(v.picklist(starlinkAlertCategoryFilterValues, messages.picklist.id), 'ALL'),
    status: v.optional(v.picklist(starlinkAlertStatusValues, messages.picklist.id), 'OPEN'),
  },
});

/**
 * Query of `GET /v2/starlink-alerts` (001 §2): `category` (ALL), `status` (OPEN), `freeText` (the
 * terminal's name or kit serial), `pageIndex` (0), `pageSize` (100); newest detected first
 * (`sortColumn` DETECTED_AT, `sortOrder` desc).
 */
export const starlinkAlertsListQuerySchema = alertsSearch.query;
export type StarlinkAlertsListQuery = v.InferOutput<typeof starlinkAlertsListQuerySchema>;
/** Query of `GET /v2/starlink-alerts-count`: category, status, freeText. */
export const starlinkAlertsCountQuerySchema = alertsSearch.count;
/** URL search of `/starlinks/alerts`: invalid values fall back to their defaults. */
export const starlinkAlertsSearchSchema = alertsSearch.search;
export type StarlinkAlertsSearch = v.InferOutput<typeof starlinkAlertsSearchSchema>;

/** The alerts' list calls: `GET /v2/starlink-alerts` and `GET /v2/starlink-alerts-count` (operator, IT). */
export const starlinkAlertsResource = resource({
  path: '/v2/starlink-alerts', access: 'operator', product: 'IT', detail: starlinkAlertRowSchema,
  list: { summary: 'Starlink alerts', row: starlinkAlertRowSchema, query: starlinkAlertsListQuerySchema, countQuery: starlinkAlertsCountQuerySchema },
});
export const { list: listStarlinkAlertsEndpoint, count: countStarlinkAlertsEndpoint } = starlinkAlertsResource.endpoints;

/**
 * `PATCH /v2/starlink-alerts/{id}/resolve` — marks an open alert resolved by the caller (audit
 * logged, resource type `STARLINK_ALERT`) and answers its row; 404 when not the company's; 409
 * `CONFLICT` when it is already resolved.
 */
export const resolveStarlinkAlertEndpoint = endpoint({
  method: 'PATCH', path: '/v2/starlink-alerts/{id}/resolve', summary: 'Resolve a Starlink alert', access: 'operator', product: 'IT',
  params: idParamsSchema,
  responses: { 200: starlinkAlertRowSchema, ...errorResponses(401, 403, 404, 409) },
});

/* ----------------------------------------------------------------------------------- map */

/**
 * Answer of `GET /v2/starlink-map-settings`: the raster tile layer the location map may add over
 * its offline base map (Japan's coastline from Natural Earth, drawn from the bundle). Both come
 * from the server's environment (`KANRI_MAP_TILE_URL`, a Leaflet URL template such as
 * `https://{s}.tile.example.com/{z}/{x}/{y}.png`, and `KANRI_MAP_TILE_ATTRIBUTION`); `null` when
 * unset, and then the map draws no tiles and needs no network. docs/starlinks.md "Map".
 */
export const starlinkMapSettingsSchema = v.object({ tileUrlTemplate: v.nullable(v.string()), tileAttribution: v.nullable(v.string()) });
export type StarlinkMapSettings = v.InferOutput<typeof starlinkMapSettingsSchema>;

/** `GET /v2/starlink-map-settings` — the tile layer setting of the location map (operator, IT). */
export const getStarlinkMapSettingsEndpoint = endpoint({
  method: 'GET', path: '/v2/starlink-map-settings', summary: 'Tile layer of the Starlink location map', access: 'operator', product: 'IT',
  responses: { 200: starlinkMapSettingsSchema, ...errorResponses(401, 403) },
});
