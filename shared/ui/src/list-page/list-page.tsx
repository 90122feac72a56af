import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Flex, Input, Tabs } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../states/page-header';

/** One category tab of a list. */
export interface ListTab {
  key: string;
  label: ReactNode;
}

/** Props of `ListPage`. */
export interface ListPageProps {
  title: ReactNode;
  /** 2 when the list sits inside a layout that already has the page's `h1` (default 1). */
  headingLevel?: 1 | 2;
  description?: ReactNode;
  /** Category tabs (e.g. ACTIVE / NOT_ACTIVE / ALL); the active one comes from the search. */
  tabs?: ListTab[];
  activeTab?: string;
  onTabChange?: (key: string) => void;
  /** The search's `freeText`; the box is shown when `onFreeTextChange` is given. */
  freeText?: string;
  /** Called 300 ms after typing stops, or at once on Enter. */
  onFreeTextChange?: (freeText: string) => void;
  /** Placeholder and accessible name of the search box; default "Search". */
  searchLabel?: string;
  /** Actions in the header (add, CSV…). */
  extra?: ReactNode;
  /** Filters shown beside the search box. */
  filters?: ReactNode;
  children: ReactNode;
}

/** Debounce of the free-text search box, in milliseconds. */
export const freeTextDebounceMs = 300;

/**
 * The frame of every list screen: header, category tabs (antd `Tabs`), a debounced free-text
 * search box and the list itself (`children`, usually a `DataTable`).
 */
export function ListPage({ title, headingLevel, description, tabs, activeTab, onTabChange, freeText = '', onFreeTextChange, searchLabel, extra, filters, children }: ListPageProps) {
  const { t } = useLingui();
  const [text, setText] = useState(freeText);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onFreeTextChange);
  latest.current = onFreeTextChange;

  // the URL changed (back button, tab): show its value
  useEffect(() => setText(freeText), [freeText]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const commit = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (value !== freeText) latest.current?.(value);
  };
  const label = searchLabel ?? t`Search`;

  return (
    <section>
      <PageHeader title={title} level={headingLevel} description={description} extra={extra} />
      {tabs?.length ? <Tabs activeKey={activeTab} onChange={onTabChange} items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))} /> : null}
      {onFreeTextChange || filters ? (
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          {onFreeTextChange ? (
            <Input.Search
              aria-label={label}
              placeholder={label}
              allowClear
              value={text}
              style={{ maxWidth: 360 }}
              onChange={(event) => {
                const value = event.target.value;
                setText(value);
                if (timer.current) clearTimeout(timer.current);
                timer.current = setTimeout(() => commit(value), freeTextDebounceMs);
              }}
              onSearch={(value) => commit(value)}
            />
          ) : null}
          {filters}
        </Flex>
      ) : null}
      {children}
    </section>
  );
}
