import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';
import { workerTypeLabels, workerTypeSegmentOf, workerTypeValues } from '@kanri/contracts';
import { workerTypeDescriptions } from '../components/person-add-labels';

/**
 * `/person/add` (001 §2 "Person screens"): choose the worker type — employee, board member,
 * contractor, collaborator, each with what it means; a card opens `/person/add/{workerType}` (the
 * form) or `/person/import-csv/{workerType}` (many at once). The HR SaaS import is linked too.
 */
export function PersonAddSelectPage() {
  const { t, i18n } = useLingui();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`People`, to: '/people/workforce' }, { label: t`Add person` }]}
        title={t`Add person`}
        description={t`Choose the kind of worker to add.`}
        extra={<Link to="/person/external-hr-saas">{t`Import from an HR SaaS`}</Link>}
      />
      <Row gutter={[16, 16]} role="list" aria-label={t`Worker types`}>
        {workerTypeValues.map((type) => {
          const label = i18n._(workerTypeLabels[type]);
          const segment = workerTypeSegmentOf(type);
          return (
            <Col key={type} xs={24} md={12} role="listitem">
              <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{label}</h2>} style={{ height: '100%' }}>
                <Typography.Paragraph>{i18n._(workerTypeDescriptions[type])}</Typography.Paragraph>
                <Flex gap={16} wrap>
                  <Link to={`/person/add/${segment}`}>{t`Add a person: ${label}`}</Link>
                  <Link to={`/person/import-csv/${segment}`}>{t`Import from CSV: ${label}`}</Link>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
