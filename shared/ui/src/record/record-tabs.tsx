import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';

/** One tab of a record's page: its URL segment (`personal-information`), label and content. */
export interface RecordTab {
  key: string;
  label: ReactNode;
  /** Rendered only while the tab is open (a tab's calls start when it opens). */
  render: () => ReactNode;
}

/**
 * The tab a URL segment names, or `undefined` when it names none of `tabs` (missing, mistyped):
 * the page then opens the first tab.
 */
export function resolveRecordTab<K extends string>(tabs: readonly { key: K }[], segment: string | undefined): K | undefined {
  return tabs.find((tab) => tab.key === segment)?.key;
}

/** Props of {@link RecordTabs}. */
export interface RecordTabsProps {
  tabs: readonly RecordTab[];
  /** The record's URL without the tab (`/profile/device/{id}`); tab URLs are `basePath/{key}`. */
  basePath: string;
  /** The route parameter holding the tab (default `tab`: route `profile/device/:id/:tab?`). */
  param?: string;
  /** The tab list's accessible name. */
  'aria-label'?: string;
}

/**
 * The tabs of a record's page, kept in the URL as its last segment (DECISIONS.md "A detail screen
 * with tabs opens its first listed tab"): a URL without a tab, or with one the page does not
 * have, is rewritten to the first tab with `replace` (the search is kept), so Back does not
 * return to the bare URL. Choosing a tab pushes its URL. Declare the route with an optional
 * segment (`'profile/device/:id/:tab?'`).
 */
export function RecordTabs({ tabs, basePath, param = 'tab', 'aria-label': ariaLabel }: RecordTabsProps) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const active = resolveRecordTab(tabs, params[param]);
  const first = tabs[0];
  if (!first) return null;
  if (active === undefined) return <Navigate to={{ pathname: `${basePath}/${first.key}`, search: location.search }} replace />;
  return (
    <Tabs
      activeKey={active}
      aria-label={ariaLabel}
      onChange={(key) => void navigate({ pathname: `${basePath}/${key}`, search: location.search })}
      items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.key === active ? tab.render() : null }))}
    />
  );
}
