import { useMemo } from 'react';
import { Avatar, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { equipmentFields, type EquipmentRow } from '@kanri/contracts';
import { equipmentStatusColors, equipmentStatusLabels } from './equipment-labels';

/** Props of {@link EquipmentTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type EquipmentTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<EquipmentRow, Search>;

/**
 * The equipment list's columns (001 §2 Equipment columns, §3 Equipment): equipment (name linking to
 * its profile, status, a "Disabled" tag), type (with the item under it), model, serial number, asset
 * tag, assigned person (avatar and name), assigned place and created at. Every column sorts on the
 * server: a column's `key` is the contract's `sortColumn` (also what the column settings save and
 * the export's `columns` names). The field columns' titles are the contracts' `equipmentFields`
 * labels (issue 30); "Equipment", "Type" and "Created at" are the list's own.
 */
export function useEquipmentColumns(): TableColumnsType<EquipmentRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<EquipmentRow>>(() => [
    {
      key: 'NAME',
      title: t`Equipment`,
      sorter: true,
      render: (_, row) => (
        <Space size={4} wrap>
          <Link to={`/equipment/${row.id}`}>{row.name}</Link>
          <Tag color={equipmentStatusColors[row.status]}>{i18n._(equipmentStatusLabels[row.status])}</Tag>
          {row.disabled ? <Tag>{t`Disabled`}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'EQUIPMENT_TYPE',
      title: t`Type`,
      sorter: true,
      render: (_, row) => (
        <span>
          {row.equipmentTypeName}
          {row.equipmentItemName ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.equipmentItemName}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    { key: 'MODEL', title: i18n._(equipmentFields.model.label), sorter: true, render: (_, row) => row.model },
    { key: 'SERIAL_NUMBER', title: i18n._(equipmentFields.serialNumber.label), sorter: true, render: (_, row) => row.serialNumber },
    { key: 'ASSET_TAG', title: i18n._(equipmentFields.assetTag.label), sorter: true, render: (_, row) => row.assetTag },
    {
      key: 'ASSIGNED_PERSON',
      title: i18n._(equipmentFields.assignedPersonId.label),
      sorter: true,
      render: (_, row) =>
        row.assignedPerson ? (
          <Space>
            <Avatar size="small" src={row.assignedPerson.avatarUrl ?? undefined} alt="">
              {row.assignedPerson.name.slice(0, 1)}
            </Avatar>
            {row.assignedPerson.name}
          </Space>
        ) : null,
    },
    {
      key: 'ASSIGNED_PLACE',
      title: i18n._(equipmentFields.placementPlaceId.label),
      sorter: true,
      render: (_, row) => (row.assignedPlace ? <Link to={`/places/${row.assignedPlace.placeId}`}>{row.assignedPlace.placeLabel}</Link> : null),
    },
    { key: 'CREATED_AT', title: t`Created at`, sorter: true, render: (_, row) => <span title={formatDate(row.createdAt, 'dateTime')}>{formatDate(row.createdAt, 'date')}</span> },
  ], [t, i18n]);
}

/** The column that always shows (the equipment's name links to its profile). */
export const fixedEquipmentColumns = ['NAME'];

/**
 * The equipment table (`useEquipmentColumns`). With `columnSettings` it shows the user's columns in
 * the user's order (issue 31 §4).
 */
export function EquipmentTable<Search extends DataTableSearch>(props: EquipmentTableProps<Search>) {
  const { t } = useLingui();
  const columns = useEquipmentColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Equipment`} {...props} />;
}
