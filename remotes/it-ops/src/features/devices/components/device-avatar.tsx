import type { ComponentType, ReactNode } from 'react';
import { Avatar, Flex, Typography } from 'antd';
import LaptopOutlined from '@ant-design/icons/LaptopOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import TabletOutlined from '@ant-design/icons/TabletOutlined';
import FundOutlined from '@ant-design/icons/FundOutlined';
import CloudServerOutlined from '@ant-design/icons/CloudServerOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import type { DeviceGenre } from '@kanri/contracts';

/** The icon of each genre: a device without its own picture shows it (001 §2 "device avatars"). */
export const deviceGenreIcons: Record<DeviceGenre, ComponentType> = {
  WORKSTATION: DesktopOutlined,
  LAPTOP: LaptopOutlined,
  MOBILE: MobileOutlined,
  TABLET: TabletOutlined,
  MONITOR: FundOutlined,
  SERVER: CloudServerOutlined,
  OTHER: AppstoreOutlined,
};

/**
 * A device's avatar, decorative (the name beside it says which device): its picture when
 * `avatarUrl` is set, else its genre's icon on a square.
 */
export function DeviceAvatar({ genre, avatarUrl, size = 'small' }: { genre: DeviceGenre; avatarUrl: string | null; size?: 'small' | 'default' | 'large' }) {
  const Icon = deviceGenreIcons[genre];
  return (
    <span aria-hidden data-genre={genre}>
      <Avatar shape="square" size={size} src={avatarUrl || undefined} icon={avatarUrl ? undefined : <Icon />} alt="" />
    </span>
  );
}

/** The avatar and the name of a device on one line (list cells, the people list). */
export function DeviceNameCell({ genre, avatarUrl, name }: { genre: DeviceGenre; avatarUrl: string | null; name: ReactNode }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <DeviceAvatar genre={genre} avatarUrl={avatarUrl} />
      <Typography.Text ellipsis>{name}</Typography.Text>
    </Flex>
  );
}
