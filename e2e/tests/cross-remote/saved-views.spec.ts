import { test, expect } from '@playwright/test';
import { apiCall, storageStates } from '../../support/kanri';

/**
 * Saved views (issue 31 §4 "Done when"): the admin (Japanese) saves the networks list's filtered
 * state under a name, shared with a people group that holds it@ only; it@ (English) finds it in
 * the command palette (Ctrl+K, on another module's page), opens it there and lands on the list
 * with the same filter in the URL, and sees it in the list's Views menu as shared; ga@, outside
 * the group, does not get it. The group is made through the settings API first.
 */
test('a view shared with a people group opens for its member and not for others', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const itPage = await (await browser.newContext({ storageState: storageStates.it })).newPage();
  const itSession = await apiCall<{ user: { personId: string | null } }>(itPage, 'GET', '/v2/session');
  expect(itSession.body.user.personId).toBeTruthy();
  const group = await apiCall<{ id: string }>(page, 'POST', '/v2/settings/people-groups', { name: `保存ビュー共有 ${suffix}`, workerTypes: [], includedPersonIds: [itSession.body.user.personId], excludedPersonIds: [] });
  expect(group.status).toBe(201);

  // the admin saves the list as filtered, shared with the group
  await page.goto('/networks?networkType=VPN');
  await page.getByRole('button', { name: 'ビュー' }).click();
  await page.getByRole('button', { name: '現在の表示を保存…' }).click();
  const dialog = page.getByRole('dialog', { name: '現在の表示を保存' });
  await dialog.getByLabel('ビュー名').fill(`VPN回線 ${suffix}`);
  await dialog.getByLabel('共有するピープルグループ').click();
  await page.locator('.ant-select-item-option').filter({ hasText: `保存ビュー共有 ${suffix}` }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`ビュー「VPN回線 ${suffix}」を保存しました。`)).toBeVisible();

  // it@, a member of the group, finds it in the palette from another module's page and opens it
  await itPage.goto('/software/registry');
  // the shell listens for Ctrl+K once it is up
  await expect(itPage.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await itPage.locator('body').click({ position: { x: 1, y: 1 }, force: true }).catch(() => undefined);
  await itPage.keyboard.press('Control+k');
  const input = itPage.getByRole('combobox', { name: 'Search pages' });
  await expect(input).toBeFocused();
  await input.fill(`VPN回線 ${suffix}`);
  const found = itPage.getByRole('group', { name: 'Saved views' }).getByRole('option');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`VPN回線 ${suffix}`);
  await expect(found).toContainText('Network list · Shared by ');
  await found.click();
  await expect(itPage).toHaveURL(/\/networks\?(.*&)?networkType=VPN(&|$)/);
  await expect(itPage.getByText(`Opened "VPN回線 ${suffix}".`)).toBeVisible();
  // and in the list's Views menu, as shared with them
  await itPage.getByRole('button', { name: 'Views' }).click();
  await expect(itPage.getByRole('list', { name: 'Saved views' }).locator('li').filter({ hasText: `VPN回線 ${suffix}` })).toContainText('Shared by ');

  // ga@ is outside the group: the view is not among theirs
  const gaPage = await (await browser.newContext({ storageState: storageStates.ga })).newPage();
  const gaViews = await apiCall<{ items: { name: string }[] }>(gaPage, 'GET', '/v2/saved-views?tableId=networks');
  expect(gaViews.status).toBe(200);
  expect(gaViews.body.items.map((v) => v.name)).not.toContain(`VPN回線 ${suffix}`);
});
