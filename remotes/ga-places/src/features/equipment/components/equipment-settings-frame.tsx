import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';

/** The sub-pages of `/equipment/settings` (001 §2). */
export type EquipmentSettingsTab = 'equipment-types' | 'equipment-items';

/** Props of {@link EquipmentSettingsFrame}. */
export interface EquipmentSettingsFrameProps {
  activeTab: EquipmentSettingsTab;
  /** Actions of the active tab (e.g. its add button), shown in the header. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the equipment settings pages (001 §2 `/equipment/settings/equipment-types` and
 * `/equipment/settings/equipment-items`): breadcrumb back to the list, the page's `h1`, and one tab
 * per sub-page; a tab navigates to its URL.
 */
export function EquipmentSettingsFrame({ activeTab, extra, children }: EquipmentSettingsFrameProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Equipment`, to: '/equipment' }, { label: t`Equipment settings` }]} title={t`Equipment settings`} extra={extra} />
      <Tabs
        activeKey={activeTab}
        onChange={(key) => void navigate(`/equipment/settings/${key}`)}
        items={[
          { key: 'equipment-types', label: t`Equipment types` },
          { key: 'equipment-items', label: t`Equipment items` },
        ]}
      />
      {children}
    </section>
  );
}
