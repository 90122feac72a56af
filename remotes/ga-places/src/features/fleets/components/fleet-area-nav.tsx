import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/**
 * The fleets area's tabs as links (`AreaNav`): vehicles (`/fleets`), overview, alerts, rule and
 * policy, settings. The tab of the current path is selected.
 */
export function FleetAreaNav() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`Fleet area`}
      items={[
        { path: '/fleets', label: t({ message: 'Vehicles', context: 'fleetArea' }) },
        { path: '/fleets/overview', label: t({ message: 'Overview', context: 'fleetArea' }) },
        { path: '/fleets/alerts', label: t({ message: 'Alerts', context: 'fleetArea' }) },
        { path: '/fleets/rule-and-policy', label: t({ message: 'Rule and policy', context: 'fleetArea' }) },
        { path: '/fleets/settings', label: t({ message: 'Settings', context: 'fleetArea' }) },
      ]}
    />
  );
}
