import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { NetworkRow } from '@kanri/contracts';
import { AdminContact } from './admin-contact';
import { NetworkDestination } from './network-destination';
import { connectionTypeLabels, networkCategoryLabels, networkFieldLabels, networkTypeLabels } from './network-labels';

/**
 * The networks list's columns (000 §3 "Network list row"): name (a link to `/networks/{id}`), type,
 * category, purpose, connection type, destination and admin contact. Sortable columns use the
 * contract's `sortColumn` values as `key` (`NETWORK_NAME`, `NETWORK_TYPE`, `PURPOSE`,
 * `ADMIN_CONTACT`); the others have camelCase keys. Every column has a `title` string, which the
 * column settings list shows: a field's label from `networkFields` (issue 30), the destination
 * column (type and place or device together) the list's own.
 */
export function useNetworkColumns(): TableColumnsType<NetworkRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<NetworkRow>>(() => [
    {
      key: 'NETWORK_NAME',
      title: i18n._(networkFieldLabels['networkInformation.networkName']),
      sorter: true,
      width: 170,
      render: (_, row) => <Link to={`/networks/${row.id}`}>{row.networkName}</Link>,
    },
    {
      key: 'NETWORK_TYPE',
      title: i18n._(networkFieldLabels['networkInformation.networkType']),
      sorter: true,
      width: 160,
      render: (_, row) => (row.networkType ? i18n._(networkTypeLabels[row.networkType]) : null),
    },
    {
      key: 'networkCategory',
      title: i18n._(networkFieldLabels['networkInformation.networkCategory']),
      width: 130,
      render: (_, row) => (row.networkCategory ? i18n._(networkCategoryLabels[row.networkCategory]) : null),
    },
    { key: 'PURPOSE', title: i18n._(networkFieldLabels['networkInformation.purpose']), sorter: true, ellipsis: { showTitle: true }, render: (_, row) => row.purpose },
    {
      key: 'connectionType',
      title: i18n._(networkFieldLabels['networkInformation.connectionType']),
      width: 124,
      render: (_, row) => (row.connectionType ? i18n._(connectionTypeLabels[row.connectionType]) : null),
    },
    { key: 'destination', title: t`Destination`, width: 150, render: (_, row) => <NetworkDestination row={row} /> },
    {
      key: 'ADMIN_CONTACT',
      title: i18n._(networkFieldLabels['adminContact.personId']),
      sorter: true,
      width: 210,
      render: (_, row) => (row.adminContact ? <AdminContact contact={row.adminContact} /> : null),
    },
  ], [t, i18n]);
}

/** The column that always shows (the network's name links to its page). */
export const fixedNetworkColumns = ['NETWORK_NAME'];

/** Props of {@link NetworksTable}: the `DataTable` props but its columns and row key (rows, total, state, search, column settings). */
export type NetworksTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<NetworkRow, Search>;

/**
 * The networks table (000 §2 "Networks", §3 list row). Sorting and paging are server-side: a
 * sortable column's `key` is the contract's `sortColumn`. With `columnSettings` it shows the
 * user's columns in the user's order.
 */
export function NetworksTable<Search extends DataTableSearch>(props: NetworksTableProps<Search>) {
  const { t } = useLingui();
  const columns = useNetworkColumns();
  // fixed layout: the columns keep their widths and the purpose takes the rest, cut with an ellipsis
  return <DataTable rowKey="id" columns={columns} caption={t`Networks`} tableProps={{ tableLayout: 'fixed' }} {...props} />;
}
