import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, waitForContent } from '../../support/kanri';

/**
 * The networks screens (000 §2 "Networks" and "Network add screen", §5, §8) on the real API, as the
 * demo admin, whose saved language is Japanese: the two-step add wizard with a place destination,
 * the "required items only" path, the destination pickers clearing each other, a failed create
 * (a 500 injected on the POST only), the new network in the list by free text, and axe on the
 * list, the add wizard's two steps and a network's page.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const detailUrl = new RegExp(`/networks/${uuid.source}$`);

/** A network name no other run has used. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens the add wizard and waits for its first step. */
async function openAddPage(page: Page) {
  await page.goto('/networks/add');
  await expectHeading(page, /^ネットワークを追加$/);
  await expect(page).toHaveURL(/\/networks\/add#networkInformation$/);
}

/** Opens the picker labelled `label` and chooses its first option; returns the option's text. */
async function chooseFirstOption(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  const text = (await option.getAttribute('title')) ?? '';
  await option.click();
  await dropdownsClosed(page);
  return text;
}

/** Waits until no select's option list is open (a closing list would catch the next query). */
async function dropdownsClosed(page: Page) {
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Opens the select labelled `label` and chooses the option titled `title`. */
async function chooseOption(page: Page, label: string, title: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
  await dropdownsClosed(page);
}

/** The content box (chosen label or placeholder) of the select whose combobox is labelled `label`. */
function selectContent(page: Page, label: string) {
  return page.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) }).locator('.ant-select-content');
}

/** Clicks a button-style radio by its name (the input itself is hidden under its label). */
async function chooseRadio(page: Page, name: string) {
  await page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) }).click();
}

test.describe('it-ops: /networks', () => {
  test('adds a network through both steps with a place destination, then finds it in the list', async ({ page }) => {
    const name = uniqueName('E2E 社内LAN');
    await openAddPage(page);

    await page.getByLabel('ネットワーク名', { exact: true }).fill(name);
    await chooseOption(page, 'ネットワーク種別', '社内ネットワーク');
    await page.getByLabel('用途', { exact: true }).fill('E2E テスト用の拠点ネットワーク');
    await chooseRadio(page, '拠点');
    await expect(page.getByLabel('接続先のデバイス', { exact: true })).toBeDisabled();
    const place = await chooseFirstOption(page, '接続先の拠点');
    const contact = await chooseFirstOption(page, '管理担当者');

    await page.getByRole('button', { name: '次へ', exact: true }).click();
    await expect(page).toHaveURL(/#accessControl$/);
    await chooseOption(page, 'アクセスレベル', '読み取り専用');
    await chooseRadio(page, 'ユーザー');

    // Back keeps what was typed
    await page.getByRole('button', { name: '戻る', exact: true }).click();
    await expect(page).toHaveURL(/#networkInformation$/);
    await expect(page.getByLabel('ネットワーク名', { exact: true })).toHaveValue(name);
    await page.getByRole('button', { name: '次へ', exact: true }).click();
    await expect(page).toHaveURL(/#accessControl$/);

    const created = page.waitForResponse((res) => res.url().endsWith('/v2/networks') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'ネットワークを追加', exact: true }).click();
    expect((await created).status()).toBe(201);
    // the toast is transient (a few seconds): look for it as soon as the create answered, before
    // waiting on the record page, which on a loaded machine can outlast it
    await expect(page.getByText(`ネットワーク「${name}」を追加しました。`)).toBeVisible();
    await expect(page).toHaveURL(detailUrl);
    await expectHeading(page, new RegExp(`^${name}$`));
    const details = page.locator('.ant-descriptions').first();
    await expect(details).toContainText('社内ネットワーク');
    await expect(details).toContainText(place);
    await expect(details).toContainText(contact.split(' ')[0] ?? contact);
    await expect(page.locator('.ant-descriptions').nth(1)).toContainText('読み取り専用');

    await page.goto('/networks');
    await expectHeading(page, /^ネットワーク$/);
    await page.getByRole('searchbox', { name: 'ネットワーク名・用途・管理担当者で検索' }).fill(name);
    await expect(page).toHaveURL(/freeText=/);
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(page.getByRole('row').filter({ has: link })).toContainText(place);
    await link.click();
    await expect(page).toHaveURL(detailUrl);
  });

  test('"required items only" submits from the first step', async ({ page }) => {
    const name = uniqueName('E2E 必須のみ');
    await openAddPage(page);
    await page.getByRole('switch', { name: '必須項目のみ表示' }).click();
    await expect(page.getByLabel('ネットワーク種別', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '次へ', exact: true })).toHaveCount(0);
    await page.getByLabel('ネットワーク名', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'ネットワークを追加', exact: true }).click();
    await expect(page).toHaveURL(detailUrl);
    await expectHeading(page, new RegExp(`^${name}$`));
  });

  test('choosing a destination type clears and disables the other picker', async ({ page }) => {
    await openAddPage(page);
    const device = page.getByLabel('接続先のデバイス', { exact: true });
    const place = page.getByLabel('接続先の拠点', { exact: true });
    await expect(device).toBeDisabled();
    await expect(place).toBeDisabled();

    await chooseRadio(page, 'デバイス');
    await expect(device).toBeEnabled();
    const chosen = await chooseFirstOption(page, '接続先のデバイス');
    await expect(selectContent(page, '接続先のデバイス')).toContainText(chosen);
    await expect(selectContent(page, '接続先のデバイス')).toHaveClass(/ant-select-content-has-value/);

    await chooseRadio(page, '拠点');
    await expect(device).toBeDisabled();
    await expect(selectContent(page, '接続先のデバイス')).not.toContainText(chosen);
    await expect(selectContent(page, '接続先のデバイス')).not.toHaveClass(/ant-select-content-has-value/);
    await expect(place).toBeEnabled();

    // the empty name is refused on Next with the validation toast
    await page.getByRole('button', { name: '次へ', exact: true }).click();
    await expect(page.locator('.ant-message')).toContainText(/入力内容|入力エラー|validation/i);
    await expect(page).toHaveURL(/#networkInformation$/);
  });

  test("a failed create shows a destructive toast with the server's message", async ({ page }) => {
    const message = 'サーバーで障害が発生しています（E2E）';
    await page.route('**/v2/networks', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL_ERROR', message }) });
    });
    await openAddPage(page);
    await page.getByRole('switch', { name: '必須項目のみ表示' }).click();
    await page.getByLabel('ネットワーク名', { exact: true }).fill(uniqueName('E2E 失敗'));
    await page.getByRole('button', { name: 'ネットワークを追加', exact: true }).click();
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'ネットワークを追加できませんでした。' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(message);
    await expect(page).toHaveURL(/\/networks\/add/);
    await expect(page.getByLabel('ネットワーク名', { exact: true })).not.toHaveValue('');
  });

  test('the list, both steps of the add wizard and a network page have no serious axe violation', async ({ page }) => {
    await page.goto('/networks');
    await expectHeading(page, /^ネットワーク$/);
    await waitForContent(page);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const first = page.getByRole('row').nth(1).getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(detailUrl);
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 2, name: '変更履歴' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openAddPage(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('ネットワーク名', { exact: true }).fill('axe');
    await page.getByRole('button', { name: '次へ', exact: true }).click();
    await expect(page).toHaveURL(/#accessControl$/);
    // the pointer would rest on the submit button that took Next's place, in its hover colour
    await page.mouse.move(0, 0);
    await expect(page.getByLabel('アクセスレベル', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
