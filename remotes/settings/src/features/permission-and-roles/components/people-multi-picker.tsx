import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { Button, Flex, Select, Spin, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { apiFetch } from '@kanri/runtime';
import { selectOptionsPageSize, workersForSelectEndpoint } from '@kanri/contracts';

/** A person the picker knows: id, name (as the API localizes it) and e-mail. */
export interface PickedPerson {
  id: string;
  name: string;
  email: string | null;
}

/** Props of {@link PeopleMultiPicker}. */
export interface PeopleMultiPickerProps {
  /** The chosen people's ids, in the order chosen. */
  value: string[];
  onChange: (value: string[]) => void;
  /** The people of the record being edited, so their names show without loading them. */
  initialPeople?: readonly PickedPerson[];
  id?: string;
  disabled?: boolean;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-labelledby'?: string;
  placeholder?: string;
  /** Where the picker keeps every person it has seen (id → person); share one between pickers of a form to name people elsewhere. */
  directory?: Map<string, PickedPerson>;
}

/** Debounce of the search, in milliseconds (as the kit's pickers). */
const searchDebounceMs = 300;

interface Loaded {
  query: string | null;
  people: PickedPerson[];
  hasMore: boolean;
  pageIndex: number;
  loading: boolean;
  failed: boolean;
}

/**
 * Picks several current people (the kit's `WorkerPicker` picks one): an antd multiple `Select` over
 * `GET /v2/workers-for-select` (name in kanji, kana or English, or e-mail; alumni are left out),
 * searched on the server after 300 ms and paged by scrolling; each option shows the name and
 * e-mail, each chosen person a tag with the name. Loading, empty and failed (Retry) states are
 * localized; an answer older than the newest request is ignored.
 */
export function PeopleMultiPicker({ value, onChange, initialPeople, placeholder, directory, ...props }: PeopleMultiPickerProps) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ query: null, people: [], hasMore: false, pageIndex: 0, loading: false, failed: false });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // every person seen, so a chosen one keeps its name whatever the current search lists
  const own = useRef(new Map<string, PickedPerson>());
  const known = { current: directory ?? own.current };
  for (const person of initialPeople ?? []) if (!known.current.has(person.id)) known.current.set(person.id, person);

  useEffect(
    () => () => {
      latest.current += 1;
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const fetchPage = (query: string, pageIndex: number) => {
    const request = ++latest.current;
    setLoaded((prev) => ({ ...(pageIndex === 0 ? { people: [], hasMore: false } : prev), query, pageIndex, loading: true, failed: false }) as Loaded);
    apiFetch(workersForSelectEndpoint, { query: { orderDirection: 'asc', freeText: query || undefined, pageIndex, pageSize: selectOptionsPageSize } }).then(
      (answer) => {
        if (request !== latest.current) return;
        const people = answer.items.map((item) => ({ id: item.personId, name: item.name, email: item.primaryWorkerEmail }));
        for (const person of people) known.current.set(person.id, person);
        setLoaded((prev) => ({
          query,
          people: pageIndex === 0 ? people : [...prev.people, ...people],
          hasMore: answer.items.length >= selectOptionsPageSize,
          pageIndex,
          loading: false,
          failed: false,
        }));
      },
      () => {
        if (request === latest.current) setLoaded((prev) => ({ ...prev, loading: false, failed: true }));
      },
    );
  };

  const options = useMemo(
    () =>
      loaded.people.map((person) => ({
        value: person.id,
        label: person.name,
        title: person.email ? `${person.name} <${person.email}>` : person.name,
        email: person.email,
      })),
    [loaded.people],
  );

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    if (target.scrollTop + target.clientHeight >= target.scrollHeight - 32 && loaded.hasMore && !loaded.loading && loaded.query !== null) fetchPage(loaded.query, loaded.pageIndex + 1);
  };

  const notFound = loaded.loading ? (
    <Flex gap={8} align="center" role="status">
      <Spin size="small" />
      {t`Loading…`}
    </Flex>
  ) : loaded.failed ? (
    <Flex gap={8} align="center" role="alert" wrap>
      <Typography.Text type="danger">{t`Could not load the people.`}</Typography.Text>
      <Button size="small" onClick={() => fetchPage(loaded.query ?? '', 0)}>
        {t`Retry`}
      </Button>
    </Flex>
  ) : (
    <span role="status">{t`No matching people`}</span>
  );

  return (
    <Select<string[], (typeof options)[number]>
      {...props}
      mode="multiple"
      value={value}
      onChange={(next) => onChange(next)}
      options={options}
      optionRender={(option) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text ellipsis>{option.data.label}</Typography.Text>
          {option.data.email ? (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {option.data.email}
            </Typography.Text>
          ) : null}
        </Flex>
      )}
      labelRender={({ value: raw, label }) => (options.some((option) => option.value === raw) ? label : (known.current.get(String(raw))?.name ?? String(raw)))}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => fetchPage(text.trim(), 0), searchDebounceMs);
        },
      }}
      onOpenChange={(open) => {
        if (open && (loaded.query !== '' || loaded.failed)) fetchPage('', 0);
      }}
      onPopupScroll={onScroll}
      notFoundContent={notFound}
      loading={loaded.loading}
      placeholder={placeholder ?? t`Search by name or e-mail`}
      style={{ width: '100%' }}
    />
  );
}
