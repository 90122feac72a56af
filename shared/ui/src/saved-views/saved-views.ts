import * as v from 'valibot';
import type { ColumnSettings } from '../data-table/use-column-settings';
import { buildListSearchParams, parseListSearch, toSearchValues, type ListSearchSchema } from '../list-search/use-list-search';

/** What opening a saved view on a list gives: the URL search in force, the columns to show, and what the list no longer has. */
export interface OpenedView {
  /** The search params the list shows (parts the list no longer understands left out). */
  params: URLSearchParams;
  /** The visible columns in order (keys the list still has), or null to keep the viewer's own column settings. */
  columns: string[] | null;
  /** The search params' names the list no longer takes (or whose value it no longer accepts). */
  droppedParams: string[];
  /** The column keys the list no longer has. */
  droppedColumns: string[];
}

/**
 * Reads a saved view against the list as it is now (issue 31 §4: "a view that names a column or
 * filter that no longer exists opens with that part dropped and says so"): a search param the
 * list's schema has no entry for, or whose value the entry refuses (it would fall back to its
 * default), is dropped; so is a column key the list no longer has.
 *
 * @param view the saved `search` (URL search without `?`) and `columns` (null: not part of the view)
 * @param schema the list's search schema (`useListSearch`'s)
 * @param knownColumns the list's column keys
 */
export function openSavedView(view: { search: string; columns: readonly string[] | null }, schema: ListSearchSchema, knownColumns: readonly string[]): OpenedView {
  const saved = new URLSearchParams(view.search);
  const parsed = parseListSearch(schema, saved) as Record<string, unknown>;
  const droppedParams: string[] = [];
  for (const key of new Set(saved.keys())) {
    if (!(key in schema.entries)) droppedParams.push(key);
    else if (toSearchValues(parsed[key]).join('\n') !== saved.getAll(key).filter((x) => x !== '').join('\n')) droppedParams.push(key);
  }
  const params = buildListSearchParams(schema, parsed as v.InferOutput<typeof schema>, new URLSearchParams());
  const known = new Set(knownColumns);
  const columns = view.columns ? view.columns.filter((key) => known.has(key)) : null;
  const droppedColumns = view.columns ? view.columns.filter((key) => !known.has(key)) : [];
  return { params, columns, droppedParams, droppedColumns };
}

/**
 * The column settings that show `columns` in that order and hide the list's other columns (those
 * that cannot be hidden stay, after them), as `ColumnSettings.setSettings` takes them.
 */
export function columnSettingsOf(settings: Pick<ColumnSettings, 'orderedColumns' | 'density'>, columns: readonly string[]) {
  const shown = new Set(columns);
  const byKey = new Map(settings.orderedColumns.map((column) => [column.key, column]));
  const first = columns.filter((key) => byKey.has(key)).map((key) => ({ key, visible: true }));
  const rest = settings.orderedColumns.filter((column) => !shown.has(column.key)).map((column) => ({ key: column.key, visible: column.hideable === false }));
  return { columns: [...first, ...rest], density: settings.density };
}
