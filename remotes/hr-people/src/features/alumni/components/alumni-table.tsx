import { useMemo } from 'react';
import { type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { personFields, workerTypeLabels, type Alumnus } from '@kanri/contracts';
import { PersonNameCell } from '../../../components/people-list-parts';

/** Props of {@link AlumniTable}: the `DataTable` props but its columns. */
export type AlumniTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<Alumnus, Search>;

/** The column that always shows (the name links to the alumni record). */
export const fixedAlumniColumns = ['NAME'];

/**
 * The alumni list's columns (001 §2 "Alumni list"): name (a link to `/person/alumni/{id}`; family
 * name first with the kana reading in Japanese), worker number, e-mail, worker type, department,
 * position, employment type, joining date, leaving date (the last day of work) and the reason for
 * leaving (retirement or contract end). Sort columns are the contract's `sortColumn` values; every
 * key is what the column settings save and what the export's `columns` names. The field columns'
 * titles are the person's field labels (`personFields`); "Name" and "Reason for leaving" are the
 * list's own.
 */
export function useAlumniColumns(): TableColumnsType<Alumnus> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<Alumnus>>(() => [
    {
      key: 'NAME', width: 200, fixed: 'left',
      title: t`Name`,
      sorter: true,
      render: (_, row) => <PersonNameCell person={row} to={`/person/alumni/${row.id}`} />,
    },
    { key: 'WORKER_NUMBER', width: 130, title: i18n._(personFields['employeeInformation.workerNumber'].label), sorter: true, render: (_, row) => row.workerNumber },
    { key: 'EMAIL', width: 260, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.email'].label), sorter: true, render: (_, row) => row.email },
    { key: 'workerType', width: 120, title: i18n._(personFields.workerType.label), render: (_, row) => i18n._(workerTypeLabels[row.workerType]) },
    { key: 'DEPARTMENT', width: 170, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.departmentId'].label), sorter: true, render: (_, row) => row.department?.name },
    { key: 'POSITION', width: 130, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.positionId'].label), sorter: true, render: (_, row) => row.position?.name },
    { key: 'employmentType', width: 150, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.employmentTypeId'].label), render: (_, row) => row.employmentType?.name },
    { key: 'JOINED_AT', width: 130, title: i18n._(personFields['employeeInformation.joinedAt'].label), sorter: true, render: (_, row) => (row.joinedAt ? formatDate(row.joinedAt, 'date') : null) },
    { key: 'LEAVING_AT', width: 130, title: i18n._(personFields['leaving.leavingAt'].label), sorter: true, render: (_, row) => (row.leavingAt ? formatDate(row.leavingAt, 'date') : null) },
    { key: 'reason', width: 170, ellipsis: { showTitle: true }, title: t`Reason for leaving`, render: (_, row) => (row.retirementReason ?? row.contractEndReason)?.name },
  ], [t, i18n]);
}

/** The alumni table (`useAlumniColumns`); with `columnSettings`, the user's columns in the user's order (issue 31 §4). */
export function AlumniTable<Search extends DataTableSearch>(props: AlumniTableProps<Search>) {
  const { t } = useLingui();
  const columns = useAlumniColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Alumni`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1590 } }} {...props} />;
}
