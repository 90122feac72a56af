import type { TableColumnsType } from 'antd';
import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { PublicIdRow } from '@kanri/contracts';
import { MaskedPublicIdNumber, PublicIdExpiryTag, useCountryName, usePublicIdKindLabel } from '../../../components/public-id-parts';

/** Props of {@link PublicIdsTable}: the `DataTable` props but its columns. */
export type PublicIdsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<PublicIdRow, Search>;

/**
 * The public ID registry's table (001 §2 Public IDs): type (linking to the record), person (linking
 * to the person's record), the masked number (last four digits, monospace), issue date, expiry date
 * with an "Expired" / "Expires soon" tag, issuing country and how many scans are attached. The
 * sortable columns' keys are the contract's `sortColumn` values (`type`, `person`, `issueDate`,
 * `expiryDate`).
 */
export function PublicIdsTable<Search extends DataTableSearch>(props: PublicIdsTableProps<Search>) {
  const { t } = useLingui();
  const kindOf = usePublicIdKindLabel();
  const countryName = useCountryName();
  const columns: TableColumnsType<PublicIdRow> = [
    { key: 'type', width: 200, title: t`Type`, sorter: true, render: (_, row) => <Link to={`/public-ids/${row.id}/details`}>{kindOf(row)}</Link> },
    {
      key: 'person', width: 200, ellipsis: { showTitle: true }, title: t`Person`, sorter: true,
      render: (_, row) => <Link to={row.person.isAlumni ? `/person/alumni/${row.person.id}` : `/person/${row.person.id}`}>{row.person.name}</Link>,
    },
    { key: 'workerNumber', width: 120, title: t`Worker number`, render: (_, row) => row.person.workerNumber },
    { key: 'number', width: 160, title: t`Number`, render: (_, row) => <MaskedPublicIdNumber value={row.maskedNumber} /> },
    { key: 'issueDate', width: 130, title: t`Issue date`, sorter: true, render: (_, row) => (row.issueDate ? formatDate(row.issueDate, 'date') : null) },
    {
      key: 'expiryDate', width: 210, title: t`Expiry date`, sorter: true,
      render: (_, row) => (row.expiryDate ? <Space size={4}>{formatDate(row.expiryDate, 'date')}<PublicIdExpiryTag expiryDate={row.expiryDate} /></Space> : null),
    },
    { key: 'issuingCountry', width: 130, ellipsis: { showTitle: true }, title: t`Issuing country`, render: (_, row) => countryName(row.issuingCountry) },
    { key: 'fileCount', width: 90, title: t`Scans`, render: (_, row) => row.fileCount },
  ];
  return <DataTable rowKey="id" columns={columns} caption={t`Public IDs`} tableProps={{ tableLayout: 'fixed', scroll: { x: 1220 } }} {...props} />;
}
