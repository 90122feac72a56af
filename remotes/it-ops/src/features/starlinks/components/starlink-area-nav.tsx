import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/** The Starlink area's tabs as links (`AreaNav`): the terminals and the alerts. */
export function StarlinkAreaNav() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`Starlink area`}
      items={[
        { path: '/starlinks', label: t`Terminals` },
        { path: '/starlinks/alerts', label: t({ message: 'Alerts', context: 'starlink' }) },
      ]}
    />
  );
}
