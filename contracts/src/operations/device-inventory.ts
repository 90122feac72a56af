import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorCodes, errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { countQuery, countResponseSchema, idSchema, listQueryEntries, listResponse, searchParamsSchema, sortOrderSchema, type SortOrder } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { operationTaskStatusSchema } from './operation-packages';

/**
 * Device inventory (棚卸) of the IT operation core (000 §2, §3 "Device inventory task item", §4, §5;
 * 001 §2 "Devices", §5, §9; DECISIONS.md "Lists and search"; docs/operation-packages.md "Device
 * inventory"). A request (`operation_requests`, the `requestId`) of a `DEVICE_INVENTORY` pattern runs
 * one instance per device with the steps request → self report (the assigned person, in the
 * individual area) → review results (IT staff, here).
 *
 * ## Guide for the screen `/it-operation-core/device-inventory?patternId=&requestId=`
 * - tab `detail`: `getDeviceInventorySummaryEndpoint` (request, package, pattern, counts);
 * - tab `data`: `listDeviceInventoryEndpoint` + `countDeviceInventoryEndpoint` with
 *   `deviceInventorySearchSchema` (URL search; invalid values fall back, `orderDirection` is an alias
 *   of `sortOrder`: `deviceInventorySortOrderOf`), rows `DeviceInventoryItem`;
 * - "mark as reviewed": `reviewDeviceInventoryEndpoint` with the chosen rows' `instanceId`s (rows
 *   whose `reviewable` is true).
 * Errors: a missing `patternId`/`requestId` is 400 on that field (the screen shows 「入力値エラー: …」
 * without calling); no IT device-inventory package has the pattern → 404 `PACKAGE_NOT_FOUND`
 * (`deviceInventoryMessages.packageNotFound`, 「パッケージが見つかりません」); the request is not one
 * of the pattern → 404 `NOT_FOUND`; any other failure reads 「データの取得に失敗しました。」 on screen.
 * Every call: `access: 'operator'`, product `'IT'`.
 */

/* ------------------------------------------------------------------------------ enumerations */

/**
 * State of an inventory item (000 §4): `REPORTED` once the device's self-report exists, else
 * `NOT_REPORTED` (its self-report task is still NotStarted, waiting, or was canceled).
 */
export const deviceInventoryStatusValues = ['REPORTED', 'NOT_REPORTED'] as const;
export const deviceInventoryStatusSchema = v.picklist(deviceInventoryStatusValues, messages.picklist.id);
export type DeviceInventoryStatus = v.InferOutput<typeof deviceInventoryStatusSchema>;

/** The device's condition as reported (000 §3, §4): `GOOD`, `BAD`, or `UNREPORTED` without a report. */
export const deviceInventoryConditionValues = ['GOOD', 'BAD', 'UNREPORTED'] as const;
export const deviceInventoryConditionSchema = v.picklist(deviceInventoryConditionValues, messages.picklist.id);
export type DeviceInventoryCondition = v.InferOutput<typeof deviceInventoryConditionSchema>;

/** The condition a report gives (000 §3 selfReport.deviceCondition): `GOOD` or `BAD`. */
export const deviceReportConditionValues = ['GOOD', 'BAD'] as const;
export const deviceReportConditionSchema = v.picklist(deviceReportConditionValues, messages.picklist.id);
export type DeviceReportCondition = v.InferOutput<typeof deviceReportConditionSchema>;

/** The report's result (000 §3 "ownership marker"): `OWNED` (the tag matched) or `NOT_OWNED` (with a memo). */
export const deviceReportResultValues = ['OWNED', 'NOT_OWNED'] as const;
export const deviceReportResultSchema = v.picklist(deviceReportResultValues, messages.picklist.id);
export type DeviceReportResult = v.InferOutput<typeof deviceReportResultSchema>;

/** How the person read the tag (000 §3): `SCAN` (camera) or `ASSET_TAG` (typed). */
export const deviceScanModeValues = ['SCAN', 'ASSET_TAG'] as const;
export const deviceScanModeSchema = v.picklist(deviceScanModeValues, messages.picklist.id);
export type DeviceScanMode = v.InferOutput<typeof deviceScanModeSchema>;

/** `statusFilter` of the data tab (001 §2): `all`, `good`, `bad` (reported condition) or `unreported` (no report). */
export const deviceInventoryStatusFilterValues = ['all', 'good', 'bad', 'unreported'] as const;
export const deviceInventoryStatusFilterSchema = v.picklist(deviceInventoryStatusFilterValues, messages.picklist.id);
export type DeviceInventoryStatusFilter = v.InferOutput<typeof deviceInventoryStatusFilterSchema>;

/**
 * `typeFilter` of the data tab (001 §2): `all`; `assigned` (the device is checked out to a person);
 * `installed` (placed at a place or held by nobody: no person).
 */
export const deviceInventoryTypeFilterValues = ['all', 'assigned', 'installed'] as const;
export const deviceInventoryTypeFilterSchema = v.picklist(deviceInventoryTypeFilterValues, messages.picklist.id);
export type DeviceInventoryTypeFilter = v.InferOutput<typeof deviceInventoryTypeFilterSchema>;

/** `sortColumn` of the data tab; default `DEVICE_NAME` (then the instance id as tiebreak). */
export const deviceInventorySortColumnValues = ['DEVICE_NAME', 'DEVICE_TAG', 'ASSET_TAG', 'ASSIGNED_PERSON', 'REPORTED_AT', 'CONDITION'] as const;
export type DeviceInventorySortColumn = (typeof deviceInventorySortColumnValues)[number];

/** Page size of the data tab: 1–1000, default 500 (001 §5, §9). */
export const deviceInventoryDefaultPageSize = 500;
export const deviceInventoryMaxPageSize = 1000;
/** At most this many rows are marked as reviewed in one call. */
export const deviceInventoryReviewMaxItems = 1000;

/* ---------------------------------------------------------------------------------- messages */

/** The calls' own messages (catalog `contracts`; the screen shows the same texts). */
export const deviceInventoryMessages = {
  packageNotFound: /*i18n*/ { id: 'deviceInventory.packageNotFound', message: 'Package not found' },
  requestNotFound: /*i18n*/ { id: 'deviceInventory.requestNotFound', message: 'This inventory request was not found.' },
  reviewRefused: /*i18n*/ { id: 'deviceInventory.reviewRefused', message: 'Some of the chosen devices are not waiting for a review. Reload the list and choose again.' },
} as const;

/** Error code of the 404 when no IT device-inventory package has the pattern (000 §5). */
export const packageNotFoundCode = errorCodes.packageNotFound;

/* ------------------------------------------------------------------------------------ labels */

type Labels<V extends string> = Record<V, MessageDescriptor>;

/** Labels of `DeviceInventoryStatus` (申告済み / 未申告). */
export const deviceInventoryStatusLabels: Labels<DeviceInventoryStatus> = {
  REPORTED: /*i18n*/ { id: 'deviceInventory.status.REPORTED', message: 'Reported', context: 'DeviceInventoryStatus' },
  NOT_REPORTED: /*i18n*/ { id: 'deviceInventory.status.NOT_REPORTED', message: 'Not reported', context: 'DeviceInventoryStatus' },
};
/** Labels of `DeviceInventoryCondition` (良好 / 不良 / 未申告). */
export const deviceInventoryConditionLabels: Labels<DeviceInventoryCondition> = {
  GOOD: /*i18n*/ { id: 'deviceInventory.condition.GOOD', message: 'Good', context: 'DeviceInventoryCondition' },
  BAD: /*i18n*/ { id: 'deviceInventory.condition.BAD', message: 'Bad', context: 'DeviceInventoryCondition' },
  UNREPORTED: /*i18n*/ { id: 'deviceInventory.condition.UNREPORTED', message: 'Unreported', context: 'DeviceInventoryCondition' },
};
/** Labels of `DeviceReportResult` (所持 / 所持していない). */
export const deviceReportResultLabels: Labels<DeviceReportResult> = {
  OWNED: /*i18n*/ { id: 'deviceInventory.reportResult.OWNED', message: 'Owned', context: 'DeviceReportResult' },
  NOT_OWNED: /*i18n*/ { id: 'deviceInventory.reportResult.NOT_OWNED', message: 'Not owned', context: 'DeviceReportResult' },
};
/** Labels of `DeviceScanMode` (スキャン / 資産管理番号). */
export const deviceScanModeLabels: Labels<DeviceScanMode> = {
  SCAN: /*i18n*/ { id: 'deviceInventory.scanMode.SCAN', message: 'Scan', context: 'DeviceScanMode' },
  ASSET_TAG: /*i18n*/ { id: 'deviceInventory.scanMode.ASSET_TAG', message: 'Asset tag', context: 'DeviceScanMode' },
};
/** Labels of `statusFilter`. */
export const deviceInventoryStatusFilterLabels: Labels<DeviceInventoryStatusFilter> = {
  all: /*i18n*/ { id: 'deviceInventory.statusFilter.all', message: 'All', context: 'DeviceInventoryStatusFilter' },
  good: /*i18n*/ { id: 'deviceInventory.statusFilter.good', message: 'Good', context: 'DeviceInventoryStatusFilter' },
  bad: /*i18n*/ { id: 'deviceInventory.statusFilter.bad', message: 'Bad', context: 'DeviceInventoryStatusFilter' },
  unreported: /*i18n*/ { id: 'deviceInventory.statusFilter.unreported', message: 'Unreported', context: 'DeviceInventoryStatusFilter' },
};
/** Labels of `typeFilter`. */
export const deviceInventoryTypeFilterLabels: Labels<DeviceInventoryTypeFilter> = {
  all: /*i18n*/ { id: 'deviceInventory.typeFilter.all', message: 'All types', context: 'DeviceInventoryTypeFilter' },
  assigned: /*i18n*/ { id: 'deviceInventory.typeFilter.assigned', message: 'Assigned to a person', context: 'DeviceInventoryTypeFilter' },
  installed: /*i18n*/ { id: 'deviceInventory.typeFilter.installed', message: 'Installed', context: 'DeviceInventoryTypeFilter' },
};

/* ------------------------------------------------------------------------------------ shapes */

/**
 * One device of a request (000 §3 "Device inventory task item"), names in the request's language:
 * - `instanceId`: the device's operation instance; `taskInstanceId`: its DEVICE_SELF_REPORT task (the
 *   task the assigned person answers in the individual area); `deviceTaskId`: the task the item now
 *   stands at (the first open task, else the last one), described by `currentTaskStatus`
 *   (`{ taskName, stepName, status }`, the engine's task status — `NOT_STARTED` is 000 §4's NotStarted;
 *   null only for an instance without tasks);
 * - `status` REPORTED / NOT_REPORTED, `condition` GOOD / BAD / UNREPORTED (000 §4);
 * - `device`: `avatarUrl` null = the genre's icon; `genre` a device genre code; `model` may be null;
 * - `assignedPerson`: who holds the device now (null: installed at a place or in stock);
 * - `selfReport`: the report (ISO `reportedAt`), null until there is one;
 * - `reviewed`: the review task is done; `reviewable`: its review task is open (may be marked reviewed).
 */
export const deviceInventoryItemSchema = v.object({
  instanceId: v.string(),
  taskInstanceId: v.nullable(v.string()),
  deviceTaskId: v.nullable(v.string()),
  requestId: v.string(),
  anchorDate: v.string(),
  status: deviceInventoryStatusSchema,
  currentTaskStatus: v.nullable(v.object({ taskName: v.string(), stepName: v.string(), status: operationTaskStatusSchema })),
  device: v.object({
    id: v.string(),
    name: v.string(),
    deviceTag: v.string(),
    assetTag: v.nullable(v.string()),
    avatarUrl: v.nullable(v.string()),
    genre: v.string(),
    model: v.nullable(v.string()),
  }),
  assignedPerson: v.nullable(v.object({ id: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()) })),
  selfReport: v.nullable(
    v.object({
      reportedAt: v.string(),
      reportedBy: v.nullable(v.object({ name: v.string() })),
      deviceCondition: deviceReportConditionSchema,
      reportResult: deviceReportResultSchema,
      scanMode: v.nullable(deviceScanModeSchema),
      memo: v.nullable(v.string()),
    }),
  ),
  condition: deviceInventoryConditionSchema,
  reviewed: v.boolean(),
  reviewable: v.boolean(),
});
export type DeviceInventoryItem = v.InferOutput<typeof deviceInventoryItemSchema>;

/**
 * The request's summary (tab `detail`): the request (`title` may be null; `anchorDate` YYYY-MM-DD;
 * `requestedAt` ISO), its package and pattern names, and counts over its devices: `total`,
 * `reported` + `notReported` = total, `good` + `bad` = reported, `owned` + `notOwned` = reported,
 * `reviewed`, `assigned` + `installed` = total, `completed` / `aborted` instances.
 */
export const deviceInventorySummarySchema = v.object({
  request: v.object({
    id: v.string(),
    title: v.nullable(v.string()),
    anchorDate: v.string(),
    requestedAt: v.string(),
    requestedBy: v.nullable(v.object({ name: v.string() })),
  }),
  package: v.object({ id: v.string(), name: v.string() }),
  pattern: v.object({ id: v.string(), name: v.string() }),
  counts: v.object({
    total: v.number(),
    reported: v.number(),
    notReported: v.number(),
    good: v.number(),
    bad: v.number(),
    owned: v.number(),
    notOwned: v.number(),
    reviewed: v.number(),
    assigned: v.number(),
    installed: v.number(),
    completed: v.number(),
    aborted: v.number(),
  }),
});
export type DeviceInventorySummary = v.InferOutput<typeof deviceInventorySummarySchema>;

/* ------------------------------------------------------------------------------- list search */

/** `patternId` / `requestId`: required, non-empty (000 §5); an unknown one is 404, not 400. */
const requiredIdSchema = v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id));

/** The request the calls are about: `patternId` and `requestId` (both required, 000 §2, §5; 001 §5). */
export const deviceInventoryRequestQuerySchema = v.strictObject({ patternId: requiredIdSchema, requestId: requiredIdSchema }, messages.invalid.id);
export type DeviceInventoryRequestQuery = v.InferOutput<typeof deviceInventoryRequestQuerySchema>;

const deviceInventoryFilters = {
  patternId: requiredIdSchema,
  requestId: requiredIdSchema,
  statusFilter: v.optional(deviceInventoryStatusFilterSchema, 'all'),
  typeFilter: v.optional(deviceInventoryTypeFilterSchema, 'all'),
};

/**
 * Query of `GET /v2/it-operation-core/device-inventory` (001 §2, §5, §9): `patternId`, `requestId`
 * (required), `pageIndex` (0), `pageSize` (1–1000, default 500), `sortColumn` (`DEVICE_NAME`),
 * `sortOrder` or its alias `orderDirection` (DECISIONS.md: `sortOrder` wins, `asc` when neither: see
 * `deviceInventorySortOrderOf`), `freeText` (device name, device tag, asset tag, model, assigned
 * person's name, memo), `statusFilter` (`all`), `typeFilter` (`all`). Unknown keys are 400.
 */
export const deviceInventoryListQuerySchema = v.strictObject(
  {
    ...listQueryEntries({
      sortColumns: deviceInventorySortColumnValues,
      sortColumn: 'DEVICE_NAME',
      pageSize: deviceInventoryDefaultPageSize,
      maxPageSize: deviceInventoryMaxPageSize,
    }),
    sortOrder: v.optional(sortOrderSchema),
    orderDirection: v.optional(sortOrderSchema),
    ...deviceInventoryFilters,
  },
  messages.invalid.id,
);
export type DeviceInventoryListQuery = v.InferOutput<typeof deviceInventoryListQuerySchema>;
/** Query of `GET /v2/it-operation-core/device-inventory-count`: the request, the filters and `freeText`. */
export const deviceInventoryCountQuerySchema = countQuery(deviceInventoryFilters);
export type DeviceInventoryCountQuery = v.InferOutput<typeof deviceInventoryCountQuerySchema>;
/**
 * URL search of `/it-operation-core/device-inventory` (both tabs): every invalid value falls back
 * to its default and the URL is rewritten (DECISIONS.md); a missing or empty `patternId` /
 * `requestId` falls back to `undefined` and the screen shows the input error instead of calling.
 */
export const deviceInventorySearchSchema = searchParamsSchema(deviceInventoryListQuerySchema);
export type DeviceInventorySearch = v.InferOutput<typeof deviceInventorySearchSchema>;
/** The sort direction in force: `sortOrder`, else its alias `orderDirection`, else `asc`. */
export const deviceInventorySortOrderOf = (q: { sortOrder?: SortOrder | undefined; orderDirection?: SortOrder | undefined }): SortOrder =>
  q.sortOrder ?? q.orderDirection ?? 'asc';

/** Body of the review: the request and the instances whose review task is done now (1–1000, no repeats). */
export const reviewDeviceInventoryBodySchema = v.object({
  patternId: requiredIdSchema,
  requestId: requiredIdSchema,
  instanceIds: v.pipe(
    v.array(idSchema, messages.invalid.id),
    v.minLength(1, messages.required.id),
    v.maxLength(deviceInventoryReviewMaxItems, messages.maxItems.id),
    v.check((ids) => new Set(ids).size === ids.length, messages.duplicate.id),
  ),
});
export type ReviewDeviceInventoryBody = v.InferOutput<typeof reviewDeviceInventoryBodySchema>;
/** Answer of the review: how many review tasks were completed. */
export const reviewDeviceInventoryResponseSchema = v.object({ reviewed: v.number() });

/* ------------------------------------------------------------------------------------- calls */

/**
 * `GET /v2/it-operation-core/device-inventory` — one page of the request's devices;
 * `GET /v2/it-operation-core/device-inventory-count` — how many match. Declared with the kit's
 * `listEndpoints`, plus the 404s: 400 (missing `patternId` / `requestId`, pageSize 0 or 1001…),
 * 404 `PACKAGE_NOT_FOUND` / `NOT_FOUND` (see the module doc).
 */
const deviceInventoryListCalls = listEndpoints({
  path: '/v2/it-operation-core/device-inventory',
  countPath: '/v2/it-operation-core/device-inventory-count',
  summary: 'Device inventory items of a request',
  access: 'operator',
  product: 'IT',
  row: deviceInventoryItemSchema,
  query: deviceInventoryListQuerySchema,
  countQuery: deviceInventoryCountQuerySchema,
});
const listErrors = errorResponses(400, 401, 403, 404);
export const listDeviceInventoryEndpoint = endpoint({ ...deviceInventoryListCalls.list, responses: { 200: listResponse(deviceInventoryItemSchema), ...listErrors } });
export const countDeviceInventoryEndpoint = endpoint({ ...deviceInventoryListCalls.count, responses: { 200: countResponseSchema, ...listErrors } });

/** `GET /v2/it-operation-core/device-inventory/summary?patternId&requestId` — the detail tab; 400, 404 as the list. */
export const getDeviceInventorySummaryEndpoint = endpoint({
  method: 'GET',
  path: '/v2/it-operation-core/device-inventory/summary',
  summary: 'Device inventory request summary',
  access: 'operator',
  product: 'IT',
  query: deviceInventoryRequestQuerySchema,
  responses: { 200: deviceInventorySummarySchema, ...errorResponses(400, 401, 403, 404) },
});

/**
 * `POST /v2/it-operation-core/device-inventory/review` — completes the REVIEW task of each chosen
 * instance (結果確認; the engine's `completeTask`, audit-logged) → `{ reviewed }`. All or nothing:
 * 404 when an instance is not of the request, 409 (`deviceInventoryMessages.reviewRefused`) when one
 * has no open review task.
 */
export const reviewDeviceInventoryEndpoint = endpoint({
  method: 'POST',
  path: '/v2/it-operation-core/device-inventory/review',
  summary: 'Mark device inventory items as reviewed',
  access: 'operator',
  product: 'IT',
  body: reviewDeviceInventoryBodySchema,
  responses: { 200: reviewDeviceInventoryResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** Every device-inventory call (OpenAPI tag `device-inventory`). */
export const deviceInventoryEndpoints = [
  listDeviceInventoryEndpoint,
  countDeviceInventoryEndpoint,
  getDeviceInventorySummaryEndpoint,
  reviewDeviceInventoryEndpoint,
] as const;
