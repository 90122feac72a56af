import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** Props of `PageHeader`. */
export interface PageHeaderProps {
  /** The page's title, rendered as its one `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Actions on the right (buttons, links). */
  extra?: ReactNode;
}

/** A page's title row: `h1` title, optional description and actions. */
export function PageHeader({ title, description, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        {description ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
            {description}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
}
