import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { StarlinkRow } from '@kanri/contracts';
import { DataUsageBar, LastSeen, NetworkStatusTag, SimStatusTag } from './starlink-cells';
import { starlinkFieldLabels } from './starlink-labels';

/**
 * The terminals' columns: name (a link to `/starlinks/{id}`; sortable `NAME`), kit serial number
 * (`KIT_SERIAL_NUMBER`), network status and SIM status as tags (`NETWORK_STATUS`, `SIM_STATUS`),
 * data usage against plan as a bar (`DATA_USAGE`), plan, place, last seen relative + absolute
 * (`LAST_SEEN_AT`), open alerts. A field's column is titled by `starlinkFields` (issue 30), which
 * the column settings list shows too; the open alerts count is the list's own.
 */
export function useStarlinkColumns(): TableColumnsType<StarlinkRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<StarlinkRow>>(
    () => [
      { key: 'NAME', title: i18n._(starlinkFieldLabels.name), sorter: true, width: 240, fixed: 'left', ellipsis: { showTitle: true }, render: (_, row) => <Link to={`/starlinks/${row.id}`}>{row.name}</Link> },
      { key: 'KIT_SERIAL_NUMBER', title: i18n._(starlinkFieldLabels.kitSerialNumber), sorter: true, width: 150, render: (_, row) => row.kitSerialNumber },
      { key: 'NETWORK_STATUS', title: i18n._(starlinkFieldLabels.networkStatus), sorter: true, width: 150, render: (_, row) => <NetworkStatusTag status={row.networkStatus} /> },
      { key: 'SIM_STATUS', title: i18n._(starlinkFieldLabels.simStatus), sorter: true, width: 130, render: (_, row) => <SimStatusTag status={row.simStatus} /> },
      { key: 'DATA_USAGE', title: i18n._(starlinkFieldLabels.dataUsageGb), sorter: true, width: 230, render: (_, row) => <DataUsageBar usedGb={row.dataUsageGb} planGb={row.planDataGb} /> },
      { key: 'planName', title: i18n._(starlinkFieldLabels.planName), width: 170, ellipsis: { showTitle: true }, render: (_, row) => row.planName },
      { key: 'place', title: i18n._(starlinkFieldLabels.placeId), width: 170, ellipsis: { showTitle: true }, render: (_, row) => row.place?.name ?? null },
      { key: 'LAST_SEEN_AT', title: i18n._(starlinkFieldLabels.lastSeenAt), sorter: true, width: 190, render: (_, row) => <LastSeen at={row.lastSeenAt} /> },
      { key: 'openAlertCount', title: t({ message: 'Open alerts', context: 'starlink' }), width: 110, render: (_, row) => row.openAlertCount },
    ],
    [t, i18n],
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
