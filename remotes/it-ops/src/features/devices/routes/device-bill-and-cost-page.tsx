import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Segmented, Skeleton, Statistic, Table } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, PageHeader } from '@kanri/ui';
import type { DeviceBillAndCost } from '@kanri/contracts';
import { useDeviceBillAndCost } from '../api/get-device-bill-and-cost';
import { DeviceAreaNav } from '../components/device-area-nav';
import { deviceAcquisitionLabels } from '../components/device-labels';

type Month = DeviceBillAndCost['months'][number];
const periodChoices = [6, 12, 24] as const;

/** `YYYY-MM` in the locale: "Apr 2026" / "2026年4月". */
function monthLabel(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(year, monthNumber - 1, 1));
}

/**
 * `/devices/bill-and-cost` (001 §2): purchase price totals by month in JPY (devices purchased in
 * the month, split by acquisition), over the last 6, 12 or 24 months (`?months=`, 12 by default;
 * other values fall back), with the period's total. A table — no chart library is a dependency.
 * A period without purchases says so.
 */
export function DeviceBillAndCostPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('months'));
  const months = (periodChoices as readonly number[]).includes(asked) ? asked : 12;
  const costs = useDeviceBillAndCost(months);
  const yen = useMemo(() => new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'JPY' }), [i18n.locale]);
  const columns = useMemo<TableColumnsType<Month>>(
    () => [
      { key: 'month', title: t`Month`, render: (_, row) => monthLabel(row.month, i18n.locale) },
      { key: 'deviceCount', title: t`Devices purchased`, align: 'right', render: (_, row) => row.deviceCount },
      ...(['PURCHASE', 'LEASE', 'RENTAL', 'OTHER'] as const).map((key) => ({
        key,
        title: i18n._(deviceAcquisitionLabels[key]),
        align: 'right' as const,
        render: (_: unknown, row: Month) => yen.format(row.byAcquisition[key]),
      })),
      { key: 'UNSET', title: t`Acquisition not set`, align: 'right', render: (_, row) => yen.format(row.byAcquisition.UNSET) },
      { key: 'total', title: t`Total`, align: 'right', render: (_, row) => <strong>{yen.format(row.total)}</strong> },
    ],
    [t, i18n, yen],
  );
  const data = costs.data;
  return (
    <>
      <DeviceAreaNav />
      <PageHeader
        title={t`Bill and cost`}
        description={t`Purchase prices of the devices bought each month, in yen.`}
        extra={
          <Segmented
            aria-label={t`Period`}
            value={months}
            options={periodChoices.map((n) => ({ value: n, label: t`${n} months` }))}
            onChange={(value) => setParams({ months: String(value) })}
          />
        }
      />
      {costs.error && !data ? (
        <ErrorState onRetry={() => void costs.mutate()} />
      ) : !data ? (
        <Skeleton active />
      ) : data.total === 0 && data.months.every((m) => m.deviceCount === 0) ? (
        <EmptyState title={t`No purchases in this period`} description={t`Devices with a purchase date and price in these months show here.`} />
      ) : (
        <>
          <Statistic title={t`Total for the period`} value={yen.format(data.total)} style={{ marginBottom: 16 }} />
          <Table<Month> rowKey="month" columns={columns} dataSource={data.months} pagination={false} aria-label={t`Costs by month`} size="small" />
        </>
      )}
    </>
  );
}
