import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { listResponse, marketplaceOrderActivitySchema, marketplaceOrderDetailSchema, marketplaceOrderRowSchema } from '@kanri/contracts';
import { companies, marketplaceOrderActivities, marketplaceOrders } from '../schema';
import { demoAccounts, seedCompanyIds } from '../seed/seed';
import { startTestServer, type TestServer } from '../test/support';
import { tokyoToday } from '../lib/tokyo-date';

const rowsOf = listResponse(marketplaceOrderRowSchema);
const activitiesOf = listResponse(marketplaceOrderActivitySchema);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('marketplace orders', () => {
  let server: TestServer;
  let admin: string;
  let supplier: string;
  const call = async (method: 'GET' | 'POST', url: string, cookie: string, body?: unknown, locale = 'ja-JP') => {
    const res = await server.app.inject({ method, url, payload: body as object | undefined, headers: { cookie, 'accept-language': locale } });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  const list = async (path: string, cookie: string) => {
    const res = await call('GET', path, cookie);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(rowsOf, res.body).items;
  };
  const detail = async (id: string, cookie: string, locale = 'ja-JP') => {
    const res = await call('GET', `/v2/marketplace/orders/${id}`, cookie, undefined, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(marketplaceOrderDetailSchema, res.body);
  };
  const activities = async (id: string, cookie: string, locale = 'ja-JP') => {
    const res = await call('GET', `/v2/marketplace/orders/${id}/activities`, cookie, undefined, locale);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return v.parse(activitiesOf, res.body).items;
  };
  const byNumber = async (n: number) => (await list('/v2/marketplace/sent-orders?pageSize=1000', admin)).find((o) => o.orderNumber === n)!;

  before(async () => {
    server = await startTestServer({}, 30);
    admin = await server.signIn(demoAccounts.admin);
    supplier = await server.signIn(demoAccounts.supplier);
  });
  after(() => server.close());

  it('shows admin@ the sent orders (order number descending) and supplier@ the sales orders (untouched first, then accepted date ascending), in every status', async () => {
    const sent = await list('/v2/marketplace/sent-orders', admin);
    assert.deepEqual(sent.map((o) => o.orderNumber), [7, 6, 5, 4, 3, 2, 1]);
    assert.deepEqual(new Set(sent.map((o) => o.status)), new Set(['UNTOUCHED', 'ACCEPTED', 'SENT', 'DELIVERED', 'CANCELED']));
    assert.ok(sent.every((o) => o.customer.name === '株式会社カンリ商事' && o.supplier.name === '株式会社デバイスサプライ'));
    assert.equal(sent[0]!.orderedByPerson?.name, '山田 太郎');
    const sales = await list('/v2/marketplace/sales-orders', supplier);
    const accepted = sales.filter((o) => o.acceptedAt !== null);
    assert.deepEqual(sales.slice(0, sales.length - accepted.length).map((o) => o.status), ['UNTOUCHED', 'UNTOUCHED', 'CANCELED']);
    assert.deepEqual(accepted.map((o) => o.acceptedAt), [...accepted.map((o) => o.acceptedAt!)].sort());
    // English names
    const en = v.parse(rowsOf, (await call('GET', '/v2/marketplace/sent-orders', admin, undefined, 'en-US')).body).items;
    assert.equal(en[0]!.orderedByPerson?.name, 'Taro Yamada');
    assert.equal(en[0]!.supplier.name, 'Device Supply Co., Ltd.');
  });

  it('filters by category, ordered-at window and pages 1-based, the count agreeing; bad values are 400 at their key', async () => {
    const numbers = async (q: string) => (await list(`/v2/marketplace/sent-orders?${q}`, admin)).map((o) => o.orderNumber);
    const count = async (q: string) => (await call('GET', `/v2/marketplace/sent-orders-count?${q}`, admin)).body.count as number;
    assert.deepEqual(await numbers('category=UNTOUCHED'), [7, 6]);
    assert.deepEqual(await numbers('category=ACCEPTED'), [5, 4, 1]);
    assert.deepEqual(await numbers('category=CANCELED'), [3, 2]);
    assert.equal(await count('category=ACCEPTED'), 3);
    assert.deepEqual(await numbers('orderedFrom=2026-11-01T00:00:00Z&orderedTo=2026-11-15T00:00:00%2B09:00'), [5, 4]);
    assert.equal(await count('orderedFrom=2026-11-01T00:00:00Z&orderedTo=2026-11-15T00:00:00%2B09:00'), 2);
    assert.deepEqual(await numbers('page=2&pageSize=3'), [4, 3, 2]);
    assert.deepEqual(await numbers('sortColumn=ORDER_NUMBER&sortOrder=asc&pageSize=2'), [1, 2]);
    for (const [q, path] of [['page=0', 'page'], ['category=SENT', 'category'], ['orderedFrom=yesterday', 'orderedFrom'], ['pageIndex=0', '']]) {
      const res = await call('GET', `/v2/marketplace/sent-orders?${q}`, admin);
      assert.equal(res.status, 400, q);
      if (path) assert.ok(res.body.fieldErrors.some((e: { path: string }) => e.path === path), `${q}: ${JSON.stringify(res.body)}`);
    }
    assert.equal((await call('GET', '/v2/marketplace/sales-orders-count?orderedTo=2026-13-01T00:00:00Z', supplier)).status, 400);
  });

  it('answers 403 to the other side’s list and to staff without the marketplace product', async () => {
    assert.equal((await call('GET', '/v2/marketplace/sales-orders', admin)).status, 403, 'the customer has no sales orders');
    assert.equal((await call('GET', '/v2/marketplace/sales-orders-count', admin)).status, 403);
    assert.equal((await call('GET', '/v2/marketplace/sent-orders', supplier)).status, 403, 'the supplier has no sent orders');
    assert.equal((await call('GET', '/v2/marketplace/sent-orders-count', supplier)).status, 403);
    const order = await byNumber(7);
    for (const account of [demoAccounts.member, demoAccounts.it, demoAccounts.hr]) {
      const cookie = await server.signIn(account);
      for (const url of ['/v2/marketplace/sent-orders', '/v2/marketplace/sent-orders-count', `/v2/marketplace/orders/${order.id}`, `/v2/marketplace/orders/${order.id}/activities`]) {
        assert.equal((await call('GET', url, cookie)).status, 403, `${account} ${url}`);
      }
      assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/comments`, cookie, { comment: 'x' })).status, 403);
    }
  });

  it('shows an order to its two companies only: another company’s order is 404, as is a non-UUID id', async () => {
    const db = server.database.db;
    const otherSupplier = '00000000-0000-4000-8000-0000000000f5';
    await db.insert(companies).values({ id: otherSupplier, nameJa: '第三商会', nameEn: 'Third Trading', isMarketplaceSupplier: true });
    const [own] = await db.insert(marketplaceOrders).values({ customerCompanyId: seedCompanyIds.customer, supplierCompanyId: otherSupplier, currencyCode: 'JPY' }).returning();
    assert.equal((await call('GET', `/v2/marketplace/orders/${own!.id}`, supplier)).status, 404, 'supplier@ is not its supplier');
    assert.equal((await call('GET', `/v2/marketplace/orders/${own!.id}/activities`, supplier)).status, 404);
    assert.equal((await call('POST', `/v2/marketplace/orders/${own!.id}/accept`, supplier, { version: 1 })).status, 404);
    assert.equal((await call('POST', `/v2/marketplace/orders/${own!.id}/comments`, supplier, { comment: 'hello' })).status, 404);
    assert.equal((await detail(own!.id, admin)).side, 'CUSTOMER', 'its customer sees it');
    const [theirs] = await db.insert(marketplaceOrders).values({ customerCompanyId: otherSupplier, supplierCompanyId: seedCompanyIds.supplier, currencyCode: 'JPY' }).returning();
    assert.equal((await call('GET', `/v2/marketplace/orders/${theirs!.id}`, admin)).status, 404, 'admin@ is not its customer');
    assert.equal((await detail(theirs!.id, supplier)).side, 'SUPPLIER');
    assert.equal((await call('GET', '/v2/marketplace/orders/42', admin)).status, 404);
    // neither list shows a stranger's order
    assert.ok(!(await list('/v2/marketplace/sent-orders?pageSize=1000', admin)).some((o) => o.id === theirs!.id));
    assert.ok(!(await list('/v2/marketplace/sales-orders?pageSize=1000', supplier)).some((o) => o.id === own!.id));
    await db.delete(marketplaceOrders).where(eq(marketplaceOrders.customerCompanyId, otherSupplier));
    await db.delete(marketplaceOrders).where(eq(marketplaceOrders.supplierCompanyId, otherSupplier));
  });

  it('reads the same order on both sides, with the moves each side may take and the shared activities', async () => {
    const sentOne = await byNumber(4);
    const c = await detail(sentOne.id, admin);
    const s = await detail(sentOne.id, supplier);
    assert.equal(c.orderNumber, 4);
    assert.deepEqual([c.side, c.actions], ['CUSTOMER', ['deliver']]);
    assert.deepEqual([s.side, s.actions], ['SUPPLIER', []]);
    assert.equal(c.deliveryDate, '2026-12-10');
    assert.equal(c.items[0]?.quantity, 2);
    assert.equal(c.totalOneShot, 2 * c.items[0]!.unitPrice!);
    const kinds = (await activities(sentOne.id, admin)).map((a) => [a.kind, a.side]);
    assert.deepEqual(kinds, [['ORDERED', 'CUSTOMER'], ['ACCEPTED', 'SUPPLIER'], ['COMMENTED', 'SUPPLIER'], ['SENT', 'SUPPLIER']]);
    assert.deepEqual((await activities(sentOne.id, supplier)).map((a) => [a.kind, a.side]), kinds);
  });

  it('runs an order through its lifecycle: supplier accepts and sends (delivery date ≥ today), customer confirms receipt; each move an activity both sides see', async () => {
    const order = await byNumber(7);
    const today = tokyoToday();
    let d = await detail(order.id, supplier);
    assert.deepEqual(d.actions, ['accept', 'cancel']);
    // the customer may not accept (409, localized)
    const refused = await call('POST', `/v2/marketplace/orders/${order.id}/accept`, admin, { version: d.version });
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /受注|受付|承諾|サプライヤー|supplier/i);
    const refusedEn = await call('POST', `/v2/marketplace/orders/${order.id}/accept`, admin, { version: d.version }, 'en-US');
    assert.equal(refusedEn.body.message, 'Only the supplier can accept an order, and only an untouched one.');
    // stale version
    assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/accept`, supplier, { version: d.version + 1 })).status, 409);
    let res = await call('POST', `/v2/marketplace/orders/${order.id}/accept`, supplier, { version: d.version });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    d = v.parse(marketplaceOrderDetailSchema, res.body);
    assert.equal(d.status, 'ACCEPTED');
    assert.ok(d.acceptedAt);
    assert.deepEqual(d.actions, ['send', 'cancel']);
    // accepting twice is refused
    assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/accept`, supplier, { version: d.version })).status, 409);
    // send: a past delivery date is 400 at deliveryDate, a missing one too
    res = await call('POST', `/v2/marketplace/orders/${order.id}/send`, supplier, { version: d.version, deliveryDate: addDays(today, -1) });
    assert.equal(res.status, 400);
    assert.equal(res.body.fieldErrors[0].path, 'deliveryDate');
    assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/send`, supplier, { version: d.version })).status, 400);
    // the customer cannot cancel an accepted order
    assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/cancel`, admin, { version: d.version, reason: '不要になりました' })).status, 409);
    res = await call('POST', `/v2/marketplace/orders/${order.id}/send`, supplier, { version: d.version, deliveryDate: today });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    d = v.parse(marketplaceOrderDetailSchema, res.body);
    assert.deepEqual([d.status, d.deliveryDate], ['SENT', today]);
    // the supplier cannot confirm receipt; the customer can
    assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/deliver`, supplier, { version: d.version })).status, 409);
    const seenByCustomer = await detail(order.id, admin);
    assert.deepEqual([seenByCustomer.status, seenByCustomer.actions], ['SENT', ['deliver']]);
    res = await call('POST', `/v2/marketplace/orders/${order.id}/deliver`, admin, { version: d.version });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    d = v.parse(marketplaceOrderDetailSchema, res.body);
    assert.equal(d.status, 'DELIVERED');
    assert.ok(d.deliveredAt);
    assert.deepEqual(d.actions, []);
    // comments from either side
    assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/comments`, supplier, { comment: 'ありがとうございました。' })).status, 201);
    assert.equal((await call('POST', `/v2/marketplace/orders/${order.id}/comments`, admin, { comment: '   ' })).status, 400);
    const a = await activities(order.id, supplier);
    assert.deepEqual(a.map((x) => x.kind), ['ORDERED', 'ACCEPTED', 'SENT', 'DELIVERED', 'COMMENTED']);
    assert.equal(a[2]!.deliveryDate, today);
    assert.equal(a[2]!.actorName, '鈴木 一郎');
    assert.equal(a[3]!.actorName, '山田 太郎');
    assert.deepEqual((await activities(order.id, admin)).map((x) => x.kind), a.map((x) => x.kind));
    const rows = await server.database.db.select().from(marketplaceOrderActivities).where(eq(marketplaceOrderActivities.orderId, order.id));
    assert.equal(rows.length, 5);
  });

  it('lists an order placed through the cart: number 8 and up on top of the sent orders, first among the supplier’s sales orders, with its ORDERED activity', async () => {
    const devices = (await call('GET', '/v2/marketplace/store/devices?freeText=21KC', admin)).body.items as Array<{ id: string; contractMethod: string }>;
    const put = await server.app.inject({ method: 'PUT', url: '/v2/marketplace/cart/items', payload: { productId: devices[0]!.id, contractMethod: devices[0]!.contractMethod, quantity: 1 }, headers: { cookie: admin } });
    assert.ok(put.statusCode < 300, put.body);
    const placed = await call('POST', '/v2/marketplace/cart/order', admin, { deliveryPlaceId: null, deliveryAddress: '東京都千代田区丸の内1-1-1', note: null });
    assert.ok(placed.status < 300, JSON.stringify(placed.body));
    const { id, orderNumber } = placed.body.orders[0] as { id: string; orderNumber: number };
    assert.ok(orderNumber > 7, 'the sequence continues after the seeded numbers');
    assert.equal((await list('/v2/marketplace/sent-orders', admin))[0]!.id, id);
    const sales = await list('/v2/marketplace/sales-orders', supplier);
    assert.equal(sales[0]!.id, id, 'the newest untouched order comes first');
    const d = await detail(id, supplier);
    assert.deepEqual([d.status, d.actions, d.orderedByPerson?.name], ['UNTOUCHED', ['accept', 'cancel'], '山田 太郎']);
    assert.deepEqual((await activities(id, supplier)).map((a) => [a.kind, a.side]), [['ORDERED', 'CUSTOMER']]);
  });

  it('cancels with a reason: the customer an untouched order, the supplier an accepted one; a blank reason is 400', async () => {
    const untouched = await byNumber(6);
    let d = await detail(untouched.id, admin);
    assert.equal((await call('POST', `/v2/marketplace/orders/${untouched.id}/cancel`, admin, { version: d.version, reason: '  ' })).status, 400);
    let res = await call('POST', `/v2/marketplace/orders/${untouched.id}/cancel`, admin, { version: d.version, reason: '別の機種にします。' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    d = v.parse(marketplaceOrderDetailSchema, res.body);
    assert.deepEqual([d.status, d.cancelReason], ['CANCELED', '別の機種にします。']);
    assert.ok(d.canceledAt);
    const accepted = await byNumber(5);
    d = await detail(accepted.id, supplier);
    res = await call('POST', `/v2/marketplace/orders/${accepted.id}/cancel`, supplier, { version: d.version, reason: '在庫切れのため' });
    assert.equal(res.status, 200);
    const last = (await activities(accepted.id, admin)).at(-1)!;
    assert.deepEqual([last.kind, last.side, last.comment], ['CANCELED', 'SUPPLIER', '在庫切れのため']);
    assert.deepEqual((await list('/v2/marketplace/sent-orders?category=UNTOUCHED', admin)).map((o) => o.orderNumber).filter((n) => n <= 7), [], 'no seeded order is untouched any more');
  });
});
