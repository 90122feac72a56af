import { Link, useLocation } from 'react-router-dom';
import { Menu } from 'antd';
import { useLingui } from '@lingui/react/macro';

/**
 * The devices area's tabs (001 §2 "Devices": the inventory and the list area's other tabs) as
 * links: inventory, people, alerts, operation activity, bill and cost, rule and policy, settings.
 * The tab of the current path is selected.
 */
export function DeviceAreaNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const items = [
    { key: '/devices/inventory', label: t`Inventory` },
    { key: '/devices/people', label: t`People` },
    { key: '/devices/alerts', label: t`Alerts` },
    { key: '/devices/operation-activity', label: t`Operation activity` },
    { key: '/devices/bill-and-cost', label: t`Bill and cost` },
    { key: '/devices/rule-and-policy', label: t`Rule and policy` },
    { key: '/devices/settings', label: t`Settings` },
  ];
  return (
    <nav aria-label={t`Device area`}>
      <Menu
        mode="horizontal"
        selectedKeys={items.filter((i) => pathname.startsWith(i.key)).map((i) => i.key)}
        items={items.map((i) => ({ key: i.key, label: <Link to={i.key}>{i.label}</Link> }))}
        style={{ marginBottom: 16 }}
      />
    </nav>
  );
}
