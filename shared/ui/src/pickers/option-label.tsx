import type { ReactNode } from 'react';
import { Avatar, Flex, Typography } from 'antd';

/**
 * The content of a picker option: an optional avatar (image, else the name's first letter), the
 * name, and a secondary line (address, e-mail) when given.
 */
export function OptionLabel({ name, secondary, avatarUrl, withAvatar }: { name: string; secondary?: ReactNode; avatarUrl?: string | null; withAvatar?: boolean }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      {withAvatar ? (
        <Avatar size="small" src={avatarUrl || undefined} alt="">
          {name.slice(0, 1)}
        </Avatar>
      ) : null}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text ellipsis>{name}</Typography.Text>
        {secondary ? (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {secondary}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
