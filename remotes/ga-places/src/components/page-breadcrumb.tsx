import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';

/** One breadcrumb entry: a link when `to` is given, else the current page. */
export interface BreadcrumbEntry {
  title: string;
  to?: string;
}

/**
 * The trail above a screen of this remote (`Places > Add places`): earlier entries are links, the
 * last one is the current page. Rendered as a `nav` named "Breadcrumb".
 */
export function PageBreadcrumb({ items }: { items: BreadcrumbEntry[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} style={{ marginBottom: 8 }}>
      <Breadcrumb items={items.map((item) => ({ key: item.to ?? item.title, title: item.to ? <Link to={item.to}>{item.title}</Link> : item.title }))} />
    </nav>
  );
}
