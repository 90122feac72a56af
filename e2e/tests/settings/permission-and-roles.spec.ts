import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, waitForContent } from '../../support/kanri';

/**
 * Roles, product permissions and people groups (001 §2 "Settings and roles", §3, §5; issue 9) on
 * the real API, as the demo admin, whose saved language is Japanese: a product permission, a
 * people group (one person included by name) and a role joining them are created through the
 * forms, found in their lists by name, the role's page shows its holder and through which group,
 * the role is renamed on its edit page, then all three are deleted (each after the confirm
 * dialog). axe runs on the twelve screens.
 */

const base = '/settings/permission-and-roles';
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A name no other run has used. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits until no select's option list is open (a closing list would catch the next query). */
async function dropdownsClosed(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types `text` into the multiple select labelled `label` and chooses the option showing `optionText` (the first when omitted). */
async function choose(page: Page, label: string, text: string, optionText?: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(text);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const option = optionText ? options.filter({ hasText: optionText }) : options;
  await expect(option.first()).toBeVisible();
  const chosen = (await option.first().locator('.ant-typography').first().textContent()) ?? '';
  await option.first().click();
  await dropdownsClosed(page);
  return chosen;
}

/** Deletes the record whose page is open, after the confirm dialog, and waits for its list. */
async function deleteOpenRecord(page: Page, list: string) {
  await page.getByRole('button', { name: /削除$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('削除しますか？');
  await dialog.getByRole('button', { name: '削除', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/${list}$`));
}

test.describe('settings: /settings/permission-and-roles', () => {
  // the journey and the axe tour touch different records: side by side on the two workers
  test.describe.configure({ mode: 'parallel' });

  test('creates a product permission, a people group and a role, finds them, sees the holder, edits and deletes them', async ({ page }) => {
    test.slow();
    const permissionName = uniqueName('E2E 法務権限');
    const groupName = uniqueName('E2E 法務チーム');
    const roleName = uniqueName('E2E 法務担当');

    // product permission: from the list's Add button
    await page.goto(`${base}/product-permissions`);
    await expectHeading(page, /^プロダクト権限$/);
    await page.getByRole('link', { name: 'プロダクト権限を追加' }).click();
    await expectHeading(page, /^プロダクト権限を追加$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('プロダクト権限名').fill(permissionName);
    await page.getByLabel('法務', { exact: true }).check();
    await page.getByRole('button', { name: '追加', exact: true }).click();
    // the toast is transient: look for it before waiting on the record page, which can outlast it
    await expect(page.getByText(`プロダクト権限「${permissionName}」を追加しました。`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}/product-permissions/${uuid}$`));
    await expectHeading(page, new RegExp(`^${permissionName}$`));
    await waitForContent(page);
    await expectNoSeriousA11yViolations(page);

    // people group: one person included by name
    await openInApp(page, `${base}/people-groups/new`);
    await expectHeading(page, /^ピープルグループを追加$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('ピープルグループ名').fill(groupName);
    // a seeded employee without an account (searched by e-mail), so no signed-in test sees its products change
    const person = await choose(page, '個別に追加する人', 'kanri-shoji', 'kanri-shoji');
    await page.getByRole('button', { name: '追加', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/people-groups/${uuid}$`));
    await expectHeading(page, new RegExp(`^${groupName}$`));
    // under 個別に追加する人, and in the history's change
    await expect(page.getByText(person, { exact: true }).first()).toBeVisible();
    await waitForContent(page);
    await expectNoSeriousA11yViolations(page);

    // role: the permission and the group chosen by name
    await openInApp(page, `${base}/roles/new`);
    await expectHeading(page, /^ロールを追加$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('ロール名').fill(roleName);
    await choose(page, 'プロダクト権限', permissionName, permissionName);
    await choose(page, 'ピープルグループ', groupName, groupName);
    await page.getByRole('button', { name: '追加', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/roles/${uuid}$`));
    const rolePath = new URL(page.url()).pathname;
    await expectHeading(page, new RegExp(`^${roleName}$`));

    // who holds it and why
    const holders = page.getByRole('table', { name: '対象者' });
    const holder = holders.getByRole('row').filter({ hasText: person });
    await expect(holder).toContainText(groupName);
    await expect(holder.getByRole('link', { name: groupName })).toHaveAttribute('href', new RegExp(`${base}/people-groups/${uuid}$`));
    await waitForContent(page);
    await expectNoSeriousA11yViolations(page);

    // the lists find them by name
    await openInApp(page, `${base}/roles?freeText=${encodeURIComponent(roleName)}`);
    await expectHeading(page, /^ロール$/);
    const roleRow = page.getByRole('row').filter({ hasText: roleName });
    await expect(roleRow).toContainText(groupName);
    await expect(roleRow).toContainText(permissionName);
    await page.getByRole('tab', { name: 'ピープルグループ' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/people-groups$`));
    await page.getByRole('searchbox', { name: 'ピープルグループ名で検索' }).fill(groupName);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row').filter({ hasText: groupName })).toContainText(roleName);

    // edit: rename the role
    await openInApp(page, rolePath);
    await expectHeading(page, new RegExp(`^${roleName}$`));
    await page.getByRole('link', { name: '編集' }).click();
    await expect(page).toHaveURL(new RegExp(`${rolePath}/edit$`));
    await expectHeading(page, /^ロールの編集$/);
    await expect(page.getByLabel('ロール名')).toHaveValue(roleName);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('ロール名').fill(`${roleName} 改`);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${rolePath}$`));
    await expectHeading(page, new RegExp(`^${roleName} 改$`));
    await expect(page.getByRole('table', { name: /^変更内容: 更新/ })).toContainText(`${roleName} 改`);

    // delete: the role first, then what it used (no longer referenced)
    await deleteOpenRecord(page, 'roles');
    await expect(page.getByText(`ロール「${roleName} 改」を削除しました。`)).toBeVisible();
    await openInApp(page, `${base}/product-permissions?freeText=${encodeURIComponent(permissionName)}`);
    await expectHeading(page, /^プロダクト権限$/);
    await page.getByRole('link', { name: permissionName }).click();
    await expectHeading(page, new RegExp(`^${permissionName}$`));
    await deleteOpenRecord(page, 'product-permissions');
    await openInApp(page, `${base}/people-groups?freeText=${encodeURIComponent(groupName)}`);
    await expectHeading(page, /^ピープルグループ$/);
    await page.getByRole('link', { name: groupName }).click();
    await expectHeading(page, new RegExp(`^${groupName}$`));
    await deleteOpenRecord(page, 'people-groups');
    await expect(page.getByRole('link', { name: groupName })).toHaveCount(0);
  });

  test('refuses to delete a product permission a role uses, with the server message, and passes axe on the lists and edit pages', async ({ page }) => {
    // seven axe runs beside the journey on a two-core machine
    test.slow();
    for (const [path, heading] of [
      ['roles', /^ロール$/],
      ['product-permissions', /^プロダクト権限$/],
      ['people-groups', /^ピープルグループ$/],
    ] as const) {
      await page.goto(`${base}/${path}`);
      await expectHeading(page, heading);
      await waitForContent(page);
      await expectNoSeriousA11yViolations(page);
    }

    // the seeded 全権 permission is used by the 全権管理者 role
    await openInApp(page, `${base}/product-permissions?freeText=${encodeURIComponent('全権')}`);
    await expectHeading(page, /^プロダクト権限$/);
    await page.getByRole('link', { name: '全権', exact: true }).click();
    await expectHeading(page, /^全権$/);
    await page.getByRole('button', { name: /削除$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除', exact: true }).click();
    await expect(page.getByText('プロダクト権限を削除できませんでした。')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}/product-permissions/${uuid}$`));

    await page.getByRole('link', { name: '編集' }).click();
    await expectHeading(page, /^プロダクト権限の編集$/);
    await expectNoSeriousA11yViolations(page);

    await openInApp(page, `${base}/people-groups`);
    await expectHeading(page, /^ピープルグループ$/);
    await page.getByRole('link', { name: '管理者', exact: true }).click();
    await expectHeading(page, /^管理者$/);
    await page.getByRole('link', { name: '編集' }).click();
    await expectHeading(page, /^ピープルグループの編集$/);
    await expectNoSeriousA11yViolations(page);

    await openInApp(page, `${base}/roles/not-a-role`);
    await expect(page.getByText('ページが見つかりません')).toBeVisible();
  });
});
