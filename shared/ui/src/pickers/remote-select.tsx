import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type UIEvent } from 'react';
import { Button, Flex, Select, Spin, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';

/** What `RemoteSelect` asks its loader for: one page of options matching `freeText`. */
export interface RemoteSelectRequest {
  /** The trimmed search text; `''` for no filter. */
  freeText: string;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
}

/** One page of options as the loader answers it. */
export interface RemoteSelectPage<Item> {
  /** The usable options of the page. */
  items: Item[];
  /** Whether another page may follow (the server's page was as long as `pageSize`). */
  hasMore: boolean;
  /** Localized problems with the page (e.g. an option the API sent without a name), shown under the select. */
  problems?: string[];
}

/** Props of `RemoteSelect`. */
export interface RemoteSelectProps<Item> {
  /** The chosen option's value; `null` for none. */
  value: string | null;
  /** Called with the chosen value and its item, or `null` (and no item) when cleared. */
  onChange: (value: string | null, item?: Item) => void;
  /** Loads one page; a rejection shows a localized error with Retry. */
  load: (request: RemoteSelectRequest) => Promise<RemoteSelectPage<Item>>;
  getValue: (item: Item) => string;
  /** Plain text of an option: the chosen option's label, the option's title. */
  getLabel: (item: Item) => string;
  /** Rich content of an option in the list (avatar, second line); default `getLabel`. */
  renderOption?: (item: Item) => ReactNode;
  /** Options per page (default 50). */
  pageSize?: number;
  /** The item of the current value, shown before (or without) loading it (e.g. from the record being edited). */
  initialOption?: Item;
  disabled?: boolean;
  /** Show a clear button; clearing sends `null`. Default `true`. */
  allowClear?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  placeholder?: string;
  status?: 'error' | 'warning';
  style?: CSSProperties;
  /** Changing it drops the loaded options (the loader's other inputs changed). */
  resetKey?: string;
}

/** Debounce of a picker's search, in milliseconds (as the lists' free-text search). */
export const remoteSelectDebounceMs = 300;

interface LoadedState<Item> {
  /** The search text the items answer; `null` before the first load. */
  query: string | null;
  items: Item[];
  problems: string[];
  hasMore: boolean;
  pageIndex: number;
  loading: boolean;
  failed: boolean;
}

const initialState: LoadedState<never> = { query: null, items: [], problems: [], hasMore: false, pageIndex: 0, loading: false, failed: false };

// the bottom of the list is near when less than this many pixels are left to scroll
const scrollThreshold = 32;

/**
 * A select whose options come from the server (antd `Select` with search): the options load when
 * the list first opens; typing filters on the server after `remoteSelectDebounceMs`; scrolling to
 * the bottom loads the next page until a page comes back shorter than `pageSize`. Loading, empty
 * and failed states are localized; an answer that arrives after a newer request is ignored. The
 * chosen option keeps its label when a search no longer lists it, and `initialOption` labels a
 * value that was never loaded. Keyboard use is antd `Select`'s (arrows, Enter, Escape, typing).
 */
export function RemoteSelect<Item>({
  value,
  onChange,
  load,
  getValue,
  getLabel,
  renderOption,
  pageSize = 50,
  initialOption,
  disabled,
  allowClear = true,
  id,
  placeholder,
  status,
  style,
  resetKey,
  ...aria
}: RemoteSelectProps<Item>) {
  const { t } = useLingui();
  const [state, setState] = useState<LoadedState<Item>>(initialState);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  // every item seen, so a chosen value keeps its label whatever the current search lists
  const known = useRef(new Map<string, Item>());

  const fetchPage = useCallback(
    (query: string, pageIndex: number) => {
      const request = ++latest.current;
      setState((prev) =>
        pageIndex === 0 ? { query, items: [], problems: [], hasMore: false, pageIndex: 0, loading: true, failed: false } : { ...prev, loading: true, failed: false },
      );
      loadRef.current({ freeText: query, pageIndex, pageSize }).then(
        (page) => {
          if (request !== latest.current) return;
          for (const item of page.items) known.current.set(getValue(item), item);
          setState((prev) => ({
            query,
            items: pageIndex === 0 ? page.items : [...prev.items, ...page.items],
            problems: [...new Set([...(pageIndex === 0 ? [] : prev.problems), ...(page.problems ?? [])])],
            hasMore: page.hasMore,
            pageIndex,
            loading: false,
            failed: false,
          }));
        },
        () => {
          if (request !== latest.current) return;
          setState((prev) => ({ ...prev, query, loading: false, failed: true }));
        },
      );
    },
    [pageSize, getValue],
  );

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  // a new loader input or unmount: forget what was loaded, ignore answers still on the way
  useEffect(() => {
    known.current = new Map();
    setState(initialState);
    return () => {
      latest.current += 1;
      cancelTimer();
    };
  }, [resetKey]);

  const onSearch = (text: string) => {
    cancelTimer();
    timer.current = setTimeout(() => fetchPage(text.trim(), 0), remoteSelectDebounceMs);
  };

  const onOpenChange = (open: boolean) => {
    if (!open) return cancelTimer();
    // the select clears its search text when it closes: opening shows the unfiltered list
    if (state.query !== '' || state.failed) fetchPage('', 0);
  };

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    const nearBottom = target.scrollTop + target.clientHeight >= target.scrollHeight - scrollThreshold;
    if (nearBottom && state.hasMore && !state.loading && state.query !== null) fetchPage(state.query, state.pageIndex + 1);
  };

  const options = useMemo(() => state.items.map((item) => ({ value: getValue(item), label: getLabel(item), item })), [state.items, getValue, getLabel]);

  const labelOf = (raw: string): string => {
    const item = known.current.get(raw) ?? (initialOption !== undefined && getValue(initialOption) === raw ? initialOption : undefined);
    return item !== undefined ? getLabel(item) : raw;
  };

  const retry = () => fetchPage(state.query ?? '', 0);
  const notFound = state.loading ? (
    <Flex gap={8} align="center" role="status">
      <Spin size="small" />
      <Trans>Loading…</Trans>
    </Flex>
  ) : state.failed ? (
    <Flex gap={8} align="center" role="alert" wrap>
      <Typography.Text type="danger">
        <Trans>Could not load the options.</Trans>
      </Typography.Text>
      <Button size="small" onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </Flex>
  ) : (
    <span role="status">
      <Trans>No matching options</Trans>
    </span>
  );

  return (
    <>
      <Select<string | undefined, { value: string; label: string; item: Item }>
        id={id}
        aria-label={aria['aria-label']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        aria-required={aria['aria-required']}
        value={value ?? undefined}
        onChange={(next, option) => {
          if (next === undefined || next === null) return onChange(null);
          const item = (Array.isArray(option) ? option[0] : option)?.item ?? known.current.get(next);
          onChange(next, item);
        }}
        options={options}
        optionRender={(option) => (renderOption && option.data.item !== undefined ? renderOption(option.data.item) : option.label)}
        labelRender={({ value: raw, label }) => (options.some((option) => option.value === raw) ? label : labelOf(String(raw)))}
        showSearch={{ filterOption: false, onSearch }}
        onOpenChange={onOpenChange}
        onPopupScroll={onPopupScroll}
        notFoundContent={notFound}
        popupRender={(menu) => (
          <>
            {menu}
            {state.loading && state.items.length > 0 ? (
              <Flex gap={8} align="center" role="status" style={{ paddingBlock: 4, paddingInline: 12 }}>
                <Spin size="small" />
                <Trans>Loading more…</Trans>
              </Flex>
            ) : null}
            {state.failed && state.items.length > 0 ? (
              <Flex gap={8} align="center" role="alert" style={{ paddingBlock: 4, paddingInline: 12 }}>
                <Typography.Text type="danger">
                  <Trans>Could not load the options.</Trans>
                </Typography.Text>
                <Button size="small" onClick={() => fetchPage(state.query ?? '', state.pageIndex + 1)}>
                  <Trans>Retry</Trans>
                </Button>
              </Flex>
            ) : null}
          </>
        )}
        loading={state.loading}
        disabled={disabled}
        allowClear={allowClear}
        placeholder={placeholder ?? t`Search and select`}
        status={status}
        style={{ width: '100%', ...style }}
      />
      {state.problems.length ? (
        <div role="alert">
          {state.problems.map((problem) => (
            <Typography.Text key={problem} type="danger" style={{ display: 'block' }}>
              {problem}
            </Typography.Text>
          ))}
        </div>
      ) : null}
    </>
  );
}
