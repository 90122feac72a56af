import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { countQuery, idSchema, listQuery, listResponse, queryArray, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';

/** Places (000 §2 Places search, §3 Place). */

/** Place statuses (000 §3). */
export const placeStatusValues = [
  'PLANNED', 'ACTIVE', 'TEMPORARILY_CLOSED', 'CLOSED', 'UNDER_CONSTRUCTION', 'UNDER_RENOVATION', 'PLANNED_CLOSURE', 'SUSPENDED',
] as const;
export const placeStatusSchema = v.picklist(placeStatusValues);
export type PlaceStatus = v.InferOutput<typeof placeStatusSchema>;

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
export const placesListQuerySchema = listQuery({ sortColumns: placeSortColumnValues, sortColumn: 'CODE', filters: placeFilters });
export type PlacesListQuery = v.InferOutput<typeof placesListQuerySchema>;
/** Query of `GET /v2/places-count`. */
export const placesCountQuerySchema = countQuery(placeFilters);
export type PlacesCountQuery = v.InferOutput<typeof placesCountQuerySchema>;
/** URL search of `/places`: invalid values fall back to their defaults. */
export const placesSearchSchema = searchParamsSchema(placesListQuerySchema);
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

/** `GET /v2/places` — one page of places; `GET /v2/places-count` — how many match. Operator only. */
export const { list: listPlacesEndpoint, count: countPlacesEndpoint } = listEndpoints({
  path: '/v2/places', countPath: '/v2/places-count', summary: 'Places', access: 'operator',
  row: placeSchema, query: placesListQuerySchema, countQuery: placesCountQuerySchema,
});

/** `GET /v2/place-types` — every place type of the company, for the list's filters. */
export const listPlaceTypesEndpoint = endpoint({
  method: 'GET',
  path: '/v2/place-types',
  summary: 'Place types (filter options)',
  access: 'operator',
  responses: { 200: listResponse(placeTypeSchema), ...errorResponses(401, 403) },
});
