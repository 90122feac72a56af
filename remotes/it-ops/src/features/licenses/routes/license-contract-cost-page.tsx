import { useState } from 'react';
import { Card, Flex, Select, Table, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, PageHeader, sectionHeading } from '@kanri/ui';
import type { LicenseContractCost } from '@kanri/contracts';
import { useLicenseContractCost } from '../api/get-license-contract-cost';
import { LicenseAreaNav } from '../components/license-area-nav';
import { formatAmount } from '../components/license-format';

type Totals = LicenseContractCost['months'][number]['totals'];

/** This year in Asia/Tokyo (the server's default year). */
const tokyoYear = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric' }).format(new Date()));

/**
 * `/licenses/contract-cost` (001 §2 list tab "contract-cost"; issue 10): the license cost of a year
 * by month and by vendor, per currency (never converted), with the number of licenses that have
 * no price; an empty state when no license has a price.
 */
export function LicenseContractCostPage() {
  const { t, i18n } = useLingui();
  const [year, setYear] = useState(tokyoYear);
  const cost = useLicenseContractCost(year);
  const amounts = (totals: Totals) => (totals.length ? totals.map((x) => formatAmount(x.amount, x.currency, i18n.locale)).join(' / ') : '—');
  const monthLabel = (month: string) => new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const data = cost.data;
  const priced = data ? data.byVendor.length > 0 : false;
  const unpriced = data?.unpricedLicenses ?? 0;
  return (
    <section>
      <LicenseAreaNav />
      <PageHeader
        title={t`Contract cost`}
        extra={
          <Select
            aria-label={t`Year`}
            value={year}
            onChange={setYear}
            options={[year - 2, year - 1, year, year + 1].filter((y, i, all) => all.indexOf(y) === i).map((y) => ({ value: y, label: String(y) }))}
          />
        }
      />
      {cost.error && !data ? (
        <ErrorState description={cost.error.message} onRetry={() => void cost.mutate()} />
      ) : data && !priced ? (
        <EmptyState title={t`No costs for this year`} description={t`No license with a price is in term this year.`} />
      ) : (
        <Flex vertical gap={16}>
          {unpriced > 0 ? <Typography.Text type="secondary">{t`${unpriced} licenses have no price and are not counted.`}</Typography.Text> : null}
          <Card title={<h2 style={sectionHeading}>{t`By month`}</h2>}>
            <Table
              rowKey="month"
              size="small"
              loading={cost.isLoading}
              dataSource={data?.months ?? []}
              pagination={false}
              columns={[
                { key: 'month', title: t`Month`, width: 200, render: (_, m) => monthLabel(m.month) },
                { key: 'total', title: t`Cost`, render: (_, m) => amounts(m.totals) },
              ]}
            />
          </Card>
          <Card title={<h2 style={sectionHeading}>{t`By vendor`}</h2>}>
            <Table
              rowKey={(v) => v.vendorName ?? ''}
              size="small"
              loading={cost.isLoading}
              dataSource={data?.byVendor ?? []}
              pagination={false}
              columns={[
                { key: 'vendor', title: t`Vendor`, render: (_, v) => v.vendorName ?? t`No vendor` },
                { key: 'total', title: t`Cost this year`, render: (_, v) => amounts(v.totals) },
              ]}
            />
          </Card>
        </Flex>
      )}
    </section>
  );
}
