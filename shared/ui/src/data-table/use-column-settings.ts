import { useCallback, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getTableSettingsEndpoint, putTableSettingsEndpoint, type TableDensity, type TableSettings, type TableSettingsInput } from '@kanri/contracts';
import { apiFetch, useEndpoint, useToast } from '@kanri/runtime';

/** A column as the column settings know it. */
export interface ColumnSettingsColumn {
  /** The column's key (antd column `key`); what the settings save. */
  key: string;
  /** The column's heading, shown in the settings popover. */
  title: ReactNode;
  /** Plain-text name of the column for assistive technology when `title` is not a string. */
  label?: string;
  /** `false` for a column that always shows (e.g. the name); default `true`. */
  hideable?: boolean;
}

/** A column in the order in force, with whether it shows. */
export interface OrderedColumn extends ColumnSettingsColumn {
  visible: boolean;
}

/** What `useColumnSettings` returns (also what `ColumnSettingsButton` and `DataTable`'s `columnSettings` take). */
export interface ColumnSettings {
  /** The list's id (`networks`, …). */
  tableId: string;
  /** Every column in the order in force, with its visibility. */
  orderedColumns: OrderedColumn[];
  /** The keys of the shown columns, in order. */
  visibleKeys: string[];
  /** The settings in force (every known column, in order), as `PUT /v2/table-settings/{tableId}` takes them. */
  settings: TableSettings;
  /** Applies `settings` at once and saves them; on failure shows an error toast and goes back. */
  setSettings: (settings: TableSettingsInput) => Promise<void>;
  /** Back to the list's own columns and order (saves `{ columns: [] }`; the density stays). */
  reset: () => Promise<void>;
  /** Row height in force (`compact`: antd's small rows, 20+ rows a screen), kept with the columns. */
  density: TableDensity;
  /** Applies and saves a density (optimistic, like `setSettings`). */
  setDensity: (density: TableDensity) => Promise<void>;
  /** True while the saved settings load (the defaults show meanwhile). */
  isLoading: boolean;
}

/**
 * The settings in force for `columns` given the saved ones: saved keys in their saved order (keys
 * the list no longer has are ignored), then columns the saved settings do not know, visible, in the
 * list's order; a column that is not `hideable` always shows.
 */
export function resolveColumnSettings(columns: readonly ColumnSettingsColumn[], saved: Pick<TableSettings, 'columns'> | undefined): OrderedColumn[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const out: OrderedColumn[] = [];
  const placed = new Set<string>();
  for (const setting of saved?.columns ?? []) {
    const column = byKey.get(setting.key);
    if (!column || placed.has(setting.key)) continue;
    placed.add(setting.key);
    out.push({ ...column, visible: setting.visible || column.hideable === false });
  }
  for (const column of columns) if (!placed.has(column.key)) out.push({ ...column, visible: true });
  return out;
}

/**
 * A user's column settings of one list (which columns show, in which order), kept on the server by
 * `GET`/`PUT /v2/table-settings/{tableId}` so they follow the user. `setSettings` updates the SWR
 * cache at once (optimistic) and rolls back with an error toast when the save fails; a failed load
 * leaves the list's defaults. Pass the result to `ColumnSettingsButton` and `DataTable`'s
 * `columnSettings`.
 */
export function useColumnSettings(tableId: string, columns: readonly ColumnSettingsColumn[]): ColumnSettings {
  const { t } = useLingui();
  const toast = useToast();
  const input = useMemo(() => ({ params: { tableId } }), [tableId]);
  const saved = useEndpoint(getTableSettingsEndpoint, input, { revalidateOnFocus: false });
  const { mutate } = saved;

  const orderedColumns = useMemo(() => resolveColumnSettings(columns, saved.data), [columns, saved.data]);
  const visibleKeys = useMemo(() => orderedColumns.filter((column) => column.visible).map((column) => column.key), [orderedColumns]);
  const density: TableDensity = saved.data?.density ?? 'default';
  const settings = useMemo<TableSettings>(() => ({ columns: orderedColumns.map((column) => ({ key: column.key, visible: column.visible })), density }), [orderedColumns, density]);

  const save = useCallback(
    async (input: TableSettingsInput) => {
      const next: TableSettings = { columns: input.columns, density: input.density ?? 'default' };
      try {
        await mutate(apiFetch(putTableSettingsEndpoint, { params: { tableId }, body: next }), {
          optimisticData: next,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
      } catch {
        toast.error(t`The column settings could not be saved.`);
      }
    },
    [mutate, tableId, toast, t],
  );
  const reset = useCallback(() => save({ columns: [], density }), [save, density]);
  const setDensity = useCallback((next: TableDensity) => save({ ...settings, density: next }), [save, settings]);

  return { tableId, orderedColumns, visibleKeys, settings, setSettings: save, reset, density, setDensity, isLoading: saved.isLoading };
}

/**
 * The column settings of one list page, from the antd columns the page renders (docs/modules.md §6,
 * docs/saved-views.md): the three steps every list repeated — derive the settings' columns with
 * `toSettingsColumns(columns, { fixed })`, keep them as long as `columns` and `fixed` are the same,
 * and read the user's settings with `useColumnSettings(tableId, …)` — in one call.
 *
 * - `tableId`: the list's id (`networks`, `people-workforce`, `software-alerts-<page>` …; the
 *   contract's `tableId`, lower-case letters, digits and `-`).
 * - `columns`: the list's antd columns; a column's `key` is what the settings save (a column without
 *   `key` always shows and keeps its place), its string `title` what the settings panel lists.
 * - `options.fixed`: the keys of the columns that always show (not hideable; the name column).
 *   Compared by content, so an inline array (`{ fixed: ['NAME'] }`) does not make new settings on
 *   every render.
 *
 * Persists what `useColumnSettings` does and where, unchanged: per user on the server,
 * `GET`/`PUT /v2/table-settings/{tableId}` with `{ columns: { key, visible }[] in order, density }`
 * (`columns: []` = the list's defaults, after "Reset to default"), so saved settings and saved views
 * (issue 31 §4) keep working. Returns `ColumnSettings`: pass it to `ColumnSettingsButton`,
 * `SavedViewsButton` and the table's `columnSettings` (where `DataTable` leaves the hidden columns out
 * and orders the others), and its `visibleKeys` to an export's `columns`.
 */
export function useListColumnSettings(tableId: string, columns: readonly { key?: unknown; title?: unknown }[], options: { fixed?: readonly string[] } = {}): ColumnSettings {
  const fixedKey = JSON.stringify(options.fixed ?? []);
  const settingsColumns = useMemo(() => toSettingsColumns(columns, { fixed: JSON.parse(fixedKey) as string[] }), [columns, fixedKey]);
  return useColumnSettings(tableId, settingsColumns);
}

/**
 * Applies column settings to a table's columns: the managed columns (those `settings` knows by key)
 * that are visible, in the settings' order, take the managed columns' places; columns the settings
 * do not know (a selection or actions column, a column without `key`) keep their places.
 */
export function applyColumnSettings<Column extends { key?: unknown }>(columns: readonly Column[], settings: Pick<ColumnSettings, 'orderedColumns' | 'visibleKeys'>): Column[] {
  const managed = new Set(settings.orderedColumns.map((column) => column.key));
  const byKey = new Map<string, Column>();
  for (const column of columns) if (column.key !== undefined && managed.has(String(column.key))) byKey.set(String(column.key), column);
  const queue = settings.visibleKeys.map((key) => byKey.get(key)).filter((column): column is Column => column !== undefined);
  const out: Column[] = [];
  for (const column of columns) {
    if (column.key === undefined || !managed.has(String(column.key))) out.push(column);
    else {
      const next = queue.shift();
      if (next) out.push(next);
    }
  }
  return out;
}

/**
 * The column settings' view of antd columns: every column with a `key` (the settings' key) and its
 * `title`; keys in `fixed` are not hideable. Columns without a key are left out (they always show).
 */
export function toSettingsColumns(columns: readonly { key?: unknown; title?: unknown }[], options: { fixed?: readonly string[] } = {}): ColumnSettingsColumn[] {
  const fixed = new Set(options.fixed ?? []);
  return columns
    .filter((column) => column.key !== undefined && column.key !== null)
    .map((column) => {
      const key = String(column.key);
      const title = typeof column.title === 'function' ? key : (column.title as ReactNode);
      return { key, title, hideable: !fixed.has(key) };
    });
}
