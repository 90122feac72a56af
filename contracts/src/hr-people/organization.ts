import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countResponseSchema, freeTextSchema, idSchema, listResponse, queryInteger } from '../common/list-query';
import { workerStatusSchema, workerTypeSchema } from './people';

/**
 * The organization (001 §2 "Organization"): the company's units as a tree, drawn as a chart as of a
 * base date, each unit's members, and plans (組織改編) — a future organization that takes effect on
 * its effective date. Every call is operator-only with the HR product.
 */

/** A unit's level: 本部 DIVISION, 部 DEPARTMENT, 課 SECTION, チーム TEAM. */
export const orgUnitKindValues = ['DIVISION', 'DEPARTMENT', 'SECTION', 'TEAM'] as const;
export const orgUnitKindSchema = v.picklist(orgUnitKindValues, messages.picklist.id);
export type OrgUnitKind = v.InferOutput<typeof orgUnitKindSchema>;

/** The chart's layouts (001 §2 `viewMode`; empty or unknown → `hierarchy`, 001 §5). */
export const orgChartViewModeValues = ['hierarchy', 'tree', 'compact'] as const;
export type OrgChartViewMode = (typeof orgChartViewModeValues)[number];

/** Limits of a unit's fields. */
export const orgUnitNameMaxLength = 100;
export const orgUnitCodeMaxLength = 20;
export const orgPlanNameMaxLength = 100;

/** A date as YYYY-MM-DD. */
export const orgDateSchema = v.pipe(v.string(messages.required.id), v.nonEmpty(messages.required.id), v.isoDate(messages.isoDate.id));
const versionSchema = v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(1));
const nameSchema = v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(orgUnitNameMaxLength, messages.maxLength.id));
const codeSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(orgUnitCodeMaxLength, messages.maxLength.id),
  v.regex(/^[A-Za-z0-9_-]+$/, messages.invalid.id),
);

/** Query of the calls read as of a date: `baseDate` (YYYY-MM-DD; absent → today in Japan). */
export const orgBaseDateQuerySchema = v.strictObject({ baseDate: v.optional(orgDateSchema) }, messages.invalid.id);

/** A unit's head: the person, their name in the request's language (ja: family name first) and avatar. */
export const orgUnitHeadSchema = v.object({ personId: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()) });
export type OrgUnitHead = v.InferOutput<typeof orgUnitHeadSchema>;

/**
 * A unit as of a date: `name` in the request's language (`nameJa` / `nameEn` both given for forms),
 * `parentId` (null: a top unit), `head`, `memberCount` (people whose department is the unit and who
 * are employed on the date: joined on or before it and not left before it), `validFrom` (first day)
 * and `validTo` (first day it no longer exists; null: open ended), `version` of the current record.
 */
export const orgUnitSchema = v.object({
  id: v.string(),
  code: v.string(),
  kind: orgUnitKindSchema,
  name: v.string(),
  nameJa: v.string(),
  nameEn: v.string(),
  parentId: v.nullable(v.string()),
  head: v.nullable(orgUnitHeadSchema),
  memberCount: v.number(),
  validFrom: v.string(),
  validTo: v.nullable(v.string()),
  displayOrder: v.number(),
  version: v.number(),
});
export type OrgUnit = v.InferOutput<typeof orgUnitSchema>;

/** The chart: the units that exist on `baseDate`, parents before children, in display order. */
export const orgChartSchema = v.object({ baseDate: v.string(), units: v.array(orgUnitSchema) });
export type OrgChart = v.InferOutput<typeof orgChartSchema>;

/**
 * One unit as of a date (`/organization/{id}`): the unit, `path` (its ancestors, top first, for the
 * breadcrumb), `children` (its sub-units on the date), `existsOnBaseDate` (false: the unit did not
 * exist on the date; it is shown as it is now).
 */
export const orgUnitDetailSchema = v.object({
  ...orgUnitSchema.entries,
  baseDate: v.string(),
  existsOnBaseDate: v.boolean(),
  path: v.array(v.object({ id: v.string(), name: v.string() })),
  children: v.array(orgUnitSchema),
});
export type OrgUnitDetail = v.InferOutput<typeof orgUnitDetailSchema>;

/** Path params of a unit's calls (an id that is not one of the company's units, UUID or not, is 404). */
export const orgUnitParamsSchema = v.object({ id: v.string() });

const optionalId = v.optional(idSchema);
/**
 * The members filters (001 §2 `/organization/{id}` search): `baseDate`, `positionId`, `jobTypeId`,
 * `employmentTypeId` (one id each), `search` (name in kanji, kana or romaji, e-mail, worker number).
 * The `…Name` keys of the page's URL are labels only and are not sent.
 */
const memberFilters = {
  baseDate: v.optional(orgDateSchema),
  positionId: optionalId,
  jobTypeId: optionalId,
  employmentTypeId: optionalId,
  search: v.optional(freeTextSchema),
};
/** Query of `GET /v2/organization/units/{id}/members`: the filters, `pageIndex` (0), `pageSize` (100, 1–1000). */
export const orgMembersQuerySchema = v.strictObject(
  { ...memberFilters, pageIndex: v.optional(queryInteger({ min: 0 }), 0), pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), 100) },
  messages.invalid.id,
);
export type OrgMembersQuery = v.InferOutput<typeof orgMembersQuerySchema>;
/** Query of `GET /v2/organization/units/{id}/members-count`. */
export const orgMembersCountQuerySchema = v.strictObject(memberFilters, messages.invalid.id);

const refSchema = v.nullable(v.object({ id: v.string(), name: v.string() }));
/** A unit's member on the base date, names in the request's language; `isHead` when they head the unit. */
export const orgMemberSchema = v.object({
  id: v.string(),
  workerNumber: v.string(),
  name: v.string(),
  nameKana: v.string(),
  email: v.string(),
  avatarUrl: v.nullable(v.string()),
  workerType: workerTypeSchema,
  status: workerStatusSchema,
  position: refSchema,
  jobType: refSchema,
  employmentType: refSchema,
  joinedAt: v.nullable(v.string()),
  isHead: v.boolean(),
});
export type OrgMember = v.InferOutput<typeof orgMemberSchema>;

/** The fields of a unit as written (settings and plans): code, kind, names, parent, head. */
export const orgUnitFieldsSchema = v.object({
  code: codeSchema,
  kind: orgUnitKindSchema,
  nameJa: nameSchema,
  nameEn: nameSchema,
  parentId: v.nullable(idSchema),
  headPersonId: v.nullable(idSchema),
});
export type OrgUnitFields = v.InferOutput<typeof orgUnitFieldsSchema>;

/** `POST /v2/organization/units` (settings): a unit that exists from `validFrom` (YYYY-MM-DD). 201 `{ id }`. */
export const createOrgUnitBodySchema = v.object({ ...orgUnitFieldsSchema.entries, validFrom: orgDateSchema });
export type CreateOrgUnitInput = v.InferInput<typeof createOrgUnitBodySchema>;
/** `PATCH /v2/organization/units/{id}` (settings): the unit's fields from today on (the former ones stay in its history). */
export const updateOrgUnitBodySchema = v.object({ ...orgUnitFieldsSchema.entries, version: versionSchema });
export type UpdateOrgUnitInput = v.InferInput<typeof updateOrgUnitBodySchema>;
/** `POST /v2/organization/units/{id}/abolish`: the unit no longer exists from `validTo` (not before its first day). */
export const abolishOrgUnitBodySchema = v.object({ version: versionSchema, validTo: orgDateSchema });
export type AbolishOrgUnitInput = v.InferInput<typeof abolishOrgUnitBodySchema>;

/**
 * A plan's state: DRAFT (being written), SCHEDULED (checked, applied on its effective date),
 * APPLIED (its changes took effect), CANCELED (dropped; kept for the record).
 */
export const orgPlanStatusValues = ['DRAFT', 'SCHEDULED', 'APPLIED', 'CANCELED'] as const;
export const orgPlanStatusSchema = v.picklist(orgPlanStatusValues, messages.picklist.id);
export type OrgPlanStatus = v.InferOutput<typeof orgPlanStatusSchema>;

/** A plan in the list: `effectiveDate` (YYYY-MM-DD), `changeCount` (units added, changed or abolished). */
export const orgPlanRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  effectiveDate: v.string(),
  status: orgPlanStatusSchema,
  changeCount: v.number(),
  appliedAt: v.nullable(v.string()),
  updatedAt: v.string(),
  version: v.number(),
});
export type OrgPlanRow = v.InferOutput<typeof orgPlanRowSchema>;

/** What a plan does to a unit (null: unchanged). */
export const orgPlanChangeTypeValues = ['ADDED', 'CHANGED', 'ABOLISHED'] as const;
export type OrgPlanChangeType = (typeof orgPlanChangeTypeValues)[number];

/**
 * A unit of the planned organization: the unit as it will be (`memberCount` is today's members of
 * an existing unit, 0 for an added one), `change` and which aspects differ from the organization as
 * of the effective date (`renamed`, `moved`, `headChanged`, `kindChanged`), `before` (its name,
 * parent and head before the plan; null for an added unit) and `changeVersion`, the version of the
 * plan's change to the unit (0 while the plan leaves it as it is; `version` stays the unit's own).
 */
export const orgPlanUnitSchema = v.object({
  ...orgUnitSchema.entries,
  change: v.nullable(v.picklist(orgPlanChangeTypeValues)),
  renamed: v.boolean(),
  moved: v.boolean(),
  headChanged: v.boolean(),
  kindChanged: v.boolean(),
  before: v.nullable(v.object({ name: v.string(), parentId: v.nullable(v.string()), headName: v.nullable(v.string()) })),
  /** Optimistic concurrency: send it back with `PUT …/units/{unitId}` (issue 29). */
  changeVersion: v.number(),
});
export type OrgPlanUnit = v.InferOutput<typeof orgPlanUnitSchema>;

/** A plan with its planned organization (abolished units included, marked). */
export const orgPlanDetailSchema = v.object({ ...orgPlanRowSchema.entries, units: v.array(orgPlanUnitSchema) });
export type OrgPlanDetail = v.InferOutput<typeof orgPlanDetailSchema>;

/** Query of `GET /v2/organization/plans`: `status` (absent: every status), paging. Newest effective date first. */
const planFilters = { status: v.optional(orgPlanStatusSchema) };
export const orgPlansQuerySchema = v.strictObject(
  { ...planFilters, pageIndex: v.optional(queryInteger({ min: 0 }), 0), pageSize: v.optional(queryInteger({ min: 1, max: 1000 }), 100) },
  messages.invalid.id,
);
export const orgPlansCountQuerySchema = v.strictObject(planFilters, messages.invalid.id);

/** `POST /v2/organization/plans`: a plan's name and its effective date (after today). 201 `{ id }`. */
export const createOrgPlanBodySchema = v.object({
  name: v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(orgPlanNameMaxLength, messages.maxLength.id)),
  effectiveDate: orgDateSchema,
});
export type CreateOrgPlanInput = v.InferInput<typeof createOrgPlanBodySchema>;
/** `PATCH /v2/organization/plans/{id}`: rename or move a draft plan's date. */
export const updateOrgPlanBodySchema = v.object({ ...createOrgPlanBodySchema.entries, version: versionSchema });
/** Body of schedule, unschedule and cancel: the plan's version. */
export const orgPlanVersionBodySchema = v.object({ version: versionSchema });
/** `POST /v2/organization/plans/{id}/units`: a unit the plan adds. 201 `{ id }` (the new unit's id). */
export const addOrgPlanUnitBodySchema = orgUnitFieldsSchema;
export type AddOrgPlanUnitInput = v.InferInput<typeof addOrgPlanUnitBodySchema>;
/**
 * `PUT /v2/organization/plans/{id}/units/{unitId}`: the unit as the plan makes it, or `abolish: true`,
 * and `changeVersion` (required; issue 29), the unit's `changeVersion` as read (0 when the plan did
 * not change it yet): another answers 409 `CONFLICT` without field errors and changes nothing.
 */
export const changeOrgPlanUnitBodySchema = v.object({
  ...orgUnitFieldsSchema.entries,
  abolish: v.boolean(),
  changeVersion: v.pipe(v.number(messages.integer.id), v.integer(messages.integer.id), v.minValue(0)),
});
export type ChangeOrgPlanUnitInput = v.InferInput<typeof changeOrgPlanUnitBodySchema>;

/** Path params of a plan's calls (unknown ids, UUID or not, are 404). */
export const orgPlanParamsSchema = v.object({ id: v.string() });
export const orgPlanUnitParamsSchema = v.object({ id: v.string(), unitId: v.string() });
const idAnswer = v.object({ id: v.string() });
const common = { access: 'operator', product: 'HR' } as const;

/** `GET /v2/organization/units?baseDate=` — the chart: every unit existing on the date. */
export const getOrgChartEndpoint = endpoint({
  method: 'GET', path: '/v2/organization/units', summary: 'Organization chart as of a date', ...common,
  query: orgBaseDateQuerySchema, responses: { 200: orgChartSchema, ...errorResponses(400, 401, 403) },
});
/** `POST /v2/organization/units` — create a unit (settings). 400 field errors (code taken on `code`, unknown parent/head). */
export const createOrgUnitEndpoint = endpoint({
  method: 'POST', path: '/v2/organization/units', summary: 'Create a unit', ...common,
  body: createOrgUnitBodySchema, responses: { 201: idAnswer, ...errorResponses(400, 401, 403) },
});
/** `GET /v2/organization/units/{id}?baseDate=` — one unit as of the date; 404 unknown or another company's. */
export const getOrgUnitEndpoint = endpoint({
  method: 'GET', path: '/v2/organization/units/{id}', summary: 'One unit as of a date', ...common,
  params: orgUnitParamsSchema, query: orgBaseDateQuerySchema, responses: { 200: orgUnitDetailSchema, ...errorResponses(400, 401, 403, 404) },
});
/** `PATCH /v2/organization/units/{id}` — rename, move, set the head (from today); 409 on a stale version. */
export const updateOrgUnitEndpoint = endpoint({
  method: 'PATCH', path: '/v2/organization/units/{id}', summary: 'Change a unit', ...common,
  params: orgUnitParamsSchema, body: updateOrgUnitBodySchema, responses: { 200: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `POST /v2/organization/units/{id}/abolish` — the unit ends on a date; 400 while people or sub-units remain. */
export const abolishOrgUnitEndpoint = endpoint({
  method: 'POST', path: '/v2/organization/units/{id}/abolish', summary: 'Abolish a unit', ...common,
  params: orgUnitParamsSchema, body: abolishOrgUnitBodySchema, responses: { 200: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `GET /v2/organization/units/{id}/members` — the unit's members on the base date, by name. */
export const listOrgMembersEndpoint = endpoint({
  method: 'GET', path: '/v2/organization/units/{id}/members', summary: 'Members of a unit', ...common,
  params: orgUnitParamsSchema, query: orgMembersQuerySchema, responses: { 200: listResponse(orgMemberSchema), ...errorResponses(400, 401, 403, 404) },
});
/** `GET /v2/organization/units/{id}/members-count` — how many members the same filters match. */
export const countOrgMembersEndpoint = endpoint({
  method: 'GET', path: '/v2/organization/units/{id}/members-count', summary: 'Number of members of a unit', ...common,
  params: orgUnitParamsSchema, query: orgMembersCountQuerySchema, responses: { 200: countResponseSchema, ...errorResponses(400, 401, 403, 404) },
});
/** `GET /v2/organization/plans` — the plans, latest effective date first. */
export const listOrgPlansEndpoint = endpoint({
  method: 'GET', path: '/v2/organization/plans', summary: 'Organization plans', ...common,
  query: orgPlansQuerySchema, responses: { 200: listResponse(orgPlanRowSchema), ...errorResponses(400, 401, 403) },
});
/** `GET /v2/organization/plans-count`. */
export const countOrgPlansEndpoint = endpoint({
  method: 'GET', path: '/v2/organization/plans-count', summary: 'Number of organization plans', ...common,
  query: orgPlansCountQuerySchema, responses: { 200: countResponseSchema, ...errorResponses(400, 401, 403) },
});
/** `POST /v2/organization/plans` — a draft plan; 400 when the effective date is not after today. */
export const createOrgPlanEndpoint = endpoint({
  method: 'POST', path: '/v2/organization/plans', summary: 'Create an organization plan', ...common,
  body: createOrgPlanBodySchema, responses: { 201: idAnswer, ...errorResponses(400, 401, 403) },
});
/** `GET /v2/organization/plans/{id}` — the plan and its planned organization. */
export const getOrgPlanEndpoint = endpoint({
  method: 'GET', path: '/v2/organization/plans/{id}', summary: 'One organization plan', ...common,
  params: orgPlanParamsSchema, responses: { 200: orgPlanDetailSchema, ...errorResponses(401, 403, 404) },
});
/** `PATCH /v2/organization/plans/{id}` — rename or re-date a draft; 409 stale version or not a draft. */
export const updateOrgPlanEndpoint = endpoint({
  method: 'PATCH', path: '/v2/organization/plans/{id}', summary: 'Change an organization plan', ...common,
  params: orgPlanParamsSchema, body: updateOrgPlanBodySchema, responses: { 200: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `POST /v2/organization/plans/{id}/schedule` — DRAFT → SCHEDULED after checking it; 400 with the reasons otherwise. */
export const scheduleOrgPlanEndpoint = endpoint({
  method: 'POST', path: '/v2/organization/plans/{id}/schedule', summary: 'Schedule an organization plan', ...common,
  params: orgPlanParamsSchema, body: orgPlanVersionBodySchema, responses: { 200: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `POST /v2/organization/plans/{id}/unschedule` — SCHEDULED → DRAFT. */
export const unscheduleOrgPlanEndpoint = endpoint({
  method: 'POST', path: '/v2/organization/plans/{id}/unschedule', summary: 'Unschedule an organization plan', ...common,
  params: orgPlanParamsSchema, body: orgPlanVersionBodySchema, responses: { 200: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `POST /v2/organization/plans/{id}/cancel` — DRAFT or SCHEDULED → CANCELED. */
export const cancelOrgPlanEndpoint = endpoint({
  method: 'POST', path: '/v2/organization/plans/{id}/cancel', summary: 'Cancel an organization plan', ...common,
  params: orgPlanParamsSchema, body: orgPlanVersionBodySchema, responses: { 200: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `POST /v2/organization/plans/{id}/units` — add a unit to a draft plan. */
export const addOrgPlanUnitEndpoint = endpoint({
  method: 'POST', path: '/v2/organization/plans/{id}/units', summary: 'Add a unit to a plan', ...common,
  params: orgPlanParamsSchema, body: addOrgPlanUnitBodySchema, responses: { 201: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `PUT /v2/organization/plans/{id}/units/{unitId}` — change or abolish a unit in a draft plan; 409 when not a draft or the `changeVersion` is stale. */
export const changeOrgPlanUnitEndpoint = endpoint({
  method: 'PUT', path: '/v2/organization/plans/{id}/units/{unitId}', summary: 'Change a unit in a plan', ...common,
  params: orgPlanUnitParamsSchema, body: changeOrgPlanUnitBodySchema, responses: { 200: idAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
/** `DELETE /v2/organization/plans/{id}/units/{unitId}` — drop what a draft plan does to the unit. */
export const revertOrgPlanUnitEndpoint = endpoint({
  method: 'DELETE', path: '/v2/organization/plans/{id}/units/{unitId}', summary: 'Drop a unit change from a plan', ...common,
  params: orgPlanUnitParamsSchema, responses: { 200: idAnswer, ...errorResponses(401, 403, 404, 409) },
});

/** Every organization call (the OpenAPI tag `organization`). */
export const organizationEndpoints = [
  getOrgChartEndpoint, createOrgUnitEndpoint, getOrgUnitEndpoint, updateOrgUnitEndpoint, abolishOrgUnitEndpoint,
  listOrgMembersEndpoint, countOrgMembersEndpoint, listOrgPlansEndpoint, countOrgPlansEndpoint, createOrgPlanEndpoint,
  getOrgPlanEndpoint, updateOrgPlanEndpoint, scheduleOrgPlanEndpoint, unscheduleOrgPlanEndpoint, cancelOrgPlanEndpoint,
  addOrgPlanUnitEndpoint, changeOrgPlanUnitEndpoint, revertOrgPlanUnitEndpoint,
] as const;
