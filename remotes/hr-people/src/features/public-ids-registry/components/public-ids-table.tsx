import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { personFields, publicIdFields, type PublicIdRow } from '@kanri/contracts';
import { MaskedPublicIdNumber, PublicIdExpiryTag, useCountryName, usePublicIdKindLabel } from '../../../components/public-id-parts';

/** Props of {@link PublicIdsTable}: the `DataTable` props but its columns. */
export type PublicIdsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<PublicIdRow, Search>;

/** The `tableId` of the registry's column settings (and of its saved views). */
export const publicIdsTableId = 'public-ids';

/** The column that always shows (the kind links to the record). */
export const fixedPublicIdColumns = ['type'];

/**
 * The public ID registry's columns (001 §2 Public IDs): type (linking to the record), person
 * (linking to the person's record), worker number, the masked number (last four digits,
 * monospace), issue date, expiry date with an "Expired" / "Expires soon" tag, issuing country and
 * how many scans are attached. The sortable columns' keys are the contract's `sortColumn` values
 * (`type`, `person`, `issueDate`, `expiryDate`); every key is also what the column settings save
 * and what the export's `columns` names. The field columns' titles are the contracts'
 * `publicIdFields` labels (the worker number's `personFields`; issue 30); "Scans" is the list's own.
 */
export function usePublicIdColumns(): TableColumnsType<PublicIdRow> {
  const { t, i18n } = useLingui();
  const kindOf = usePublicIdKindLabel();
  const countryName = useCountryName();
  return useMemo<TableColumnsType<PublicIdRow>>(() => [
    { key: 'type', width: 200, title: i18n._(publicIdFields.publicIdType.label), sorter: true, render: (_, row) => <Link to={`/public-ids/${row.id}/details`}>{kindOf(row)}</Link> },
    {
      key: 'person', width: 200, ellipsis: { showTitle: true }, title: i18n._(publicIdFields.personId.label), sorter: true,
      render: (_, row) => <Link to={row.person.isAlumni ? `/person/alumni/${row.person.id}` : `/person/${row.person.id}`}>{row.person.name}</Link>,
    },
    { key: 'workerNumber', width: 120, title: i18n._(personFields['employeeInformation.workerNumber'].label), render: (_, row) => row.person.workerNumber },
    { key: 'number', width: 160, title: i18n._(publicIdFields.number.label), render: (_, row) => <MaskedPublicIdNumber value={row.maskedNumber} /> },
    { key: 'issueDate', width: 130, title: i18n._(publicIdFields.issueDate.label), sorter: true, render: (_, row) => (row.issueDate ? formatDate(row.issueDate, 'date') : null) },
    {
      key: 'expiryDate', width: 210, title: i18n._(publicIdFields.expiryDate.label), sorter: true,
      render: (_, row) => (row.expiryDate ? <Space size={4}>{formatDate(row.expiryDate, 'date')}<PublicIdExpiryTag expiryDate={row.expiryDate} /></Space> : null),
    },
    { key: 'issuingCountry', width: 130, ellipsis: { showTitle: true }, title: i18n._(publicIdFields.issuingCountry.label), render: (_, row) => countryName(row.issuingCountry) },
    { key: 'fileCount', width: 90, title: t`Scans`, render: (_, row) => row.fileCount },
    // kindOf and countryName are new closures each render that read only `i18n`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [t, i18n]);
}

/** The public ID registry's table (`usePublicIdColumns`); with `columnSettings` it shows the user's columns in the user's order (issue 31 §4). */
export function PublicIdsTable<Search extends DataTableSearch>(props: PublicIdsTableProps<Search>) {
  const { t } = useLingui();
  const columns = usePublicIdColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Public IDs`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1220 } }} {...props} />;
}
