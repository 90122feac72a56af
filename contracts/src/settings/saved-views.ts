import * as v from 'valibot';
import { anyProduct, endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';
import { idSchema } from '../common/list-query';
import { versionSchema } from '../common/resource';

/**
 * Saved views (issue 31 §4 "Saved views"): a user names a list's state — its URL search (filters,
 * sort, page size) and its visible columns in order — finds it again in the list's view menu, and
 * may share it with a people group, whose members then see it too (read-only: only the owner
 * renames, re-shares or deletes it). `tableId` names the list as the column settings do
 * (`devices`, `people`, …). A view only stores what the list's URL says: opening it shows the
 * records the server lets the viewer see, never more.
 */

/** The list a view belongs to: the column settings' `tableId` (lower-case letters, digits, `-`). */
export const savedViewTableIdSchema = v.pipe(v.string(messages.required.id), v.regex(/^[a-z0-9-]{1,64}$/, messages.invalid.id));

/** A view's name: 1–80 characters, trimmed. */
export const savedViewNameSchema = v.pipe(v.string(messages.required.id), v.trim(), v.nonEmpty(messages.required.id), v.maxLength(80, messages.maxLength.id));

/** The list's URL search without `?` (`status=IN_USE&sortColumn=NAME`): at most 2,000 characters. */
export const savedViewSearchSchema = v.pipe(v.string(messages.invalidType.id), v.maxLength(2000, messages.maxLength.id));

/** The visible columns in display order (the list's column keys), or null to keep the viewer's own column settings. */
export const savedViewColumnsSchema = v.nullable(v.pipe(v.array(v.pipe(v.string(), v.nonEmpty(messages.required.id), v.maxLength(64, messages.maxLength.id))), v.maxLength(100, messages.invalid.id)));

/**
 * One saved view as the viewer sees it: `isMine` (the viewer owns it and may change it), `owner`
 * (the owner's display name, in the request's language), `peopleGroup` it is shared with (null:
 * the owner's alone), `version` for optimistic updates.
 */
export const savedViewSchema = v.object({
  id: v.string(),
  tableId: v.string(),
  name: v.string(),
  search: v.string(),
  columns: v.nullable(v.array(v.string())),
  isMine: v.boolean(),
  owner: v.string(),
  peopleGroup: v.nullable(v.object({ id: v.string(), name: v.string() })),
  version: v.number(),
  updatedAt: v.string(),
});
export type SavedView = v.InferOutput<typeof savedViewSchema>;

/** `GET /v2/saved-views` answer: the viewer's own views, then those shared with a group holding the viewer, each by name. */
export const savedViewListSchema = v.object({ items: v.array(savedViewSchema) });
export type SavedViewList = v.InferOutput<typeof savedViewListSchema>;

/** `GET /v2/saved-views?tableId=` — one list's views; without `tableId` every list's (for the palette). */
export const savedViewsQuerySchema = v.object({ tableId: v.optional(savedViewTableIdSchema) });

/** `POST /v2/saved-views` body: a new view of the viewer's. */
export const createSavedViewBodySchema = v.object({
  tableId: savedViewTableIdSchema,
  name: savedViewNameSchema,
  search: savedViewSearchSchema,
  columns: v.optional(savedViewColumnsSchema, null),
  peopleGroupId: v.optional(v.nullable(idSchema), null),
});
export type CreateSavedViewBody = v.InferInput<typeof createSavedViewBodySchema>;

/** `PATCH /v2/saved-views/{id}` body: what changes, with the version read (409 when it moved on). */
export const updateSavedViewBodySchema = v.object({
  name: v.optional(savedViewNameSchema),
  search: v.optional(savedViewSearchSchema),
  columns: v.optional(savedViewColumnsSchema),
  peopleGroupId: v.optional(v.nullable(idSchema)),
  version: versionSchema,
});
export type UpdateSavedViewBody = v.InferInput<typeof updateSavedViewBodySchema>;

const idParams = v.object({ id: idSchema });

/** `GET /v2/saved-views` — the views the viewer may open (own and shared), by list. Any staff product. */
export const listSavedViewsEndpoint = endpoint({
  method: 'GET', path: '/v2/saved-views', summary: 'Saved views of a list', access: 'operator', product: anyProduct,
  query: savedViewsQuerySchema, responses: { 200: savedViewListSchema, ...errorResponses(400, 401, 403) },
});

/** `POST /v2/saved-views` — saves the list's current state under a name (400 `name` when the viewer already has a view of that name on that list). */
export const createSavedViewEndpoint = endpoint({
  method: 'POST', path: '/v2/saved-views', summary: 'Save a view', access: 'operator', product: anyProduct,
  body: createSavedViewBodySchema, responses: { 201: savedViewSchema, ...errorResponses(400, 401, 403) },
});

/** `PATCH /v2/saved-views/{id}` — renames, re-shares or overwrites one of the viewer's views (404 for another's). */
export const updateSavedViewEndpoint = endpoint({
  method: 'PATCH', path: '/v2/saved-views/{id}', summary: 'Change a saved view', access: 'operator', product: anyProduct,
  params: idParams, body: updateSavedViewBodySchema, responses: { 200: savedViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

/** `DELETE /v2/saved-views/{id}` — deletes one of the viewer's views (404 for another's). */
export const deleteSavedViewEndpoint = endpoint({
  method: 'DELETE', path: '/v2/saved-views/{id}', summary: 'Delete a saved view', access: 'operator', product: anyProduct,
  params: idParams, responses: { 204: null, ...errorResponses(400, 401, 403, 404) },
});

/** `GET /v2/saved-view-groups` answer: the company's people groups a view may be shared with, by name. */
export const savedViewGroupListSchema = v.object({ items: v.array(v.object({ id: v.string(), name: v.string() })) });
export type SavedViewGroupList = v.InferOutput<typeof savedViewGroupListSchema>;

/** `GET /v2/saved-view-groups` — the people groups of the viewer's company, for the "share with" picker. Any staff product. */
export const listSavedViewGroupsEndpoint = endpoint({
  method: 'GET', path: '/v2/saved-view-groups', summary: 'People groups a view may be shared with', access: 'operator', product: anyProduct,
  responses: { 200: savedViewGroupListSchema, ...errorResponses(401, 403) },
});
