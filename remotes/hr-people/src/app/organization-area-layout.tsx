import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/**
 * The organization area's tabs (001 §2 "Organization": the chart, the plans, the settings tab) as a
 * layout route over those list pages; a unit's page and the plan forms are not under it.
 */
export function OrganizationAreaLayout() {
  const { t } = useLingui();
  return (
    <>
      <AreaNav
        label={t`Organization area`}
        items={[
          { path: '/organization/chart', label: t({ message: 'Organization chart', context: 'organization area' }) },
          { path: '/organization/plan', label: t({ message: 'Plans', context: 'organization area' }) },
          { path: '/organization/settings', label: t({ message: 'Settings', context: 'organization area' }) },
        ]}
      />
      <Outlet />
    </>
  );
}
