import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Flex, Progress, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { ErrorState, sectionHeading } from '@kanri/ui';
import { appContractUnitLabels, billingCycleUnitLabels, pricingModelLabels, type AppIntegration } from '@kanri/contracts';
import {
  useBillingCostOverview,
  useContractOverview,
  useMonthlyActiveUserRateOverview,
  useMonthlyCostOverview,
  useRecommendedActionsOverview,
  useRenewalDateOverview,
  useSavingCostOverview,
  useUserAndPeopleOverview,
  useUserGrowthOverview,
} from '../api/get-overview';
import { appIntegrationFieldLabels, recommendedActionLabels } from './app-integration-labels';
import { formatAmount, formatPercent } from './app-integration-format';
import { MonthlyBarChart } from './overview-charts';

/** One figure's card: its `h2` title, a skeleton while loading, the error with Retry, else the content. */
function FigureCard<T>({ title, query, children }: { title: string; query: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown }; children: (data: T) => ReactNode }) {
  return (
    <Card title={<h2 style={sectionHeading}>{title}</h2>} loading={query.isLoading} style={{ height: '100%' }}>
      {query.data ? children(query.data) : query.error ? <ErrorState onRetry={() => void query.mutate()} /> : null}
    </Card>
  );
}

/**
 * The overview tab (001 §2, §7): the nine figures of `GET /v2/app-integrations/{id}/overview/*`,
 * each in its card — contract, accounts versus people, billing cost, account growth (chart),
 * monthly active rate, monthly cost (chart), renewal date, saving cost, recommended actions (links
 * to the users tab's categories). The charts (recharts) load with this tab's chunk.
 */
export function OverviewTab({ integration }: { integration: AppIntegration }) {
  const { t, i18n } = useLingui();
  const id = integration.id;
  const contract = useContractOverview(id);
  const people = useUserAndPeopleOverview(id);
  const billing = useBillingCostOverview(id);
  const growth = useUserGrowthOverview(id);
  const rate = useMonthlyActiveUserRateOverview(id);
  const cost = useMonthlyCostOverview(id);
  const renewal = useRenewalDateOverview(id);
  const saving = useSavingCostOverview(id);
  const actions = useRecommendedActionsOverview(id);
  const notSet = t`Not set`;
  const money = (amount: number | null, currency: AppIntegration['contract']['currencyCode']) => formatAmount(amount, currency, i18n.locale) ?? notSet;
  const monthLabel = (month: string) => new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <FigureCard title={t`Contract`} query={contract}>
          {(c) => (
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'plan', label: i18n._(appIntegrationFieldLabels['contract.planName']), children: c.planName ?? notSet },
                { key: 'model', label: i18n._(appIntegrationFieldLabels['contract.pricingModel']), children: c.pricingModel ? i18n._(pricingModelLabels[c.pricingModel]) : notSet },
                {
                  key: 'price',
                  label: i18n._(appIntegrationFieldLabels['contract.priceOfUnitPerBillingCycle']),
                  children: `${money(c.priceOfUnitPerBillingCycle, c.currencyCode)}${c.unit ? ` / ${i18n._(appContractUnitLabels[c.unit])}` : ''}`,
                },
                { key: 'cycle', label: t`Billing cycle`, children: c.billingCycleUnit ? `${c.billingCycleLength ?? 1} × ${i18n._(billingCycleUnitLabels[c.billingCycleUnit])}` : notSet },
                { key: 'renewal', label: t`Next renewal`, children: c.nextRenewalDate ? formatDate(c.nextRenewalDate, 'date') : notSet },
              ]}
            />
          )}
        </FigureCard>
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard title={t`Accounts and people`} query={people}>
          {(p) => (
            <Row gutter={[8, 8]}>
              <Col span={12}><Statistic title={t`Accounts`} value={p.accounts} /></Col>
              <Col span={12}><Statistic title={t`Active accounts`} value={p.activeAccounts} /></Col>
              <Col span={12}><Statistic title={t`Linked to a person`} value={p.linkedAccounts} /></Col>
              <Col span={12}><Statistic title={t`Assigned people`} value={p.assignedWorkers} /></Col>
              <Col span={24}><Statistic title={t`People in the company`} value={p.companyPeople} /></Col>
            </Row>
          )}
        </FigureCard>
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard title={t`Billing cost`} query={billing}>
          {(b) => (
            <Row gutter={[8, 8]}>
              <Col span={12}><Statistic title={t`Per month`} value={money(b.monthlyCost, b.currencyCode)} /></Col>
              <Col span={12}><Statistic title={t`Per year`} value={money(b.yearlyCost, b.currencyCode)} /></Col>
              <Col span={12}><Statistic title={t`Per billing cycle`} value={money(b.costPerCycle, b.currencyCode)} /></Col>
              <Col span={12}><Statistic title={t`Billable units`} value={b.billableUnits} /></Col>
            </Row>
          )}
        </FigureCard>
      </Col>
      <Col xs={24} lg={12}>
        <FigureCard title={t`Account growth`} query={growth}>
          {(g) => (
            <MonthlyBarChart
              label={t`New accounts and total accounts by month, last 12 months`}
              data={g.months.map((m) => ({ month: monthLabel(m.month), values: [m.newAccounts, m.totalAccounts] }))}
              series={[t`New accounts`, t`Total accounts`]}
              format={(n) => String(n)}
            />
          )}
        </FigureCard>
      </Col>
      <Col xs={24} lg={12}>
        <FigureCard title={t`Monthly cost`} query={cost}>
          {(c) => (
            <MonthlyBarChart
              label={t`Cost by month, last 12 months`}
              data={c.months.map((m) => ({ month: monthLabel(m.month), values: [m.amount ?? 0] }))}
              series={[t`Cost`]}
              format={(n) => formatAmount(n, c.currencyCode, i18n.locale) ?? ''}
            />
          )}
        </FigureCard>
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard title={t`Monthly active users`} query={rate}>
          {(r) => (
            <Flex align="center" gap={16}>
              <Progress type="circle" percent={r.rate === null ? 0 : Math.round(r.rate * 100)} format={() => (r.rate === null ? '—' : formatPercent(r.rate, i18n.locale))} size={96} />
              <Typography.Text>{t`${r.signedInAccounts} of ${r.activeAccounts} active accounts signed in within 30 days`}</Typography.Text>
            </Flex>
          )}
        </FigureCard>
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard title={t`Renewal date`} query={renewal}>
          {(r) =>
            r.renewalDate ? (
              <Statistic title={formatDate(r.renewalDate, 'date')} value={t`${r.daysLeft} days left`} />
            ) : (
              <Typography.Text type="secondary">{t`Set the contract's anchor date in the settings to see the renewal date.`}</Typography.Text>
            )
          }
        </FigureCard>
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard title={t`Saving cost`} query={saving}>
          {(s) => (
            <Flex vertical gap={8}>
              <Statistic title={t`Per month`} value={money(s.savingPerMonth, s.currencyCode)} />
              <Typography.Text type="secondary">{t`${s.inactiveAccounts} accounts without a sign-in for ${s.inactiveDays} days`}</Typography.Text>
            </Flex>
          )}
        </FigureCard>
      </Col>
      <Col xs={24}>
        <FigureCard title={t`Recommended actions`} query={actions}>
          {(a) =>
            a.items.length === 0 ? (
              <Typography.Text type="secondary">{t`Nothing to do: every account matches its assignment.`}</Typography.Text>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {a.items.map((item) => (
                  <li key={item.action} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
                    <Flex justify="space-between" align="center" gap={16}>
                      <Flex vertical>
                        <Typography.Text strong>{i18n._(recommendedActionLabels[item.action])}</Typography.Text>
                        <Typography.Text type="secondary">{t`${item.count} concerned`}</Typography.Text>
                      </Flex>
                      <Link to={`/app-integrations/${id}/users?category=${item.category}`}>{t`Show them`}</Link>
                    </Flex>
                  </li>
                ))}
              </ul>
            )
          }
        </FigureCard>
      </Col>
    </Row>
  );
}
