import { Link, useLocation } from 'react-router-dom';
import { Menu } from 'antd';
import { useLingui } from '@lingui/react/macro';

/**
 * The licenses area's tabs (001 §2 "Licenses": the inventory and the other list tabs) as links:
 * inventory, people, alerts, operation activity, contract cost, rule and policy, settings. The tab
 * of the current path is selected.
 */
export function LicenseAreaNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const items = [
    { key: '/licenses/inventory', label: t`Inventory` },
    { key: '/licenses/people', label: t`People` },
    { key: '/licenses/alerts', label: t`Alerts` },
    { key: '/licenses/operation-activity', label: t`Operation activity` },
    { key: '/licenses/contract-cost', label: t`Contract cost` },
    { key: '/licenses/rule-and-policy', label: t`Rule and policy` },
    { key: '/licenses/settings', label: t`Settings` },
  ];
  return (
    <nav aria-label={t`License area`}>
      <Menu
        mode="horizontal"
        selectedKeys={items.filter((i) => pathname.startsWith(i.key)).map((i) => i.key)}
        items={items.map((i) => ({ key: i.key, label: <Link to={i.key}>{i.label}</Link> }))}
        style={{ marginBottom: 16 }}
      />
    </nav>
  );
}
