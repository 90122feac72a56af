import { useMemo } from 'react';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { contractFields, type ContractRow } from '@kanri/contracts';
import { contractFieldLabels, contractStatusColors, formatContractAmount } from './contract-labels';

/** The column that always shows (the title links to the contract). */
export const fixedContractColumns = ['TITLE'];

/**
 * The contract list's columns: title (a link to `/contract/{id}`, with a "Renewal soon" tag when
 * the notice deadline is within 60 days), contract number, type, status, counterparty, start and
 * end dates, the notice deadline and the amount in its currency. The field columns' titles and
 * values are the contracts' `contractFields` (issue 30); the notice deadline is the list's own. Sortable: TITLE,
 * CONTRACT_NUMBER, STATUS, COUNTERPARTY, START_DATE, END_DATE (the contract's `sortColumn`).
 */
export function useContractColumns(): TableColumnsType<ContractRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<ContractRow>>(
    () => [
      {
        key: 'TITLE',
        title: i18n._(contractFieldLabels.title),
        sorter: true,
        width: 300,
        fixed: 'left',
        ellipsis: { showTitle: true },
        render: (_, row) => (
          <Space size={4}>
            <Link to={`/contract/${row.id}`}>{row.title}</Link>
            {row.renewalSoon ? <Tag color="orange">{t`Renewal soon`}</Tag> : null}
          </Space>
        ),
      },
      { key: 'CONTRACT_NUMBER', title: i18n._(contractFieldLabels.contractNumber), sorter: true, width: 150, ellipsis: { showTitle: true }, render: (_, row) => row.contractNumber },
      { key: 'contractType', title: i18n._(contractFieldLabels.contractType), width: 140, render: (_, row) => i18n._(contractFields.contractType.values[row.contractType]) },
      { key: 'STATUS', title: i18n._(contractFieldLabels.status), sorter: true, width: 120, render: (_, row) => <Tag color={contractStatusColors[row.status]}>{i18n._(contractFields.status.values[row.status])}</Tag> },
      { key: 'COUNTERPARTY', title: i18n._(contractFieldLabels.counterpartyName), sorter: true, width: 220, ellipsis: { showTitle: true }, render: (_, row) => row.counterpartyName },
      { key: 'START_DATE', title: i18n._(contractFieldLabels.startDate), sorter: true, width: 130, render: (_, row) => formatDate(row.startDate) },
      { key: 'END_DATE', title: i18n._(contractFieldLabels.endDate), sorter: true, width: 130, render: (_, row) => (row.endDate ? formatDate(row.endDate) : <Typography.Text type="secondary">{t`Indefinite`}</Typography.Text>) },
      {
        key: 'noticeDeadline',
        title: t`Notice deadline`,
        width: 170,
        render: (_, row) =>
          row.noticeDeadline && (row.status === 'ACTIVE' || row.status === 'UNDER_APPROVAL' || row.status === 'DRAFT') ? (
            <Typography.Text type={row.renewalSoon ? 'warning' : undefined}>{formatDate(row.noticeDeadline)}</Typography.Text>
          ) : null,
      },
      {
        key: 'amount',
        title: i18n._(contractFieldLabels.amount),
        width: 200,
        align: 'right',
        render: (_, row) => (row.amount === null ? null : `${formatContractAmount(row.amount, row.currency, i18n.locale)} / ${i18n._(contractFields.billingCycle.values[row.billingCycle])}`),
      },
    ],
    [t, i18n],
  );
}

/** The contract table: server sort and paging; the user's column settings when given. */
export function ContractsTable<Search extends DataTableSearch>(props: ListTableProps<ContractRow, Search>) {
  const { t } = useLingui();
  const columns = useContractColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Contracts`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1560 } }} {...props} />;
}
