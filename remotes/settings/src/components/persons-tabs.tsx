import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';

/** The three pages of `/settings/persons` (001 §2 Settings: staff and individual account lists, and MFA settings). */
export type PersonsTab = 'staff' | 'individual' | 'mfa';

/**
 * The tab bar of `/settings/persons/*`: Staff, Individual, MFA. Each tab is its own URL
 * (`/settings/persons/{tab}`), so a tab can be bookmarked and Back returns to the previous one.
 */
export function PersonsTabs({ active }: { active: PersonsTab }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      items={[
        { key: 'staff', label: t`Staff` },
        { key: 'individual', label: t`Individual` },
        { key: 'mfa', label: t`Multi-factor authentication` },
      ]}
      onChange={(key) => void navigate(`/settings/persons/${key}`)}
    />
  );
}
