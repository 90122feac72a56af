import { test, expect } from '@playwright/test';
import { apiCall, storageStates } from '../../support/kanri';

/**
 * Saved views (issue 31 §4 "Done when"): the admin (Japanese) saves the networks list's filtered
 * state under a name, shared with a people group that holds it@ only; it@ (English) opens it from
 * the list's Views menu and gets the same filter in the URL; ga@, outside the group, does not see
 * it. The group is made through the settings API first.
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

  // it@, a member of the group, opens it from the list's Views menu
  await itPage.goto('/networks');
  await itPage.getByRole('button', { name: 'Views' }).click();
  await expect(itPage.getByText(/^Shared by /).first()).toBeVisible();
  await itPage.getByRole('button', { name: `VPN回線 ${suffix}` }).click();
  await expect(itPage).toHaveURL(/[?&]networkType=VPN(&|$)/);
  await expect(itPage.getByText(`Opened "VPN回線 ${suffix}".`)).toBeVisible();

  // ga@ is outside the group: the view is not among theirs
  const gaPage = await (await browser.newContext({ storageState: storageStates.ga })).newPage();
  const gaViews = await apiCall<{ items: { name: string }[] }>(gaPage, 'GET', '/v2/saved-views?tableId=networks');
  expect(gaViews.status).toBe(200);
  expect(gaViews.body.items.map((v) => v.name)).not.toContain(`VPN回線 ${suffix}`);
});
