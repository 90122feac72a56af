import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, waitForContent } from '../../support/kanri';

/**
 * The product page and the cart (issue 15; docs/marketplace.md "Product page and cart") on the
 * real API, in both languages: the demo admin opens the seeded ThinkPad from the store, adds 2 to
 * the cart, places the order to an address after the confirmation and reads the new order's
 * number. The admin is the only customer account with the marketplace product, and a user's cart
 * is their own: the two tests share one serial file and each starts from an empty cart. The
 * English test keeps the admin's saved language (Japanese, which the other journeys read) and
 * shows the page in English by answering this page's `GET /v2/session` with `locale: en-US`.
 */

test.describe.configure({ mode: 'serial' });

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
  await page.goto(`/marketplace/store/devices?freeText=${encodeURIComponent('X1 Carbon')}`);
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
    await page.route('**/v2/session', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      return route.fulfill({ response, json: { ...body, locale: 'en-US' } });
    });
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
