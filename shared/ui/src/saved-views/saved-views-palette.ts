import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { listSavedViewsEndpoint, type SavedView } from '@kanri/contracts';
import { useEndpoint } from '@kanri/runtime';

/**
 * Where each list that offers saved views lives, by its `tableId` (the column settings' list id,
 * which is what a view stores): the palette opens a view on this page. A list that gains a
 * `SavedViewsButton` adds its line here; a view of a list missing here is not offered.
 */
export const savedViewListPaths: Readonly<Record<string, string>> = {
  devices: '/devices/inventory',
  licenses: '/licenses/inventory',
  'software-registry': '/software/registry',
  networks: '/networks',
  'id-managements': '/id-managements',
  contracts: '/contract',
  equipment: '/equipment',
  places: '/places',
  fleets: '/fleets',
  'public-ids': '/public-ids/registry',
  'people-workforce': '/people/workforce',
  'people-alumni': '/people/alumni',
  'attendance-links': '/time-and-attendance/attendance-links',
  'attendance-daily-place': '/time-and-attendance/summary/daily-place',
  'software-alerts-shadow-it-apps': '/software/alerts/shadow-it/apps',
  'software-alerts-no-worker': '/software/alerts/no-worker',
  'software-alerts-violated-assignment': '/software/alerts/violated-assignment',
  'software-alerts-violated-role': '/software/alerts/violated-role',
  'software-alerts-no-user': '/software/alerts/no-user',
  'software-alerts-inactive-user': '/software/alerts/inactive-user',
  'software-alerts-alumni': '/software/alerts/alumni',
  starlinks: '/starlinks',
  'settings-roles': '/settings/permission-and-roles/roles',
  'settings-product-permissions': '/settings/permission-and-roles/product-permissions',
  'settings-people-groups': '/settings/permission-and-roles/people-groups',
  'settings-accounts-staff': '/settings/persons/staff',
  'settings-accounts-individual': '/settings/persons/individual',
  'marketplace-sent-orders': '/marketplace/store/sent-orders',
  'marketplace-sales-orders': '/marketplace/store/sales-orders',
};

/** What a navigation carries to open a view on its list: the parts `openSavedView` reads, and the name for the toast. */
export type SavedViewToOpen = Pick<SavedView, 'tableId' | 'name' | 'search' | 'columns'>;

/** The navigation state's key under which the palette hands a view to its list's `SavedViewsButton`. */
const stateKey = 'kanriSavedView';

/** The navigation state that asks the list's `SavedViewsButton` to open `view` (react-router `navigate(to, { state })`). */
export function savedViewNavigationState(view: SavedViewToOpen): Record<string, SavedViewToOpen> {
  return { [stateKey]: { tableId: view.tableId, name: view.name, search: view.search, columns: view.columns } };
}

/** The view a navigation's state asks to open (`savedViewNavigationState`), or null. */
export function savedViewFromState(state: unknown): SavedViewToOpen | null {
  const view = state && typeof state === 'object' ? (state as Record<string, unknown>)[stateKey] : undefined;
  if (!view || typeof view !== 'object') return null;
  const { tableId, name, search, columns } = view as Record<string, unknown>;
  if (typeof tableId !== 'string' || typeof name !== 'string' || typeof search !== 'string') return null;
  const cols = Array.isArray(columns) && columns.every((c) => typeof c === 'string') ? (columns as string[]) : null;
  return { tableId, name, search, columns: cols };
}

/**
 * `text` folded for matching as the record search folds it (docs/search.md): NFKC (full-width
 * letters and digits, half-width katakana), lower case, katakana as hiragana, no whitespace.
 */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * The views whose name holds every word of `query` (folded: `foldForMatch`), names that start
 * with the first word first, otherwise in the server's order (the viewer's own, then shared, by
 * name). An empty query keeps them all.
 */
export function matchSavedViews<T extends Pick<SavedView, 'name'>>(views: readonly T[], query: string): T[] {
  const words = query.normalize('NFKC').trim().split(/\s+/).filter(Boolean).map(foldForMatch);
  if (words.length === 0) return [...views];
  const matched = views.filter((view) => {
    const name = foldForMatch(view.name);
    return words.every((word) => name.includes(word));
  });
  const starts = (view: T) => (foldForMatch(view.name).startsWith(words[0]!) ? 0 : 1);
  return matched.map((view, i) => ({ view, i })).sort((a, b) => starts(a.view) - starts(b.view) || a.i - b.i).map(({ view }) => view);
}

/** One saved view as a palette choice: where it navigates (the list's path and the view's search) and the state that opens it there. */
export interface SavedViewPaletteOption {
  key: string;
  label: string;
  /** The list's name, and who shares the view (or with whom it is shared). */
  detail: string;
  to: { pathname: string; search: string };
  state: ReturnType<typeof savedViewNavigationState>;
}

/** The palette's group of saved views: its heading, up to `limit` matching views, and whether more match. */
export interface SavedViewsPaletteGroup {
  key: 'saved-views';
  title: string;
  options: SavedViewPaletteOption[];
  more: boolean;
  /** What the palette says under the group when `more`. */
  moreText: string;
}

/** Options of `useSavedViewsPaletteGroup`. */
export interface SavedViewsPaletteOptions {
  /** The palette is open: the views are read then, not with the page (the list loaders preload every call a page makes on render). */
  open: boolean;
  /**
   * The name of the page at `path` when the session may open it, else null: the shell's own
   * judgement (the product of the page's module), so a view of a list of a product the user lacks
   * is neither listed nor asked about.
   */
  pageLabel: (path: string) => string | null;
  /** Views listed at most (default 5). */
  limit?: number;
}

/**
 * The command palette's "Saved views" group (issue 31 §4: a view is found "in the list's view menu
 * and in the palette"): the signed-in user's views — their own and those shared with a people
 * group they belong to (`GET /v2/saved-views`, every list, read once when the palette first opens)
 * — of the lists they may open, matched by name against `query`. Choosing one navigates to its
 * list with the view's search and `state`; the list's `SavedViewsButton` then opens it with
 * `openSavedView` (what the list no longer has is dropped and named). Nothing is asked while the
 * palette is closed or when the session may open none of the lists.
 */
export function useSavedViewsPaletteGroup(query: string, { open, pageLabel, limit = 5 }: SavedViewsPaletteOptions): SavedViewsPaletteGroup {
  const { t } = useLingui();
  const lists = useMemo(
    () => new Map(Object.entries(savedViewListPaths).flatMap(([tableId, path]) => {
      const label = pageLabel(path);
      return label === null ? [] : [[tableId, { path, label }] as const];
    })),
    [pageLabel],
  );
  const views = useEndpoint(listSavedViewsEndpoint, open && lists.size > 0 ? { query: {} } : null, { revalidateOnFocus: false });
  const items = views.data?.items;
  return useMemo(() => {
    const openable = (items ?? []).filter((view) => lists.has(view.tableId));
    const matched = matchSavedViews(openable, query);
    const options = matched.slice(0, limit).map((view): SavedViewPaletteOption => {
      const list = lists.get(view.tableId)!;
      const sharing = view.isMine ? (view.peopleGroup ? t`Shared with ${view.peopleGroup.name}` : '') : t`Shared by ${view.owner}`;
      return {
        key: `saved-view:${view.id}`,
        label: view.name,
        detail: sharing ? `${list.label} · ${sharing}` : list.label,
        to: { pathname: list.path, search: view.search ? `?${view.search}` : '' },
        state: savedViewNavigationState(view),
      };
    });
    return { key: 'saved-views', title: t`Saved views`, options, more: matched.length > limit, moreText: t`More views match: type more to narrow the list.` };
  }, [items, lists, query, limit, t]);
}
