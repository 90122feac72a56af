import { test, expect } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, storageStates, waitForContent } from '../../support/kanri';

/**
 * The Starlink area (000 §2 "Starlinks", 001 §2) on the real API and the demo seed, in both
 * languages: the demo admin (saved language Japanese) finds 「本社屋上 スターリンク 01」 (the name
 * typed; its English name is "Starlink Tokyo HQ 01", issue 30) by free text,
 * opens its overview — the usage chart, and the offline map (Japan's coastline drawn from the
 * bundle, no tile server: CI has no network) with its text alternative — then edits its note on the
 * detail tab; the IT staff member in English reads the router-issue alerts and resolves the seeded
 * open one of 「Starlink Nagoya 01」 (a fresh seed: it is open once).
 */

test.describe('it-ops: /starlinks', () => {
  test('Japanese: finds a terminal, reads its overview and map, and edits its note', async ({ page }) => {
    test.setTimeout(75_000);
    await page.goto('/starlinks');
    await expectHeading(page, /^Starlink$/);
    await waitForContent(page);
    await expect(page.getByRole('tab', { name: '有効' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: '名称、キット番号またはプランで検索' }).fill('本社屋上');
    await page.getByRole('searchbox', { name: '名称、キット番号またはプランで検索' }).press('Enter');
    await expect(page).toHaveURL(/freeText=/);
    const row = page.getByRole('row').filter({ hasText: '本社屋上 スターリンク 01' });
    await expect(row.getByText('接続中')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '大阪支店 スターリンク 01' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('link', { name: '本社屋上 スターリンク 01' }).click();
    await expect(page).toHaveURL(/\/starlinks\/[0-9a-f-]{36}\/overview$/);
    await expectHeading(page, /本社屋上 スターリンク 01/);
    await expect(page.getByRole('figure', { name: '日別データ使用量（過去30日間）' })).toBeVisible();
    const map = page.getByRole('region', { name: '本社屋上 スターリンク 01 の所在地の地図' });
    await expect(map).toBeVisible();
    // the offline base layer and the circle marker are SVG paths; no image is drawn
    await expect(map.locator('path').first()).toBeVisible();
    await expect(map.locator('img')).toHaveCount(0);
    const text = page.getByLabel('本社屋上 スターリンク 01 の所在地（テキスト）');
    await expect(text.getByText('東京本社')).toBeVisible();
    await expect(text.getByText(/^35\.\d{6}, 139\.\d{6}$/)).toBeVisible();
    await page.mouse.move(1, 1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: '詳細' }).click();
    await expect(page).toHaveURL(/\/detail$/);
    await page.getByRole('button', { name: /編集/ }).click();
    const note = page.getByRole('textbox', { name: '備考' });
    const stamp = `E2E ${Date.now().toString(36)}`;
    await note.fill(`BCP用のバックアップ回線。${stamp}`);
    await page.getByRole('button', { name: /保存/ }).click();
    await expect(page.getByText('変更を保存しました。').first()).toBeVisible();
    await expect(page.getByText(`BCP用のバックアップ回線。${stamp}`).first()).toBeVisible();
    await page.mouse.move(1, 1);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('English', () => {
    // it@ reads English in every journey (its storage state is made with that saved language)
    test.use({ storageState: storageStates.it });

    test('reads the alerts by category and resolves one', async ({ page }) => {
      await page.goto('/starlinks/alerts');
      await expectHeading(page, /^Starlink alerts$/);
      await waitForContent(page);
      await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      for (const name of ['Disabled', 'Data overage', 'Performance issue', 'Update', 'Router issue', 'Others']) await expect(page.getByRole('tab', { name })).toBeVisible();

      await page.getByRole('tab', { name: 'Router issue' }).click();
      await expect(page).toHaveURL(/category=ROUTER_ISSUE/);
      const row = page.getByRole('row').filter({ hasText: 'Starlink Nagoya 01' });
      await expect(row.getByText('The router does not respond.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await row.getByRole('button', { name: /Resolve the alert of/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Resolve', exact: true }).click();
      await expect(page.getByText('The alert was resolved.').first()).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'The router does not respond.' })).toHaveCount(0);

      await page.getByLabel('Alert state').getByText('Resolved', { exact: true }).click();
      await expect(page).toHaveURL(/status=RESOLVED/);
      await expect(page.getByRole('row').filter({ hasText: 'The router does not respond.' })).toBeVisible();
    });
  });
});
