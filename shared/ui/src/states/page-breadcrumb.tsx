import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { theme } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** One entry of a page's breadcrumb: its label and, for all but the current page, its target. */
export interface BreadcrumbEntry {
  label: string;
  /** Router path of the entry's page; leave it out on the current page (the last entry). */
  to?: string;
}

/** Props of {@link PageBreadcrumb}. */
export interface PageBreadcrumbProps {
  /** module › list › record, at most 3 entries (more are cut to the first and the last two). */
  items: BreadcrumbEntry[];
}

/** Widths at which the middle entry collapses to an ellipsis (antd's `sm` breakpoint). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not text
const NARROW_QUERY = '(max-width: 575.98px)';

function subscribeNarrow(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(NARROW_QUERY).matches;
}

/**
 * A page's breadcrumb (issue 9): a `nav` landmark named "Breadcrumb" holding an ordered list of real
 * router links (`<a href>`, so Ctrl+click opens a tab), the last entry marked `aria-current="page"`.
 * Plain markup, no antd component: a page that renders no breadcrumb downloads nothing for it.
 * On narrow widths (< 576 px) the middle entry of three shows as "…" but stays a link named by its
 * full label (`aria-label`, `title`).
 */
export function PageBreadcrumb({ items }: PageBreadcrumbProps) {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const entries = items.length > 3 ? [items[0]!, ...items.slice(-2)] : items;
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t`Breadcrumb`} style={{ marginBottom: 8, fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM }}>
      <ol style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', margin: 0, padding: 0, minWidth: 0 }}>
        {entries.map((entry, index) => {
          const last = index === entries.length - 1;
          const collapsed = narrow && entries.length === 3 && index === 1;
          const text = collapsed ? '…' : entry.label;
          const style = { color: last ? token.colorText : token.colorTextSecondary, overflowWrap: 'anywhere' as const };
          return (
            <li key={`${index}-${entry.label}`} style={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}>
              {entry.to && !last ? (
                <Link to={entry.to} style={style} aria-label={collapsed ? entry.label : undefined} title={collapsed ? entry.label : undefined}>
                  {text}
                </Link>
              ) : (
                <span style={style} aria-current={last ? 'page' : undefined} title={collapsed ? entry.label : undefined}>
                  {text}
                </span>
              )}
              {last ? null : (
                <span aria-hidden="true" style={{ color: token.colorTextTertiary, margin: `0 ${token.marginXS}px` }}>
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
