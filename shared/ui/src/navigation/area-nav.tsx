import { Link, useLocation } from 'react-router-dom';
import { Menu } from 'antd';

/** One tab of an {@link AreaNav}: the path it links to (also its key) and its visible label. */
export type AreaNavItem = { path: string; label: string };

/** Props of {@link AreaNav}: the navigation's accessible name and its tabs, in order. */
export type AreaNavProps = { label: string; items: AreaNavItem[] };

/**
 * The tab bar of a list area (001 §2: an area's inventory and its other list tabs, e.g. devices or
 * licenses) as router links in a `<nav>` named `label`. Unlike `ListPage`'s `tabs` (categories of
 * one list, kept in the URL search), each tab is its own page; the tab whose `path` starts the
 * current path is selected — the longest such path when tabs nest (`/fleets` and
 * `/fleets/alerts`: on `/fleets/alerts` only Alerts is selected).
 */
export function AreaNav({ label, items }: AreaNavProps) {
  const { pathname } = useLocation();
  const selected = items.filter((i) => pathname.startsWith(i.path)).sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <nav aria-label={label}>
      <Menu
        mode="horizontal"
        selectedKeys={selected ? [selected.path] : []}
        items={items.map((i) => ({ key: i.path, label: <Link to={i.path}>{i.label}</Link> }))}
        style={{ marginBottom: 16 }}
      />
    </nav>
  );
}
