import * as v from 'valibot';
import { endpoint, anyProduct, type Product } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { queryInteger } from '../common/list-query';

/**
 * Record search of the command palette (issue 31 §1 "Record search in the palette"; docs/search.md).
 * One call finds, beside the palette's pages, the records the caller may read: people, devices,
 * licenses, software, app integrations, ID-management accounts (group IDs), places, equipment and
 * contracts. Each group is searched only when the session's roles grant its product
 * (`searchGroupProducts`); a group the caller lacks is neither searched nor counted.
 */

/** The record groups of a search, in the order the palette shows them. */
export const searchGroupValues = [
  'people',
  'devices',
  'licenses',
  'software',
  'appIntegrations',
  'groupIds',
  'places',
  'equipment',
  'contracts',
] as const;
/** A record group: `people`, `devices`, … (`searchGroupValues`). */
export const searchGroupSchema = v.picklist(searchGroupValues, messages.picklist.id);
export type SearchGroup = v.InferOutput<typeof searchGroupSchema>;

/**
 * The product a group's records belong to (issue 9's products): people HR; devices, licenses,
 * software, app integrations and group IDs IT; places and equipment GA; contracts LEGAL. The server
 * searches a group only for a session holding its product.
 */
export const searchGroupProducts: Readonly<Record<SearchGroup, Product>> = {
  people: 'HR',
  devices: 'IT',
  licenses: 'IT',
  software: 'IT',
  appIntegrations: 'IT',
  groupIds: 'IT',
  places: 'GA',
  equipment: 'GA',
  contracts: 'LEGAL',
};

/** The longest query, in characters (after trimming). */
export const searchQueryMaxLength = 100;
/** Records per group at most (`limit`'s maximum) and by default. */
export const searchLimitMax = 20;
export const searchLimitDefault = 5;

/**
 * `q`: 1–100 characters once trimmed, not only spaces. Matching is case-, width- and
 * kana-insensitive (NFKC, katakana as hiragana) and a romaji word also matches kana readings
 * ("sato" finds さとう); each space-separated word must match (docs/search.md).
 */
export const searchQueryTextSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(searchQueryMaxLength, messages.maxLength.id),
);

/**
 * Query of `GET /v2/search`: `q` (see `searchQueryTextSchema`) and `limit`, records per group (1–20,
 * default 5). An unknown key is a 400 like any other bad value, with its field path.
 */
export const searchQuerySchema = v.strictObject(
  {
    q: searchQueryTextSchema,
    limit: v.optional(queryInteger({ min: 1, max: searchLimitMax }), searchLimitDefault),
  },
  messages.invalid.id,
);
export type SearchQuery = v.InferInput<typeof searchQuerySchema>;

/**
 * One record found: `id`, `title` (the record's name in the request's language: a person's kanji
 * name in ja-JP, romaji in en-US), `subtitle` (what else identifies it: a person's kana reading and
 * employee number, a device's serial and asset tag, …; empty when nothing), and `path`, the site
 * path of the record's page (`/person/{id}`, `/profile/device/{id}`, …).
 */
export const searchHitSchema = v.object({
  id: v.string(),
  title: v.string(),
  subtitle: v.string(),
  path: v.string(),
});
export type SearchHit = v.InferOutput<typeof searchHitSchema>;

/**
 * One group of results: its `group`, the `items` (at most `limit`, best first: a key that starts
 * with the query before one that contains it, then the shorter name) and `more`, true when the
 * group has further matches than it lists.
 */
export const searchResultGroupSchema = v.object({
  group: searchGroupSchema,
  items: v.array(searchHitSchema),
  more: v.boolean(),
});
export type SearchResultGroup = v.InferOutput<typeof searchResultGroupSchema>;

/**
 * Answer of `GET /v2/search`: the groups that found something, in `searchGroupValues` order, and
 * `searched`, every group searched for this caller (those of the products the session holds).
 */
export const searchResultSchema = v.object({
  groups: v.array(searchResultGroupSchema),
  searched: v.array(searchGroupSchema),
});
export type SearchResult = v.InferOutput<typeof searchResultSchema>;

/**
 * `GET /v2/search?q=&limit=` (issue 31 §1): the records of the caller's company matching `q`, per
 * group, only in groups whose product the session holds (any product lets the caller in; a caller
 * with none of the groups' products gets empty groups). 400 `VALIDATION_ERROR` with field paths
 * (`q`, `limit`) for an empty, blank or too long `q` or a bad `limit`.
 */
export const searchRecordsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/search',
  summary: 'Search records across modules',
  access: 'operator',
  product: anyProduct,
  query: searchQuerySchema,
  responses: { 200: searchResultSchema, ...errorResponses(400, 401, 403) },
});

/** The search endpoints, for the API's registration and the OpenAPI document. */
export const searchEndpoints = [searchRecordsEndpoint] as const;
