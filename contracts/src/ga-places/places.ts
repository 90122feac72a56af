import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { freeTextSchema, idSchema, listResponse, queryArray, sortOrderSchema } from '../common/list-query';
import { idParamsSchema, listSchemas, resource, versionSchema } from '../common/resource';
import { csvEndpoints } from '../common/csv-import';

/** Places (000 §2 Places search, §3 Place). */

/** Place statuses (000 §3). */
export const placeStatusValues = [
  'PLANNED', 'ACTIVE', 'TEMPORARILY_CLOSED', 'CLOSED', 'UNDER_CONSTRUCTION', 'UNDER_RENOVATION', 'PLANNED_CLOSURE', 'SUSPENDED',
] as const;
export const placeStatusSchema = v.picklist(placeStatusValues);
export type PlaceStatus = v.InferOutput<typeof placeStatusSchema>;

/**
 * The place's fields, described once (issue 30; docs/fields.md; catalog `contracts`): the places
 * list, the place form, the history tab and the places CSV read these labels, and the status's
 * value labels (営業中, 開設予定, … as the screens say them) are the only ones.
 */
export const placeFields = fields({
  code: { label: /*i18n*/ { id: 'field.place.code', message: 'Place code' }, kind: 'text' },
  status: {
    label: /*i18n*/ { id: 'field.place.status', message: 'Status' },
    kind: 'enum',
    values: {
      PLANNED: /*i18n*/ { id: 'field.place.status.PLANNED', message: 'Planned' },
      ACTIVE: /*i18n*/ { id: 'field.place.status.ACTIVE', message: 'Active' },
      TEMPORARILY_CLOSED: /*i18n*/ { id: 'field.place.status.TEMPORARILY_CLOSED', message: 'Temporarily closed' },
      CLOSED: /*i18n*/ { id: 'field.place.status.CLOSED', message: 'Closed' },
      UNDER_CONSTRUCTION: /*i18n*/ { id: 'field.place.status.UNDER_CONSTRUCTION', message: 'Under construction' },
      UNDER_RENOVATION: /*i18n*/ { id: 'field.place.status.UNDER_RENOVATION', message: 'Under renovation' },
      PLANNED_CLOSURE: /*i18n*/ { id: 'field.place.status.PLANNED_CLOSURE', message: 'Closure planned' },
      SUSPENDED: /*i18n*/ { id: 'field.place.status.SUSPENDED', message: 'Suspended' },
    } satisfies Record<PlaceStatus, MessageDescriptor>,
  },
  nameJa: { label: /*i18n*/ { id: 'field.place.nameJa', message: 'Place name (Japanese)' }, kind: 'text' },
  nameEn: { label: /*i18n*/ { id: 'field.place.nameEn', message: 'Place name (English)' }, kind: 'text' },
  establishedDate: { label: /*i18n*/ { id: 'field.place.establishedDate', message: 'Established date' }, kind: 'date' },
  email: { label: /*i18n*/ { id: 'field.place.email', message: 'E-mail' }, kind: 'text' },
  phoneNumber: { label: /*i18n*/ { id: 'field.place.phoneNumber', message: 'Phone number' }, kind: 'text' },
  website: { label: /*i18n*/ { id: 'field.place.website', message: 'Website' }, kind: 'text' },
  addressJa: { label: /*i18n*/ { id: 'field.place.addressJa', message: 'Address (Japanese)' }, kind: 'text' },
  addressEn: { label: /*i18n*/ { id: 'field.place.addressEn', message: 'Address (English)' }, kind: 'text' },
  businessPlaceTypeId: { label: /*i18n*/ { id: 'field.place.businessPlaceTypeId', message: 'Business place type' }, kind: 'reference', references: 'placeTypes' },
  officeTypeId: { label: /*i18n*/ { id: 'field.place.officeTypeId', message: 'Office type' }, kind: 'reference', references: 'placeTypes' },
  ownershipTypeId: { label: /*i18n*/ { id: 'field.place.ownershipTypeId', message: 'Ownership' }, kind: 'reference', references: 'placeTypes' },
});

/** Area units (000 §3). */
export const placeAreaUnitValues = ['M2', 'KM2', 'HA'] as const;

/** Places list `category` tab (000 §2): ALL (default) or one status. */
export const placeCategoryValues = ['ALL', 'PLANNED', 'ACTIVE', 'TEMPORARILY_CLOSED', 'CLOSED'] as const;
/** Places list `sortColumn` (000 §2): CODE (default) or PLACE (the name). */
export const placeSortColumnValues = ['CODE', 'PLACE'] as const;

const placeFilters = {
  category: v.optional(v.picklist(placeCategoryValues, messages.picklist.id), 'ALL'),
  businessPlaceTypeIdIn: v.optional(queryArray(idSchema), []),
  officeTypeIdIn: v.optional(queryArray(idSchema), []),
  ownershipTypeIdIn: v.optional(queryArray(idSchema), []),
};

/**
 * Query of `GET /v2/places` (000 §2): `category`, `sortColumn`, `sortOrder`, `freeText` (name, code,
 * address, e-mail), the id arrays `businessPlaceTypeIdIn`, `officeTypeIdIn`, `ownershipTypeIdIn`
 * (repeated keys or comma lists), `pageIndex` (0), `pageSize` (100).
 */
const placesSearch = listSchemas({ sortColumns: placeSortColumnValues, sortColumn: 'CODE', filters: placeFilters });
export const placesListQuerySchema = placesSearch.query;
export type PlacesListQuery = v.InferOutput<typeof placesListQuerySchema>;
/** Query of `GET /v2/places-count`. */
export const placesCountQuerySchema = placesSearch.count;
export type PlacesCountQuery = v.InferOutput<typeof placesCountQuerySchema>;
/** URL search of `/places`: invalid values fall back to their defaults. */
export const placesSearchSchema = placesSearch.search;
export type PlacesSearch = v.InferOutput<typeof placesSearchSchema>;

/** A place type reference (business place type, office type or ownership type). */
export const placeTypeRefSchema = v.nullable(v.object({ id: v.string(), name: v.string() }));

/**
 * A place (000 §3): id, name, code, avatarUrl, status, email, phoneNumber, website, address,
 * establishedDate (YYYY-MM-DD) and its three type references. Texts are in the request's language.
 */
export const placeSchema = v.object({
  id: v.string(),
  name: v.string(),
  code: v.string(),
  avatarUrl: v.nullable(v.string()),
  status: placeStatusSchema,
  email: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  website: v.nullable(v.string()),
  address: v.nullable(v.string()),
  establishedDate: v.nullable(v.string()),
  businessPlaceType: placeTypeRefSchema,
  officeType: placeTypeRefSchema,
  ownershipType: placeTypeRefSchema,
});
export type Place = v.InferOutput<typeof placeSchema>;

/** Kinds of place type: the three filters of the places list. */
export const placeTypeKindValues = ['BUSINESS_PLACE', 'OFFICE', 'OWNERSHIP'] as const;
/** A place type option for the filters. */
export const placeTypeSchema = v.object({ id: v.string(), kind: v.picklist(placeTypeKindValues), name: v.string() });
export type PlaceType = v.InferOutput<typeof placeTypeSchema>;

/** `GET /v2/place-types` — every place type of the company, for the list's filters. */
export const listPlaceTypesEndpoint = endpoint({
  method: 'GET',
  path: '/v2/place-types',
  summary: 'Place types (filter options)',
  access: 'operator', product: 'GA',
  responses: { 200: listResponse(placeTypeSchema), ...errorResponses(401, 403) },
});

/* ------------------------------------------------------- one place: /places/add, /places/{id} */

const placeText = (max: number) => v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.maxLength(max, messages.maxLength.id)));
const placeRef = v.nullable(v.pipe(v.string(messages.invalidType.id), v.uuid(messages.uuid.id)));
const placeName = v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(100, messages.maxLength.id));

/** A place code: 1–50 letters, digits, `-`, `_`, `.`; unique in the company (409 / a CSV row error otherwise). */
export const placeCodeSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(50, messages.maxLength.id),
  v.regex(/^[A-Za-z0-9._-]+$/, messages.codeFormat.id),
);

/**
 * Body of `POST /v2/places` (000 §3 Place; `/places/add`) and the add form's values: `code`,
 * `nameJa` (required, ≤ 100), `nameEn` (null → the Japanese name), `status` (default `ACTIVE`),
 * `email`, `phoneNumber` (≤ 30), `website` (http/https URL), `addressJa`, `addressEn` (≤ 200),
 * `establishedDate` (YYYY-MM-DD) and the three place type ids (each of its own kind). Every optional
 * field takes null for none.
 */
export const createPlaceBodySchema = v.object({
  code: placeCodeSchema,
  nameJa: placeName,
  nameEn: v.optional(v.nullable(placeName), null),
  status: v.optional(v.picklist(placeStatusValues, messages.picklist.id), 'ACTIVE'),
  email: v.optional(v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.email(messages.email.id), v.maxLength(254, messages.maxLength.id))), null),
  phoneNumber: v.optional(placeText(30), null),
  website: v.optional(v.nullable(v.pipe(v.string(messages.invalidType.id), v.trim(), v.regex(/^https?:\/\/\S+$/i, messages.url.id), v.maxLength(500, messages.maxLength.id))), null),
  addressJa: v.optional(placeText(200), null),
  addressEn: v.optional(placeText(200), null),
  establishedDate: v.optional(v.nullable(v.pipe(v.string(messages.invalidType.id), v.isoDate(messages.isoDate.id))), null),
  businessPlaceTypeId: v.optional(placeRef, null),
  officeTypeId: v.optional(placeRef, null),
  ownershipTypeId: v.optional(placeRef, null),
});
export type CreatePlaceBody = v.InferOutput<typeof createPlaceBodySchema>;
export type CreatePlaceInput = v.InferInput<typeof createPlaceBodySchema>;

/**
 * Body of `PATCH /v2/places/{id}`: any subset of the create fields (same rules); a field left out
 * keeps its value, `null` clears an optional one. `version` (required; issue 29) is the version the
 * editor read: a stale one answers 409 `CONFLICT` without field errors and changes nothing.
 */
export const updatePlaceBodySchema = v.object({ ...v.partial(createPlaceBodySchema).entries, version: versionSchema });
export type UpdatePlaceBody = v.InferOutput<typeof updatePlaceBodySchema>;
export type UpdatePlaceInput = v.InferInput<typeof updatePlaceBodySchema>;

/**
 * One place (`/places/{id}`): the list row's fields plus both languages of name and address (for
 * the edit form), the type ids, `createdAt` (ISO 8601) and `version`.
 */
export const placeDetailSchema = v.object({
  ...placeSchema.entries,
  nameJa: v.string(),
  nameEn: v.string(),
  addressJa: v.nullable(v.string()),
  addressEn: v.nullable(v.string()),
  businessPlaceTypeId: v.nullable(v.string()),
  officeTypeId: v.nullable(v.string()),
  ownershipTypeId: v.nullable(v.string()),
  createdAt: v.string(),
  /** Optimistic concurrency: send it back with an update (issue 29). */
  version: v.number(),
});
export type PlaceDetail = v.InferOutput<typeof placeDetailSchema>;

/** Path params of the one-place calls: `id` (anything that is not one of the company's place ids is 404). */
export const placeIdParamsSchema = idParamsSchema;

/**
 * The places resource (000 §2 Places, §3 Place; DECISIONS.md "not shown" calls), operator only,
 * product GA:
 * - `list` `GET /v2/places` — one page of places; `count` `GET /v2/places-count` — how many match;
 * - `create` `POST /v2/places` (`/places/add`) — 201 `{ id }`; 400 with field paths; 409 when the code is taken;
 * - `get` `GET /v2/places/{id}` — one place; 404 when it is not the company's;
 * - `update` `PATCH /v2/places/{id}` — changes the fields given; answers the updated place. 404 unknown, 409 code taken or stale `version`.
 */
export const placesResource = resource({
  path: '/v2/places', access: 'operator', product: 'GA', detail: placeDetailSchema,
  list: { summary: 'Places', row: placeSchema, query: placesListQuerySchema, countQuery: placesCountQuerySchema },
  create: { summary: 'Create a place', body: createPlaceBodySchema, conflict: true },
  get: { summary: 'One place' },
  update: { summary: 'Update a place', body: updatePlaceBodySchema },
});
export const {
  list: listPlacesEndpoint,
  count: countPlacesEndpoint,
  create: createPlaceEndpoint,
  get: getPlaceEndpoint,
  update: updatePlaceEndpoint,
} = placesResource.endpoints;

/**
 * Columns of the places CSV (000 §3 Place), in file order. `id` empty = a new place, else the place
 * to update; `code` is unique in the company. `status` takes the value (`ACTIVE`) or its label in
 * either language; the three types take a type's name in either language (of the column's kind).
 * Required: `code`, `nameJa`.
 */
export const placeCsvColumns = [
  'id', 'code', 'nameJa', 'nameEn', 'status', 'email', 'phoneNumber', 'website', 'addressJa', 'addressEn',
  'establishedDate', 'businessPlaceType', 'officeType', 'ownershipType',
] as const;
export type PlaceCsvColumn = (typeof placeCsvColumns)[number];

/**
 * `GET /v2/places-csv` (export: `view` takes the list's filters and sort, `sortColumn` and `sortOrder`) and `POST /v2/places-csv`
 * (dry run or import; issue "CSV import", 000 §2 /places/import-csv). See `csvEndpoints`.
 */
export const placesCsvEndpoints = csvEndpoints({
  product: 'GA',
  module: 'places',
  path: '/v2/places-csv',
  summary: 'Places',
  columns: placeCsvColumns,
  // a `view` takes the list's filters and its sort (issue 31: the file holds what the list shows)
  filters: {
    ...placeFilters,
    freeText: v.optional(freeTextSchema),
    sortColumn: v.optional(v.picklist(placeSortColumnValues, messages.picklist.id), 'CODE'),
    sortOrder: v.optional(sortOrderSchema, 'asc'),
  },
});
