import { Card, Flex, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, PageHeader } from '@kanri/ui';
import type { SoftwareBillAndCost } from '@kanri/contracts';
import { useSoftwareBillAndCost } from '../api/get-software-bill-and-cost';
import { formatMoney } from '../components/software-labels';

type CostRow = SoftwareBillAndCost['rows'][number];

/**
 * `/software/bill-and-cost` (001 §2 list tab): the SaaS cost of each month over the last 12 months
 * (`GET /v2/software-bill-and-cost`: integrations' contracts and licenses), as a bar chart of the
 * totals (recharts, as the app integration's overview; the values are listed for screen readers)
 * and a table by software. Amounts stay in their currency.
 */
export function SoftwareBillAndCostPage() {
  const { t, i18n } = useLingui();
  const bill = useSoftwareBillAndCost();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.locale);
  if (bill.error) return <ErrorState description={bill.error.message} onRetry={() => void bill.mutate()} />;
  const data = bill.data;
  return (
    <>
      <PageHeader title={t`Bill and cost`} description={t`Monthly SaaS cost from the app integrations' contracts and the licenses, over the last 12 months.`} />
      {data && data.rows.length === 0 ? (
        <EmptyState title={t`No SaaS cost yet`} description={t`Add a price to an app integration's contract or to a license to see its cost here.`} />
      ) : (
        <Flex vertical gap={16}>
          {data?.totals.map((total) => (
            <Card key={total.currency} title={<h3 style={{ fontSize: 16, margin: 0 }}>{t`Monthly total (${total.currency})`}</h3>}>
              <figure aria-label={t`Monthly SaaS cost (${total.currency})`} style={{ margin: 0 }}>
                <div style={{ width: '100%', height: 240 }} aria-hidden>
                  <ResponsiveContainer>
                    <BarChart data={data.months.map((month, k) => ({ month, amount: total.amounts[k] ?? 0 }))}>
                      <CartesianGrid strokeDasharray="3 3" vertical={false} />
                      <XAxis dataKey="month" fontSize={12} />
                      <YAxis fontSize={12} width={90} tickFormatter={(n: number) => money(n, total.currency)} />
                      <Tooltip formatter={(n) => money(Number(n), total.currency)} />
                      <Bar dataKey="amount" fill="#1677ff" />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
                <ul style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {data.months.map((month, k) => (
                    <li key={month}>{`${month}: ${money(total.amounts[k] ?? 0, total.currency)}`}</li>
                  ))}
                </ul>
              </figure>
            </Card>
          ))}
          <Table<CostRow>
            rowKey={(r) => `${r.softwareId}-${r.currency}`}
            size="small"
            loading={bill.isLoading}
            dataSource={data?.rows ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            caption={<Typography.Text strong>{t`Cost by software`}</Typography.Text>}
            columns={[
              { key: 'name', title: t`Software`, fixed: 'left', width: 200, render: (_, r) => <Link to={`/software/${r.softwareId}/contracts-cost`}>{r.name}</Link> },
              ...(data?.months ?? []).map((month, k) => ({ key: month, title: month, render: (_: unknown, r: CostRow) => money(r.amounts[k] ?? 0, r.currency) })),
            ]}
          />
        </Flex>
      )}
    </>
  );
}
