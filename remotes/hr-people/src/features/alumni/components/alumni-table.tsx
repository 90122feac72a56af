import { type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { personFields, workerTypeLabels, type Alumnus } from '@kanri/contracts';
import { PersonNameCell } from '../../../components/people-list-parts';

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
  const columns: TableColumnsType<Alumnus> = [
    {
      key: 'NAME', width: 200, fixed: 'left',
      title: t`Name`,
      sorter: true,
      render: (_, row) => <PersonNameCell person={row} to={`/person/alumni/${row.id}`} />,
    },
    { key: 'WORKER_NUMBER', width: 130, title: t`Worker number`, sorter: true, render: (_, row) => row.workerNumber },
    { key: 'EMAIL', width: 260, ellipsis: { showTitle: true }, title: t`E-mail`, sorter: true, render: (_, row) => row.email },
    { key: 'workerType', width: 120, title: t`Worker type`, render: (_, row) => i18n._(workerTypeLabels[row.workerType]) },
    { key: 'DEPARTMENT', width: 170, ellipsis: { showTitle: true }, title: t`Department`, sorter: true, render: (_, row) => row.department?.name },
    { key: 'POSITION', width: 130, ellipsis: { showTitle: true }, title: t`Position`, sorter: true, render: (_, row) => row.position?.name },
    { key: 'employmentType', width: 150, ellipsis: { showTitle: true }, title: t`Employment type`, render: (_, row) => row.employmentType?.name },
    { key: 'JOINED_AT', width: 130, title: t`Joined`, sorter: true, render: (_, row) => (row.joinedAt ? formatDate(row.joinedAt, 'date') : null) },
    { key: 'LEAVING_AT', width: 130, title: i18n._(personFields['leaving.leavingAt'].label), sorter: true, render: (_, row) => (row.leavingAt ? formatDate(row.leavingAt, 'date') : null) },
    { key: 'reason', width: 170, ellipsis: { showTitle: true }, title: t`Reason for leaving`, render: (_, row) => (row.retirementReason ?? row.contractEndReason)?.name },
  ];
  return <DataTable rowKey="id" columns={columns} caption={t`Alumni`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1590 } }} {...props} />;
}
