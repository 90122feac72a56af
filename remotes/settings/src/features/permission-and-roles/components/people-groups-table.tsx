import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { workerTypeValues, type PeopleGroupRow } from '@kanri/contracts';
import { FlagCell, flagColumnWidth, flagHeaderCell } from './flag-cell';
import { RefTags, recordPaths } from './ref-tags';
import { peopleGroupFieldLabels, workerTypeLabels } from './role-labels';

/** The `tableId` of the people groups list's column settings. */
export const peopleGroupsTableId = 'settings-people-groups';

/**
 * The people groups list's columns (001 §3 "People group columns"): name (a link; the only sortable
 * column, key `NAME`), total people, one check column per worker type the group holds (employee,
 * board member, contractor, collaborator; keys `workerType-EMPLOYEE`…), how many people are
 * included and excluded by name, and the roles that use it.
 */
export function usePeopleGroupColumns(): TableColumnsType<PeopleGroupRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<PeopleGroupRow>>(
    () => [
      { key: 'NAME', title: i18n._(peopleGroupFieldLabels.name), sorter: true, width: 180, fixed: 'left', render: (_, row) => <Link to={recordPaths.peopleGroup(row.id)}>{row.name}</Link> },
      { key: 'totalPeople', title: t`Total people`, width: 100, align: 'right', render: (_, row) => row.totalPeople.toLocaleString() },
      ...workerTypeValues.map((workerType) => ({
        key: `workerType-${workerType}`,
        title: i18n._(workerTypeLabels[workerType]),
        width: flagColumnWidth(i18n._(workerTypeLabels[workerType])),
        onHeaderCell: flagHeaderCell,
        align: 'center' as const,
        render: (_: unknown, row: PeopleGroupRow) => <FlagCell on={row.workerTypes.includes(workerType)} />,
      })),
      { key: 'includedCount', title: t`Included`, width: 104, onHeaderCell: flagHeaderCell, align: 'right', render: (_, row) => row.includedCount.toLocaleString() },
      { key: 'excludedCount', title: t`Excluded`, width: 104, onHeaderCell: flagHeaderCell, align: 'right', render: (_, row) => row.excludedCount.toLocaleString() },
      { key: 'roles', title: t`Used by roles`, width: 200, render: (_, row) => <RefTags refs={row.roles} pathOf={recordPaths.role} /> },
    ],
    [t, i18n],
  );
}

/** Props of {@link PeopleGroupsTable}. */
export type PeopleGroupsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<PeopleGroupRow, Search>;

/** The people groups table: server paging and sort by name; the user's column settings when given. */
export function PeopleGroupsTable<Search extends DataTableSearch>(props: PeopleGroupsTableProps<Search>) {
  const { t } = useLingui();
  const columns = usePeopleGroupColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`People groups`} tableProps={{ tableLayout: 'fixed', scroll: { x: 'max-content' } }} {...props} />;
}
