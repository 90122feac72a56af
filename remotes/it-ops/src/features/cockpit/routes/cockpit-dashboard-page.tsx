import { Card, Col, Row, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useAuth } from '@kanri/runtime';
import { EmptyState, ErrorState, NotFoundPage, PageHeader } from '@kanri/ui';
import { cockpitIdValues, cockpitProductOf, type CockpitId } from '@kanri/contracts';
import { useCockpit } from '../api/cockpit';
import { cockpitDashboardLabels } from '../components/cockpit-labels';
import { CockpitTileCard } from '../components/cockpit-tile';

const isCockpitId = (id: string | undefined): id is CockpitId => (cockpitIdValues as readonly (string | undefined)[]).includes(id);

function Dashboard({ id }: { id: CockpitId }) {
  const { t, i18n } = useLingui();
  const { session } = useAuth();
  const allowed = (session?.accessibles.products ?? []).includes(cockpitProductOf[id]);
  const dashboard = useCockpit(id, allowed);
  const name = i18n._(cockpitDashboardLabels[id]);
  const data = dashboard.data;
  return (
    <>
      <PageHeader
        title={name}
        description={data ? t`Figures as of ${formatDate(data.asOf)}` : undefined}
        breadcrumb={[{ label: t`Cockpit`, to: '/cockpit' }, { label: name }]}
      />
      {!allowed ? (
        <EmptyState title={t`You cannot open this dashboard`} description={t`Your roles do not include the product this dashboard sums up.`} />
      ) : dashboard.error ? (
        <ErrorState onRetry={() => void dashboard.mutate()} />
      ) : !data ? (
        <div role="status" aria-label={t`Loading`}>
          <Row gutter={[16, 16]}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Col key={i} xs={24} md={12} xl={8}>
                <Card>
                  <Skeleton active />
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ) : data.tiles.length === 0 ? (
        <EmptyState title={t`Nothing to show yet`} />
      ) : (
        <Row gutter={[16, 16]}>
          {data.tiles.map((tile) => (
            <Col key={tile.key} xs={24} md={12} xl={tile.chart === 'LINE' || tile.figures.length > 8 ? 16 : 8}>
              <CockpitTileCard tile={tile} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

/**
 * `/cockpit/{id}` (issue 15 "Cockpit"; docs/cockpit.md): the dashboard `it`, `ga` or `hr` — KPI
 * tiles and charts, each tile linking to its list with the filter applied (`GET /v2/cockpit/{id}`).
 * Another id is the not-found page; a dashboard the user's products do not open says so without
 * calling. Loading skeletons, an error state with Retry, an empty state.
 */
export function CockpitDashboardPage() {
  const { id } = useParams();
  if (!isCockpitId(id)) return <NotFoundPage />;
  return <Dashboard key={id} id={id} />;
}
