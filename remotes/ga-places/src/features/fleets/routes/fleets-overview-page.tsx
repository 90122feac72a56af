import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import { ErrorState, PageHeader } from '@kanri/ui';
import { fleetsOverviewHorizonDays } from '@kanri/contracts';
import { useFleetsOverview } from '../api/get-fleets-overview';
import { FleetAreaNav } from '../components/fleet-area-nav';
import { fleetMainTypeLabels, fleetStatusLabels } from '../components/fleet-labels';

/** A count tile that links to the list it counts, with the filter applied. */
function Tile({ title, value, to, suffix }: { title: string; value: number | string; to: string; suffix?: string }) {
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }} aria-label={`${title}: ${value}${suffix ? ` ${suffix}` : ''}`}>
      <Card hoverable style={{ height: '100%' }}>
        <Statistic title={title} value={value} suffix={suffix} />
      </Card>
    </Link>
  );
}

/**
 * `/fleets/overview` (001 §2 "fleets"): the fleet at a glance — tiles for vehicles in use, in
 * maintenance and retired (each opening the list with that category), for the alerts by category
 * (opening `/fleets/alerts?category=…`) and the mileage totals; a bar chart of the vehicles in use
 * by type (a bar opens the list filtered by that type) and one of the due dates in the next 90 days
 * by month (recharts). Charts are drawn for sight; their numbers are in the tiles and the lists.
 */
export function FleetsOverviewPage() {
  const { t, i18n } = useLingui();
  const overview = useFleetsOverview();
  const o = overview.data;
  const byStatus = (status: 'ACTIVE' | 'IN_MAINTENANCE' | 'RETIRED') => (o?.byStatus ?? []).find((s) => s.status === status)?.count ?? 0;
  const typeRows = (o?.byMainType ?? []).map((b) => ({ mainType: b.mainType, name: i18n._(fleetMainTypeLabels[b.mainType]), count: b.count }));
  const monthRows = (o?.upcoming ?? []).map((m) => ({ ...m, label: new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'short' }).format(new Date(`${m.month}-01T00:00:00Z`)) }));
  const km = (n: number | null) => (n === null ? '—' : n.toLocaleString(i18n.locale));
  return (
    <section>
      <FleetAreaNav />
      <PageHeader title={t`Fleet overview`} />
      {overview.error && !o ? (
        <ErrorState description={overview.error.message} onRetry={() => void overview.mutate()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Tile title={i18n._(fleetStatusLabels.ACTIVE)} value={byStatus('ACTIVE')} to="/fleets?category=ACTIVE" />
          </Col>
          <Col xs={24} md={8}>
            <Tile title={i18n._(fleetStatusLabels.IN_MAINTENANCE)} value={byStatus('IN_MAINTENANCE')} to="/fleets?category=IN_MAINTENANCE" />
          </Col>
          <Col xs={24} md={8}>
            <Tile title={i18n._(fleetStatusLabels.RETIRED)} value={byStatus('RETIRED')} to="/fleets?category=RETIRED" />
          </Col>
          <Col xs={24} md={8}>
            <Tile title={t`Vehicle inspection alerts`} value={o?.alerts?.inspection ?? 0} to="/fleets/alerts?category=INSPECTION" />
          </Col>
          <Col xs={24} md={8}>
            <Tile title={t`Insurance alerts`} value={o?.alerts?.insurance ?? 0} to="/fleets/alerts?category=INSURANCE" />
          </Col>
          <Col xs={24} md={8}>
            <Tile title={t`Mileage alerts`} value={o?.alerts?.mileage ?? 0} to="/fleets/alerts?category=MILEAGE" />
          </Col>
          <Col xs={24} md={12}>
            <Tile title={t`Total mileage of vehicles in use`} value={km(o?.mileage?.totalKm ?? 0)} suffix="km" to="/fleets?sortColumn=MILEAGE&sortOrder=desc" />
          </Col>
          <Col xs={24} md={12}>
            <Tile title={t`Average mileage`} value={km(o?.mileage?.averageKm ?? null)} suffix="km" to="/fleets?sortColumn=MILEAGE&sortOrder=desc" />
          </Col>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t`Vehicles in use by type`}</h2>}>
              <figure aria-label={t`Vehicles in use by type`} style={{ margin: 0 }}>
                <div style={{ width: '100%', height: 260 }}>
                  <ResponsiveContainer>
                    <BarChart data={typeRows}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="name" />
                      <YAxis allowDecimals={false} />
                      <Tooltip />
                      <Bar dataKey="count" name={t`Vehicles`} fill="#1677ff" />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
                <figcaption>
                  {typeRows.map((r, i) => (
                    <span key={r.mainType}>
                      {i > 0 ? ' · ' : null}
                      <Link to={`/fleets?mainType=${r.mainType}`}>{`${r.name} ${r.count}`}</Link>
                    </span>
                  ))}
                </figcaption>
              </figure>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t`Due dates in the next ${fleetsOverviewHorizonDays} days`}</h2>}>
              <figure aria-label={t`Due dates in the next ${fleetsOverviewHorizonDays} days`} style={{ margin: 0 }}>
                <div style={{ width: '100%', height: 260 }}>
                  <ResponsiveContainer>
                    <BarChart data={monthRows}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="label" />
                      <YAxis allowDecimals={false} />
                      <Tooltip />
                      <Legend />
                      <Bar dataKey="inspection" stackId="due" name={t`Vehicle inspection`} fill="#fa8c16" />
                      <Bar dataKey="compulsoryInsurance" stackId="due" name={t`Compulsory insurance`} fill="#13c2c2" />
                      <Bar dataKey="insurance" stackId="due" name={t`Voluntary insurance`} fill="#722ed1" />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
                <figcaption>
                  <Link to="/fleets/alerts">{t`See all alerts`}</Link>
                </figcaption>
              </figure>
            </Card>
          </Col>
        </Row>
      )}
    </section>
  );
}
