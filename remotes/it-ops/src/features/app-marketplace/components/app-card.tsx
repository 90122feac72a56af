import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import type { App } from '@kanri/contracts';
import { AppLogo } from './app-logo';

/**
 * One marketplace card: logo (or initial), the app's name as a link to its page, vendor, category,
 * description, and an "Integrated" mark when the company has integrated it. A list item.
 */
export function AppCard({ app }: { app: App }) {
  const { t } = useLingui();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex gap={12} align="flex-start">
        <AppLogo app={app} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            <Link to={`/software/marketplace/${app.id}`}>{app.name}</Link>
          </Typography.Title>
          <Typography.Text>{app.vendorName}</Typography.Text>
          <Flex gap={4} wrap>
            <Tag>{app.categoryName}</Tag>
            {app.isIntegrated ? (
              <Tag icon={<CheckCircleOutlined />}>
                {t({ message: 'Integrated', context: 'marketplace' })}
              </Tag>
            ) : null}
          </Flex>
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {app.description}
          </Typography.Paragraph>
        </Flex>
      </Flex>
    </Card>
  );
}
