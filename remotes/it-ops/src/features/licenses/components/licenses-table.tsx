import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { LicenseRow } from '@kanri/contracts';
import { allocationTypeLabels, billingUnitLabels, licenseFieldLabels, perUnitBasisLabels } from './license-labels';
import { LicenseSeatsTag } from './license-seats-tag';
import { formatAmount } from './license-format';

/** The column that always shows (the name links to the license's page). */
export const fixedLicenseColumns = ['NAME'];

/**
 * The inventory's columns: name (a link to `/licenses/{id}`; sortable, key `NAME`), allocation
 * type, software, vendor, seats used / total, price (per unit and billing unit), expiry date
 * (with "Expired") and automatic renewal; the titles are the contracts' `licenseFields` labels
 * (issue 30; the seats column shows the seats used of `seatsTotal`).
 */
export function useLicenseColumns(): TableColumnsType<LicenseRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<LicenseRow>>(
    () => [
      { key: 'NAME', title: i18n._(licenseFieldLabels.licenseName), sorter: true, width: 260, fixed: 'left', ellipsis: { showTitle: true }, render: (_, row) => <Link to={`/licenses/${row.id}`}>{row.licenseName}</Link> },
      { key: 'allocationType', title: i18n._(licenseFieldLabels.allocationType), width: 150, render: (_, row) => i18n._(allocationTypeLabels[row.allocationType]) },
      { key: 'software', title: i18n._(licenseFieldLabels.softwareId), width: 170, ellipsis: { showTitle: true }, render: (_, row) => row.software?.name ?? null },
      { key: 'vendorName', title: i18n._(licenseFieldLabels.vendorName), width: 150, ellipsis: { showTitle: true }, render: (_, row) => row.vendorName },
      { key: 'seats', title: i18n._(licenseFieldLabels.seatsTotal), width: 190, render: (_, row) => <LicenseSeatsTag seatsUsed={row.seatsUsed} seatsTotal={row.seatsTotal} /> },
      {
        key: 'price',
        title: i18n._(licenseFieldLabels.price),
        width: 200,
        render: (_, row) =>
          row.price === null ? null : `${formatAmount(row.price, row.currency, i18n.locale)} · ${i18n._(perUnitBasisLabels[row.perUnitBasis])} · ${i18n._(billingUnitLabels[row.billingUnit])}`,
      },
      {
        key: 'expiryDate',
        title: i18n._(licenseFieldLabels.expiryDate),
        width: 170,
        render: (_, row) => (
          <>
            {row.expiryDate ? formatDate(row.expiryDate) : null} {row.isExpired ? <Tag color="default">{t`Expired`}</Tag> : null}
          </>
        ),
      },
      { key: 'autoRenewal', title: i18n._(licenseFieldLabels.autoRenewal), width: 120, render: (_, row) => (row.autoRenewal ? t`Yes` : t`No`) },
    ],
    [t, i18n],
  );
}

/** Props of {@link LicensesTable}: the `DataTable` props but its columns and row key. */
export type LicensesTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<LicenseRow, Search>;

/** The license inventory table: server sort (`NAME`) and paging; the user's column settings when given. */
export function LicensesTable<Search extends DataTableSearch>(props: LicensesTableProps<Search>) {
  const { t } = useLingui();
  const columns = useLicenseColumns();
  // the page's own table props (the bulk actions' row selection) join the fixed layout
  return <DataTable rowKey="id" columns={columns} caption={t`Licenses`} {...props} tableProps={{ tableLayout: 'fixed', scroll: { x: 1410 }, ...props.tableProps }} />;
}
