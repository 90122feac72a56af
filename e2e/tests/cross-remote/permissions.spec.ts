import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, remotePort, storageStates, switchAccount } from '../../support/kanri';

// Issue 9 "The shell": the navigation, the palette, the staff home and module URLs follow the
// products of the session's roles. Each test starts as its own product account (its storage state).

const itModules = ['Software', 'Devices', 'Licenses', 'IT operation core', 'ID management', 'Networks', 'Starlinks', 'Cockpit'];
const otherModules = ['People', 'Organization', 'Places', 'Equipment', 'Fleets', 'Contracts', 'Public IDs', 'Time and attendance', 'Marketplace', 'Settings'];

function sideNavigation(page: Page) {
  return page.getByRole('navigation', { name: /^(Main navigation|メインナビゲーション)$/ });
}

/** The entries of the side navigation, as their visible text. */
async function navEntries(page: Page) {
  return (await sideNavigation(page).getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}

test.describe('as it@', () => {
  test.use({ storageState: storageStates.it });

  test('it@ sees only the IT modules, and an HR URL opens the forbidden dialog without loading the HR remote', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/software\/registry/);
    await expect(sideNavigation(page).getByRole('link', { name: 'Networks' })).toBeVisible();
    const entries = await navEntries(page);
    for (const name of itModules) expect(entries).toContain(name);
    for (const name of otherModules) expect(entries).not.toContain(name);
    await sideNavigation(page).screenshot({ path: testInfo.outputPath('nav-it.png') });

    // the HR remote's code (hr-people, :8082 plus the port offset) must not load for a URL the shell refuses: only its
    // route manifest, which every signed-in page reads (issue 27), may be fetched
    const hrRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(remotePort('hr-people')) && url.pathname !== '/route-manifest.json') hrRequests.push(request.url());
    });
    await page.goto('/people/workforce');
    const dialog = page.getByRole('dialog', { name: 'You do not have access to this page' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go to the staff home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Workforce' })).toHaveCount(0);
    // the tab names the refusal, not the page that did not open
    await expect(page).toHaveTitle('You do not have access to this page – kanri');
    await page.screenshot({ path: testInfo.outputPath('forbidden-en.png'), animations: 'disabled' });
    await expectNoSeriousA11yViolations(page);
    expect(hrRequests).toEqual([]);

    await dialog.getByRole('button', { name: 'Go to the staff home' }).click();
    await expect(page).toHaveURL(/\/software\/registry/);
    await expect(dialog).toBeHidden();
    await expectHeading(page, /^Software registry$/);

    // the same dialog in Japanese, as ga@ (Japanese in the seed): it@ stays English, since other
    // journeys running beside this one read it@ in English (docs/testing.md)
    await switchAccount(page.context(), 'ga');
    await page.goto('/devices/inventory');
    const japanese = page.getByRole('dialog', { name: 'このページへのアクセス権がありません' });
    await expect(japanese).toBeVisible();
    await expect(japanese.getByRole('button', { name: /スタッフ/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('forbidden-ja.png'), animations: 'disabled' });
    await expectNoSeriousA11yViolations(page);
  });
});

interface RoleDetail {
  id: string;
  /** The name shown in the request's language; `nameJa` the name typed (issue 30). */
  name: string;
  nameJa: string;
  version: number;
  productPermissions: { id: string; name: string }[];
  peopleGroups: { id: string; name: string }[];
}

test.describe('as ga@', () => {
  test.use({ storageState: storageStates.ga });

  test('ga@ lands on a GA page, and a role granting HR shows People on the next navigation without signing in again', async ({ page, browser, baseURL }) => {
    // ga@ keeps its saved language (Japanese in the seed): names are matched in either
    const equipment = /^(Equipment|備品)$/;
    const peopleName = /^(People|人材)$/;
    // ga@'s storage state (the sign-in form has its own tests): `/` sends ga@ to its GA home
    await page.goto('/');
    await expect(page).toHaveURL(/\/places(\?|$)/);
    await expectHeading(page, /^(Places|拠点)$/);
    await expect(sideNavigation(page).getByRole('link', { name: equipment })).toBeVisible();
    await expect(sideNavigation(page).getByRole('link', { name: peopleName })).toHaveCount(0);

    // the admin adds the HR product permission to ga@'s role (総務) through the API
    const admin = await browser.newContext({ baseURL, storageState: storageStates.admin });
    const adminPage = await admin.newPage();
    const roles = await apiCall<{ items: RoleDetail[] }>(adminPage, 'GET', '/v2/settings/roles');
    expect(roles.status).toBe(200);
    const gaRoleId = roles.body.items.find((role) => role.nameJa === '総務')!.id;
    const permissions = await apiCall<{ items: { id: string; nameJa: string }[] }>(adminPage, 'GET', '/v2/settings/product-permissions');
    const hrPermissionId = permissions.body.items.find((permission) => permission.nameJa === '人事')!.id;
    const before = (await apiCall<RoleDetail>(adminPage, 'GET', `/v2/settings/roles/${gaRoleId}`)).body;
    const body = (role: RoleDetail, productPermissionIds: string[]) => ({
      name: role.nameJa,
      productPermissionIds,
      peopleGroupIds: role.peopleGroups.map((group) => group.id),
      version: role.version,
    });
    try {
      const granted = await apiCall(adminPage, 'PATCH', `/v2/settings/roles/${gaRoleId}`, body(before, [...before.productPermissions.map((p) => p.id), hrPermissionId]));
      expect(granted.status).toBe(204);

      // ga@'s next navigation (a click in the app, no reload, no sign-in) shows the HR modules
      // back to ga@'s tab, as a person would be: the admin's page opened last is the one in front,
      // and Chromium does not paint a tab behind it (its navigation would update only later)
      await page.bringToFront();
      // the shell re-reads the session in the background on this click: wait for that answer (on a
      // loaded machine the one-connection embedded database can take seconds), not for a fixed time
      const sessionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/session' && response.request().method() === 'GET');
      await sideNavigation(page).getByRole('link', { name: equipment }).click();
      await expect(page).toHaveURL(/\/equipment/);
      expect((await sessionRead).status()).toBe(200);
      const people = sideNavigation(page).getByRole('link', { name: peopleName });
      await expect(people).toBeVisible();
      await people.click();
      await expectHeading(page, /^(Workforce|従業員一覧)$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      const current = (await apiCall<RoleDetail>(adminPage, 'GET', `/v2/settings/roles/${gaRoleId}`)).body;
      const restored = await apiCall(adminPage, 'PATCH', `/v2/settings/roles/${gaRoleId}`, body(current, before.productPermissions.map((p) => p.id)));
      expect(restored.status).toBe(204);
      await admin.close();
    }
  });
});
