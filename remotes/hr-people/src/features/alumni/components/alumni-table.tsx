import { Avatar, Space, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatPersonName } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { workerTypeLabels, type Alumnus } from '@kanri/contracts';

/** Props of {@link AlumniTable}: the `DataTable` props but its columns. */
export type AlumniTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<Alumnus, Search>;

/**
 * The alumni table (001 §2 "Alumni list"): name (a link to `/person/alumni/{id}`; family name first
 * with the kana reading in Japanese), worker number, e-mail, worker type, department, position,
 * employment type, joining date, leaving date (the last day of work) and the reason for leaving
 * (retirement or contract end). Sort columns are the contract's `sortColumn` values.
 */
export function AlumniTable<Search extends DataTableSearch>(props: AlumniTableProps<Search>) {
  const { t, i18n } = useLingui();
  const japanese = i18n.locale === 'ja-JP';
  const columns: TableColumnsType<Alumnus> = [
    {
      key: 'NAME', width: 200, fixed: 'left',
      title: t`Name`,
      sorter: true,
      render: (_, row) => (
        <Space>
          <Avatar src={row.avatarUrl ?? undefined} alt="">
            {row.familyName.slice(0, 1)}
          </Avatar>
          <span>
            <Link to={`/person/alumni/${row.id}`}>{formatPersonName(row)}</Link>
            {japanese && row.nameKana ? (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {row.nameKana}
              </Typography.Text>
            ) : null}
          </span>
        </Space>
      ),
    },
    { key: 'WORKER_NUMBER', width: 130, title: t`Worker number`, sorter: true, render: (_, row) => row.workerNumber },
    { key: 'EMAIL', width: 260, ellipsis: { showTitle: true }, title: t`E-mail`, sorter: true, render: (_, row) => row.email },
    { key: 'workerType', width: 120, title: t`Worker type`, render: (_, row) => i18n._(workerTypeLabels[row.workerType]) },
    { key: 'DEPARTMENT', width: 170, ellipsis: { showTitle: true }, title: t`Department`, sorter: true, render: (_, row) => row.department?.name },
    { key: 'POSITION', width: 130, ellipsis: { showTitle: true }, title: t`Position`, sorter: true, render: (_, row) => row.position?.name },
    { key: 'employmentType', width: 150, ellipsis: { showTitle: true }, title: t`Employment type`, render: (_, row) => row.employmentType?.name },
    { key: 'JOINED_AT', width: 130, title: t`Joined`, sorter: true, render: (_, row) => (row.joinedAt ? formatDate(row.joinedAt, 'date') : null) },
    { key: 'LEAVING_AT', width: 130, title: t`Leaving date`, sorter: true, render: (_, row) => (row.leavingAt ? formatDate(row.leavingAt, 'date') : null) },
    { key: 'reason', width: 170, ellipsis: { showTitle: true }, title: t`Reason for leaving`, render: (_, row) => (row.retirementReason ?? row.contractEndReason)?.name },
  ];
  return <DataTable rowKey="id" columns={columns} caption={t`Alumni`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1590 } }} {...props} />;
}
