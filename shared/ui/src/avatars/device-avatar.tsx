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

const isDeviceGenre = (genre: string | null | undefined): genre is DeviceGenre => !!genre && Object.hasOwn(deviceGenreIcons, genre);

/**
 * Props of {@link DeviceAvatar}: `avatarUrl` the device's picture (null when it has none); `genre`
 * its genre when the answer gives one (an unknown or missing genre is ignored); `name` the device's
 * name, whose first letter shows when neither a picture nor a known genre does; antd `size`.
 */
export type DeviceAvatarProps = { genre?: DeviceGenre | string | null; avatarUrl: string | null; name?: string; size?: 'small' | 'default' | 'large' };

/**
 * A device's avatar on a square, decorative (the name beside it says which device): its picture when
 * `avatarUrl` is set, else its genre's icon, else the name's first letter. A known genre is
 * marked `data-genre` on the wrapper.
 */
export function DeviceAvatar({ genre, avatarUrl, name, size = 'small' }: DeviceAvatarProps) {
  const Icon = !avatarUrl && isDeviceGenre(genre) ? deviceGenreIcons[genre] : null;
  return (
    <span aria-hidden data-genre={isDeviceGenre(genre) ? genre : undefined} style={{ display: 'inline-flex', flex: 'none' }}>
      <Avatar shape="square" size={size} src={avatarUrl || undefined} icon={Icon ? <Icon /> : undefined} alt="">
        {Icon || avatarUrl ? undefined : name?.slice(0, 1)}
      </Avatar>
    </span>
  );
}

/** Props of {@link DeviceNameCell}: the avatar's (see `DeviceAvatarProps`) and the name to show, text or a link. */
export type DeviceNameCellProps = Omit<DeviceAvatarProps, 'name' | 'size'> & { name: ReactNode };

/** The avatar and the name of a device on one line (list cells, the people list, picker options). */
export function DeviceNameCell({ genre, avatarUrl, name }: DeviceNameCellProps) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <DeviceAvatar genre={genre} avatarUrl={avatarUrl} name={typeof name === 'string' ? name : undefined} />
      <Typography.Text ellipsis>{name}</Typography.Text>
    </Flex>
  );
}
