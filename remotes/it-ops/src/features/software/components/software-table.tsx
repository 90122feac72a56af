import { useMemo } from 'react';
import { Avatar, Space, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { softwareListFields, type Software, type SoftwareUsageStatus } from '@kanri/contracts';
import {
  softwareCategoryLabels,
  softwareIntegrationStatusLabels,
  softwareTypeLabels,
  softwareUsageStatusLabels,
} from './software-list-labels';

const usageStatusColor: Record<SoftwareUsageStatus, string> = {
  ACTIVE: 'green',
  TRIAL: 'blue',
  DEACTIVATED: 'default',
  DISCONTINUED: 'red',
};

/** The column that always shows (the name links to the software's page). */
export const fixedSoftwareColumns = ['NAME'];

/**
 * The registry's columns (001 §3 Software): logo and name (with a custom SaaS badge; the list's own
 * title), vendor, category, type, usage status, integration state and users (an aggregate, the
 * list's own title). The other titles are the contracts' `softwareListFields` labels (issue 30). A
 * sortable column's `key` is the contract's `sortColumn`.
 */
export function useSoftwareColumns(): TableColumnsType<Software> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<Software>>(
    () => [
      {
        key: 'NAME',
        title: t`Software`,
        sorter: true,
        render: (_, row) => (
          <Space>
            <Avatar shape="square" src={row.info.logoUrl ?? undefined} alt="">
              {row.info.name.slice(0, 1)}
            </Avatar>
            <Link to={`/software/${row.id}`}>{row.info.name}</Link>
            {row.isCustomSaas ? <Tag color="purple">{t`Custom SaaS`}</Tag> : null}
          </Space>
        ),
      },
      { key: 'VENDOR', title: i18n._(softwareListFields.vendorName.label), sorter: true, render: (_, row) => row.vendor.name },
      { key: 'CATEGORY', title: i18n._(softwareListFields.category.label), sorter: true, render: (_, row) => i18n._(softwareCategoryLabels[row.info.category]) },
      { key: 'TYPE', title: i18n._(softwareListFields.type.label), sorter: true, render: (_, row) => i18n._(softwareTypeLabels[row.info.type]) },
      {
        key: 'USAGE_STATUS',
        title: i18n._(softwareListFields.usageStatus.label),
        sorter: true,
        render: (_, row) => (
          <Tag color={usageStatusColor[row.operationalStatus.usageStatus]}>
            {i18n._(softwareUsageStatusLabels[row.operationalStatus.usageStatus])}
          </Tag>
        ),
      },
      {
        key: 'integration',
        title: i18n._(softwareListFields.integrationStatus.label),
        render: (_, row) => i18n._(softwareIntegrationStatusLabels[row.integrationStatus]),
      },
      { key: 'USER_COUNT', title: t`Users`, sorter: true, align: 'right', render: (_, row) => i18n.number(row.userCount) },
    ],
    [t, i18n],
  );
}

/** Props of {@link SoftwareTable}: the `DataTable` props but its columns (rows, total, state, search; the user's column settings when given). */
export type SoftwareTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<Software, Search>;

/** The software registry table: server sort and paging over {@link useSoftwareColumns}. */
export function SoftwareTable<Search extends DataTableSearch>(props: SoftwareTableProps<Search>) {
  const { t } = useLingui();
  const columns = useSoftwareColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Software registry`} {...props} />;
}
