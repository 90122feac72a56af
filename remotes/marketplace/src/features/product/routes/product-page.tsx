import { Breadcrumb, Card, Col, Descriptions, Image, Row, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DeviceAvatar, LinkButton, RecordGate, useListSearch } from '@kanri/ui';
import { marketplaceProductSearchSchema, type MarketplaceProductDetail } from '@kanri/contracts';
import { useProduct } from '../api/get-product';
import { useRelatedProducts } from '../api/get-related-products';
import { AddToCart } from '../components/add-to-cart';
import { RelatedProducts } from '../components/related-products';
import { contractMethodLabels, formatProductPrice, priceKindLabels } from '../../../components/product-labels';

/**
 * `/marketplace/store/devices/:productId` (001 §2; issue 15): one device product — picture (or its
 * genre's icon), name, maker and model, supplier, price with its kind, contract method, lead time,
 * description — with the price read once (its kind as a tag only for a one-time price; issue 30),
 * with a quantity and "Add to cart", then the related products (same supplier or
 * genre) 10 a page, their paging kept in the URL. Inside the store layout (customers only); an
 * unknown or non-UUID id shows the not-found page.
 */
export function ProductPage() {
  const { productId } = useParams();
  const product = useProduct(productId);
  return <RecordGate query={product}>{(current) => <ProductView product={current} />}</RecordGate>;
}

function ProductView({ product }: { product: MarketplaceProductDetail }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(marketplaceProductSearchSchema);
  const related = useRelatedProducts(product.id, search);
  const days = product.leadTimeDays;
  const leadTime = days === null ? t`Ask the supplier` : plural(days, { one: '# working day', other: '# working days' });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/marketplace/store/devices">{t`Devices`}</Link> }, { title: product.name }]} />
      <Card>
        <Row gutter={[32, 24]}>
          <Col xs={24} md={8} style={{ textAlign: 'center' }}>
            {product.imageUrl ? (
              <Image src={product.imageUrl} alt={product.name} style={{ maxWidth: '100%' }} />
            ) : (
              <div style={{ transform: 'scale(2.5)', margin: '48px 0' }}>
                <DeviceAvatar genre={product.genre} avatarUrl={null} name={product.name} size="large" />
              </div>
            )}
          </Col>
          <Col xs={24} md={16}>
            <Typography.Title level={2} style={{ marginTop: 0 }}>
              {product.name}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {product.maker} · {product.model}
            </Typography.Paragraph>
            <Typography.Paragraph>
              <Typography.Text strong style={{ fontSize: 24 }}>
                {formatProductPrice(i18n, product)}
              </Typography.Text>
              {/* The monthly and quotation prices already say their kind (月額 ￥9,800, 要見積): the tag only for a one-time price (issue 30). */}
              {product.priceKind === 'ONE_SHOT' && product.price !== null ? (
                <>
                  {' '}
                  <Tag>{i18n._(priceKindLabels.ONE_SHOT)}</Tag>
                </>
              ) : null}
            </Typography.Paragraph>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { key: 'supplier', label: t`Supplier`, children: product.supplier.name },
                { key: 'contractMethod', label: t({ message: 'Contract method', context: 'marketplaceContractMethod' }), children: i18n._(contractMethodLabels[product.contractMethod]) },
                { key: 'leadTime', label: t`Lead time`, children: leadTime },
              ]}
            />
            <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-line' }}>
              {product.description ?? t`The supplier has not written a description yet.`}
            </Typography.Paragraph>
            <Space wrap>
              <AddToCart product={product} />
              <LinkButton to="/marketplace/cart">{t`View cart`}</LinkButton>
            </Space>
          </Col>
        </Row>
      </Card>
      <section aria-labelledby="related-products">
        <Typography.Title level={3} id="related-products">
          {t`Related products`}
        </Typography.Title>
        <RelatedProducts
          rows={related.data?.items}
          total={related.data?.total}
          loading={related.isLoading}
          error={related.error}
          onRetry={() => void related.mutate()}
          search={search}
          onSearchChange={setSearch}
        />
      </section>
    </Space>
  );
}
