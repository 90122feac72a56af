import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/**
 * The devices area's tabs (001 §2 "Devices": the inventory and the list area's other tabs) as
 * links (`AreaNav`): inventory, people, alerts, operation activity, bill and cost, rule and policy,
 * settings. The tab of the current path is selected.
 */
export function DeviceAreaNav() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`Device area`}
      items={[
        { path: '/devices/inventory', label: t`Inventory` },
        { path: '/devices/people', label: t({ message: 'People', context: 'holders' }) },
        { path: '/devices/alerts', label: t`Alerts` },
        { path: '/devices/operation-activity', label: t`Operation activity` },
        { path: '/devices/bill-and-cost', label: t`Bill and cost` },
        { path: '/devices/rule-and-policy', label: t`Rule and policy` },
        { path: '/devices/settings', label: t`Settings` },
      ]}
    />
  );
}
