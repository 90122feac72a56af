import { Card, Col, Row, Statistic } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { ErrorState, PageHeader } from '@kanri/ui';
import { usePeopleGraph } from '../api/people-insights';
import { CountBarChart, JoinersLeaversChart } from '../components/people-charts';
import { workerTypeLabels } from '@kanri/contracts';

/**
 * `/people/people-graph` (001 §2 People "Other tabs"; docs/people.md "The list tabs"): the present
 * workforce (active, new hires and leavers) in total, by department and by worker type, and the
 * joiners and leavers of the last 12 months, as recharts bar charts (`GET /v2/people-graph`).
 * Recharts is in this page's lazily loaded chunk only.
 */
export function PeopleGraphPage() {
  const { t, i18n } = useLingui();
  const graph = usePeopleGraph();
  const data = graph.data;
  const total = data?.byWorkerType.reduce((sum, r) => sum + r.count, 0) ?? 0;
  return (
    <>
      <PageHeader title={t`People graph`} />
      {graph.error ? (
        <ErrorState onRetry={() => void graph.mutate()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card loading={!data}>
              <Statistic title={t`Headcount`} value={total} />
            </Card>
          </Col>
          <Col xs={24} md={16}>
            <Card title={t`Headcount by worker type`} loading={!data}>
              <CountBarChart label={t`Headcount by worker type`} data={(data?.byWorkerType ?? []).map((r) => ({ name: i18n._(workerTypeLabels[r.workerType]), count: r.count }))} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t`Headcount by department`} loading={!data}>
              <CountBarChart
                label={t`Headcount by department`}
                data={(data?.headcountByDepartment ?? []).map((r) => ({ name: r.department?.name ?? t`No department`, count: r.count }))}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t`Joiners and leavers by month`} loading={!data}>
              <JoinersLeaversChart label={t`Joiners and leavers by month`} data={data?.joinersAndLeavers ?? []} joinersLabel={t`Joiners`} leaversLabel={t`Leavers`} />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
