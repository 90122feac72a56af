import { useParams } from 'react-router-dom';
import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { LinkButton, PageHeader } from '@kanri/ui';
import { operationCoreLabels, operationInstanceStatusLabels, type IndividualPackageDetail } from '@kanri/contracts';
import { useSelfServicePackage } from '../api/packages';
import { QueryGate } from '../components/query-gate';

const statusColors = { IN_PROGRESS: 'blue', COMPLETED: 'green', ABORTED: 'default' } as const;

/**
 * `/individual/operation-package/{id}` (001 §2 "Individual area"): a self-service package — what
 * it is for, its patterns (each leads to `…/pattern/{patternId}`, where it is started), and the
 * user's own runs of it with a "Continue" link to their next task. Not a self-service package of
 * the company: the not-found page.
 */
export function OperationPackagePage() {
  const query = useSelfServicePackage(useParams().id);
  return <QueryGate query={query}>{(pkg) => <PackageView pkg={pkg} />}</QueryGate>;
}

function PackageView({ pkg }: { pkg: IndividualPackageDetail }) {
  const { t, i18n } = useLingui();
  return (
    <section style={{ maxWidth: 720 }}>
      <PageHeader breadcrumb={[{ label: t`My tasks`, to: '/individual' }, { label: pkg.name }]} title={pkg.name} description={pkg.description ?? i18n._(operationCoreLabels[pkg.core])} />
      <Flex vertical gap={16}>
        <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Choose what to start`}</h2>}>
          {pkg.patterns.length ? (
            <List
              dataSource={pkg.patterns}
              renderItem={(p) => (
                <List.Item key={p.id}>
                  <Flex vertical gap={4} style={{ width: '100%' }}>
                    <Link to={`/individual/operation-package/${pkg.id}/pattern/${p.id}`} style={{ fontSize: 16, paddingBlock: 8, display: 'block' }}>
                      {p.name}
                    </Link>
                    {p.description ? <Typography.Text type="secondary">{p.description}</Typography.Text> : null}
                    <Typography.Text type="secondary">{t`${plural(p.stepCount, { one: '# step', other: '# steps' })}, ${plural(p.taskCount, { one: '# task', other: '# tasks' })}`}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          ) : (
            <Empty description={t`Nothing can be started here right now.`} />
          )}
        </Card>
        <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Your requests`}</h2>}>
          {pkg.myInstances.length ? (
            <List
              dataSource={pkg.myInstances}
              renderItem={(i) => (
                <List.Item key={i.id}>
                  <Flex vertical gap={6} style={{ width: '100%' }}>
                    <Flex wrap gap={6} align="center">
                      <Typography.Text strong>{i.patternName}</Typography.Text>
                      <Tag color={statusColors[i.status]}>{i18n._(operationInstanceStatusLabels[i.status])}</Tag>
                    </Flex>
                    <Typography.Text type="secondary">
                      {[t`Anchor date ${formatDate(i.anchorDate, 'date')}`, i.currentStepName].filter(Boolean).join(' · ')}
                    </Typography.Text>
                    {i.nextTaskId ? (
                      <LinkButton to={`/individual/task/${i.nextTaskId}`} type="primary" size="large" block>
                        {t`Continue`}
                      </LinkButton>
                    ) : null}
                  </Flex>
                </List.Item>
              )}
            />
          ) : (
            <Empty description={t`You have not started this yet.`} />
          )}
        </Card>
      </Flex>
    </section>
  );
}
