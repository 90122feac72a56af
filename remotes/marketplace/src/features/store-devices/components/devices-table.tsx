import { Avatar, Space, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { MarketplaceDevice } from '@kanri/contracts';
import { contractMethodLabels, deviceGenreLabels, priceKindLabels } from './device-labels';

/** Props of {@link DevicesTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type DevicesTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<MarketplaceDevice, Search>;

/**
 * The store's device products: image and name (a link to the product page; with the model), maker, genre, contract method,
 * price in its currency (per month when recurring; "Quotation" without a price) and supplier.
 */
export function DevicesTable<Search extends DataTableSearch>(props: DevicesTableProps<Search>) {
  const { t, i18n } = useLingui();
  const price = (row: MarketplaceDevice) => {
    if (row.price === null || row.priceKind === 'QUOTATION') return i18n._(priceKindLabels.QUOTATION);
    const amount = i18n.number(row.price, { style: 'currency', currency: row.currencyCode });
    return row.priceKind === 'RECURRING' ? t`${amount} / month` : amount;
  };
  const columns: TableColumnsType<MarketplaceDevice> = [
    {
      key: 'NAME',
      title: t`Device`,
      sorter: true,
      render: (_, row) => (
        <Space>
          <Avatar shape="square" src={row.imageUrl ?? undefined} alt="">
            {row.name.slice(0, 1)}
          </Avatar>
          <span>
            <Link to={`/marketplace/store/devices/${row.id}`}>{row.name}</Link>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.model}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    { key: 'MAKER', title: t`Maker`, sorter: true, render: (_, row) => row.maker },
    { key: 'genre', title: t`Genre`, render: (_, row) => i18n._(deviceGenreLabels[row.genre]) },
    { key: 'contractMethod', title: t({ message: 'Contract', context: 'contractMethod' }), render: (_, row) => i18n._(contractMethodLabels[row.contractMethod]) },
    { key: 'PRICE', title: t`Price`, sorter: true, align: 'right', render: (_, row) => price(row) },
    { key: 'supplier', title: t`Supplier`, render: (_, row) => row.supplier.name },
  ];
  return <DataTable rowKey="id" columns={columns} caption={t`Devices`} {...props} />;
}
