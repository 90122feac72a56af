import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, openInApp, storageStates, waitForContent } from '../../support/kanri';

/**
 * The licenses area (001 §2 "Licenses") on the real API, in both languages: the demo admin (saved
 * language Japanese) adds a one-seat SaaS license through `/licenses/add`, lands on the completed
 * page, assigns the seat to a person and is refused a second one with the server's Japanese
 * message; the IT staff member in English finds the seeded expired and over-assigned licenses
 * through the inventory's EXPIRED tab and the alerts, and is refused a seat past the total too.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A license name no other run has used. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens the picker labelled `label` and chooses its option number `index` (0-based); returns its title. */
async function choosePickerOption(page: Page, label: string, index: number) {
  await page.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(index);
  await expect(option).toBeVisible();
  const title = (await option.getAttribute('title')) ?? '';
  await option.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  return title;
}

test.describe('it-ops: /licenses', () => {
  test('Japanese: adds a one-seat license, assigns the seat and is refused a second one', async ({ page }) => {
    // the add flow, two assignments and axe in one journey: 32–46 s in CI while the API suites run
    // beside it (45 s is the default), 12 s on a quiet machine
    test.setTimeout(75_000);
    const name = uniqueName('E2E ライセンス');
    await page.goto('/licenses');
    await expect(page).toHaveURL(/\/licenses\/inventory$/);
    await expectHeading(page, /^ライセンス$/);
    await waitForContent(page);

    await page.getByRole('main').getByRole('link', { name: 'ライセンスを追加' }).click();
    await expect(page).toHaveURL(/\/licenses\/add$/);
    await page.getByRole('link', { name: 'SaaS', exact: true }).click();
    await expect(page).toHaveURL(/\/licenses\/add\/SAAS$/);
    await page.getByLabel('ライセンス名', { exact: true }).fill(name);
    await page.getByLabel('席数', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'ライセンスを追加', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/licenses/add/SAAS/completed\\?addedLicenseID=${uuid.source}&licenseName=`));
    await expect(page.getByText(`ライセンス「${name}」を追加しました。`).first()).toBeVisible();

    await page.getByRole('link', { name: 'ライセンスを開く' }).click();
    await expect(page).toHaveURL(new RegExp(`/licenses/${uuid.source}/people$`));
    await expectHeading(page, new RegExp(name));
    await expect(page.getByText('0 / 1 席').first()).toBeVisible();

    // the Assign button by its text: antd's loading icon may stay in the DOM (collapsed, named
    // "loading") when its leave motion misses transitionend on a loaded machine, so the accessible
    // name after the first assignment can read "loading 割り当て" while the button is at rest
    const assignButton = page.getByRole('button').filter({ hasText: /^割り当て$/ });
    await choosePickerOption(page, '割り当てる人', 0);
    await assignButton.click();
    await expect(page.getByText('席を割り当てました。')).toBeVisible();
    await expect(page.getByText('1 / 1 席').first()).toBeVisible();

    await choosePickerOption(page, '割り当てる人', 1);
    await assignButton.click();
    // the server's refusal, by the picker (the toast says the same; the info banner only its first sentence)
    await expect(page.getByRole('tabpanel').getByRole('alert').filter({ hasText: '席の割り当てを解除するか、席数を増やしてから割り当ててください。' })).toBeVisible();
    // axe reads the page at rest: a hovered primary button is antd's lighter hover blue
    await page.mouse.move(1, 1);
    await expect(page.locator('.ant-btn-primary:hover')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('English', () => {
    // it@ reads English in every journey (its storage state is made with that saved language)
    test.use({ storageState: storageStates.it });

    test('finds the expired and over-assigned licenses and is refused a seat past the total', async ({ page }) => {
      // a full one-seat license: its seat held by the first person the picker lists
      const created = await apiCall<{ id: string }>(page, 'POST', '/v2/licenses', {
        licenseName: uniqueName('E2E full license'), allocationType: 'SCRATCH', softwareId: null, appIntegrationId: null, vendorName: null, seatsTotal: 1,
        perUnitBasis: 'LICENSE_SEAT', price: null, currency: 'JPY', billingUnit: 'MONTH', termStart: null, expiryDate: null, autoRenewal: false, notes: null,
      });
      expect(created.status).toBe(201);
      const workers = await apiCall<{ items: { personId: string }[] }>(page, 'GET', '/v2/workers-for-select?orderDirection=asc&pageSize=2');
      expect((await apiCall(page, 'POST', `/v2/licenses/${created.body.id}/assignments`, { assigneeType: 'PERSON', personId: workers.body.items[0]!.personId })).status).toBe(201);

      await page.goto('/licenses/inventory?category=EXPIRED');
      await expectHeading(page, /^Licenses$/);
      await waitForContent(page);
      await expect(page.getByRole('tab', { name: 'Expired' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('link', { name: 'Notion', exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'Alerts', exact: true }).click();
      await expect(page).toHaveURL(/\/licenses\/alerts$/);
      await expect(page.getByRole('row').filter({ hasText: 'Zoom' }).getByText('Over-assigned', { exact: true })).toBeVisible();

      await openInApp(page, `/licenses/${created.body.id}`);
      await expect(page).toHaveURL(new RegExp(`/licenses/${created.body.id}/people$`));
      await expect(page.getByText('1 / 1 seats').first()).toBeVisible();
      await choosePickerOption(page, 'Person to assign', 1);
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(page.getByRole('tabpanel').getByRole('alert').filter({ hasText: 'All seats of this license are in use. Unassign a seat or raise the number of seats first.' })).toBeVisible();
    });
  });
});
