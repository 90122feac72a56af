import { test, expect } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, storageStates, waitForContent } from '../../support/kanri';

/**
 * The cockpit (issue 15 "Cockpit"; docs/cockpit.md) on the real API, in both languages: the demo
 * admin (every product, saved language Japanese) sees the three dashboards' cards, opens each
 * dashboard and follows a tile to its filtered list; the IT staff member in English sees only the
 * IT card, and a tile of the IT dashboard leads to the open Starlink alerts. axe on the cards and
 * on each dashboard.
 */

test.describe('it-ops: /cockpit', () => {
  test('the admin opens each dashboard in Japanese and follows a tile to its filtered list', async ({ page }) => {
    await page.goto('/cockpit');
    await expectHeading(page, /^コックピット$/);
    for (const name of ['ITダッシュボード', '総務ダッシュボード', '人事ダッシュボード']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await waitForContent(page);
    await expectNoSeriousA11yViolations(page);

    for (const [id, heading, tile] of [
      ['ga', '総務ダッシュボード', '車両のアラート'],
      ['hr', '人事ダッシュボード', '従業員区分別の人数'],
      ['it', 'ITダッシュボード', 'ステータス別のデバイス'],
    ] as const) {
      await openInApp(page, `/cockpit/${id}`);
      await expectHeading(page, new RegExp(`^${heading}$`));
      await waitForContent(page);
      await expect(page.getByRole('link', { name: tile, exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }

    // the IT dashboard's devices tile opens the device inventory on its ALL tab
    await page.getByRole('link', { name: 'ステータス別のデバイス', exact: true }).click();
    await expect(page).toHaveURL(/\/devices\/inventory\?category=ALL$/);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  });

  test.describe('in English', () => {
    // it@ reads English in every journey (its storage state is made with that saved language)
    test.use({ storageState: storageStates.it });

    test('the IT staff member sees the IT card only and reaches the open Starlink alerts', async ({ page }) => {

      await page.goto('/cockpit');
      await expectHeading(page, /^Cockpit$/);
      await expect(page.getByRole('link', { name: 'IT dashboard', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'GA dashboard', exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'HR dashboard', exact: true })).toHaveCount(0);
      await waitForContent(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'IT dashboard', exact: true }).click();
      await expectHeading(page, /^IT dashboard$/);
      await waitForContent(page);
      await expect(page.getByRole('figure', { name: 'Devices by state' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Open Starlink alerts', exact: true }).click();
      await expect(page).toHaveURL(/\/starlinks\/alerts\?category=ALL&status=OPEN$/);
    });
  });
});
