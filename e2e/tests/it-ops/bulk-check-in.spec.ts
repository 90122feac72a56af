import { test, expect, type Page } from '@playwright/test';
import { apiCall, openInApp, showPageIn } from '../../support/kanri';

/**
 * Bulk check-in on the devices list (issue 31 §2 "Bulk actions on lists"; docs/bulk-actions.md),
 * on the real API and job queue, in both languages. The setup checks 30 new devices out to a place
 * through the API; the demo admin filters the list to them (20 a page), ticks the page, selects all
 * 30 that match, runs "Check in", sees the run's progress and its result, and finds the check-in
 * (an update by the admin clearing the place) in one device's history.
 */

const texts = {
  'ja-JP': {
    selectAll: '条件に一致する 30 行すべてを選択',
    allSelected: '条件に一致する 30 行すべてを選択中',
    actions: /操作/,
    checkIn: '返却',
    dialog: '返却：30 行',
    run: '実行',
    progress: '実行の進み具合',
    changed: '30 行を変更しました。',
    done: '完了',
    history: ['更新', '山田 太郎', '貸出先（拠点）'],
  },
  'en-US': {
    selectAll: 'Select all 30 that match',
    allSelected: 'All 30 rows that match are selected',
    actions: /Actions/,
    checkIn: 'Check in',
    dialog: 'Check in: 30 rows',
    run: 'Run',
    progress: 'Run progress',
    changed: 'Changed 30 rows.',
    done: 'Done',
    history: ['Updated', 'Taro Yamada', 'Checked out to (place)'],
  },
} as const;

/** Creates 30 devices named `<prefix> 01…30`, each checked out to a place; returns their ids. */
async function checkedOutDevices(page: Page, prefix: string): Promise<string[]> {
  const places = await apiCall<{ places: { id: string }[] }>(page, 'GET', '/v2/components/place-select?orderBy=ADDRESS&orderDirection=asc&pageIndex=0&pageSize=1');
  expect(places.status).toBe(200);
  const placeId = places.body.places[0]!.id;
  const ids: string[] = [];
  for (let i = 1; i <= 30; i += 1) {
    const res = await apiCall<{ id: string }>(page, 'POST', '/v2/devices', {
      name: `${prefix} ${String(i).padStart(2, '0')}`, genre: 'LAPTOP', deviceModelId: null, maker: null, model: null, os: null, osVersion: null, network: null,
      storage: null, storageCapacityGb: null, memoryGb: null, condition: null, acquisition: null, priceType: null, serialNumber: null, deviceTag: null,
      assetTag: null, purchaseDate: null, purchasePrice: null, leaseEndOn: null, lifecycleEndOn: null, memo: null, assignedPlaceId: placeId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

test.describe('it-ops: bulk check-in of 30 devices', () => {
  for (const locale of ['ja-JP', 'en-US'] as const) {
    test(`${locale}: selects all 30 that match, checks them in with progress, and the history shows it`, async ({ page }) => {
      test.setTimeout(120_000);
      const t = texts[locale];
      await showPageIn(page, locale);
      const prefix = `BULK${locale === 'ja-JP' ? 'JA' : 'EN'}${Date.now().toString(36)}`;
      const ids = await checkedOutDevices(page, prefix);

      await openInApp(page, `/devices/inventory?freeText=${prefix}&pageSize=20`);
      const table = page.getByRole('main').locator('.ant-table');
      await expect(table.getByRole('row').filter({ hasText: prefix })).toHaveCount(20);
      // nothing is ticked yet: no bar
      await expect(page.getByRole('region', { name: locale === 'ja-JP' ? '一括操作' : 'Bulk actions' })).toHaveCount(0);

      await table.locator('thead').getByRole('checkbox').check();
      const bar = page.getByRole('region', { name: locale === 'ja-JP' ? '一括操作' : 'Bulk actions' });
      await bar.getByRole('button', { name: t.selectAll }).click();
      await expect(bar).toContainText(t.allSelected);

      await bar.getByRole('button', { name: t.actions }).click();
      await page.getByRole('menuitem', { name: t.checkIn, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.run, exact: true }).click();

      await expect(dialog.getByRole('progressbar', { name: t.progress })).toBeVisible();
      await expect(dialog.getByText(t.changed)).toBeVisible({ timeout: 60_000 });
      // the footer's button (the dialog's corner × is also named 閉じる in Japanese)
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: t.done, exact: true }).click();
      await expect(dialog).toBeHidden();

      // every device is checked in (the API says so), and one device's history shows the admin's check-in
      for (const id of [ids[0]!, ids[29]!]) {
        const device = await apiCall<{ assignedPlace: unknown; canCheckIn: boolean }>(page, 'GET', `/v2/devices/${id}`);
        expect(device.body.assignedPlace).toBeNull();
      }
      await openInApp(page, `/profile/device/${ids[0]}/history`);
      const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: /^(History|変更履歴)$/ }) });
      for (const text of t.history) await expect(card.first()).toContainText(text, { timeout: 30_000 });
    });
  }
});
