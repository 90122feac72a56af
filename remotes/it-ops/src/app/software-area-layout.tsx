import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/**
 * The software area's list tabs (001 §2 "Software": the registry and its other list tabs, with the
 * app marketplace and the one alert area of DECISIONS.md) as a layout route: the tab bar is
 * declared once here and every list page of the area renders under it (`<Outlet />`). Record pages
 * (`/software/{id}`), the add flows and `/app-integrations/{id}` are not under it.
 */
export function SoftwareAreaLayout() {
  const { t } = useLingui();
  return (
    <>
      <AreaNav
        label={t`Software area`}
        items={[
          { path: '/software/registry', label: t({ message: 'Registry', context: 'software area' }) },
          { path: '/software/people', label: t({ message: 'People', context: 'software area' }) },
          { path: '/software/marketplace', label: t({ message: 'Marketplace', context: 'software area' }) },
          { path: '/software/alerts', label: t({ message: 'Alerts', context: 'software area' }) },
          { path: '/software/operation-activity', label: t({ message: 'Operation activity', context: 'software area' }) },
          { path: '/software/bill-and-cost', label: t({ message: 'Bill and cost', context: 'software area' }) },
          { path: '/software/rule-and-policy', label: t({ message: 'Rule and policy', context: 'software area' }) },
          { path: '/software/settings', label: t({ message: 'Settings', context: 'software area' }) },
        ]}
      />
      <Outlet />
    </>
  );
}
