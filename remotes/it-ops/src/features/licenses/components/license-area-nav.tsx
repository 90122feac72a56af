import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/**
 * The licenses area's tabs (001 §2 "Licenses": the inventory and the other list tabs) as links
 * (`AreaNav`): inventory, people, alerts, operation activity, contract cost, rule and policy,
 * settings. The tab of the current path is selected.
 */
export function LicenseAreaNav() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`License area`}
      items={[
        { path: '/licenses/inventory', label: t`Inventory` },
        { path: '/licenses/people', label: t({ message: 'People', context: 'holders' }) },
        { path: '/licenses/alerts', label: t`Alerts` },
        { path: '/licenses/operation-activity', label: t`Operation activity` },
        { path: '/licenses/contract-cost', label: t`Contract cost` },
        { path: '/licenses/rule-and-policy', label: t`Rule and policy` },
        { path: '/licenses/settings', label: t`Settings` },
      ]}
    />
  );
}
