import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { FleetRow } from '@kanri/contracts';
import { fleetFieldLabels as labels, fleetMainTypeLabels, fleetStatusLabels } from './fleet-labels';
import { DueDate } from './due-date-tag';

const statusColors = { ACTIVE: 'green', IN_MAINTENANCE: 'orange', RETIRED: 'default' } as const;

/**
 * The vehicles' columns: name (a link to `/fleets/{id}`; sort `NAME`), registration number (sort
 * `REGISTRATION_NUMBER`), type, status, storage place, user, 車検満了日 (sort
 * `INSPECTION_DUE_DATE`) and 任意保険満期日 (sort `INSURANCE_DUE_DATE`) with days left, mileage
 * (sort `MILEAGE`).
 */
export function useFleetColumns(warnDays: { inspection: number; insurance: number }): TableColumnsType<FleetRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<FleetRow>>(
    () => [
      { key: 'NAME', title: i18n._(labels.name), sorter: true, width: 220, fixed: 'left', ellipsis: { showTitle: true }, render: (_, row) => <Link to={`/fleets/${row.id}`}>{row.name}</Link> },
      { key: 'REGISTRATION_NUMBER', title: i18n._(labels.registrationNumber), sorter: true, width: 180, render: (_, row) => row.registrationNumber },
      { key: 'mainType', title: i18n._(labels.mainType), width: 110, render: (_, row) => i18n._(fleetMainTypeLabels[row.mainType]) },
      { key: 'status', title: i18n._(labels.status), width: 120, render: (_, row) => <Tag color={statusColors[row.status]}>{i18n._(fleetStatusLabels[row.status])}</Tag> },
      { key: 'maker', title: t`Maker and model`, width: 180, ellipsis: { showTitle: true }, render: (_, row) => `${row.maker} ${row.model}` },
      { key: 'place', title: i18n._(labels.placeId), width: 160, ellipsis: { showTitle: true }, render: (_, row) => row.place?.name ?? null },
      { key: 'assignedPerson', title: i18n._(labels.assignedPersonId), width: 140, ellipsis: { showTitle: true }, render: (_, row) => row.assignedPerson?.name ?? null },
      { key: 'INSPECTION_DUE_DATE', title: i18n._(labels.inspectionDueDate), sorter: true, width: 230, render: (_, row) => <DueDate date={row.inspectionDueDate} warnDays={warnDays.inspection} /> },
      { key: 'INSURANCE_DUE_DATE', title: i18n._(labels.insuranceDueDate), sorter: true, width: 230, render: (_, row) => <DueDate date={row.insuranceDueDate} warnDays={warnDays.insurance} /> },
      {
        key: 'MILEAGE',
        title: i18n._(labels.mileageKm),
        sorter: true,
        width: 130,
        align: 'right',
        render: (_, row) => (row.mileageKm === null ? null : row.mileageKm.toLocaleString(i18n.locale)),
      },
    ],
    [t, i18n, warnDays.inspection, warnDays.insurance],
  );
}

/** The `tableId` of the vehicles list's column settings (and of its saved views). */
export const fleetsTableId = 'fleets';

/** The column that always shows (the name links to the vehicle). */
export const fixedFleetColumns = ['NAME'];

/** Props of {@link FleetsTable}: the `DataTable` props but its columns and row key, plus the alert windows that colour the due dates. */
export type FleetsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<FleetRow, Search> & { warnDays: { inspection: number; insurance: number } };

/** The vehicles table: server sort and paging; with `columnSettings`, the user's columns in the user's order (issue 31 §4). */
export function FleetsTable<Search extends DataTableSearch>({ warnDays, ...props }: FleetsTableProps<Search>) {
  const { t } = useLingui();
  const columns = useFleetColumns(warnDays);
  return <DataTable rowKey="id" columns={columns} caption={t`Vehicles`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1700 } }} {...props} />;
}
