import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Empty, Input, Modal, Typography, type InputRef } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@kanri/runtime';
import { permittedPaletteRoutes } from '../../app/module-access';
import { createPaletteIndex, paletteEntries, searchPalette } from './palette-search';
import { onOpenCommandPalette, usePaletteShortcut } from './palette-events';

export { isPaletteShortcut } from './palette-events';

/**
 * The command palette (000 §1): Ctrl/Cmd+K opens a dialog listing the static routes of every
 * module the session's products allow (issue 9; `permittedPaletteRoutes`); typing filters them fuzzily on English (and Japanese) labels; arrow keys move, Enter
 * opens, Escape closes.
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
  const results = useMemo(() => searchPalette(index, entries, query), [index, entries, query]);
  const ja = i18n.locale === 'ja-JP';

  useEffect(() => setActive(0), [query]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title={t`Go to a page`}
      destroyOnHidden
      afterOpenChange={(visible) => visible && input.current?.focus()}
      width={560}
    >
      <Input
        ref={input}
        autoFocus
        role="combobox"
        aria-expanded
        aria-controls="kanri-palette-list"
        aria-activedescendant={results[active] ? `kanri-palette-${active}` : undefined}
        aria-label={t`Search pages`}
        placeholder={t`Type a page name, e.g. places`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((n) => Math.min(n + 1, results.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((n) => Math.max(n - 1, 0));
          } else if (event.key === 'Enter' && results[active]) {
            event.preventDefault();
            go(results[active].path);
          }
        }}
      />
      {results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No matching pages`} />
      ) : (
        <ul id="kanri-palette-list" role="listbox" aria-label={t`Pages`} style={{ listStyle: 'none', margin: '12px 0 0', padding: 0, maxHeight: 360, overflowY: 'auto' }}>
          {results.map((entry, i) => (
            <li
              key={entry.path}
              id={`kanri-palette-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(entry.path)}
              style={{ padding: '8px 12px', borderRadius: 6, cursor: 'pointer', background: i === active ? '#e6f0ff' : undefined, display: 'flex', justifyContent: 'space-between', gap: 12 }}
            >
              <span>{ja ? entry.ja : entry.en}</span>
              <Typography.Text type="secondary">{ja ? entry.moduleJa : entry.moduleEn}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
