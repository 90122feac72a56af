import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { productValues, type ProductPermissionRow } from '@kanri/contracts';
import { FlagCell, flagColumnWidth, flagHeaderCell } from './flag-cell';
import { RefTags, recordPaths } from './ref-tags';
import { productPermissionFieldLabels } from './role-labels';
import { productLabels } from '../../../components/product-labels';

/** The `tableId` of the product permissions list's column settings. */
export const productPermissionsTableId = 'settings-product-permissions';

/**
 * The product permissions list's columns (001 §3 "Product permission columns"): name (a link; the
 * only sortable column, key `NAME`), total accessible products, one check column per product (IT,
 * HR, GA, Legal, Marketplace, Settings; keys `product-IT`…) and the roles that use it.
 */
export function useProductPermissionColumns(): TableColumnsType<ProductPermissionRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<ProductPermissionRow>>(
    () => [
      { key: 'NAME', title: i18n._(productPermissionFieldLabels.name), sorter: true, width: 180, fixed: 'left', render: (_, row) => <Link to={recordPaths.productPermission(row.id)}>{row.name}</Link> },
      { key: 'totalProducts', title: t`Accessible products`, width: 120, align: 'right', render: (_, row) => row.products.length },
      ...productValues.map((product) => ({
        key: `product-${product}`,
        title: i18n._(productLabels[product]),
        width: flagColumnWidth(i18n._(productLabels[product])),
        onHeaderCell: flagHeaderCell,
        align: 'center' as const,
        render: (_: unknown, row: ProductPermissionRow) => <FlagCell on={row.products.includes(product)} />,
      })),
      { key: 'roles', title: t`Used by roles`, width: 200, render: (_, row) => <RefTags refs={row.roles} pathOf={recordPaths.role} /> },
    ],
    [t, i18n],
  );
}

/** Props of {@link ProductPermissionsTable}. */
export type ProductPermissionsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<ProductPermissionRow, Search>;

/** The product permissions table: server paging and sort by name; the user's column settings when given. */
export function ProductPermissionsTable<Search extends DataTableSearch>(props: ProductPermissionsTableProps<Search>) {
  const { t } = useLingui();
  const columns = useProductPermissionColumns();
  return <DataTable rowKey="id" columns={columns} caption={t`Product permissions`} tableProps={{ tableLayout: 'fixed', scroll: { x: 'max-content' } }} {...props} />;
}
