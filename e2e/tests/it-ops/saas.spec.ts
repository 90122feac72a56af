import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, openInApp, storageStates, waitForContent } from '../../support/kanri';

/**
 * SaaS on the real API, in both languages (issue 11 "Done when"): install an app from the
 * marketplace (search, the app's page, the install dialog, the finish page opening the new
 * integration), its first refresh runs as a background job and makes the simulated tenant's outside
 * contractor (an account with no worker) appear on `/software/alerts/no-worker`; removing the
 * account on the integration's users tab clears the alert; a refresh right after is rate limited.
 * The demo admin works in Japanese, the IT staff member in English.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

interface CatalogApp {
  id: string;
  name: string;
  isIntegrated: boolean;
}

/** A catalog app the company has not integrated: the first (`'first'`) or the last one, so two journeys never pick the same. */
async function freeApp(page: Page, which: 'first' | 'last'): Promise<CatalogApp> {
  const apps = await apiCall<{ items: CatalogApp[] }>(page, 'GET', '/v2/apps');
  expect(apps.status).toBe(200);
  const free = apps.body.items.filter((a) => !a.isIntegrated);
  const app = which === 'first' ? free[0] : free.at(-1);
  expect(app, 'a catalog app not integrated yet').toBeTruthy();
  return app!;
}

/** Waits until the integration's refresh job has run. */
async function waitForRefresh(page: Page, appIntegrationId: string) {
  await expect
    .poll(async () => (await apiCall<{ status: string }>(page, 'GET', `/v2/app-integrations/${appIntegrationId}/refresh-resources/status`)).body.status, { timeout: 30_000 })
    .toBe('SUCCEEDED');
}

/** The simulated tenant's outside contractor, by the e-mail every list shows (`taylor.reed.<hash>@partner.example`). */
const contractorEmail = /taylor\.reed\.[0-9a-f]{6}@partner\.example/;

/** The no-worker alert row of the integration's outside contractor (searched by e-mail). */
function contractorAlert(page: Page, appName: string) {
  return page.getByRole('row').filter({ hasText: contractorEmail }).filter({ hasText: appName });
}

/** Installs `app` through the marketplace UI; returns the new integration's id. */
async function installThroughMarketplace(page: Page, app: CatalogApp, labels: { search: string; install: string; tenant: string; dialog: RegExp }) {
  await page.getByRole('searchbox', { name: labels.search }).fill(app.name);
  await page.getByRole('searchbox', { name: labels.search }).press('Enter');
  await expect(page).toHaveURL(/[?&]text=/);
  await page.getByRole('link', { name: app.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/software/marketplace/${app.id}$`));
  await expectHeading(page, new RegExp(app.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.getByRole('main').getByRole('button', { name: labels.install, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: labels.dialog });
  await dialog.getByLabel(labels.tenant).fill(`e2e-${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: labels.install, exact: true }).click();
  // the finish page replaces itself with the integration (its first tab)
  await expect(page).toHaveURL(new RegExp(`/app-integrations/${uuid.source}(/overview)?$`), { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** Removes the contractor's account on the integration's users tab (the row's danger button, then the confirm). */
async function removeContractor(page: Page, appIntegrationId: string) {
  await page.goto(`/app-integrations/${appIntegrationId}/users`);
  const row = page.getByRole('row').filter({ hasText: contractorEmail });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.locator('button.ant-btn-dangerous').click();
  await page.getByRole('dialog').locator('.ant-modal-confirm-btns button, .ant-modal-footer button').last().click();
  await expect(page.getByRole('row').filter({ hasText: contractorEmail })).toHaveCount(0, { timeout: 15_000 });
}

test.describe('it-ops: SaaS marketplace, refresh and alerts', () => {
  test('Japanese: installs an app, sees its no-worker alert and clears it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/software/marketplace');
    await expectHeading(page, /^アプリマーケットプレイス$/);
    await waitForContent(page);
    const app = await freeApp(page, 'first');
    const appIntegrationId = await installThroughMarketplace(page, app, { search: 'アプリ名・ベンダー名で検索', install: 'インストール', tenant: 'テナント名', dialog: /をインストール$/ });
    await waitForRefresh(page, appIntegrationId);

    await page.goto('/software/alerts/no-worker?freeText=taylor.reed');
    await expect(contractorAlert(page, app.name)).toHaveCount(1, { timeout: 15_000 });
    await expect(contractorAlert(page, app.name).getByText('従業員なし').first()).toBeVisible();

    await removeContractor(page, appIntegrationId);
    // a fresh load: the alert list as the server has it now, not a screen that was already there
    await page.goto('/software/alerts/no-worker?freeText=taylor.reed');
    await waitForContent(page);
    await expect(contractorAlert(page, app.name)).toHaveCount(0);

    // the marketplace marks the app integrated
    await openInApp(page, `/software/marketplace?text=${encodeURIComponent(app.name)}`);
    await expect(page.getByRole('listitem').filter({ hasText: app.name }).getByText('連携済み')).toBeVisible();
    // axe on the app's page (the software area's tab bar is checked by its own journeys)
    await openInApp(page, `/software/marketplace/${app.id}`);
    await expect(page.getByRole('link', { name: '連携を開く' })).toHaveAttribute('href', `/app-integrations/${appIntegrationId}`);
    // axe reads the page at rest: a hovered primary button is antd's lighter hover blue
    await page.mouse.move(1, 1);
    await expect(page.locator('.ant-btn-primary:hover')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('English', () => {
    // it@ reads English in every journey (its storage state is made with that saved language)
    test.use({ storageState: storageStates.it });

    test('installs an app, sees its no-worker alert, clears it, and a refresh right after is rate limited', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/software/marketplace?categoryId=NOT_A_CATEGORY');
      await expectHeading(page, /^App marketplace$/);
      // an unknown category falls back to all
      await expect(page).toHaveURL(/\/software\/marketplace$/);
      await waitForContent(page);
      const app = await freeApp(page, 'last');
      const appIntegrationId = await installThroughMarketplace(page, app, { search: 'Search apps by name or vendor', install: 'Install', tenant: 'Tenant name', dialog: /^Install / });
      await waitForRefresh(page, appIntegrationId);

      await page.goto('/software/alerts/no-worker?freeText=taylor.reed');
      await expect(contractorAlert(page, app.name)).toHaveCount(1, { timeout: 15_000 });

      await removeContractor(page, appIntegrationId);
      await page.goto('/software/alerts/no-worker?freeText=taylor.reed');
      await waitForContent(page);
      await expect(contractorAlert(page, app.name)).toHaveCount(0);

      // a refresh within a minute of the last one is rate limited (on a slow machine it may be queued)
      await page.goto(`/app-integrations/${appIntegrationId}/users`);
      await page.getByRole('button', { name: /Refresh$/ }).click();
      await expect(page.getByText(/^(The accounts were refreshed a moment ago\. Try again in a minute\.|The refresh of the accounts started\.)$/)).toBeVisible();

      // an install that fails lands on the finish page with the server's message
      await openInApp(page, `/software/marketplace/${app.id}/install/finish?result=error&errorMessage=Tenant+was+not+found`);
      await expect(page.getByText('Tenant was not found')).toBeVisible();
      await page.getByRole('link', { name: 'Back to the app' }).click();
      await expect(page).toHaveURL(new RegExp(`/software/marketplace/${app.id}$`));
      await expect(page.getByRole('link', { name: 'Open the integration' })).toHaveAttribute('href', `/app-integrations/${appIntegrationId}`);
    });
  });
});
