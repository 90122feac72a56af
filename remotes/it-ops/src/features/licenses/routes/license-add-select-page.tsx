import { Card, Col, Row, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';
import { licenseAllocationTypeValues } from '@kanri/contracts';
import { allocationTypeDescriptions, allocationTypeLabels } from '../components/license-labels';

/**
 * `/licenses/add` (001 §2, §4): choose the allocation type; each choice opens
 * `/licenses/add/{allocationType}`, keeping the search (`appIntegrationId`, `softwareId`).
 */
export function LicenseAddSelectPage() {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Licenses`, to: '/licenses/inventory' }, { label: t`Add license` }]} title={t`Add license`} />
      <Typography.Paragraph>{t`Choose how the license is allocated.`}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list" aria-label={t`Allocation types`}>
        {licenseAllocationTypeValues.map((type) => (
          <Col key={type} xs={24} md={12} role="listitem">
            <Link to={{ pathname: `/licenses/add/${type}`, search }} aria-label={i18n._(allocationTypeLabels[type])}>
              <Card hoverable title={i18n._(allocationTypeLabels[type])}>
                {i18n._(allocationTypeDescriptions[type])}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
