import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/**
 * The people area's list tabs (001 §2 People: the workforce and alumni lists and the "other tabs"
 * salary-and-payment, people-graph, community, rule-and-policy, operation-activity and alerts, then
 * the people settings) as a layout route: the tab bar is declared once here and every list page of
 * the area renders under it (`<Outlet />`). Person records (`/person/…`) and the settings pages are
 * not under it; the settings tab links to their first catalog.
 */
export function PeopleAreaLayout() {
  const { t } = useLingui();
  return (
    <>
      <AreaNav
        label={t`People area`}
        items={[
          { path: '/people/workforce', label: t({ message: 'Workforce', context: 'people area' }) },
          { path: '/people/alumni', label: t({ message: 'Alumni', context: 'people area' }) },
          { path: '/people/salary-and-payment', label: t({ message: 'Salary and payment', context: 'people area' }) },
          { path: '/people/people-graph', label: t({ message: 'People graph', context: 'people area' }) },
          { path: '/people/community', label: t({ message: 'Community', context: 'people area' }) },
          { path: '/people/alerts', label: t({ message: 'Alerts', context: 'people area' }) },
          { path: '/people/operation-activity', label: t({ message: 'Operation activity', context: 'people area' }) },
          { path: '/people/rule-and-policy', label: t({ message: 'Rule and policy', context: 'people area' }) },
          { path: '/people/settings/employment-types', label: t({ message: 'Settings', context: 'people area' }) },
        ]}
      />
      <Outlet />
    </>
  );
}
