import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useSelfServicePackages } from '../api/get-self-service-packages';

/**
 * "Requests you can start": the company's self-service operation packages (住所変更届, 備品貸出申請…),
 * each a large link to `/individual/operation-package/{id}`. Hidden while loading, on error and
 * when there are none (the task list stays the page's point).
 */
export function SelfServicePackages() {
  const { t } = useLingui();
  const { data } = useSelfServicePackages();
  if (!data?.items.length) return null;
  return (
    <section aria-labelledby="self-service-heading" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="self-service-heading" style={{ fontSize: 18 }}>
        {t`Requests you can start`}
      </Typography.Title>
      <Flex wrap gap={12}>
        {data.items.map((pkg) => (
          <Link key={pkg.id} to={`/individual/operation-package/${pkg.id}`} style={{ flexGrow: 1, flexShrink: 1, flexBasis: 260, maxWidth: 420 }}>
            <Card hoverable size="small" style={{ minHeight: 64 }}>
              <Typography.Text strong>{pkg.name}</Typography.Text>
              {pkg.description ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
                  {pkg.description}
                </Typography.Paragraph>
              ) : null}
            </Card>
          </Link>
        ))}
      </Flex>
    </section>
  );
}
