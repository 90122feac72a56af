import { Link } from 'react-router-dom';
import { Menu } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { hrCatalogRouteSegments, type HrCatalog } from '@kanri/contracts';
import { hrCatalogGroups, hrCatalogLabels } from './catalog-labels';

/** Props of {@link CatalogNav}: the catalog shown. */
export interface CatalogNavProps {
  current: HrCatalog;
}

/**
 * The people settings' navigation (001 §2): the 17 catalogs in six groups (employment, positions
 * and grades, jobs, social insurance, leaving, other worker types) as an inline antd `Menu` of
 * router links to `/people/settings/{segment}`, in a `<nav>`; the current catalog is selected.
 */
export function CatalogNav({ current }: CatalogNavProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`People settings`}>
      <Menu
        mode="inline"
        selectedKeys={[current]}
        style={{ borderInlineEnd: 'none' }}
        items={hrCatalogGroups.map((group) => ({
          type: 'group' as const,
          key: group.key,
          label: i18n._(group.label),
          children: group.catalogs.map((catalog) => ({
            key: catalog,
            label: (
              <Link to={`/people/settings/${hrCatalogRouteSegments[catalog]}`} aria-current={catalog === current ? 'page' : undefined}>
                {i18n._(hrCatalogLabels[catalog])}
              </Link>
            ),
          })),
        }))}
      />
    </nav>
  );
}
