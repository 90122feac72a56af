import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, showPageIn, storageStates, waitForContent } from '../../support/kanri';

/**
 * The place's labor-core and administrators tabs (issue 15; docs/places.md "The labor-core and
 * administrators tabs"), on the seeded 東京本社 (TKY-001): its administrators (拠点責任者 山田 太郎 =
 * admin@'s person) and the labor-core operations of its people (the member 佐藤 花子 works there:
 * issue 14 seeds her 異動 and 住所変更届). The Japanese journey (admin@) adds the member as 安全衛生担当
 * and removes her again; the English journey (ga@, the page shown in English, the saved language untouched) only reads, so the
 * two can run side by side.
 */

const instanceUrl = /\/labor-core\/operation-packages\/[0-9a-f-]{36}\/patterns\/[0-9a-f-]{36}\/instances\/[0-9a-f-]{36}/;

/**
 * Chooses the option showing `text` in the open antd select (antd's visible options carry no role;
 * the other ga-places journeys pick them the same way), then waits until the list closed.
 */
async function chooseOption(page: Page, text: string) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Opens 東京本社's page from the places list (its name in the reader's language). */
async function openTokyo(page: Page, name: RegExp) {
  await openInApp(page, '/places?freeText=TKY-001');
  await waitForContent(page);
  await page.getByRole('row').filter({ hasText: 'TKY-001' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
  await expectHeading(page, name);
}

test.describe('ga-places: the place tabs', () => {
  test('admin (Japanese) reads 東京本社\'s administrators, adds and removes one, and opens a labor-core operation', async ({ page }) => {
    // a journey of several screens and writes: three times the default timeout
    test.slow();
    await openTokyo(page, /^東京本社$/);

    // administrators
    await page.getByRole('tab', { name: '拠点管理者' }).click();
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}\/administrators$/);
    const table = page.getByRole('table', { name: 'この拠点の拠点管理者' });
    await expect(table.getByRole('row').filter({ hasText: '山田 太郎' }).filter({ hasText: '拠点責任者' })).toBeVisible();
    await waitForContent(page);
    await expectNoSeriousA11yViolations(page);

    // add the member as 安全衛生担当: an empty submit is refused under the fields first
    await page.getByRole('button', { name: /拠点管理者を追加/ }).click();
    const dialog = page.getByRole('dialog', { name: '拠点管理者を追加' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^(?:loading )?追 ?加$/ }).click();
    await expect(dialog.getByRole('combobox', { name: /人$/ })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('combobox', { name: /人$/ }).click();
    await page.keyboard.type('佐藤');
    await chooseOption(page, '佐藤 花子');
    await dialog.getByRole('combobox', { name: /役割$/ }).click();
    await chooseOption(page, '安全衛生担当');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /^(?:loading )?追 ?加$/ }).click();
    await expect(dialog).toBeHidden();
    const added = table.getByRole('row').filter({ hasText: '佐藤 花子' }).filter({ hasText: '安全衛生担当' });
    await expect(added).toBeVisible();

    // and remove her again, after the confirmation
    await added.getByRole('button', { name: '佐藤 花子さんを安全衛生担当から外す' }).click();
    const confirm = page.getByRole('dialog', { name: 'この拠点管理者を外しますか？' });
    await confirm.getByRole('button', { name: /^(?:loading )?外 ?す$/ }).click();
    await expect(added).toHaveCount(0);

    // labor core: every status, the member's operations link to their instance pages
    await page.getByRole('tab', { name: '労務コア' }).click();
    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}\/labor-core/);
    await page.getByRole('main').getByText('すべて', { exact: true }).click();
    await expect(page).toHaveURL(/status=ALL/);
    await waitForContent(page);
    const member = page.getByRole('table', { name: 'この拠点の人の労務コア業務' }).getByRole('link', { name: '佐藤 花子' }).first();
    await expect(member).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await member.click();
    await expect(page).toHaveURL(instanceUrl);
    await expectHeading(page, /佐藤 花子/);
  });

  test.describe('ga@', () => {
    test.use({ storageState: storageStates.ga });

    test('ga@ (English) reads the administrators and the labor-core operations of Tokyo Head Office', async ({ page }) => {
      test.slow();
      await showPageIn(page, 'en-US');
      await openTokyo(page, /^Tokyo Head Office$/);
      await page.getByRole('tab', { name: 'Administrators' }).click();
      await expect(page).toHaveURL(/\/administrators$/);
      const table = page.getByRole('table', { name: 'Administrators of this place' });
      await expect(table.getByRole('row').filter({ hasText: 'Taro Yamada' }).filter({ hasText: 'Place manager' })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: 'General affairs contact' })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: 'IT contact' })).toBeVisible();
      await waitForContent(page);
      await expectNoSeriousA11yViolations(page);

      // the status filter lives in the URL
      await page.goto(page.url().replace(/\/administrators$/, '/labor-core?status=ALL'));
      await expect(page.getByRole('tab', { name: 'Labor core', selected: true })).toBeVisible();
      await waitForContent(page);
      const member = page.getByRole('table', { name: 'Labor core operations of the people of this place' }).getByRole('link', { name: 'Hanako Sato' }).first();
      await expect(member).toBeVisible();
      await expect(member).toHaveAttribute('href', instanceUrl);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
