import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, type To } from 'react-router-dom';
import { Empty, Input, Modal, Typography, type InputRef } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@kanri/runtime';
import { useSavedViewsPaletteGroup } from '@kanri/ui';
import { permittedPaletteRoutes } from '../../app/module-access';
import { createPaletteIndex, paletteEntries, searchPalette } from './palette-search';
import { onOpenCommandPalette, usePaletteShortcut } from './palette-events';
import { maySearchRecords, useRecordSearch } from './api/search-records';
import { recordGroupLabels } from './record-groups';

export { isPaletteShortcut } from './palette-events';

/** Pages listed beside record results once something is typed (all of them, up to 50, for an empty query). */
const pagesWithQuery = 8;

/** One choice of the palette: a page or a record, with the path it opens. */
interface PaletteOption {
  key: string;
  path: To;
  /** Navigation state the target reads (a saved view's). */
  state?: unknown;
  label: string;
  detail: string;
}

/** A titled run of options: the pages, or one record group. */
interface PaletteSection {
  key: string;
  title: string;
  options: PaletteOption[];
  /** Said under the group when it has more matches than it lists. */
  more?: string;
}

/**
 * The command palette (000 §1; issue 31 §1): Ctrl/Cmd+K opens a dialog listing the static routes of
 * every module the session's products allow (issue 9; `permittedPaletteRoutes`), filtered fuzzily
 * on English and Japanese labels as one types, and beside them the records the session may see
 * (`GET /v2/search`: people, devices, licenses, … grouped by module, found by name, kana reading,
 * romaji, serial, asset tag …) and the user's saved views of those modules' lists (issue 31 §4:
 * `useSavedViewsPaletteGroup` of `@kanri/ui` reads and matches them; each opens its list in the
 * view's state). Arrow keys move through pages and records alike, Enter opens the
 * chosen one's page, Escape closes.
 */
export function CommandPalette({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(initiallyOpen);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const { session } = useAuth();
  const routes = useMemo(() => permittedPaletteRoutes(session?.accessibles), [session?.accessibles]);

  useEffect(() => onOpenCommandPalette(() => setOpen(true)), []);
  usePaletteShortcut();
  const entries = useMemo(() => paletteEntries(routes), [routes]);
  const index = useMemo(() => createPaletteIndex(entries), [entries]);
  const pages = useMemo(() => searchPalette(index, entries, query, query.trim() ? pagesWithQuery : undefined), [index, entries, query]);
  const records = useRecordSearch(query, open && maySearchRecords(session?.accessibles));
  const ja = i18n.locale === 'ja-JP';
  // a saved view is offered only on a page of the palette's (the session's products allow its module)
  const pageLabel = useMemo(() => {
    const labels = new Map(entries.map((entry) => [entry.path, ja ? entry.ja : entry.en]));
    return (path: string) => labels.get(path) ?? null;
  }, [entries, ja]);
  const views = useSavedViewsPaletteGroup(query, { open, pageLabel });

  const sections = useMemo<PaletteSection[]>(() => {
    const pageSection: PaletteSection = {
      key: 'pages',
      title: t`Pages`,
      options: pages.map((entry) => ({ key: `page:${entry.path}`, path: entry.path, label: ja ? entry.ja : entry.en, detail: ja ? entry.moduleJa : entry.moduleEn })),
    };
    const recordSections = (records.result?.groups ?? []).map((group) => ({
      key: group.group,
      title: i18n._(recordGroupLabels[group.group]),
      more: group.more ? t`More records match: type more to narrow the list.` : undefined,
      options: group.items.map((hit) => ({ key: `${group.group}:${hit.id}`, path: hit.path, label: hit.title, detail: hit.subtitle })),
    }));
    const viewSection: PaletteSection = { key: views.key, title: views.title, more: views.more ? views.moreText : undefined, options: views.options.map((view) => ({ key: view.key, path: view.to, state: view.state, label: view.label, detail: view.detail })) };
    return [pageSection, viewSection, ...recordSections].filter((section) => section.options.length > 0);
  }, [pages, views, records.result, ja, t, i18n]);
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);

  useEffect(() => setActive(0), [query]);
  // records arrive after the pages: keep the choice in range
  useEffect(() => setActive((n) => Math.min(n, Math.max(options.length - 1, 0))), [options.length]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const go = (option: PaletteOption) => {
    close();
    navigate(option.path, { state: option.state });
  };

  const positions = new Map(options.map((option, i) => [option.key, i]));
  const renderOption = (option: PaletteOption): ReactNode => {
    const i = positions.get(option.key) ?? -1;
    return (
      <div
        key={option.key}
        id={`kanri-palette-${i}`}
        role="option"
        aria-selected={i === active}
        onMouseEnter={() => setActive(i)}
        onClick={() => go(option)}
        style={{ padding: '8px 12px', borderRadius: 6, cursor: 'pointer', background: i === active ? '#e6f0ff' : undefined, display: 'flex', justifyContent: 'space-between', gap: 12 }}
      >
        <span>{option.label}</span>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '55%' }}>
          {option.detail}
        </Typography.Text>
      </div>
    );
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title={t`Go to a page or record`}
      destroyOnHidden
      afterOpenChange={(visible) => visible && input.current?.focus()}
      width={600}
    >
      <Input
        ref={input}
        autoFocus
        role="combobox"
        aria-expanded
        aria-controls="kanri-palette-list"
        aria-activedescendant={options[active] ? `kanri-palette-${active}` : undefined}
        aria-label={t`Search pages`}
        placeholder={t`Type a page, a name, a serial number…`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((n) => Math.min(n + 1, options.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((n) => Math.max(n - 1, 0));
          } else if (event.key === 'Enter' && options[active]) {
            event.preventDefault();
            go(options[active]);
          }
        }}
      />
      <div role="status" aria-live="polite" style={{ minHeight: 22, marginTop: 4 }}>
        <Typography.Text type="secondary">
          {records.loading ? t`Searching records…` : records.failed ? t`Records could not be searched. Pages are still listed.` : ''}
        </Typography.Text>
      </div>
      {options.length === 0 ? (
        records.loading ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No matching pages or records`} />
      ) : (
        <div id="kanri-palette-list" role="listbox" aria-label={t`Pages and records`} style={{ margin: '4px 0 0', maxHeight: 420, overflowY: 'auto' }}>
          {sections.map((section) => (
            <div key={section.key} role="group" aria-labelledby={`kanri-palette-group-${section.key}`}>
              <div id={`kanri-palette-group-${section.key}`} aria-hidden style={{ padding: '8px 12px 4px', fontSize: 12, fontWeight: 600, color: '#595959' }}>
                {section.title}
              </div>
              {section.options.map(renderOption)}
              {section.more ? (
                <div aria-hidden style={{ padding: '2px 12px 6px', fontSize: 12, color: '#8c8c8c' }}>
                  {section.more}
                </div>
              ) : null}
            </div>
          ))}
        </div>
      )}
    </Modal>
  );
}
