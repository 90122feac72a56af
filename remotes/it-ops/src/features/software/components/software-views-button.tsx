import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import BookOutlined from '@ant-design/icons/BookOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { savedViewFromState, type SavedViewsButtonProps } from '@kanri/ui';

/** The kit's module with `SavedViewsButton`, as its own chunk (fetched once; a second call reuses it). */
const loadMenu = () => import(/* webpackExports: ["SavedViewsButton"] */ '@kanri/ui');

/**
 * Props of the loaded menu: the kit's props, whether to open it (the placeholder was clicked: the
 * focus moves to the menu's button, the placeholder is gone) and a palette's navigation state to keep.
 */
interface LoadedProps extends SavedViewsButtonProps {
  openAtOnce: boolean;
  handedOver: unknown;
}

/**
 * The kit's `SavedViewsButton`, loaded on demand. Mounted, it opens its menu when the placeholder
 * was clicked, and puts back the command palette's navigation state if the list rewrote the URL
 * while it loaded (the rewrite carries no state), so a handed-over view still opens.
 */
const LoadedSavedViewsButton = lazy(async () => {
  const { SavedViewsButton } = await loadMenu();
  function Loaded({ openAtOnce, handedOver, ...props }: LoadedProps) {
    const box = useRef<HTMLSpanElement>(null);
    const location = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      if (handedOver && !savedViewFromState(location.state)) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: handedOver });
      // once, when the menu's code is there
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    useEffect(() => {
      const button = box.current?.querySelector('button');
      if (!openAtOnce || !button) return;
      button.focus();
      button.click();
    }, [openAtOnce]);
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <SavedViewsButton {...props} />
      </span>
    );
  }
  return { default: Loaded };
});

/**
 * The software registry's Views menu (issue 31 §4, docs/saved-views.md). The registry is the first
 * screen after sign-in, whose bytes issue 27 measures, so the menu adds neither code nor calls to
 * its first render: a plain "Views" button stands in (the pointer or the focus on it fetches the
 * menu's code) until it is clicked; the kit's `SavedViewsButton` then takes its place and opens its
 * menu, which reads the views. A view handed over by the command palette (the navigation's state)
 * loads it at once and opens as on every list.
 *
 * @example <SoftwareViewsButton settings={columnSettings} schema={softwareSearchSchema} />
 */
export function SoftwareViewsButton(props: SavedViewsButtonProps) {
  const location = useLocation();
  // the palette's state as the navigation brought it (the list may rewrite the URL before the menu loads)
  const [handedOver, setHandedOver] = useState<unknown>(() => (savedViewFromState(location.state) ? location.state : null));
  useEffect(() => {
    if (savedViewFromState(location.state)) setHandedOver(location.state);
    // once per navigation (its key), as the kit's button reads it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  const [clicked, setClicked] = useState(false);
  // the pointer or the focus on the button fetches the menu's code ahead of the click
  const prefetch = () => void loadMenu();
  const placeholder = (loading: boolean) => (
    <Button icon={<BookOutlined />} loading={loading} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setClicked(true)}>
      <Trans>Views</Trans>
    </Button>
  );
  if (!clicked && handedOver === null) return placeholder(false);
  return (
    <Suspense fallback={placeholder(clicked)}>
      <LoadedSavedViewsButton {...props} openAtOnce={clicked} handedOver={handedOver} />
    </Suspense>
  );
}
