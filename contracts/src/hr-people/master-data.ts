import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countResponseSchema, freeTextSchema, idSchema, queryBoolean, queryInteger, sortOrderSchema } from '../common/list-query';
import { resource, versionSchema } from '../common/resource';

/**
 * The people settings' master data (001 §2 "People settings catalogs", §3 "Master data lists":
 * name, code, rank, displayOrder, disabled flag; §5, §9: job functions page by 2000): 17 catalogs
 * kept in one table (`hr_master_items.catalog`), each entry referenced by people's employee
 * information (`people.employment_type_id`, `position_id`, …).
 */

/** The 17 catalogs, as stored in `hr_master_items.catalog` (001 §2 "People settings catalogs"). */
export const hrCatalogValues = [
  'EMPLOYMENT_TYPE', 'WORK_MODE', 'RETIREMENT_REASON', 'POSITION', 'PLACE_SOCIAL_INSURANCE', 'JOB_TYPE',
  'JOB_TITLE', 'JOB_LEVEL', 'JOB_GRADE', 'JOB_FUNCTION', 'JOB_COMPETENCY', 'HEALTH_INSURANCE_ASSOCIATION', 'GRADE',
  'CONTRACTOR_TYPE', 'CONTRACT_END_REASON', 'COLLABORATOR_TYPE', 'BOARD_MEMBER_TYPE',
] as const;
/** One of the 17 catalogs. */
export const hrCatalogSchema = v.picklist(hrCatalogValues, messages.picklist.id);
export type HrCatalog = v.InferOutput<typeof hrCatalogSchema>;

/** The URL segment of each catalog's page, `/people/settings/{segment}` (001 §2). */
export const hrCatalogRouteSegments: Record<HrCatalog, string> = {
  EMPLOYMENT_TYPE: 'employment-types',
  WORK_MODE: 'work-mode',
  RETIREMENT_REASON: 'retirement-reasons',
  POSITION: 'positions',
  PLACE_SOCIAL_INSURANCE: 'place-social-insurances',
  JOB_TYPE: 'job-types',
  JOB_TITLE: 'job-titles',
  JOB_LEVEL: 'job-levels',
  JOB_GRADE: 'job-grades',
  JOB_FUNCTION: 'job-functions',
  JOB_COMPETENCY: 'job-competencies',
  HEALTH_INSURANCE_ASSOCIATION: 'health-insurance-associations',
  GRADE: 'grades',
  CONTRACTOR_TYPE: 'contractor-types',
  CONTRACT_END_REASON: 'contract-end-reasons',
  COLLABORATOR_TYPE: 'collaborator-types',
  BOARD_MEMBER_TYPE: 'board-member-types',
};

/** The catalog of a `/people/settings/{segment}` segment, or undefined for an unknown segment. */
export function hrCatalogOfSegment(segment: string | undefined): HrCatalog | undefined {
  return hrCatalogValues.find((c) => hrCatalogRouteSegments[c] === segment);
}

/** Default page size of a catalog's list: 100, and 2000 for job functions (001 §5, §9). */
export const hrCatalogDefaultPageSize = (catalog: HrCatalog): number => (catalog === 'JOB_FUNCTION' ? 2000 : 100);
/** Largest page size of the catalog list (job functions' 2000). */
export const hrMasterMaxPageSize = 2000;

/** Sortable columns of a catalog's list; default `DISPLAY_ORDER` (the order HR set). */
export const hrMasterSortColumnValues = ['DISPLAY_ORDER', 'CODE', 'NAME', 'RANK'] as const;

/**
 * One catalog entry (001 §3): `name` in the request's language (English falls back to the
 * Japanese name), `nameJa` and `nameEn` (null: none given) for the edit form, `rank` (a whole
 * number, higher is more senior; null: none), `displayOrder` (0-based, the forms' order),
 * `disabled` (not offered in forms; people keep it), `peopleCount` (people of any status whose
 * record refers to it), `version` (optimistic concurrency).
 */
export const hrMasterItemSchema = v.object({
  id: v.string(),
  catalog: hrCatalogSchema,
  code: v.string(),
  name: v.string(),
  nameJa: v.string(),
  nameEn: v.nullable(v.string()),
  rank: v.nullable(v.number()),
  displayOrder: v.number(),
  disabled: v.boolean(),
  peopleCount: v.number(),
  version: v.number(),
});
export type HrMasterItem = v.InferOutput<typeof hrMasterItemSchema>;

const masterFilters = {
  catalog: hrCatalogSchema,
  freeText: v.optional(freeTextSchema),
  includeDisabled: v.optional(queryBoolean, false),
};

/**
 * Query of `GET /v2/hr-master-items`: `catalog` (required), `freeText` (code, name or English
 * name), `includeDisabled` (default false; the settings page passes true), `sortColumn`
 * (`DISPLAY_ORDER` default, `CODE`, `NAME`, `RANK`; ties by display order then code), `sortOrder`,
 * `pageIndex` (0), `pageSize` (1–2000; omitted: 100, or 2000 for `JOB_FUNCTION`).
 */
export const hrMasterListQuerySchema = v.strictObject(
  {
    ...masterFilters,
    sortColumn: v.optional(v.picklist(hrMasterSortColumnValues, messages.picklist.id), 'DISPLAY_ORDER'),
    sortOrder: v.optional(sortOrderSchema, 'asc'),
    pageIndex: v.optional(queryInteger({ min: 0 }), 0),
    pageSize: v.optional(queryInteger({ min: 1, max: hrMasterMaxPageSize })),
  },
  messages.invalid.id,
);
export type HrMasterListQuery = v.InferOutput<typeof hrMasterListQuerySchema>;
/** Query of `GET /v2/hr-master-items-count`: `catalog`, `freeText`, `includeDisabled`. */
export const hrMasterCountQuerySchema = v.strictObject(masterFilters, messages.invalid.id);
export type HrMasterCountQuery = v.InferOutput<typeof hrMasterCountQuerySchema>;

/** A catalog code: 1–50 characters of letters, digits, `-`, `_`, `.`; unique in its catalog. */
export const hrMasterCodeSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(50, messages.maxLength.id),
  v.regex(/^[A-Za-z0-9._-]+$/, messages.codeFormat.id),
);
const masterName = v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(100, messages.maxLength.id));
const optionalName = v.optional(
  v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(100, messages.maxLength.id), v.transform((s) => (s === '' ? null : s)))),
  null,
);
/** A rank: a whole number 0–9999 (higher is more senior), or null. */
export const hrMasterRankSchema = v.optional(v.nullable(v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0), v.maxValue(9999))), null);

/**
 * Body of `PATCH /v2/hr-master-items/{id}`: `version` (the one read; stale → 409), `code` (unique
 * in the catalog, 409 with a field error at `code`), `name` (Japanese, required), `nameEn` (null
 * or empty: none, the Japanese name is shown), `rank` (null: none). The catalog cannot change.
 */
export const updateHrMasterItemBodySchema = v.object({
  version: versionSchema,
  code: hrMasterCodeSchema,
  name: masterName,
  nameEn: optionalName,
  rank: hrMasterRankSchema,
});
export type UpdateHrMasterItemBody = v.InferOutput<typeof updateHrMasterItemBodySchema>;
export type UpdateHrMasterItemInput = v.InferInput<typeof updateHrMasterItemBodySchema>;

/** Body of `POST /v2/hr-master-items`: `catalog` and the update fields but `version`; the entry goes last in its catalog. */
export const createHrMasterItemBodySchema = v.object({
  catalog: hrCatalogSchema,
  code: hrMasterCodeSchema,
  name: masterName,
  nameEn: optionalName,
  rank: hrMasterRankSchema,
});
export type CreateHrMasterItemBody = v.InferOutput<typeof createHrMasterItemBodySchema>;
export type CreateHrMasterItemInput = v.InferInput<typeof createHrMasterItemBodySchema>;

/**
 * The catalog entries as a resource (DECISIONS.md call shape), HR operators only:
 * - `list` `GET /v2/hr-master-items?catalog=…` → `{ items }`; `count` `GET /v2/hr-master-items-count`;
 * - `get` `GET /v2/hr-master-items/{id}`;
 * - `create` `POST /v2/hr-master-items` → 201 the entry; 409 code taken (field error `code`);
 * - `update` `PATCH /v2/hr-master-items/{id}` → the entry; 409 stale `version` or code taken;
 * - `delete` `DELETE /v2/hr-master-items/{id}` → 204; 409 while any person refers to it (disable it instead);
 * - `enable` / `disable` `PATCH /v2/hr-master-items/{id}/enable|disable` → the entry.
 * Every write records an audit entry (`HR_MASTER_ITEM`).
 */
export const hrMasterItemsResource = resource({
  path: '/v2/hr-master-items', access: 'operator', product: 'HR', detail: hrMasterItemSchema,
  list: { summary: 'People settings: catalog entries', row: hrMasterItemSchema, query: hrMasterListQuerySchema, countQuery: hrMasterCountQuerySchema },
  get: { summary: 'People settings: one catalog entry' },
  create: { summary: 'People settings: create a catalog entry', body: createHrMasterItemBodySchema, response: hrMasterItemSchema, conflict: true },
  update: { summary: 'People settings: update a catalog entry', body: updateHrMasterItemBodySchema },
  delete: { summary: 'People settings: delete an unused catalog entry', conflict: true },
  enable: { summary: 'People settings: enable a catalog entry' },
  disable: { summary: 'People settings: disable a catalog entry' },
});
export const {
  list: listHrMasterItemsEndpoint,
  count: countHrMasterItemsEndpoint,
  get: getHrMasterItemEndpoint,
  create: createHrMasterItemEndpoint,
  update: updateHrMasterItemEndpoint,
  delete: deleteHrMasterItemEndpoint,
  enable: enableHrMasterItemEndpoint,
  disable: disableHrMasterItemEndpoint,
} = hrMasterItemsResource.endpoints;

/**
 * Body of `PATCH /v2/hr-master-items-order`: `catalog` and `ids`, every entry of the catalog
 * (enabled and disabled) exactly once, in the new order. A duplicate is 400 at `ids.{n}`; a list
 * that is not the catalog's current set (an entry added or deleted meanwhile) is 409 `CONFLICT`.
 */
export const reorderHrMasterItemsBodySchema = v.object({
  catalog: hrCatalogSchema,
  ids: v.pipe(
    v.array(idSchema, messages.invalidType.id),
    v.nonEmpty(messages.required.id),
    v.maxLength(5000, messages.maxItems.id),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((id, i) => {
        if (seen.has(id)) addIssue({ message: messages.duplicate.id, path: [{ type: 'array', origin: 'value', input: dataset.value, key: i, value: id }] });
        seen.add(id);
      });
    }),
  ),
});
export type ReorderHrMasterItemsBody = v.InferOutput<typeof reorderHrMasterItemsBodySchema>;

/**
 * `PATCH /v2/hr-master-items-order` — rewrites the catalog's `displayOrder` (0, 1, …) in one
 * transaction, one audit entry per moved entry; answers `{ count }`, the entries reordered.
 */
export const reorderHrMasterItemsEndpoint = endpoint({
  method: 'PATCH',
  path: '/v2/hr-master-items-order',
  summary: 'People settings: reorder a catalog',
  access: 'operator', product: 'HR',
  body: reorderHrMasterItemsBodySchema,
  responses: { 200: countResponseSchema, ...errorResponses(400, 401, 403, 409) },
});

/** One option of a form's picker: an enabled entry, `name` in the request's language. */
export const hrMasterOptionSchema = v.object({ id: v.string(), name: v.string(), code: v.string(), rank: v.nullable(v.number()) });
export type HrMasterOption = v.InferOutput<typeof hrMasterOptionSchema>;

/** Answer of `GET /v2/hr-master-options`: every catalog → its enabled entries in display order. */
export const hrMasterOptionsSchema = v.object(
  Object.fromEntries(hrCatalogValues.map((c) => [c, v.array(hrMasterOptionSchema)])) as { [K in HrCatalog]: v.ArraySchema<typeof hrMasterOptionSchema, undefined> },
);
export type HrMasterOptions = v.InferOutput<typeof hrMasterOptionsSchema>;

/**
 * `GET /v2/hr-master-options` — every ENABLED entry of every catalog, in display order (then
 * code), names in the request's language (English falls back to the Japanese name). The person
 * forms and the organization filters use it. HR operators only.
 */
export const getHrMasterOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/hr-master-options',
  summary: 'People settings: options of every catalog',
  access: 'operator', product: 'HR',
  responses: { 200: hrMasterOptionsSchema, ...errorResponses(401, 403) },
});

/** Every endpoint of the people settings, for `apiEndpoints`. */
export const hrMasterDataEndpoints = [
  listHrMasterItemsEndpoint, countHrMasterItemsEndpoint, getHrMasterItemEndpoint, createHrMasterItemEndpoint, updateHrMasterItemEndpoint,
  deleteHrMasterItemEndpoint, enableHrMasterItemEndpoint, disableHrMasterItemEndpoint, reorderHrMasterItemsEndpoint, getHrMasterOptionsEndpoint,
] as const;
