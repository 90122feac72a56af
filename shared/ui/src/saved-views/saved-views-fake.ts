import type { SavedView, TableSettings } from '@kanri/contracts';
import type { FakeApiCall } from '../record/fake-api';

/**
 * A list's saved views and column settings as a page test's fake API answers them (issue 31 §4;
 * pass as `fakeFeatureApi`'s `answer`): `GET /v2/table-settings/{tableId}` answers `settings`
 * (default: none saved), `GET /v2/saved-views` the `views`, `GET /v2/saved-view-groups` no group,
 * and `POST /v2/saved-views` the posted body as a new view of the caller. Other calls are left to
 * the feature's fake (`undefined`). Test code only.
 */
export function savedViewsFakeAnswer(views: readonly SavedView[], settings: Pick<TableSettings, 'columns'> = { columns: [] }) {
  return (call: FakeApiCall): unknown => {
    const key = `${call.method} ${call.path}`;
    if (key === 'GET /v2/table-settings/{tableId}') return settings;
    if (key === 'GET /v2/saved-views') return { items: views };
    if (key === 'GET /v2/saved-view-groups') return { items: [] };
    if (key === 'POST /v2/saved-views') return { ...views[0], ...(call.body as object), id: 'v-new', isMine: true, peopleGroup: null };
    return undefined;
  };
}

/** A saved view of the viewer's own, named `name`, of list `tableId`, with `search` and `columns` (test code). */
export function savedViewFake(view: Pick<SavedView, 'tableId' | 'name' | 'search' | 'columns'>): SavedView {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a test's owner name
  return { id: 'v-1', isMine: true, owner: 'Taro Yamada', peopleGroup: null, version: 1, updatedAt: '2026-11-29T00:00:00.000Z', ...view };
}

/** The keys of the shown columns, in order, of a `PUT /v2/table-settings/{tableId}` body (test code). */
export const visibleColumnKeys = (body: unknown) => (body as TableSettings).columns.filter((column) => column.visible).map((column) => column.key);

/** The titles of the table's header cells that have one, in order (the selection column has none; test code). */
export const tableHeaderTitles = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent ?? '').filter(Boolean);
