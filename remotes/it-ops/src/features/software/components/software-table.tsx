import { Avatar, Space, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { Software, SoftwareUsageStatus } from '@kanri/contracts';
import {
  softwareCategoryLabels,
  softwareIntegrationStatusLabels,
  softwareTypeLabels,
  softwareUsageStatusLabels,
} from './software-labels';

const usageStatusColor: Record<SoftwareUsageStatus, string> = {
  ACTIVE: 'green',
  TRIAL: 'blue',
  DEACTIVATED: 'default',
  DISCONTINUED: 'red',
};

/** Props of {@link SoftwareTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type SoftwareTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<Software, Search>;

/**
 * The software registry table (001 §3 Software): logo and name (with a custom SaaS badge), vendor,
 * category, type, usage status, integration state and users. Sorting and paging are server-side:
 * a column's `key` is the contract's `sortColumn`.
 */
export function SoftwareTable<Search extends DataTableSearch>(props: SoftwareTableProps<Search>) {
  const { t, i18n } = useLingui();
  const columns: TableColumnsType<Software> = [
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
    { key: 'VENDOR', title: t`Vendor`, sorter: true, render: (_, row) => row.vendor.name },
    { key: 'CATEGORY', title: t`Category`, sorter: true, render: (_, row) => i18n._(softwareCategoryLabels[row.info.category]) },
    { key: 'TYPE', title: t`Type`, sorter: true, render: (_, row) => i18n._(softwareTypeLabels[row.info.type]) },
    {
      key: 'USAGE_STATUS',
      title: t`Status`,
      sorter: true,
      render: (_, row) => (
        <Tag color={usageStatusColor[row.operationalStatus.usageStatus]}>
          {i18n._(softwareUsageStatusLabels[row.operationalStatus.usageStatus])}
        </Tag>
      ),
    },
    {
      key: 'integration',
      title: t`Integration`,
      render: (_, row) => i18n._(softwareIntegrationStatusLabels[row.integrationStatus]),
    },
    { key: 'USER_COUNT', title: t`Users`, sorter: true, align: 'right', render: (_, row) => i18n.number(row.userCount) },
  ];
  return <DataTable rowKey="id" columns={columns} caption={t`Software registry`} {...props} />;
}
