import { Button, InputNumber, Space, Table, Typography, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DeviceAvatar } from '@kanri/ui';
import { cartQuantityMax, type CartLine } from '@kanri/contracts';
import { contractMethodLabels, formatProductPrice } from '../../../components/product-labels';

/** Props of {@link CartTable}: the lines, and what a quantity change or a removal does. */
export interface CartTableProps {
  lines: CartLine[];
  onQuantityChange(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
}

/**
 * The cart's lines: the product (linking to its page) and model, supplier, contract method, unit
 * price (per month when recurring, 要見積 on quotation), quantity (1–999), line total, Remove.
 */
export function CartTable({ lines, onQuantityChange, onRemove }: CartTableProps) {
  const { t, i18n } = useLingui();
  const columns: TableColumnsType<CartLine> = [
    {
      key: 'product',
      title: t`Device`,
      render: (_, line) => (
        <Space>
          <DeviceAvatar genre={line.product.genre} avatarUrl={line.product.imageUrl} name={line.product.name} />
          <span>
            <Link to={`/marketplace/store/devices/${line.product.id}`}>{line.product.name}</Link>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {line.product.maker} · {line.product.model}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    { key: 'supplier', title: t`Supplier`, render: (_, line) => line.product.supplier.name },
    { key: 'contractMethod', title: t({ message: 'Contract method', context: 'marketplaceContractMethod' }), render: (_, line) => i18n._(contractMethodLabels[line.contractMethod]) },
    { key: 'unitPrice', title: t`Unit price`, align: 'right', render: (_, line) => formatProductPrice(i18n, line.product) },
    {
      key: 'quantity',
      title: t`Quantity`,
      width: 130,
      render: (_, line) => (
        <InputNumber
          aria-label={t`Quantity of ${line.product.name}`}
          min={1}
          max={cartQuantityMax}
          precision={0}
          value={line.quantity}
          onChange={(value) => {
            if (value !== null && value !== line.quantity) onQuantityChange(line, value);
          }}
        />
      ),
    },
    { key: 'lineTotal', title: t`Subtotal`, align: 'right', render: (_, line) => formatProductPrice(i18n, { ...line.product, price: line.lineTotal }) },
    {
      key: 'remove',
      title: t({ message: 'Remove', context: 'cartLine' }),
      width: 90,
      render: (_, line) => (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t({ message: `Remove ${line.product.name}`, context: 'cartLine' })} onClick={() => onRemove(line)} />
      ),
    },
  ];
  return <Table rowKey="id" columns={columns} dataSource={lines} pagination={false} aria-label={t`Cart`} scroll={{ x: 'max-content' }} />;
}
