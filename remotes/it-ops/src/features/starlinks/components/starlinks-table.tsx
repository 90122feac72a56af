import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { StarlinkRow } from '@kanri/contracts';
import { DataUsageBar, LastSeen, NetworkStatusTag, SimStatusTag } from './starlink-cells';

/**
 * The terminals' columns: name (a link to `/starlinks/{id}`; sortable `NAME`), kit serial number
 * (`KIT_SERIAL_NUMBER`), network status and SIM status as tags (`NETWORK_STATUS`, `SIM_STATUS`),
 * data usage against plan as a bar (`DATA_USAGE`), plan, place, last seen relative + absolute
 * (`LAST_SEEN_AT`), open alerts.
 */
export function useStarlinkColumns(): TableColumnsType<StarlinkRow> {
  const { t } = useLingui();
  return useMemo<TableColumnsType<StarlinkRow>>(
    () => [
      { key: 'NAME', title: t({ message: 'Name', context: 'starlink' }), sorter: true, width: 240, fixed: 'left', ellipsis: { showTitle: true }, render: (_, row) => <Link to={`/starlinks/${row.id}`}>{row.name}</Link> },
      { key: 'KIT_SERIAL_NUMBER', title: t`Kit number`, sorter: true, width: 150, render: (_, row) => row.kitSerialNumber },
      { key: 'NETWORK_STATUS', title: t`Network status`, sorter: true, width: 150, render: (_, row) => <NetworkStatusTag status={row.networkStatus} /> },
      { key: 'SIM_STATUS', title: t`SIM status`, sorter: true, width: 130, render: (_, row) => <SimStatusTag status={row.simStatus} /> },
      { key: 'DATA_USAGE', title: t`Data usage`, sorter: true, width: 230, render: (_, row) => <DataUsageBar usedGb={row.dataUsageGb} planGb={row.planDataGb} /> },
      { key: 'planName', title: t`Plan`, width: 170, ellipsis: { showTitle: true }, render: (_, row) => row.planName },
      { key: 'place', title: t`Location`, width: 170, ellipsis: { showTitle: true }, render: (_, row) => row.place?.name ?? null },
      { key: 'LAST_SEEN_AT', title: t({ message: 'Last seen', context: 'starlink' }), sorter: true, width: 190, render: (_, row) => <LastSeen at={row.lastSeenAt} /> },
      { key: 'openAlertCount', title: t({ message: 'Open alerts', context: 'starlink' }), width: 110, render: (_, row) => row.openAlertCount },
    ],
    [t],
  );
}

/** The `tableId` of the terminals list's column settings (and of its saved views). */
export const starlinksTableId = 'starlinks';

/** The column that always shows (the name links to the terminal). */
export const fixedStarlinkColumns = ['NAME'];

/** The terminals table: server sort and paging; with `columnSettings`, the user's columns in the user's order (issue 31 §4). */
export function StarlinksTable<Search extends DataTableSearch>(props: ListTableProps<StarlinkRow, Search>) {
  const { t } = useLingui();
  const columns = useStarlinkColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Starlink terminals`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1540 } }} {...props} />;
}
