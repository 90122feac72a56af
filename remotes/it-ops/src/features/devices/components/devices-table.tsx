import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, DeviceNameCell, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { DeviceRow } from '@kanri/contracts';
import { deviceFields } from '@kanri/contracts';
import { deviceCategoryColors, deviceCategoryLabels, deviceGenreLabels, deviceOsLabels } from './device-labels';

/** The column that always shows (the device's name links to its profile). */
export const fixedDeviceColumns = ['NAME'];

/** Where a device is: its person's name, else its place's name, else null. */
export function deviceHolder(row: Pick<DeviceRow, 'assignedPerson' | 'assignedPlace'>): string | null {
  return row.assignedPerson?.name ?? row.assignedPlace?.name ?? null;
}

/**
 * The inventory's columns (001 §2): name with the avatar (a link to `/profile/device/{id}`), genre,
 * category, maker, model, OS, device tag, asset tag, serial number, holder, purchase date. Sortable
 * columns use the contract's `sortColumn` as `key` (`NAME`, `MODEL`, `DEVICE_TAG`, `ASSET_TAG`).
 * Column titles are the contracts' `deviceFields` labels (issue 30); `holder` (person or place) is
 * the list's own.
 */
export function useDeviceColumns(): TableColumnsType<DeviceRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<DeviceRow>>(
    () => [
      {
        key: 'NAME',
        title: i18n._(deviceFields.name.label),
        sorter: true,
        width: 260,
        render: (_, row) => <DeviceNameCell genre={row.genre} avatarUrl={row.avatarUrl} name={<Link to={`/profile/device/${row.id}`}>{row.name}</Link>} />,
      },
      { key: 'genre', title: i18n._(deviceFields.genre.label), width: 150, ellipsis: { showTitle: true }, render: (_, row) => i18n._(deviceGenreLabels[row.genre]) },
      {
        key: 'category',
        title: i18n._(deviceFields.category.label),
        width: 130,
        render: (_, row) => <Tag color={deviceCategoryColors[row.category]}>{i18n._(deviceCategoryLabels[row.category])}</Tag>,
      },
      { key: 'maker', title: i18n._(deviceFields.maker.label), width: 120, ellipsis: { showTitle: true }, render: (_, row) => row.maker },
      { key: 'MODEL', title: i18n._(deviceFields.model.label), sorter: true, width: 160, ellipsis: { showTitle: true }, render: (_, row) => row.model },
      { key: 'os', title: i18n._(deviceFields.os.label), width: 100, render: (_, row) => (row.os ? i18n._(deviceOsLabels[row.os]) : null) },
      { key: 'DEVICE_TAG', title: i18n._(deviceFields.deviceTag.label), sorter: true, width: 120, render: (_, row) => row.deviceTag },
      { key: 'ASSET_TAG', title: i18n._(deviceFields.assetTag.label), sorter: true, width: 120, render: (_, row) => row.assetTag },
      { key: 'serialNumber', title: i18n._(deviceFields.serialNumber.label), width: 140, ellipsis: { showTitle: true }, render: (_, row) => row.serialNumber },
      { key: 'holder', title: t`Checked out to`, width: 160, ellipsis: { showTitle: true }, render: (_, row) => deviceHolder(row) },
      { key: 'purchaseDate', title: i18n._(deviceFields.purchaseDate.label), width: 120, render: (_, row) => formatDate(row.purchaseDate, 'date') },
    ],
    [t, i18n],
  );
}

/** Props of {@link DevicesTable}: `DataTable`'s without columns and row key. */
export type DevicesTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<DeviceRow, Search>;

/** The inventory table: server paging and sorting, the user's column settings. */
export function DevicesTable<Search extends DataTableSearch>(props: DevicesTableProps<Search>) {
  const { t } = useLingui();
  const columns = useDeviceColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Devices`} {...props} tableProps={{ tableLayout: 'fixed', scroll: { x: 1620 }, ...props.tableProps }} />;
}
