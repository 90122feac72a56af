import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations } from '../../support/kanri';

/**
 * The places CSV import wizard end to end (000 §2 "CSV import wizard", §5, §7; DECISIONS.md "CSV"):
 * a file saved by Excel in CP932 with a Japanese header row goes through upload, dry run and import,
 * and its places are then in the list; a file with an error row cannot go past the preview, and
 * "Show error rows only" leaves only that row; a later step without an uploaded file returns to the
 * upload, and a file that is not a CSV is refused there. Texts match in either language (the account's own).
 */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');

const text = {
  heading: /^(Import places from CSV|拠点をCSVでインポート)$/,
  uploaded: (file: string) => new RegExp(`^(Uploaded|アップロード済み): ${file.replace('.', '\\.')}$`),
  next: /^(Next|次へ)$/,
  noErrors: /^(No errors were found\.|エラーはありませんでした。)$/,
  cp932: /^Shift_JIS( \(CP932\)|（CP932）)$/,
  fileContents: /^(File contents|ファイルの内容)$/,
  completed: /^(Import completed|インポートが完了しました)$/,
  added: /3 rows were added|3行を追加/,
  goToPlaces: /^(Go to places|拠点一覧へ)$/,
  oneErrorRow: /^(1 row has errors\.|1行にエラーがあります。)$/,
  cellError: /^(Error|エラー): /,
  errorRowsOnly: /^(Show error rows only|エラー行のみ表示)$/,
  errorRows: /^(Rows with errors|エラーのある行)$/,
  wrongType: /^(Choose a CSV file \(\.csv\)\.|CSVファイル（\.csv）を選択してください。)$/,
};

async function upload(page: Page, file: string, options: { refuseWrongFileFirst?: boolean } = {}) {
  if (options.refuseWrongFileFirst) {
    // a later step without an uploaded file returns to the upload (an invalid search value dropped)
    await page.goto('/places/import-csv?pageSize=abc#preview-file');
    await expect(page).toHaveURL(/\/places\/import-csv#upload-file$/);
    await expectHeading(page, text.heading);
    // a file that is not a CSV is refused on the upload step, which passes axe with the message shown
    await page.locator('input[type="file"]').setInputFiles({ name: 'places.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await expect(page.getByText(text.wrongType)).toBeVisible();
    await expect(page.getByRole('button', { name: text.next })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  } else {
    await page.goto('/places/import-csv');
    await expectHeading(page, text.heading);
    await expect(page).toHaveURL(/#upload-file$/);
  }
  await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, file));
  await expect(page.getByText(text.uploaded(file))).toBeVisible();
  await expect(page).toHaveURL(/uploadedFileKey=.+processingState=UPLOADED#upload-file$/);
  await page.getByRole('button', { name: text.next }).click();
  await expect(page).toHaveURL(/#preview-file$/);
}

test.describe('ga-places: /places/import-csv', () => {
  test('refuses a file that is not a CSV, then imports a CP932 file with a Japanese header row and lists its places', async ({ page }) => {
    await upload(page, 'places-cp932.csv', { refuseWrongFileFirst: true });
    await expect(page.getByText(text.noErrors)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text.cp932)).toBeVisible();
    const table = page.getByRole('table', { name: text.fileContents });
    // CP932-only characters decoded; a long cell is cut, its whole text kept for the tooltip
    await expect(table).toContainText('㈱カンリ商事 仙台営業所①');
    await expect(table.getByText('㈱カンリ商事 仙台営…', { exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: text.next }).click();
    const dialog = page.getByRole('dialog', { name: text.completed });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText(text.added);
    await expect(page).toHaveURL(/processingState=IMPORTED#import-data$/);
    await dialog.getByRole('link', { name: text.goToPlaces }).click();
    await expect(page).toHaveURL(/\/places$/);

    await page.goto('/places?freeText=CSV-E2E');
    const list = page.getByRole('table');
    await expect(list).toContainText('㈱カンリ商事 仙台営業所①');
    await expect(list).toContainText('広島オフィス');
    await expect(list).toContainText('CSV-E2E-003');
  });

  test('an error row blocks Next, and "Show error rows only" shows only error rows', async ({ page }) => {
    await upload(page, 'places-error-row.csv');
    await expect(page.getByText(text.oneErrorRow)).toBeVisible({ timeout: 20_000 });
    const next = page.getByRole('button', { name: text.next });
    await expect(next).toBeDisabled();
    const table = page.getByRole('table', { name: text.fileContents });
    await expect(table).toContainText('CSV-ERR-001');
    await expect(table).toContainText('CSV-ERR-002');
    await expect(table.getByText(text.cellError)).toHaveCount(1);

    await page.getByRole('switch', { name: text.errorRowsOnly }).click();
    await expect(page).toHaveURL(/filterError=true.*#preview-file$/);
    const errors = page.getByRole('table', { name: text.errorRows });
    await expect(errors).toContainText('CSV-ERR-002');
    await expect(errors).not.toContainText('CSV-ERR-001');
    await expect(next).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // nor can the import step be reached by URL
    await page.goto(page.url().replace('#preview-file', '#import-data'));
    await expect(page).toHaveURL(/#preview-file$/);
  });

});
