import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { idSchema } from '../common/list-query';
import { listSchemas } from '../common/resource';
import { operationInstanceStatusFilterValues, operationInstanceStatusSchema } from '../operations/operation-packages';

/**
 * The two tabs of a place's page that issue 15 adds (001 §2 "Other staff routes": `places/{id}`
 * (labor-core, administrators); docs/places.md "The labor-core and administrators tabs"):
 *
 * - **administrators** (拠点管理者): the people who administer the place, each with a role —
 *   MANAGER (拠点責任者), GA_CONTACT (総務担当), IT_CONTACT (IT担当), SAFETY_MANAGER (安全衛生担当).
 *   One person may hold several roles of a place (one row per place, person and role);
 * - **labor-core**: the LABOR core's operation instances (入社手続き, 退職手続き, 異動 …) whose subject
 *   person works at the place (`people.place_id`), read-only, each linking to its instance page.
 *
 * Every call is GA staff's (the place's screen) and tenant-scoped: an unknown place, another
 * company's or an id that is not a UUID answers 404.
 */

/* ------------------------------------------------------------ administrators */

/** The roles of a place administrator, in the order the tab groups them. */
export const placeAdministratorRoleValues = ['MANAGER', 'GA_CONTACT', 'IT_CONTACT', 'SAFETY_MANAGER'] as const;
export const placeAdministratorRoleSchema = v.picklist(placeAdministratorRoleValues, messages.picklist.id);
export type PlaceAdministratorRole = v.InferOutput<typeof placeAdministratorRoleSchema>;

/** The roles' labels (context `PlaceAdministratorRole`): 拠点責任者, 総務担当, IT担当, 安全衛生担当. */
export const placeAdministratorRoleLabels = {
  MANAGER: /*i18n*/ { id: 'placeAdministrator.role.MANAGER', message: 'Place manager', context: 'PlaceAdministratorRole' },
  GA_CONTACT: /*i18n*/ { id: 'placeAdministrator.role.GA_CONTACT', message: 'General affairs contact', context: 'PlaceAdministratorRole' },
  IT_CONTACT: /*i18n*/ { id: 'placeAdministrator.role.IT_CONTACT', message: 'IT contact', context: 'PlaceAdministratorRole' },
  SAFETY_MANAGER: /*i18n*/ { id: 'placeAdministrator.role.SAFETY_MANAGER', message: 'Health and safety manager', context: 'PlaceAdministratorRole' },
} as const satisfies Record<PlaceAdministratorRole, MessageDescriptor>;

/** The server's refusals of this area (catalog `contracts`), shown under the field they name. */
export const placeAdministratorMessages = {
  /** 400 on `personId`: the person has left the company (ALUMNI). */
  alumni: /*i18n*/ { id: 'api.placeAdministrator.alumni', message: 'This person has left the company and cannot administer a place. Choose another person.' },
  /** 400 on `personId`: no person of the company has this id. */
  personNotFound: /*i18n*/ { id: 'api.placeAdministrator.personNotFound', message: 'This person was not found. Choose another person.' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * One administrator row: the person (`name` in the reader's language, Japanese family name first),
 * the role, when and by whom it was assigned (`addedBy` null: the seed, or a deleted user).
 */
export const placeAdministratorSchema = v.object({
  personId: v.string(),
  role: placeAdministratorRoleSchema,
  person: v.object({ id: v.string(), name: v.string(), avatarUrl: v.nullable(v.string()), email: v.nullable(v.string()), workerNumber: v.nullable(v.string()) }),
  addedAt: v.string(),
  addedBy: v.nullable(v.object({ name: v.string() })),
});
export type PlaceAdministrator = v.InferOutput<typeof placeAdministratorSchema>;

/** Path params of the place's calls: `id` (the place; not a UUID → 404). */
export const placeTabParamsSchema = v.object({ id: v.string() });
/** Path params of one administrator: the place `id` and the `personId` (either not a UUID → 404). */
export const placeAdministratorParamsSchema = v.object({ id: v.string(), personId: v.string() });

/** Body of `PUT /v2/places/{id}/administrators/{personId}`: the `role` to give (a bad one → 400 on `role`). */
export const putPlaceAdministratorBodySchema = v.strictObject({ role: placeAdministratorRoleSchema }, messages.invalid.id);
export type PutPlaceAdministratorBody = v.InferOutput<typeof putPlaceAdministratorBodySchema>;

/**
 * The "add administrator" dialog's values: the person (required; the `personId` path param) and the
 * role (required). The dialog sends `{ role }` to `PUT …/administrators/{personId}`.
 */
export const addPlaceAdministratorFormSchema = v.object({
  personId: v.pipe(v.nullable(v.string()), v.string(messages.required.id), v.nonEmpty(messages.required.id)),
  role: v.pipe(v.nullable(v.string()), v.picklist(placeAdministratorRoleValues, messages.required.id)),
});
export type AddPlaceAdministratorFormInput = v.InferInput<typeof addPlaceAdministratorFormSchema>;

/** Query of `DELETE /v2/places/{id}/administrators/{personId}`: the `role` to take away (required; bad → 400 on `role`). */
export const deletePlaceAdministratorQuerySchema = v.strictObject({ role: placeAdministratorRoleSchema }, messages.invalid.id);

/**
 * `GET /v2/places/{id}/administrators` → `{ items }`: every administrator of the place, by role
 * (the order of `placeAdministratorRoleValues`), then worker number. 404: not the company's place.
 */
export const listPlaceAdministratorsEndpoint = endpoint({
  method: 'GET', path: '/v2/places/{id}/administrators', summary: 'The administrators of a place', access: 'operator', product: 'GA',
  params: placeTabParamsSchema, responses: { 200: v.object({ items: v.array(placeAdministratorSchema) }), ...errorResponses(401, 403, 404) },
});

/**
 * `PUT /v2/places/{id}/administrators/{personId}` `{ role }` → 200 the row. Idempotent: giving a
 * role the person already holds answers the existing row (no audit entry). 400 on `role` for a bad
 * role, on `personId` for an alumni person (`placeAdministratorMessages.alumni`); 404: the place, or
 * the person id is not a UUID. A person id of no person of the company → 400 on `personId`.
 * Audited (`PLACE`, resource id = the place: the place's history shows who administers it).
 */
export const putPlaceAdministratorEndpoint = endpoint({
  method: 'PUT', path: '/v2/places/{id}/administrators/{personId}', summary: 'Make a person an administrator of a place', access: 'operator', product: 'GA',
  params: placeAdministratorParamsSchema, body: putPlaceAdministratorBodySchema, responses: { 200: placeAdministratorSchema, ...errorResponses(400, 401, 403, 404) },
});

/**
 * `DELETE /v2/places/{id}/administrators/{personId}?role=…` → 204: the person no longer holds that
 * role at the place. 404: the place, or the person does not hold the role; 400 on `role`. Audited.
 */
export const deletePlaceAdministratorEndpoint = endpoint({
  method: 'DELETE', path: '/v2/places/{id}/administrators/{personId}', summary: 'Remove a role from a place administrator', access: 'operator', product: 'GA',
  params: placeAdministratorParamsSchema, query: deletePlaceAdministratorQuerySchema, responses: { 204: null, ...errorResponses(400, 401, 403, 404) },
});

/* ------------------------------------------------------------ labor-core instances */

/** Sort columns of the labor-core tab: start (default, newest first) or anchor date. */
export const placeLaborInstanceSortColumnValues = ['startedAt', 'anchorDate'] as const;
const laborInstancesSearch = listSchemas({
  sortColumns: placeLaborInstanceSortColumnValues,
  sortColumn: 'startedAt',
  sortOrder: 'desc',
  filters: {
    status: v.optional(v.picklist(operationInstanceStatusFilterValues, messages.picklist.id), 'IN_PROGRESS'),
  },
});
/**
 * Query of `GET /v2/places/{id}/labor-core-instances`: `status` IN_PROGRESS (default) | COMPLETED |
 * ABORTED | ALL, `freeText` (the subject's name or worker number), paging (`pageIndex` 0, `pageSize`
 * 100, at most 1000), `sortColumn` startedAt | anchorDate, `sortOrder` (desc). Bad values → 400.
 */
export const placeLaborInstancesQuerySchema = laborInstancesSearch.query;
export type PlaceLaborInstancesQuery = v.InferOutput<typeof placeLaborInstancesQuerySchema>;
/** The tab's URL search (`?status=COMPLETED&pageIndex=1`): an invalid value falls back to its default. */
export const placeLaborInstancesSearchSchema = laborInstancesSearch.search;
export type PlaceLaborInstancesSearch = v.InferOutput<typeof placeLaborInstancesSearchSchema>;

/**
 * One LABOR instance of a person of the place: package and pattern (ids and names in the reader's
 * language), the subject person, the anchor date (YYYY-MM-DD), status, the open step (null unless in
 * progress) and the start (ISO date-time). Its page: `operationInstancePath('LABOR', row)`.
 */
export const placeLaborInstanceRowSchema = v.object({
  id: v.string(),
  packageId: v.string(),
  packageName: v.string(),
  patternId: v.string(),
  patternName: v.string(),
  subject: v.object({ id: idSchema, name: v.string(), avatarUrl: v.nullable(v.string()) }),
  anchorDate: v.string(),
  status: operationInstanceStatusSchema,
  currentStep: v.nullable(v.object({ index: v.number(), name: v.string() })),
  startedAt: v.string(),
});
export type PlaceLaborInstanceRow = v.InferOutput<typeof placeLaborInstanceRowSchema>;

/**
 * `GET /v2/places/{id}/labor-core-instances` → `{ items, count }`: one page of the LABOR core's
 * instances whose subject person's place is the place (`count`: every row the filters match). GA
 * only — the place's screen (docs/places.md: HR staff read the same instances under `/labor-core`).
 * 404: not the company's place (or not a UUID); 400: a bad query value.
 */
export const listPlaceLaborInstancesEndpoint = endpoint({
  method: 'GET', path: '/v2/places/{id}/labor-core-instances', summary: 'The labor core instances of the people of a place', access: 'operator', product: 'GA',
  params: placeTabParamsSchema, query: placeLaborInstancesQuerySchema,
  responses: { 200: v.object({ items: v.array(placeLaborInstanceRowSchema), count: v.pipe(v.number(), v.integer(), v.minValue(0)) }), ...errorResponses(400, 401, 403, 404) },
});

/** Every call of this area (the server registers them; `apiEndpoints['place-tabs']`). */
export const placeTabEndpoints = [listPlaceLaborInstancesEndpoint, listPlaceAdministratorsEndpoint, putPlaceAdministratorEndpoint, deletePlaceAdministratorEndpoint] as const;
