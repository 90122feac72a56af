import { test, expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, expectHeading, waitForContent } from '../../support/kanri';

/**
 * Every list to Excel (issue 31 §3 "Done when": "an XLSX export opens (parsed back in the test)
 * with the list's rows and headers"): the admin (Japanese) filters the devices list down to three
 * devices this journey makes through the API, presses "Excel export", and the downloaded workbook,
 * read back with ExcelJS, has the list's column headings in the list's language in its frozen first
 * row and the list's rows in the list's order.
 */
test('an XLSX export of the devices list holds the rows and headings the list shows', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const devices = [
    { name: `Excel検証 ${suffix} B`, serialNumber: `XL${suffix}B`.toUpperCase() },
    { name: `Excel検証 ${suffix} A`, serialNumber: `XL${suffix}A`.toUpperCase() },
    { name: `Excel検証 ${suffix} C`, serialNumber: `XL${suffix}C`.toUpperCase() },
  ];
  for (const device of devices) {
    const created = await apiCall(page, 'POST', '/v2/devices', {
      ...device, genre: 'LAPTOP', deviceModelId: null, maker: 'Lenovo', model: 'ThinkPad X1', os: null, osVersion: null, network: null, storage: null,
      storageCapacityGb: null, memoryGb: null, condition: null, acquisition: null, priceType: null, deviceTag: null, assetTag: null,
      purchaseDate: null, purchasePrice: null, leaseEndOn: null, lifecycleEndOn: null, memo: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }

  await page.goto(`/devices/inventory?freeText=${encodeURIComponent(`Excel検証 ${suffix}`)}`);
  await expectHeading(page, /^デバイス$/);
  await waitForContent(page);
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  const listHeadings = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  const listNames = await rows.locator('td').filter({ hasText: `Excel検証 ${suffix}` }).allInnerTexts();
  expect(listNames.map((name) => name.trim())).toEqual([devices[1]!.name, devices[0]!.name, devices[2]!.name]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excelエクスポート' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^devices-export-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)));
  const headings = cells(1);
  // the list's headings, in the list's language and order (its holder column is two in the file: person and place)
  expect(headings[0]).toBe('デバイス名');
  expect(headings).toContain('シリアル番号');
  const shared = listHeadings.filter((heading) => headings.includes(heading));
  expect(shared.length).toBeGreaterThanOrEqual(listHeadings.length - 1);
  expect(headings.filter((heading) => shared.includes(heading))).toEqual(shared);
  // the list's rows, in its order (name ascending), and nothing else
  expect(sheet.actualRowCount).toBe(1 + devices.length);
  const serial = headings.indexOf('シリアル番号');
  expect([2, 3, 4].map((row) => [cells(row)[0], cells(row)[serial]])).toEqual([devices[1]!, devices[0]!, devices[2]!].map((d) => [d.name, d.serialNumber]));
});
