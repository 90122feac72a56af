import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations } from '../../support/kanri';

/**
 * The places CSV import wizard end to end (000 §2 "CSV import wizard", §5, §7; DECISIONS.md "CSV"):
 * a file saved by Excel in CP932 with a Japanese header row goes through upload, dry run and import,
 * and its places are then in the list; a file with an error row cannot go past the preview, and
 * "Show error rows only" leaves only that row.
 */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');

async function upload(page: Page, file: string) {
  await page.goto('/places/import-csv');
  await expectHeading(page, /^Import places from CSV$/);
  await expect(page).toHaveURL(/#upload-file$/);
  await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, file));
  await expect(page.getByText(`Uploaded: ${file}`)).toBeVisible();
  await expect(page).toHaveURL(/uploadedFileKey=.+processingState=UPLOADED#upload-file$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#preview-file$/);
}

test.describe('ga-places: /places/import-csv', () => {
  test('imports a CP932 file with a Japanese header row and lists its places', async ({ page }) => {
    await upload(page, 'places-cp932.csv');
    await expect(page.getByText('No errors were found.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Shift_JIS (CP932)')).toBeVisible();
    const table = page.getByRole('table', { name: 'File contents' });
    // CP932-only characters decoded, long cells cut with the whole text kept for the tooltip
    await expect(table).toContainText('㈱カンリ商事 仙台営業所①');
    await expect(table.getByText('㈱カンリ商事 仙台営…', { exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import completed' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('3 rows were added and 0 rows were updated.');
    await expect(page).toHaveURL(/processingState=IMPORTED#import-data$/);
    await dialog.getByRole('link', { name: 'Go to places' }).click();
    await expect(page).toHaveURL(/\/places$/);

    await page.goto('/places?freeText=CSV-E2E');
    const list = page.getByRole('table');
    await expect(list).toContainText('㈱カンリ商事 仙台営業所①');
    await expect(list).toContainText('広島オフィス');
    await expect(list).toContainText('CSV-E2E-003');
  });

  test('an error row blocks Next, and "Show error rows only" shows only error rows', async ({ page }) => {
    await upload(page, 'places-error-row.csv');
    await expect(page.getByText('1 row has errors.')).toBeVisible({ timeout: 20_000 });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    const table = page.getByRole('table', { name: 'File contents' });
    await expect(table).toContainText('CSV-ERR-001');
    await expect(table).toContainText('CSV-ERR-002');
    await expect(table.getByText(/^Error: /)).toHaveCount(1);

    await page.getByRole('switch', { name: 'Show error rows only' }).click();
    await expect(page).toHaveURL(/filterError=true.*#preview-file$/);
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(errors).toContainText('CSV-ERR-002');
    await expect(errors).not.toContainText('CSV-ERR-001');
    await expect(next).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // the import step cannot be reached by URL either
    await page.goto(page.url().replace('#preview-file', '#import-data'));
    await expect(page).toHaveURL(/#preview-file$/);
  });

  test('a later step without an uploaded file returns to the upload, and a wrong file is refused', async ({ page }) => {
    await page.goto('/places/import-csv?pageSize=abc#preview-file');
    await expect(page).toHaveURL(/\/places\/import-csv#upload-file$/);
    await page.locator('input[type="file"]').setInputFiles({ name: 'places.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await expect(page.getByText('Choose a CSV file (.csv).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
});
