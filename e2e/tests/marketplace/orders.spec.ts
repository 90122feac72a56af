import { test, expect, type Browser, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, openInApp, showPageIn, storageStates, waitForContent } from '../../support/kanri';

/**
 * Marketplace orders on the real API, in both languages (issue 15 "Done when"; docs/marketplace.md
 * "Orders"): admin@ places an order through the cart calls (`PUT /v2/marketplace/cart/items`, then
 * `POST /v2/marketplace/cart/order`); supplier@ (株式会社デバイスサプライ) accepts it and sends it with a
 * delivery date on the sales-order page; admin@ sees it 発送済み in the sent orders, confirms receipt
 * (納品済み), and both companies read the same activities. In English, supplier@ does the same on a
 * second order and sees the customer's receipt. The two tests share supplier@'s saved language, so
 * they run one after the other. DRAFT: written without running Playwright.
 */

test.describe.configure({ mode: 'serial' });

type PlacedOrders = { orders: Array<{ id: string; orderNumber: number }> };

/** A calendar day in Tokyo, `days` from today, as YYYY-MM-DD (the date field's input format). */
function tokyoDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Places one order of a seeded product (ThinkPad X1 Carbon, model 21KC) as the page's user (admin@), through the cart calls. */
async function placeOrder(page: Page, note: string): Promise<{ id: string; orderNumber: number }> {
  const devices = await apiCall<{ items: Array<{ id: string; contractMethod: string }> }>(page, 'GET', '/v2/marketplace/store/devices?freeText=21KC');
  expect(devices.status).toBe(200);
  const product = devices.body.items[0]!;
  const put = await apiCall(page, 'PUT', '/v2/marketplace/cart/items', { productId: product.id, contractMethod: product.contractMethod, quantity: 2 });
  expect(put.status).toBeLessThan(300);
  const placed = await apiCall<PlacedOrders>(page, 'POST', '/v2/marketplace/cart/order', { deliveryPlaceId: null, deliveryAddress: '東京都千代田区丸の内1-1-1', note });
  expect(placed.status).toBeLessThan(300);
  const order = placed.body.orders[0]!;
  expect(order.orderNumber).toBeGreaterThan(7);
  return order;
}

/** A page of supplier@ (its storage state) in its own browser context, reading `locale`. */
async function supplierPage(browser: Browser, locale: 'ja-JP' | 'en-US'): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStates.supplier });
  const page = await context.newPage();
  expect((await apiCall(page, 'PATCH', '/v2/session/locale', { locale })).status).toBeLessThan(300);
  return page;
}

/** Types the delivery date into the send dialog and sends. */
async function sendWithDate(page: Page, label: string, sendLabel: string, day: string) {
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel(label, { exact: true });
  await field.fill(day);
  await field.press('Enter');
  await dialog.getByRole('button', { name: sendLabel }).click();
  await expect(dialog).toBeHidden();
}

test.describe('marketplace: orders', () => {
  test('Japanese: admin orders, the supplier accepts and sends it with a delivery date, admin confirms receipt; both read the activities', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.goto('/marketplace/store/sent-orders');
    await expectHeading(page, /マーケットプレイス/);
    await expect(page.getByRole('table', { name: '発注' })).toBeVisible();
    const order = await placeOrder(page, 'E2E: 至急お願いします。');
    const number = `注文番号 ${order.orderNumber}`;

    // the supplier: 受注 list, untouched orders first
    const supplier = await supplierPage(browser, 'ja-JP');
    await supplier.goto('/marketplace/store/sales-orders');
    await supplier.getByRole('link', { name: number, exact: true }).click();
    await expect(supplier).toHaveURL(new RegExp(`/marketplace/store/sales-orders/${order.id}/detail$`));
    await expectHeading(supplier, new RegExp(`^${number}$`));
    await expect(supplier.getByText('未対応').first()).toBeVisible();
    await supplier.getByRole('button', { name: '受注する' }).click();
    await expect(supplier.getByText('注文を受注しました。')).toBeVisible();
    await expect(supplier.getByText('受付済み').first()).toBeVisible();
    await supplier.getByRole('button', { name: '発送する' }).click();
    await sendWithDate(supplier, '納品日', '発送する', tokyoDay(3));
    await expect(supplier.getByText('発送済み').first()).toBeVisible();
    await expectNoSeriousA11yViolations(supplier);

    // the customer: 発注履歴 shows it sent; admin confirms receipt
    await openInApp(page, '/marketplace/store/sent-orders?category=ACCEPTED');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row.getByText('発送済み')).toBeVisible();
    await row.getByRole('link', { name: number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/marketplace/store/sent-orders/${order.id}/detail$`));
    await page.getByRole('button', { name: '受領を確認' }).click();
    await page.getByRole('button', { name: '受領を確認' }).last().click();
    await expect(page.getByText('納品済み').first()).toBeVisible();
    await page.getByRole('tab', { name: 'アクティビティ' }).click();
    await expect(page).toHaveURL(/\/activities$/);
    await expect(page.getByText(/鈴木 一郎/).first()).toBeVisible();
    await expect(page.getByText('受注', { exact: true })).toBeVisible();
    await expect(page.getByText('発送', { exact: true })).toBeVisible();
    await expect(page.getByText('受領を確認', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the supplier reads the same activities
    await supplier.goto(`/marketplace/store/sales-orders/${order.id}/activities`);
    await expect(supplier.getByText('受領を確認', { exact: true })).toBeVisible();
    await expect(supplier.getByText('納品済み').first()).toBeVisible();
    await supplier.context().close();
  });

  test('English: the supplier accepts and sends an order, then sees the customer’s receipt in the activities', async ({ page, browser }) => {
    test.setTimeout(180_000);
    // admin@ stays Japanese for the journeys beside this one: the customer's side is driven through the API
    await page.goto('/runtime-config.json');
    const order = await placeOrder(page, 'E2E: English journey');
    const supplier = await supplierPage(browser, 'en-US');
    try {
      await supplier.goto('/marketplace/store/sales-orders?category=UNTOUCHED');
      await expectHeading(supplier, /Marketplace/);
      await supplier.getByRole('link', { name: `Order No. ${order.orderNumber}`, exact: true }).click();
      await expect(supplier).toHaveURL(new RegExp(`/marketplace/store/sales-orders/${order.id}/detail$`));
      await expect(supplier.getByRole('heading', { name: 'Items' })).toBeVisible();
      await supplier.getByRole('button', { name: 'Accept order' }).click();
      await expect(supplier.getByText('The order was accepted.')).toBeVisible();
      await supplier.getByRole('button', { name: 'Send order' }).click();
      await sendWithDate(supplier, 'Delivery date', 'Send', tokyoDay(5));
      await expect(supplier.getByText('Sent', { exact: true }).first()).toBeVisible();

      // the customer confirms receipt (through the API, as admin@)
      const detail = await apiCall<{ status: string; version: number; actions: string[] }>(page, 'GET', `/v2/marketplace/orders/${order.id}`);
      expect(detail.body.status).toBe('SENT');
      expect(detail.body.actions).toEqual(['deliver']);
      const delivered = await apiCall<{ status: string }>(page, 'POST', `/v2/marketplace/orders/${order.id}/deliver`, { version: detail.body.version });
      expect(delivered.body.status).toBe('DELIVERED');

      await supplier.goto(`/marketplace/store/sales-orders/${order.id}/activities`);
      await expect(supplier.getByText('Delivered', { exact: true }).first()).toBeVisible();
      await expect(supplier.getByText('Receipt confirmed', { exact: true })).toBeVisible();
      await expect(supplier.getByText('Accepted', { exact: true })).toBeVisible();
      await supplier.getByRole('textbox', { name: 'Comment' }).fill('E2E: thank you for your order.');
      await supplier.getByRole('button', { name: 'Post comment' }).click();
      await expect(supplier.getByText('E2E: thank you for your order.')).toBeVisible();
      await expectNoSeriousA11yViolations(supplier);

      // the sent-orders list is the customer's only
      expect((await apiCall(supplier, 'GET', '/v2/marketplace/sent-orders')).status).toBe(403);
    } finally {
      await apiCall(supplier, 'PATCH', '/v2/session/locale', { locale: 'ja-JP' });
      await supplier.context().close();
    }
  });
});

// ---- the product page and the cart ----

/**
 * The product page and the cart (issue 15; docs/marketplace.md "Product page and cart") on the
 * real API, in both languages: the demo admin opens the seeded ThinkPad from the store, adds 2 to
 * the cart, places the order to an address after the confirmation and reads the new order's
 * number. The admin is the only customer account with the marketplace product, and a user's cart
 * is their own: the cart's and the orders' journeys share this serial file and each starts from an empty cart. The
 * English test keeps the admin's saved language (Japanese, which the other journeys read) and
 * shows the page in English by answering this page's `GET /v2/session` with `locale: en-US`.
 */

const product = 'ThinkPad X1 Carbon Gen 12';

/** Empties the signed-in user's cart through the API (a run before may have left lines). */
async function emptyCart(page: Page) {
  await page.goto('/runtime-config.json');
  const cart = await apiCall<{ lines: { id: string }[] }>(page, 'GET', '/v2/marketplace/cart');
  expect(cart.status).toBe(200);
  for (const line of cart.body.lines) expect((await apiCall(page, 'DELETE', `/v2/marketplace/cart/items/${line.id}`)).status).toBe(200);
}

/** The journey in the page's language: store → product → 2 in the cart → order to an address → its number. */
async function orderTwo(page: Page, words: Record<'store' | 'quantity' | 'add' | 'added' | 'viewCart' | 'cart' | 'otherAddress' | 'address' | 'placeOrder' | 'placed' | 'lineQuantity', string | RegExp> & { orderNumber: RegExp }) {
  await openInApp(page, `/marketplace/store/devices?freeText=${encodeURIComponent('X1 Carbon')}`);
  await expectHeading(page, words.store as RegExp);
  await waitForContent(page);
  await page.getByRole('link', { name: product, exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\/store\/devices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: product })).toBeVisible();
  await waitForContent(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('spinbutton', { name: words.quantity as string, exact: true }).fill('2');
  await page.getByRole('button', { name: words.add }).click();
  await expect(page.getByText(words.added).first()).toBeVisible();
  await page.getByRole('link', { name: words.viewCart }).click();

  await expect(page).toHaveURL(/\/marketplace\/cart$/);
  await expectHeading(page, words.cart as RegExp);
  await expect(page.getByRole('spinbutton', { name: words.lineQuantity })).toHaveValue('2');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radio', { name: words.otherAddress }).check();
  await page.getByLabel(words.address as string, { exact: true }).fill('東京都千代田区丸の内1-1-1');
  await page.getByRole('main').getByRole('button', { name: words.placeOrder }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.placeOrder }).click();
  await expect(page.getByText(words.placed)).toBeVisible();
  const order = page.getByRole('link', { name: words.orderNumber });
  await expect(order).toHaveCount(1);
  await expect(order).toHaveAttribute('href', /\/marketplace\/store\/sent-orders\/[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page);
}

test.describe('marketplace: product page and cart', () => {
  test('Japanese: opens a product from the store, adds 2 to the cart and places the order', async ({ page }) => {
    test.setTimeout(75_000);
    await emptyCart(page);
    await orderTwo(page, {
      store: /^(マーケットプレイス ストア|デバイス)$/,
      quantity: '数量',
      add: /カートに追加/,
      added: `${product}を2点カートに追加しました。`,
      viewCart: /カートを見る/,
      cart: /^カート$/,
      lineQuantity: `${product}の数量`,
      otherAddress: 'その他の住所',
      address: '納品先住所',
      placeOrder: '注文する',
      placed: '注文しました。',
      orderNumber: /^注文番号 \d+$/,
    });
  });

  test('English: the same order, the page in English', async ({ page }) => {
    test.setTimeout(75_000);
    await showPageIn(page, 'en-US');
    await emptyCart(page);
    await orderTwo(page, {
      store: /^(Marketplace store|Devices)$/,
      quantity: 'Quantity',
      add: /Add to cart/,
      added: `Added 2 × ${product} to the cart.`,
      viewCart: /View cart/,
      cart: /^Cart$/,
      lineQuantity: `Quantity of ${product}`,
      otherAddress: 'Another address',
      address: 'Delivery address',
      placeOrder: 'Place order',
      placed: 'Your order was placed.',
      orderNumber: /^Order number \d+$/,
    });
  });
});
