import { Card, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, PageHeader } from '@kanri/ui';
import { licenseExpiringWithinDays, type LicenseAlert } from '@kanri/contracts';
import { useLicenseAlerts } from '../api/get-license-alerts';
import { LicenseAreaNav } from '../components/license-area-nav';
import { licenseAlertKindLabels } from '../components/license-labels';
import { LicenseSeatsTag } from '../components/license-seats-tag';

/**
 * `/licenses/alerts` (001 §2 list tab "alerts"; issue 10): licenses expiring within 30 days
 * (soonest first, days left by the Tokyo date) and over-assigned licenses (more seats used than
 * bought), each linking to its license; "No alerts" when there are none.
 */
export function LicenseAlertsPage() {
  const { t, i18n } = useLingui();
  const alerts = useLicenseAlerts();
  const days = licenseExpiringWithinDays;
  return (
    <section>
      <LicenseAreaNav />
      <PageHeader title={t`License alerts`} />
      <Card>
        <p>{t`Licenses that expire within ${days} days, and licenses with more seats in use than bought.`}</p>
        {alerts.error && !alerts.data ? (
          <ErrorState description={alerts.error.message} onRetry={() => void alerts.mutate()} />
        ) : alerts.data && alerts.data.items.length === 0 ? (
          <EmptyState title={t`No alerts`} description={t`No license expires within ${days} days and none has more seats in use than bought.`} />
        ) : (
          <Table<LicenseAlert>
            rowKey={(a) => `${a.kind}-${a.licenseId}`}
            loading={alerts.isLoading}
            dataSource={alerts.data?.items ?? []}
            pagination={false}
            columns={[
              { key: 'kind', title: t`Alert`, width: 170, render: (_, a) => <Tag color={a.kind === 'OVER_ASSIGNED' ? 'error' : 'warning'}>{i18n._(licenseAlertKindLabels[a.kind])}</Tag> },
              { key: 'license', title: t`License`, render: (_, a) => <Link to={`/licenses/${a.licenseId}`}>{a.licenseName}</Link> },
              {
                key: 'expiry',
                title: t`Expiry date`,
                width: 230,
                render: (_, a) => {
                  if (!a.expiryDate) return null;
                  const left = a.daysUntilExpiry ?? 0;
                  return a.kind === 'EXPIRING' ? `${formatDate(a.expiryDate)} (${left === 0 ? t`today` : t`in ${left} days`})` : formatDate(a.expiryDate);
                },
              },
              { key: 'seats', title: t`Seats`, width: 220, render: (_, a) => <LicenseSeatsTag seatsUsed={a.seatsUsed} seatsTotal={a.seatsTotal} /> },
            ]}
          />
        )}
      </Card>
    </section>
  );
}
