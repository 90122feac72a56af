import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, LinkButton } from '@kanri/ui';
import type { SoftwareContractsCost, SoftwareDetail } from '@kanri/contracts';
import { useSoftwareContractsCost } from '../api/get-software-contracts-cost';
import { formatMoney } from './software-labels';

/** A figure that 001 §7 shows as a fixed empty placeholder: "—" with a hint saying why. */
function Placeholder({ title, hint }: { title: string; hint: string }) {
  return (
    <Card>
      <Statistic title={title} value="—" />
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Card>
  );
}

/** The monthly totals as text ("¥12,400", several currencies joined), or "—". */
export function totalsText(totals: SoftwareContractsCost['monthlyTotals'], locale: string): string {
  return totals.length ? totals.map((x) => formatMoney(x.amount, x.currency, locale)).join(' / ') : '—';
}

/**
 * The overview tab (001 §2, §7): from real data where the software has an integration — its
 * accounts, the share of active accounts that signed in within the integration's inactive days,
 * and the monthly cost of its contract and licenses; without one an honest empty state pointing
 * to the marketplace. The figures 001 §7 leaves as fixed empty placeholders (growth, saving cost,
 * recommendations) show "—" with a hint.
 */
export function SoftwareOverviewTab({ software }: { software: SoftwareDetail }) {
  const { t, i18n } = useLingui();
  const cost = useSoftwareContractsCost(software.id);
  if (cost.error) return <ErrorState description={cost.error.message} onRetry={() => void cost.mutate()} />;
  const integration = cost.data?.integration ?? null;
  const hint = t`Not computed for a software record; the app integration's overview has it.`;
  return (
    <Flex vertical gap={16}>
      {integration ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card>
              <Statistic title={t`Accounts`} value={integration.accounts.total} suffix={t`(${integration.accounts.active} active)`} />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card>
              <Statistic
                title={t`Active rate (signed in within ${integration.accounts.inactiveDays} days)`}
                value={integration.accounts.active ? Math.round((integration.accounts.signedInWithinInactiveDays / integration.accounts.active) * 100) : 0}
                suffix="%"
              />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card>
              <Statistic title={t`Monthly cost`} value={totalsText(cost.data?.monthlyTotals ?? [], i18n.locale)} />
            </Card>
          </Col>
        </Row>
      ) : cost.data ? (
        <EmptyState
          title={t`This software is not integrated`}
          description={t`Accounts, active rate and cost come from an app integration. Integrate the app from the marketplace to see them here.`}
          action={<LinkButton to="/software/marketplace">{t`Open the marketplace`}</LinkButton>}
        />
      ) : null}
      {!integration && cost.data?.licenses.length ? (
        <Card>
          <Statistic title={t`Monthly cost of its licenses`} value={totalsText(cost.data.monthlyTotals, i18n.locale)} />
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Placeholder title={t`User growth`} hint={hint} />
        </Col>
        <Col xs={24} md={8}>
          <Placeholder title={t`Saving cost`} hint={hint} />
        </Col>
        <Col xs={24} md={8}>
          <Placeholder title={t`Recommended actions`} hint={hint} />
        </Col>
      </Row>
      {integration ? <Link to={`/app-integrations/${integration.appIntegrationId}/overview`}>{t`Open the app integration's overview`}</Link> : null}
    </Flex>
  );
}
