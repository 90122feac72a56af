import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, waitForContent } from '../../support/kanri';

/**
 * The networks screens (000 §2 "Networks" and "Network add screen", §5, §8) on the real API, as the
 * demo admin, whose saved language is Japanese: the two-step add wizard with a place destination,
 * the new network's page, and the network in the list by free text; axe on each of those screens.
 * What the wizard does on its own (the "required items only" switch, the destination pickers
 * clearing each other, the validation toast, a failed create's toast) is the page test's
 * (remotes/it-ops/src/features/networks/routes/network-add-page.test.tsx), and a minimal create
 * the API test's (api/src/it-ops/networks.test.ts).
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const detailUrl = new RegExp(`/networks/${uuid.source}$`);

/** A network name no other run has used. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens the add wizard and waits for its first step. */
async function openAddPage(page: Page) {
  await openInApp(page, '/networks/add');
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

/** Clicks a button-style radio by its name (the input itself is hidden under its label). */
async function chooseRadio(page: Page, name: string) {
  await page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) }).click();
}

test.describe('it-ops: /networks', () => {
  test('adds a network through both steps with a place destination, then finds it in the list; axe on each screen', async ({ page }) => {
    // the wizard's two steps, the record page and the list, each with axe
    test.setTimeout(90_000);
    const name = uniqueName('E2E 社内LAN');
    await openAddPage(page);
    // before any select opens: antd leaves an unnamed listbox in an opened select's popup
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('ネットワーク名', { exact: true }).fill(name);
    await chooseOption(page, 'ネットワーク種別', '社内ネットワーク');
    await page.getByLabel('用途', { exact: true }).fill('E2E テスト用の拠点ネットワーク');
    await chooseRadio(page, '拠点');
    await expect(page.getByLabel('接続先のデバイス', { exact: true })).toBeDisabled();
    const place = await chooseFirstOption(page, '接続先の拠点');
    const contact = await chooseFirstOption(page, '管理担当者');

    await page.getByRole('button', { name: '次へ', exact: true }).click();
    await expect(page).toHaveURL(/#accessControl$/);
    // the pointer would rest on the submit button that took Next's place, in its hover colour
    await page.mouse.move(0, 0);
    await expect(page.getByLabel('アクセスレベル', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
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
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 2, name: '変更履歴' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/networks');
    await expectHeading(page, /^ネットワーク$/);
    await waitForContent(page);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('searchbox', { name: 'ネットワーク名・用途・管理担当者で検索' }).fill(name);
    await expect(page).toHaveURL(/freeText=/);
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(page.getByRole('row').filter({ has: link })).toContainText(place);
    await link.click();
    await expect(page).toHaveURL(detailUrl);
  });
});
