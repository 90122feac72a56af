import { Space, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, DeviceAvatar } from '@kanri/ui';
import type { MarketplaceDevice, MarketplaceRelatedQuery } from '@kanri/contracts';
import { formatProductPrice } from '../../../components/product-labels';

/** Props of {@link RelatedProducts}: one page of rows, the total, the paging in force and its setter. */
export interface RelatedProductsProps {
  rows: MarketplaceDevice[] | undefined;
  total: number | undefined;
  loading: boolean;
  error?: Error;
  onRetry(): void;
  search: MarketplaceRelatedQuery;
  onSearchChange(patch: Partial<MarketplaceRelatedQuery>): void;
}

/**
 * The product page's related products (same supplier or genre): a paged table (10 a page by
 * default, 001 §2) whose names link to their own product pages; price as the store shows it.
 */
export function RelatedProducts({ rows, total, loading, error, onRetry, search, onSearchChange }: RelatedProductsProps) {
  const { t, i18n } = useLingui();
  const columns: TableColumnsType<MarketplaceDevice> = [
    {
      key: 'name',
      title: t`Device`,
      render: (_, row) => (
        <Space>
          <DeviceAvatar genre={row.genre} avatarUrl={row.imageUrl} name={row.name} />
          <span>
            <Link to={`/marketplace/store/devices/${row.id}`}>{row.name}</Link>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {row.model}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    { key: 'maker', title: t`Maker`, render: (_, row) => row.maker },
    { key: 'price', title: t`Price`, align: 'right', render: (_, row) => formatProductPrice(i18n, row) },
    { key: 'supplier', title: t`Supplier`, render: (_, row) => row.supplier.name },
  ];
  return (
    <DataTable
      rowKey="id"
      columns={columns}
      caption={t`Related products`}
      rows={rows}
      total={total}
      loading={loading}
      error={error}
      onRetry={onRetry}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
