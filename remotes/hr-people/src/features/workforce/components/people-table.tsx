import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { personFields, workerStatusLabels, workerTypeLabels, type Person, type WorkforceRow } from '@kanri/contracts';
import { PersonNameCell } from '../../../components/people-list-parts';

/** Props of {@link PeopleTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type PeopleTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<WorkforceRow, Search>;

/** A worker's record: `/person/{id}`, an alumnus's `/person/alumni/{id}` (001 §2 "Person screens"). */
export function personPath(row: Pick<Person, 'id' | 'status'>): string {
  return row.status === 'ALUMNI' ? `/person/alumni/${row.id}` : `/person/${row.id}`;
}

/** The column that always shows (the name links to the person's record). */
export const fixedWorkforceColumns = ['NAME'];

/**
 * The workforce list's columns (001 §2 People): name (family name first in Japanese, with the kana reading),
 * worker number, e-mail, worker type, status, department, position, job type, place, employment
 * type, joining date and — for leavers and alumni — the leaving date. The name links to the person's
 * record. Sort columns are the contract's `sortColumn` values. Column titles are the contracts'
 * `personFields` labels (issue 30), the leaving date's too (`leaving.leavingAt`), but the name, which is the list's own. Rows are
 * the list's lean rows (contracts `workforceRowSchema`, issue 28): references come as their names.
 * Every key is what the column settings save and what the export's `columns` names.
 */
export function useWorkforceColumns(): TableColumnsType<WorkforceRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<WorkforceRow>>(() => [
    {
      key: 'NAME', width: 200, fixed: 'left',
      title: t`Name`,
      sorter: true,
      render: (_, row) => <PersonNameCell person={row} to={personPath(row)} />,
    },
    { key: 'WORKER_NUMBER', width: 130, title: i18n._(personFields['employeeInformation.workerNumber'].label), sorter: true, render: (_, row) => row.workerNumber },
    { key: 'EMAIL', width: 260, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.email'].label), sorter: true, render: (_, row) => row.email },
    { key: 'workerType', width: 120, title: i18n._(personFields['workerType'].label), render: (_, row) => i18n._(workerTypeLabels[row.workerType]) },
    {
      key: 'status', width: 110,
      title: i18n._(personFields['employeeInformation.status'].label),
      render: (_, row) => <Tag color={row.status === 'ACTIVE' ? 'green' : 'default'}>{i18n._(workerStatusLabels[row.status])}</Tag>,
    },
    { key: 'DEPARTMENT', width: 170, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.departmentId'].label), sorter: true, render: (_, row) => row.department },
    { key: 'POSITION', width: 130, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.positionId'].label), sorter: true, render: (_, row) => row.position },
    { key: 'jobType', width: 120, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.jobTypeId'].label), render: (_, row) => row.jobType },
    { key: 'place', width: 170, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.placeId'].label), render: (_, row) => row.place },
    { key: 'employmentType', width: 150, ellipsis: { showTitle: true }, title: i18n._(personFields['employeeInformation.employmentTypeId'].label), render: (_, row) => row.employmentType },
    { key: 'JOINED_AT', width: 130, title: i18n._(personFields['employeeInformation.joinedAt'].label), sorter: true, render: (_, row) => (row.joinedAt ? formatDate(row.joinedAt, 'date') : null) },
    {
      key: 'LEAVING_AT', width: 130,
      title: i18n._(personFields['leaving.leavingAt'].label),
      sorter: true,
      render: (_, row) => (row.leavingAt && (row.status === 'LEAVING' || row.status === 'ALUMNI') ? formatDate(row.leavingAt, 'date') : null),
    },
  ], [t, i18n]);
}

/**
 * The workforce table (`useWorkforceColumns`); with `columnSettings`, the user's columns in the
 * user's order (issue 31 §4). `tableProps` adds to the table's own (e.g. the bulk actions'
 * `rowSelection`).
 */
export function PeopleTable<Search extends DataTableSearch>(props: PeopleTableProps<Search>) {
  const { t } = useLingui();
  const columns = useWorkforceColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Workforce`} {...props} tableProps={{ tableLayout: 'fixed', scroll: { x: 1820 }, ...props.tableProps }} />;
}
