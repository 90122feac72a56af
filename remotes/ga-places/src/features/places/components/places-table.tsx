import { useMemo } from 'react';
import { Avatar, Space, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { Place } from '@kanri/contracts';
import { placeFieldLabels, placeStatusColors, placeStatusLabels } from './place-labels';

/** Props of {@link PlacesTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type PlacesTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<Place, Search>;

/**
 * The places list's columns (000 §3 Place): avatar and name (a link to the place's page), code,
 * status, address, phone number, e-mail, website and established date. `PLACE` and `CODE` sort on
 * the server (000 §2 `sortColumn`); a column's `key` is also what the column settings save and the
 * export's `columns` names. Field columns take their titles from the place's field labels.
 */
export function usePlaceColumns(): TableColumnsType<Place> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<Place>>(() => [
    {
      key: 'PLACE',
      title: t`Place`,
      sorter: true,
      render: (_, row) => (
        <Space>
          <Avatar src={row.avatarUrl ?? undefined} alt="">
            {row.name.slice(0, 1)}
          </Avatar>
          <Link to={`/places/${row.id}`}>{row.name}</Link>
        </Space>
      ),
    },
    { key: 'CODE', title: i18n._(placeFieldLabels.code), sorter: true, render: (_, row) => row.code },
    {
      key: 'status',
      title: i18n._(placeFieldLabels.status),
      render: (_, row) => <Tag color={placeStatusColors[row.status]}>{i18n._(placeStatusLabels[row.status])}</Tag>,
    },
    { key: 'address', title: t`Address`, render: (_, row) => row.address },
    { key: 'phoneNumber', title: i18n._(placeFieldLabels.phoneNumber), render: (_, row) => row.phoneNumber },
    { key: 'email', title: i18n._(placeFieldLabels.email), render: (_, row) => (row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : null) },
    {
      key: 'website',
      title: i18n._(placeFieldLabels.website),
      render: (_, row) =>
        row.website ? (
          <a href={row.website} target="_blank" rel="noreferrer noopener">
            {row.website}
          </a>
        ) : null,
    },
    {
      key: 'establishedDate',
      title: i18n._(placeFieldLabels.establishedDate),
      render: (_, row) => (row.establishedDate ? formatDate(row.establishedDate, 'date') : null),
    },
  ], [t, i18n]);
}

/** The column that always shows (the place's name links to its page). */
export const fixedPlaceColumns = ['PLACE'];

/** The places table (`usePlaceColumns`). With `columnSettings` it shows the user's columns in the user's order (issue 31 §4). */
export function PlacesTable<Search extends DataTableSearch>(props: PlacesTableProps<Search>) {
  const { t } = useLingui();
  const columns = usePlaceColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Places`} {...props} />;
}
