import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd';
import BookOutlined from '@ant-design/icons/BookOutlined';
import { Trans } from '@lingui/react/macro';
import type { ColumnSettings } from '../data-table/use-column-settings';
import type { ListSearchSchema } from '../list-search/use-list-search';
import { savedViewFromState, type SavedViewToOpen } from './saved-views-palette';

/** Props of `SavedViewsButton`: the list's column settings (its `tableId` names the list) and its search schema. */
export interface SavedViewsButtonProps {
  settings: ColumnSettings;
  /** The list's search schema, as given to `useListSearch`: what a view's search is read against. */
  schema: ListSearchSchema;
}

/** The menu's module, its own chunk in every app (fetched once; a second call reuses it). */
const loadMenu = () => import('./saved-views-menu');
const SavedViewsMenu = lazy(async () => ({ default: (await loadMenu()).SavedViewsMenu }));

/** The view of list `tableId` a navigation's state hands over (the command palette's), or `null`. */
function handedOverView(state: unknown, tableId: string): SavedViewToOpen | null {
  const view = savedViewFromState(state);
  return view?.tableId === tableId ? view : null;
}

/**
 * A list's saved views (issue 31 §4 "Saved views"; docs/saved-views.md): a "Views" button in the
 * list's header whose popover lists the views the user may open — their own and those shared with a
 * people group they belong to — opens one (its search in the URL, its columns in the column
 * settings; what the list no longer has is left out and a warning names it), deletes one's own and
 * saves the current state under a name. A view chosen in the command palette
 * (`useSavedViewsPaletteGroup`) arrives in the navigation's state and opens the same way.
 *
 * The menu (its popover, the save dialog with antd's Form, Modal, Select and Popconfirm) adds
 * neither code nor calls to a list's first screen (issue 27): a plain button stands in — the pointer
 * or the focus on it fetches the menu's chunk — until it is clicked or the palette hands over a
 * view of this list; the menu then takes its place (open and focused after a click) and reads the
 * views when it opens.
 *
 * @example
 * <SavedViewsButton settings={columnSettings} schema={networksSearchSchema} />
 */
export function SavedViewsButton(props: SavedViewsButtonProps) {
  const { tableId } = props.settings;
  const location = useLocation();
  // kept at once: the list's own search may rewrite the URL (without the state) before the menu loads
  const [handedOver, setHandedOver] = useState(() => handedOverView(location.state, tableId));
  useEffect(() => {
    const view = handedOverView(location.state, tableId);
    if (view) setHandedOver(view);
    // once per navigation (its key), as the menu reads it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  const [clicked, setClicked] = useState(false);
  const prefetch = () => void loadMenu();
  const placeholder = (loading: boolean) => (
    <Button icon={<BookOutlined />} loading={loading} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setClicked(true)}>
      <Trans>Views</Trans>
    </Button>
  );
  if (!clicked && !handedOver) return placeholder(false);
  return (
    <Suspense fallback={placeholder(clicked)}>
      <SavedViewsMenu {...props} openAtOnce={clicked} handedOver={handedOver} />
    </Suspense>
  );
}
