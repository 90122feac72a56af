import { Space, Typography } from 'antd';
import { DeviceAvatar } from '@kanri/ui';
import { useLingui } from '@lingui/react/macro';
import type { NetworkRow } from '@kanri/contracts';
import { destinationTypeLabels } from './network-labels';

/**
 * Where a network leads (000 §3 list row): the destination place's name or the destination device's
 * avatar and name, with the destination type under it; nothing when no destination is set.
 */
export function NetworkDestination({ row }: { row: Pick<NetworkRow, 'destinationType' | 'destinationPlaceContent' | 'destinationDeviceContent'> }) {
  const { i18n } = useLingui();
  const place = row.destinationType === 'PLACE' ? row.destinationPlaceContent : null;
  const device = row.destinationType === 'DEVICE' ? row.destinationDeviceContent : null;
  if (!place && !device) return null;
  return (
    <Space align="center">
      {device ? (
        <DeviceAvatar genre={device.genre} avatarUrl={device.avatarUrl} name={device.name} />
      ) : null}
      <span>
        <span style={{ display: 'block' }}>{place?.name ?? device?.name}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {i18n._(destinationTypeLabels[row.destinationType!])}
        </Typography.Text>
      </span>
    </Space>
  );
}
