import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';
import { customSaasTypeValues, softwareAddTypeValues } from '@kanri/contracts';
import { customSaasTypeLabels, softwareAddTypeLabels } from '../components/software-labels';

/**
 * `/software/add` (001 §2, §3 "Software types"): choose the type — each opens `/software/add/{type}`
 * — or a custom SaaS by its category (001 §3 "Custom SaaS categories"), which opens
 * `/software/custom-saas/add/{customSaasType}`.
 */
export function SoftwareAddSelectPage() {
  const { t, i18n } = useLingui();
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Software`, to: '/software/registry' }, { label: t`Add software` }]} title={t`Add software`} />
      <Typography.Paragraph>{t`Choose the type of software to add.`}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list" aria-label={t`Software types`}>
        {softwareAddTypeValues.map((type) => (
          <Col key={type} xs={24} md={8} role="listitem">
            <Link to={`/software/add/${type}`}>
              <Card hoverable size="small">
                {i18n._(softwareAddTypeLabels[type])}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t`Custom SaaS`}
      </Typography.Title>
      <Typography.Paragraph>{t`A SaaS that is not in the marketplace: choose its category.`}</Typography.Paragraph>
      <Row gutter={[16, 16]} role="list" aria-label={t`Custom SaaS types`}>
        {customSaasTypeValues.map((type) => (
          <Col key={type} xs={24} md={6} role="listitem">
            <Link to={`/software/custom-saas/add/${type}`}>
              <Card hoverable size="small">
                {i18n._(customSaasTypeLabels[type])}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
