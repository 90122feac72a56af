import { Card, Descriptions, Flex, Table } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { ErrorState, LinkButton } from '@kanri/ui';
import { licenseFields, type SoftwareContractsCost, type SoftwareDetail } from '@kanri/contracts';
import { useSoftwareContractsCost } from '../api/get-software-contracts-cost';
import { formatMoney } from './software-labels';
import { totalsText } from './software-overview-tab';

type LicenseCost = SoftwareContractsCost['licenses'][number];

/**
 * The contracts-cost tab: the integration's contract (plan, pricing, price per cycle, monthly cost)
 * and the licenses of this software (seats, price, expiry, monthly cost; the license fields titled by
 * the contracts' `licenseFields`) with the monthly total.
 */
export function SoftwareContractsCostTab({ software }: { software: SoftwareDetail }) {
  const { t, i18n } = useLingui();
  const cost = useSoftwareContractsCost(software.id);
  if (cost.error) return <ErrorState description={cost.error.message} onRetry={() => void cost.mutate()} />;
  const data = cost.data;
  const i = data?.integration ?? null;
  const money = (amount: number | null, currency: string) => (amount === null ? '—' : formatMoney(amount, currency, i18n.locale));
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Monthly total`}</h2>}>{totalsText(data?.monthlyTotals ?? [], i18n.locale)}</Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`App integration contract`}</h2>} loading={cost.isLoading}>
        {i ? (
          <Descriptions
            bordered
            column={{ xs: 1, lg: 2 }}
            items={[
              { key: 'name', label: t`Integration`, children: <Link to={`/app-integrations/${i.appIntegrationId}/overview`}>{i.name}</Link> },
              { key: 'plan', label: t`Plan`, children: i.planName ?? '—' },
              { key: 'pricing', label: t`Pricing model`, children: i.pricingModel ?? '—' },
              { key: 'price', label: t`Price per billing cycle`, children: money(i.priceOfUnitPerBillingCycle, i.currencyCode) },
              { key: 'monthly', label: t`Monthly cost`, children: money(i.monthlyCost, i.currencyCode) },
            ]}
          />
        ) : (
          t`This software has no app integration, so no integration contract.`
        )}
      </Card>
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Licenses`}</h2>}
        extra={<LinkButton to={`/licenses/add/SAAS?softwareId=${software.id}`}>{t`Add license`}</LinkButton>}
      >
        <Table<LicenseCost>
          rowKey="id"
          size="small"
          loading={cost.isLoading}
          dataSource={data?.licenses ?? []}
          pagination={false}
          locale={{ emptyText: t`No licenses for this software` }}
          columns={[
            { key: 'name', title: i18n._(licenseFields.licenseName.label), render: (_, l) => <Link to={`/licenses/${l.id}`}>{l.licenseName}</Link> },
            { key: 'seats', title: t`Seats used / total`, render: (_, l) => `${l.seatsUsed} / ${l.seatsTotal}` },
            { key: 'price', title: i18n._(licenseFields.price.label), render: (_, l) => money(l.price, l.currency) },
            { key: 'expiryDate', title: i18n._(licenseFields.expiryDate.label), render: (_, l) => (l.expiryDate ? formatDate(l.expiryDate, 'date') : '—') },
            { key: 'monthly', title: t`Monthly cost`, render: (_, l) => money(l.monthlyCost, l.currency) },
          ]}
        />
      </Card>
    </Flex>
  );
}
