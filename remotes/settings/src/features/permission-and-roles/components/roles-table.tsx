import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { RoleRow } from '@kanri/contracts';
import { RefTags, recordPaths } from './ref-tags';
import { roleFieldLabels } from './role-labels';

/** The `tableId` of the roles list's column settings. */
export const rolesTableId = 'settings-roles';

/**
 * The roles list's columns (001 §3 "Role list columns"): role name (a link to the role's page; the
 * only sortable column, 001 §5, key `NAME`), total people, people groups and product permissions
 * (tags linking to their pages).
 */
export function useRoleColumns(): TableColumnsType<RoleRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<RoleRow>>(
    () => [
      { key: 'NAME', title: i18n._(roleFieldLabels.name), sorter: true, width: 240, render: (_, row) => <Link to={recordPaths.role(row.id)}>{row.name}</Link> },
      { key: 'totalPeople', title: t`Total people`, width: 120, align: 'right', render: (_, row) => row.totalPeople.toLocaleString() },
      { key: 'peopleGroups', title: i18n._(roleFieldLabels.peopleGroupIds), render: (_, row) => <RefTags refs={row.peopleGroups} pathOf={recordPaths.peopleGroup} /> },
      { key: 'productPermissions', title: i18n._(roleFieldLabels.productPermissionIds), render: (_, row) => <RefTags refs={row.productPermissions} pathOf={recordPaths.productPermission} /> },
    ],
    [t, i18n],
  );
}

/** Props of {@link RolesTable}. */
export type RolesTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<RoleRow, Search>;

/** The roles table: server paging and sort by name; the user's column settings when given. */
export function RolesTable<Search extends DataTableSearch>(props: RolesTableProps<Search>) {
  const { t } = useLingui();
  const columns = useRoleColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Roles`} tableProps={{ tableLayout: 'fixed' }} {...props} />;
}
