import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { cartSchema, marketplaceProductDetailSchema, marketplaceRelatedSchema, placeOrderResultSchema, type Cart } from '@kanri/contracts';
import { companies, marketplaceCartItems, marketplaceOrderActivities, marketplaceOrderItems, marketplaceOrders, marketplaceProducts, places } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { cartTotals } from './marketplace-cart';

describe('cart totals', () => {
  it('sums one-shot and monthly lines per currency and counts quotations apart', () => {
    const result = cartTotals([
      { product: { price: 1000, priceKind: 'ONE_SHOT', currencyCode: 'JPY' }, quantity: 3 },
      { product: { price: 500, priceKind: 'RECURRING', currencyCode: 'JPY' }, quantity: 2 },
      { product: { price: null, priceKind: 'QUOTATION', currencyCode: 'JPY' }, quantity: 5 },
      { product: { price: 20, priceKind: 'ONE_SHOT', currencyCode: 'USD' }, quantity: 1 },
      { product: { price: 7, priceKind: 'RECURRING', currencyCode: 'JPY' }, quantity: 1 },
    ]);
    assert.deepEqual(result, {
      totals: [
        { currencyCode: 'JPY', oneShot: 3000, monthly: 1007 },
        { currencyCode: 'USD', oneShot: 20, monthly: 0 },
      ],
      quotationLineCount: 1,
    });
  });
});

describe('marketplace product page and cart', () => {
  let server: TestServer;
  let admin: string;
  const otherSupplier = '00000000-0000-4000-8000-0000000000f1';
  const otherProduct = '00000000-0000-4000-8000-0000000000f2';
  const ownProduct = '00000000-0000-4000-8000-0000000000f3';
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, cookie = admin, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const cart = async (cookie = admin): Promise<Cart> => {
    const res = await call('GET', '/v2/marketplace/cart', undefined, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(cartSchema, res.body);
  };
  const product = async (model: string) => {
    const [p] = await server.database.db.select().from(marketplaceProducts).where(eq(marketplaceProducts.model, model));
    assert.ok(p, model);
    return p;
  };
  const put = (productId: string, contractMethod: string, quantity: number, cookie = admin) =>
    call('PUT', '/v2/marketplace/cart/items', { productId, contractMethod, quantity }, cookie);
  const emptyCart = () => server.database.db.delete(marketplaceCartItems);

  before(async () => {
    server = await startTestServer({}, 12);
    admin = await server.signIn(demoAccounts.admin);
    const db = server.database.db;
    // a second supplier with one product, and a product "supplied" by the customer company itself
    await db.insert(companies).values({ id: otherSupplier, nameJa: '株式会社テスト機器', nameEn: 'Test Devices Inc.', isMarketplaceSupplier: true });
    await db.insert(marketplaceProducts).values([
      { id: otherProduct, supplierCompanyId: otherSupplier, nameJa: 'テスト用ノートPC', nameEn: 'Test laptop', maker: 'Test', model: 'T-1', genre: 'LAPTOP', price: 100000, currencyCode: 'JPY', priceKind: 'ONE_SHOT', contractMethod: 'PURCHASE' },
      { id: ownProduct, supplierCompanyId: seedCompanyIds.customer, nameJa: '自社製品', nameEn: 'Own product', maker: 'Kanri', model: 'OWN-1', genre: 'OTHER', price: 100, currencyCode: 'JPY', priceKind: 'ONE_SHOT', contractMethod: 'PURCHASE' },
    ]);
  });
  after(() => server.close());

  it('answers a product with its description and lead time in the caller language, 404 for an unknown or non-UUID id', async () => {
    const thinkpad = await product('21KC');
    const ja = await call('GET', `/v2/marketplace/store/devices/${thinkpad.id}`);
    assert.equal(ja.status, 200, JSON.stringify(ja.body));
    const detail = v.parse(marketplaceProductDetailSchema, ja.body);
    assert.equal(detail.name, 'ThinkPad X1 Carbon Gen 12');
    assert.equal(detail.supplier.name, '株式会社デバイスサプライ');
    assert.match(detail.description ?? '', /キッティング済み/);
    assert.equal(detail.leadTimeDays, 5);
    assert.equal(detail.priceKind, 'ONE_SHOT');
    assert.equal(detail.contractMethod, 'PURCHASE');
    const en = v.parse(marketplaceProductDetailSchema, (await call('GET', `/v2/marketplace/store/devices/${thinkpad.id}`, undefined, admin, 'en-US')).body);
    assert.equal(en.supplier.name, 'Device Supply Co., Ltd.');
    assert.match(en.description ?? '', /ready to use/);
    // a quotation product has no lead time
    const server_ = v.parse(marketplaceProductDetailSchema, (await call('GET', `/v2/marketplace/store/devices/${(await product('PYT1336T3S')).id}`)).body);
    assert.equal(server_.price, null);
    assert.equal(server_.leadTimeDays, null);
    assert.equal((await call('GET', '/v2/marketplace/store/devices/not-a-uuid')).status, 404);
    assert.equal((await call('GET', '/v2/marketplace/store/devices/00000000-0000-4000-8000-00000000dead')).status, 404);
  });

  it('lists related products of the same supplier or genre, itself excluded, the same genre first, 10 a page', async () => {
    const thinkpad = await product('21KC');
    const first = await call('GET', `/v2/marketplace/store/devices/${thinkpad.id}/related`);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const page1 = v.parse(marketplaceRelatedSchema, first.body);
    const all = await server.database.db.select().from(marketplaceProducts);
    const expected = all.filter((p) => p.id !== thinkpad.id && (p.supplierCompanyId === thinkpad.supplierCompanyId || p.genre === 'LAPTOP'));
    assert.equal(page1.total, expected.length);
    assert.equal(page1.items.length, 10);
    assert.ok(!page1.items.some((p) => p.id === thinkpad.id));
    // the other supplier's laptop is related by genre; the laptops come before the rest
    const laptops = expected.filter((p) => p.genre === 'LAPTOP').length;
    const second = v.parse(marketplaceRelatedSchema, (await call('GET', `/v2/marketplace/store/devices/${thinkpad.id}/related?pageIndex=1&pageSize=10`)).body);
    const both = [...page1.items, ...second.items];
    assert.ok(both.slice(0, laptops).every((p) => p.genre === 'LAPTOP'));
    assert.ok(both.some((p) => p.id === otherProduct));
    assert.equal(new Set(both.map((p) => p.id)).size, both.length, 'pages do not overlap');
    const bad = await call('GET', `/v2/marketplace/store/devices/${thinkpad.id}/related?pageSize=0&sortColumn=NAME`);
    assert.equal(bad.status, 400);
    assert.ok(bad.body.fieldErrors.some((e: { path: string }) => e.path === 'pageSize'), JSON.stringify(bad.body));
  });

  it('sets, changes and removes lines, with totals per price kind and quotations apart', async () => {
    await emptyCart();
    const thinkpad = await product('21KC');
    const macbook = await product('MRXN3J/A');
    const server_ = await product('PYT1336T3S');
    assert.equal((await put(thinkpad.id, 'PURCHASE', 2)).status, 200);
    assert.equal((await put(macbook.id, 'RENTAL', 3)).status, 200);
    const res = await put(server_.id, 'PURCHASE', 1);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    let current = v.parse(cartSchema, res.body);
    assert.deepEqual(current.lines.map((l) => [l.product.model, l.quantity, l.lineTotal]), [['21KC', 2, 596000], ['MRXN3J/A', 3, 20400], ['PYT1336T3S', 1, null]]);
    assert.deepEqual(current.totals, [{ currencyCode: 'JPY', oneShot: 596000, monthly: 20400 }]);
    assert.equal(current.quotationLineCount, 1);
    // PUT sets the quantity; 0 removes the line
    current = v.parse(cartSchema, (await put(thinkpad.id, 'PURCHASE', 5)).body);
    assert.equal(current.lines.find((l) => l.product.id === thinkpad.id)?.quantity, 5);
    assert.equal(current.lines.length, 3);
    current = v.parse(cartSchema, (await put(server_.id, 'PURCHASE', 0)).body);
    assert.equal(current.lines.length, 2);
    assert.equal(current.quotationLineCount, 0);
    // DELETE one line; another user's or an unknown line is 404
    const line = current.lines.find((l) => l.product.id === macbook.id)!;
    assert.equal((await call('DELETE', `/v2/marketplace/cart/items/${line.id}`)).status, 200);
    assert.equal((await call('DELETE', `/v2/marketplace/cart/items/${line.id}`)).status, 404);
    assert.equal((await call('DELETE', '/v2/marketplace/cart/items/nope')).status, 404);
    assert.deepEqual((await cart()).lines.map((l) => l.product.model), ['21KC']);
  });

  it('refuses bad input with 400 and field paths', async () => {
    const thinkpad = await product('21KC');
    const paths = (res: { body: { fieldErrors?: { path: string }[] } }) => (res.body.fieldErrors ?? []).map((e) => e.path).sort();
    let res = await put(thinkpad.id, 'PURCHASE', 1000);
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['quantity']);
    res = await put(thinkpad.id, 'PURCHASE', -1);
    assert.deepEqual(paths(res), ['quantity']);
    res = await put(thinkpad.id, 'PURCHASE', 1.5);
    assert.deepEqual(paths(res), ['quantity']);
    res = await put('nope', 'LEASE', 1);
    assert.equal(res.status, 400);
    assert.deepEqual(paths(res), ['contractMethod', 'productId']);
    // a product that does not exist, another contract method than the product's, the company's own product
    res = await put('00000000-0000-4000-8000-00000000dead', 'PURCHASE', 1);
    assert.deepEqual([res.status, ...paths(res)], [400, 'productId']);
    res = await put(thinkpad.id, 'RENTAL', 1);
    assert.deepEqual([res.status, ...paths(res)], [400, 'contractMethod']);
    res = await put(ownProduct, 'PURCHASE', 1);
    assert.deepEqual([res.status, ...paths(res)], [400, 'productId']);
    assert.match(res.body.fieldErrors[0].message, /自社/);
    // the order: neither place nor address; a place of no one; a note too long
    res = await call('POST', '/v2/marketplace/cart/order', { deliveryPlaceId: null, deliveryAddress: '  ', note: null });
    assert.deepEqual([res.status, ...paths(res)], [400, 'deliveryPlaceId']);
    res = await call('POST', '/v2/marketplace/cart/order', { deliveryPlaceId: 'x', deliveryAddress: null, note: 'a'.repeat(1001) });
    assert.deepEqual([res.status, ...paths(res)], [400, 'deliveryPlaceId', 'note']);
  });

  it('places one order per supplier with copied lines and an ORDERED activity, then empties the cart', async () => {
    await emptyCart();
    const db = server.database.db;
    const thinkpad = await product('21KC');
    const macbook = await product('MRXN3J/A');
    const [place] = await db.select().from(places).where(eq(places.companyId, seedCompanyIds.customer)).limit(1);
    await put(thinkpad.id, 'PURCHASE', 2);
    await put(macbook.id, 'RENTAL', 1);
    await put(otherProduct, 'PURCHASE', 3);
    const res = await call('POST', '/v2/marketplace/cart/order', { deliveryPlaceId: place!.id, deliveryAddress: null, note: ' 至急 ' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const { orders } = v.parse(placeOrderResultSchema, res.body);
    assert.equal(orders.length, 2);
    assert.deepEqual(orders.map((o) => o.supplier.id).sort(), [seedCompanyIds.supplier, otherSupplier].sort());
    assert.ok(orders[1]!.orderNumber > orders[0]!.orderNumber);
    assert.equal((await cart()).lines.length, 0);

    const rows = await db.select().from(marketplaceOrders).where(inArray(marketplaceOrders.id, orders.map((o) => o.id)));
    const mine = rows.find((r) => r.supplierCompanyId === seedCompanyIds.supplier)!;
    assert.equal(mine.status, 'UNTOUCHED');
    assert.equal(mine.customerCompanyId, seedCompanyIds.customer);
    assert.equal(mine.deliveryPlaceId, place!.id);
    assert.equal(mine.note, '至急');
    assert.equal(mine.totalOneShot, 596000);
    assert.equal(mine.totalMonthly, 6800);
    assert.ok(mine.orderedByPersonId);
    const other = rows.find((r) => r.supplierCompanyId === otherSupplier)!;
    assert.equal(other.totalOneShot, 300000);
    const items = await db.select().from(marketplaceOrderItems).where(eq(marketplaceOrderItems.orderId, mine.id)).orderBy(asc(marketplaceOrderItems.model));
    assert.deepEqual(items.map((i) => [i.model, i.quantity, i.unitPrice, i.priceKind, i.contractMethod, i.nameJa]), [
      ['21KC', 2, 298000, 'ONE_SHOT', 'PURCHASE', 'ThinkPad X1 Carbon Gen 12'],
      ['MRXN3J/A', 1, 6800, 'RECURRING', 'RENTAL', 'MacBook Air 13インチ (M3)'],
    ]);
    const activities = await db.select().from(marketplaceOrderActivities).where(inArray(marketplaceOrderActivities.orderId, orders.map((o) => o.id)));
    assert.equal(activities.length, 2);
    assert.ok(activities.every((a) => a.kind === 'ORDERED' && a.actorCompanyId === seedCompanyIds.customer && a.actorName.trim() !== ''));

    // an empty cart cannot be ordered
    const empty = await call('POST', '/v2/marketplace/cart/order', { deliveryPlaceId: null, deliveryAddress: '東京都千代田区1-1', note: null });
    assert.equal(empty.status, 400);
    assert.match(empty.body.message, /カートが空/);
  });

  it('leaves the cart unchanged and writes no order when the order fails', async () => {
    await emptyCart();
    const db = server.database.db;
    const thinkpad = await product('21KC');
    await put(thinkpad.id, 'PURCHASE', 2);
    const before = await cart();
    const ordersBefore = (await db.select().from(marketplaceOrders)).length;
    // a place of no company of ours
    let res = await call('POST', '/v2/marketplace/cart/order', { deliveryPlaceId: '00000000-0000-4000-8000-00000000dead', deliveryAddress: null, note: null });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.fieldErrors.map((e: { path: string }) => e.path), ['deliveryPlaceId']);
    // a line that became the company's own product (written past the PUT's check) fails the whole order
    const [session] = await db.select({ userId: marketplaceCartItems.userId, companyId: marketplaceCartItems.companyId }).from(marketplaceCartItems).limit(1);
    await db.insert(marketplaceCartItems).values({ ...session!, productId: ownProduct, quantity: 1, contractMethod: 'PURCHASE' });
    res = await call('POST', '/v2/marketplace/cart/order', { deliveryPlaceId: null, deliveryAddress: '東京都千代田区1-1', note: null });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.fieldErrors.map((e: { path: string }) => e.path), ['lines.1']);
    await db.delete(marketplaceCartItems).where(and(eq(marketplaceCartItems.productId, ownProduct)));
    assert.deepEqual(await cart(), before);
    assert.equal((await db.select().from(marketplaceOrders)).length, ordersBefore);
  });

  it('is for customers with the marketplace product only', async () => {
    const thinkpad = await product('21KC');
    const member = await server.signIn(demoAccounts.member);
    const it_ = await server.signIn(demoAccounts.it);
    const supplier = await server.signIn(demoAccounts.supplier);
    const calls = [
      ['GET', `/v2/marketplace/store/devices/${thinkpad.id}`, undefined],
      ['GET', `/v2/marketplace/store/devices/${thinkpad.id}/related`, undefined],
      ['GET', '/v2/marketplace/cart', undefined],
      ['PUT', '/v2/marketplace/cart/items', { productId: thinkpad.id, contractMethod: 'PURCHASE', quantity: 1 }],
      ['DELETE', '/v2/marketplace/cart/items/00000000-0000-4000-8000-00000000dead', undefined],
      ['POST', '/v2/marketplace/cart/order', { deliveryPlaceId: null, deliveryAddress: 'x', note: null }],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const [who, cookie] of [['member', member], ['it', it_], ['supplier', supplier]] as const) {
        const res = await call(method, url, body, cookie);
        assert.equal(res.status, 403, `${who} ${method} ${url}: ${res.status}`);
      }
    }
    assert.equal((await call('GET', '/v2/marketplace/cart', undefined, '')).status, 401);
    // the supplier company's rows are untouched by the refused calls
    assert.equal((await server.database.db.select().from(marketplaceCartItems).where(eq(marketplaceCartItems.companyId, seedCompanyIds.supplier))).length, 0);
  });
});
