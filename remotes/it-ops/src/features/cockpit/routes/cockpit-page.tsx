import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@kanri/runtime';
import { EmptyState, ErrorState, PageHeader } from '@kanri/ui';
import { cockpitIdValues, cockpitProductOf, type CockpitId, type CockpitTileKey } from '@kanri/contracts';
import { useCockpit } from '../api/cockpit';
import { cockpitDashboardDescriptions, cockpitDashboardLabels, cockpitTileLabels } from '../components/cockpit-labels';
import { formatValue } from '../components/cockpit-format';

/** The headline tiles each card of `/cockpit` shows (two or three). */
export const cockpitCardTiles: Record<CockpitId, CockpitTileKey[]> = {
  it: ['SAAS_SPEND', 'SOFTWARE_ALERTS', 'DEVICES_BY_STATE'],
  ga: ['PLACES_BY_STATUS', 'FLEETS_DUE', 'GA_OPERATIONS'],
  hr: ['HEADCOUNT', 'PEOPLE_PIPELINE', 'LABOR_OPERATIONS'],
};

/** The dashboards a session's products open (IT → it, GA → ga, HR → hr), in display order. */
export function openDashboards(products: readonly string[]): CockpitId[] {
  return cockpitIdValues.filter((id) => products.includes(cockpitProductOf[id]));
}

function DashboardCard({ id }: { id: CockpitId }) {
  const { i18n } = useLingui();
  const dashboard = useCockpit(id);
  const name = i18n._(cockpitDashboardLabels[id]);
  return (
    <Card title={<Link to={`/cockpit/${id}`}>{name}</Link>} style={{ height: '100%' }}>
      <p style={{ marginTop: 0 }}>{i18n._(cockpitDashboardDescriptions[id])}</p>
      {dashboard.error ? (
        <ErrorState onRetry={() => void dashboard.mutate()} />
      ) : !dashboard.data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Row gutter={[16, 16]}>
          {cockpitCardTiles[id].map((key) => {
            const tile = dashboard.data!.tiles.find((t) => t.key === key);
            return tile ? (
              <Col key={key} xs={24} sm={8}>
                <Statistic title={i18n._(cockpitTileLabels[key])} value={formatValue(i18n, tile, tile.value)} />
              </Col>
            ) : null;
          })}
        </Row>
      )}
    </Card>
  );
}

/**
 * `/cockpit` (issue 15 "Cockpit"; docs/cockpit.md): one card per dashboard the user's products
 * open (IT, GA, HR), each with its headline figures and a link to `/cockpit/{id}`. A user with
 * none of the three products sees an empty state.
 */
export function CockpitPage() {
  const { t } = useLingui();
  const { session } = useAuth();
  const ids = openDashboards(session?.accessibles.products ?? []);
  return (
    <>
      <PageHeader title={t`Cockpit`} description={t`The company at a glance: each dashboard links to the lists behind its figures.`} />
      {ids.length === 0 ? (
        <EmptyState title={t`No dashboards`} description={<Trans>Your roles open none of the IT, GA or HR dashboards.</Trans>} />
      ) : (
        <Row gutter={[16, 16]}>
          {ids.map((id) => (
            <Col key={id} xs={24} lg={12} xxl={8}>
              <DashboardCard id={id} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
