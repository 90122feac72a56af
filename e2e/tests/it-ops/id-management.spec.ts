import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, storageStates, waitForContent } from '../../support/kanri';

/**
 * ID management (000 §2, 001 §2 "ID management groups") on the real API, in both languages: the
 * demo admin (saved language Japanese) sees an unknown id's "register as group ID" link, registers
 * a group ID of its own through `/id-managements/group-id/add`, lands on its members tab, adds a
 * member, sets the rules, and deletes it from the settings tab (back to the list); the IT staff
 * member in English finds the seeded group ID `info@kanri-shoji.example` (Info desk (info@)) by free
 * text and reads its members and rules.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A login id no other run has used. */
const uniqueLoginId = () => `e2e-shared-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@kanri-shoji.example`;

/** Opens the picker labelled `label` and chooses its first option. */
async function chooseFirstOption(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test.describe('it-ops: /id-managements', () => {
  test('Japanese: registers a group ID, adds a member, sets its rules and deletes it', async ({ page }) => {
    test.setTimeout(75_000);
    const loginId = uniqueLoginId();
    await page.goto('/id-managements?category=UNKNOWN_ID');
    await expectHeading(page, /^ID管理$/);
    await waitForContent(page);
    await expect(page.getByRole('tab', { name: '不明なID' })).toHaveAttribute('aria-selected', 'true');
    // an unknown id links to the add screen with its login id
    const register = page.getByRole('link', { name: /をグループIDとして登録$/ }).first();
    await expect(register).toHaveAttribute('href', /\/id-managements\/group-id\/add\?loginId=/);
    await page.mouse.move(1, 1);
    await expectNoSeriousA11yViolations(page);

    await openInApp(page, `/id-managements/group-id/add?loginId=${encodeURIComponent(loginId)}`);
    await expectHeading(page, /^グループIDを追加$/);
    await expect(page.getByLabel('ログインID', { exact: true })).toHaveValue(loginId);
    await page.getByRole('button', { name: 'グループIDを登録' }).click();
    await expect(page.getByText('この項目は必須です').first()).toBeVisible();
    await page.getByLabel('名前', { exact: true }).fill('E2E 共有アカウント');
    await page.getByRole('button', { name: 'グループIDを登録' }).click();
    await expect(page).toHaveURL(new RegExp(`/id-managements/group-id/${uuid.source}/members$`));
    await expectHeading(page, /E2E 共有アカウント/);

    await chooseFirstOption(page, '追加する人物');
    await page.getByRole('button', { name: 'メンバーを追加' }).click();
    await expect(page.getByText('メンバーに追加しました。', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /を外す$/ })).toHaveCount(1);

    await page.getByRole('tab', { name: 'ルールとポリシー' }).click();
    await expect(page).toHaveURL(/\/rule-and-policy$/);
    await page.getByRole('button', { name: /編集/ }).click();
    await page.getByLabel('パスワード変更間隔（日）').fill('90');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('90日ごと')).toBeVisible();
    await page.mouse.move(1, 1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: '設定' }).click();
    await page.getByRole('button', { name: /削除/ }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: /削除/ }).click();
    await expect(page).toHaveURL(/\/id-managements$/);
  });

  test.describe('English', () => {
    // it@ reads English in every journey (its storage state is made with that saved language)
    test.use({ storageState: storageStates.it });

    test('finds the seeded group ID by free text and reads its members and rules', async ({ page }) => {
      await page.goto('/id-managements?freeText=info%40kanri-shoji');
      await expectHeading(page, /^ID management$/);
      await waitForContent(page);
      await page.getByRole('link', { name: 'Info desk (info@)' }).click();
      await expect(page).toHaveURL(new RegExp(`/id-managements/group-id/${uuid.source}/members$`));
      await expectHeading(page, /Info desk \(info@\)/);
      await expect(page.getByText('info@kanri-shoji.example').first()).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Remove / })).toHaveCount(3);
      await page.getByRole('tab', { name: 'Rules and policies' }).click();
      await expect(page.getByText('Every 90 days')).toBeVisible();
      await expect(page.getByText('Required', { exact: true })).toBeVisible();
      await page.mouse.move(1, 1);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
