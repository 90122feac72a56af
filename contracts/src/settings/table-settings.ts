import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';

/**
 * A user's column settings of one list (which columns show, in which order), kept on the server so
 * they follow the user to another browser, as antd Pro lists' column settings do. `tableId` names
 * the list (`networks`, …): lower-case letters, digits and `-`, at most 64 characters.
 */

/** One column: its `key` (the list's column key) and whether it shows. Order is the array's order. */
export const tableColumnSettingSchema = v.object({
  key: v.pipe(v.string(), v.nonEmpty(messages.required.id), v.maxLength(64, messages.maxLength.id)),
  visible: v.boolean(),
});
export type TableColumnSetting = v.InferOutput<typeof tableColumnSettingSchema>;

/** The settings of one list: `columns` in display order (at most 100). An empty array means "the list's defaults". */
/**
 * Row height of a list (issue 9 "The shell"): `default` (antd's middle size, about 9 rows on a
 * laptop screen) or `compact` (antd's small size, 20 and more rows, as Japanese back offices are
 * used to).
 */
export const tableDensityValues = ['default', 'compact'] as const;
export const tableDensitySchema = v.picklist(tableDensityValues, messages.picklist.id);
export type TableDensity = v.InferOutput<typeof tableDensitySchema>;

// more than 100 columns reads "not valid" (the generic "at most N characters" would be wrong for a list)
export const tableSettingsSchema = v.object({
  columns: v.pipe(v.array(tableColumnSettingSchema), v.maxLength(100, messages.invalid.id)),
  /** Absent in a saved setting of before the density existed: `default`. */
  density: v.optional(tableDensitySchema, 'default'),
});
export type TableSettings = v.InferOutput<typeof tableSettingsSchema>;
/** What `PUT /v2/table-settings/{tableId}` takes: the density may be left out (`default`). */
export type TableSettingsInput = v.InferInput<typeof tableSettingsSchema>;

const tableIdParams = v.object({ tableId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, messages.invalid.id)) });

/** `GET /v2/table-settings/{tableId}` — the signed-in user's settings of that list (`{ columns: [] }` when never saved). */
export const getTableSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/v2/table-settings/{tableId}',
  summary: 'Column settings of a list',
  access: 'session',
  params: tableIdParams,
  responses: { 200: tableSettingsSchema, ...errorResponses(400, 401) },
});

/** `PUT /v2/table-settings/{tableId}` — saves the signed-in user's settings of that list and answers them. */
export const putTableSettingsEndpoint = endpoint({
  method: 'PUT',
  path: '/v2/table-settings/{tableId}',
  summary: 'Save column settings of a list',
  access: 'session',
  params: tableIdParams,
  body: tableSettingsSchema,
  responses: { 200: tableSettingsSchema, ...errorResponses(400, 401) },
});
