import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, openInApp, storageStates, waitForContent } from '../../support/kanri';

/**
 * The devices area (001 §2 "Devices", §3, §4) on the real API, in both languages: the demo admin
 * (saved language Japanese) adds a laptop through `/devices/add`, lands on the completed step,
 * opens its profile (first tab), checks it out to a person and back in, and is refused a lifecycle
 * event dated before the latest one with the server's Japanese message; the IT staff member in
 * English filters the inventory and sees the alerts, the costs and
 * an MDM source's import preview. axe on the inventory and the profile.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A device name no other run has used. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens the picker labelled `label` and chooses its first option. */
async function chooseFirstOption(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** axe reads the page at rest: no hovered button. */
async function checkA11y(page: Page) {
  await page.mouse.move(1, 1);
  await expect(page.locator('.ant-btn:hover')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

test.describe('it-ops: /devices', () => {
  test('Japanese: adds a laptop, checks it out and in, and is refused an event before the latest one', async ({ page }) => {
    const name = uniqueName('E2E ノートPC');
    await page.goto('/devices');
    await expect(page).toHaveURL(/\/devices\/inventory$/);
    await expectHeading(page, /^デバイス$/);
    await waitForContent(page);
    await checkA11y(page);

    await page.getByRole('main').getByRole('link', { name: 'デバイスを追加' }).click();
    await expect(page).toHaveURL(/\/devices\/add$/);
    await page.getByRole('link', { name: 'デバイスを追加：ノートPC', exact: true }).click();
    await expect(page).toHaveURL(/\/devices\/add\/laptop$/);
    await page.getByLabel('デバイス名', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'デバイスを追加', exact: true }).click();
    await expect(page.getByText(`デバイス「${name}」を追加しました。`).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/devices/add/laptop/completed\\?addedDeviceID=${uuid.source}$`));

    await page.getByRole('link', { name: 'デバイスを開く' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/device/${uuid.source}/monitoring$`));
    await expectHeading(page, new RegExp(name));
    await expect(page.getByText('モニタリングデータはありません')).toBeVisible();

    await page.getByRole('tab', { name: 'ステータス' }).click();
    await expect(page).toHaveURL(/\/status$/);
    await chooseFirstOption(page, '人');
    await page.getByRole('button', { name: '貸し出し', exact: true }).click();
    await expect(page.getByText('デバイスを貸し出しました。')).toBeVisible();
    await expect(page.getByText('利用中').first()).toBeVisible();
    await page.getByRole('button', { name: '返却', exact: true }).click();
    await expect(page.getByText('デバイスを返却しました。')).toBeVisible();
    await expect(page.getByText('なし（在庫）')).toBeVisible();

    await page.getByRole('tab', { name: 'ライフサイクル' }).click();
    await expect(page.getByRole('list', { name: 'ライフサイクルイベント' }).getByText('調達')).toBeVisible();
    const date = page.getByLabel('日付', { exact: true });
    await date.fill('2000-01-01');
    await date.press('Enter');
    await page.getByRole('button', { name: 'イベントを記録', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert').filter({ hasText: '最新のイベント' })).toBeVisible();
    await checkA11y(page);
  });

  test.describe('English', () => {
    // it@ reads English in every journey (its storage state is made with that saved language)
    test.use({ storageState: storageStates.it });

    test('filters the inventory, sees the alerts, the costs and an import preview', async ({ page }) => {

      await page.goto('/devices/inventory?category=IN_USED&genres=LAPTOP');
      await expectHeading(page, /^Devices$/);
      await waitForContent(page);
      await expect(page.getByRole('tab', { name: 'In use' })).toHaveAttribute('aria-selected', 'true');
      const firstRow = page.locator('tbody tr.ant-table-row').first();
      await expect(firstRow.getByText('Laptop')).toBeVisible();
      await expect(firstRow.getByText('In use')).toBeVisible();

      await page.getByRole('link', { name: 'Alerts', exact: true }).click();
      await expect(page).toHaveURL(/\/devices\/alerts$/);
      await expect(page.getByRole('tab', { name: /^No assignee \(\d+\)$/ })).toBeVisible();

      // the costs page shows the API's months: a total, or says there was no purchase
      const cost = await apiCall<{ total: number }>(page, 'GET', '/v2/device-bill-and-cost?months=12');
      await page.getByRole('link', { name: 'Bill and cost', exact: true }).click();
      await expectHeading(page, /^Bill and cost$/);
      await expect(page.getByText(cost.body.total > 0 ? 'Total for the period' : 'No purchases in this period')).toBeVisible();

      await openInApp(page, '/devices/external-it-saas');
      await expectHeading(page, /^MDM and IT SaaS$/);
      await page.locator('tbody tr.ant-table-row').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/devices\/external-it-saas\/[^/]+\/preview$/);
      await expect(page.getByText('To add')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
    });
  });
});
