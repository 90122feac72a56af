import { test, expect, type Page } from '@playwright/test';
import { expectApiRefuses, expectHeading, expectNoSeriousA11yViolations, openInApp, storageStates, waitForContent } from '../../support/kanri';

/**
 * People on the real API, in both languages (issue 12 "Done when"): the demo admin (Japanese) adds
 * an employee through `/person/add`, lands on the completed page, opens the record, finds the
 * person in the workforce list by worker number and in the organization chart's 人事部 unit, then
 * records their leaving with yesterday as the last day, and finds them among the alumni. The HR
 * staff member (English) adds a contractor, plans a leaving in a week, and finds them in the
 * workforce's "leaving" category; the IT staff member is refused the people calls.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A suffix no other run has used (worker numbers and e-mails are unique per company). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A calendar day in Tokyo, `days` from today, as YYYY-MM-DD (the date fields' input format). */
function tokyoDay(days: number): string {
  const day = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Opens the select labelled `label`, types `text` into its search and picks the option titled `option` (or the first one). */
async function choose(page: Page, label: string, option?: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  if (option) await select.fill(option);
  const item = option
    ? page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first()
    : page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types a date into the date field labelled `label`. */
async function fillDate(page: Page, label: string, day: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(day);
  await field.press('Enter');
}

/** Searches the list on the page for `text` (the workforce and alumni search box). */
async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label }).or(page.getByPlaceholder(label)).first();
  await box.fill(text);
  await box.press('Enter');
}

test.describe('hr-people: people', () => {
  test('Japanese: adds an employee, finds them in the workforce and the chart, and records their leaving', async ({ page }) => {
    // an add flow, three lists, the chart and a leaving in one journey
    test.setTimeout(120_000);
    const suffix = unique();
    const workerNumber = `E2E${suffix}`;
    const email = `e2e.${suffix.toLowerCase()}@kanri-shoji.example`;

    await page.goto('/person/add');
    await expectHeading(page, /^人材を追加$/);
    await page.getByRole('link', { name: '追加する：従業員' }).click();
    await expect(page).toHaveURL(/\/person\/add\/employee$/);
    await page.getByLabel('姓', { exact: true }).fill('検証');
    await page.getByLabel('名', { exact: true }).fill('一郎');
    await page.getByLabel('姓（カナ）', { exact: true }).fill('ケンショウ');
    await page.getByLabel('名（カナ）', { exact: true }).fill('イチロウ');
    await page.getByLabel('姓（ローマ字）', { exact: true }).fill('Kensho');
    await page.getByLabel('名（ローマ字）', { exact: true }).fill('Ichiro');
    await page.getByLabel('社員番号', { exact: true }).fill(workerNumber);
    await page.getByLabel('業務用メールアドレス', { exact: true }).fill(email);
    await choose(page, '部署', '人事部');
    await page.getByRole('button', { name: '人材を追加', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/person/add/employee/completed\\?addedPersonID=${uuid.source}`));
    await expect(page.getByRole('heading', { name: '検証 一郎さんを追加しました' })).toBeVisible();
    const personId = new URL(page.url()).searchParams.get('addedPersonID')!;
    await page.getByRole('link', { name: '追加した人を開く' }).click();
    await expect(page).toHaveURL(new RegExp(`/person/${personId}/personal-information$`));
    await expectHeading(page, /検証 一郎/);
    await expect(page.getByText('ケンショウ イチロウ').first()).toBeVisible();

    // the workforce list finds them by worker number
    await openInApp(page, '/people/workforce');
    await expectHeading(page, /^従業員一覧$/);
    await waitForContent(page);
    await search(page, '氏名・メールアドレス・社員番号で検索', workerNumber);
    await expect(page.getByRole('row').filter({ hasText: workerNumber }).getByRole('link', { name: '検証 一郎' })).toBeVisible();

    // the chart's 人事部 counts them; its page lists them among the members
    await openInApp(page, '/organization/chart');
    await expectHeading(page, /^組織図$/);
    await page.getByRole('button', { name: '人事部', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/organization/${uuid.source}\\?.*baseDate=`));
    await expect(page.locator(`a[href="/person/${personId}"]`).filter({ hasText: '検証 一郎' })).toBeVisible();

    // leaving with yesterday as the last day makes them alumni at once
    await openInApp(page, `/person/${personId}`);
    await expect(page).toHaveURL(new RegExp(`/person/${personId}/personal-information$`));
    await page.getByRole('button', { name: '退職手続き', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await fillDate(page, '退職日', tokyoDay(-1));
    await choose(page, '退職理由', '自己都合退職');
    await dialog.getByRole('button', { name: '退職を登録', exact: true }).click();
    await expect(page.getByText('退職を登録しました。この人は退職者になりました。')).toBeVisible();

    await openInApp(page, '/people/alumni');
    await expectHeading(page, /^退職者$/);
    await waitForContent(page);
    await search(page, '氏名・メールアドレス・社員番号で検索', workerNumber);
    const row = page.getByRole('row').filter({ hasText: workerNumber });
    await expect(row.getByRole('link', { name: '検証 一郎' })).toBeVisible();
    await row.getByRole('link', { name: '検証 一郎' }).click();
    await expect(page).toHaveURL(new RegExp(`/person/alumni/${personId}/personal-information$`));
    await page.mouse.move(1, 1);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('English', () => {
    test.use({ storageState: storageStates.hr });

    test('HR adds a contractor and plans their leaving; IT is refused the people calls', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      await expectApiRefuses('it', baseURL, ['/v2/people?pageSize=1', '/v2/organization/units']);

      const suffix = unique();
      const workerNumber = `C2E${suffix}`;

      await page.goto('/person/add/contractor');
      await expectHeading(page, /Contractor/);
      await page.getByLabel('Family name', { exact: true }).fill('外部');
      await page.getByLabel('Given name', { exact: true }).fill('二郎');
      await page.getByLabel('Family name (kana)', { exact: true }).fill('ガイブ');
      await page.getByLabel('Given name (kana)', { exact: true }).fill('ジロウ');
      await page.getByLabel('Family name (romaji)', { exact: true }).fill('Gaibu');
      await page.getByLabel('Given name (romaji)', { exact: true }).fill('Jiro');
      await page.getByLabel('Worker number', { exact: true }).fill(workerNumber);
      await page.getByLabel('Work e-mail', { exact: true }).fill(`c2e.${suffix.toLowerCase()}@partner.example`);
      await page.getByRole('button', { name: 'Add person', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/person/add/contractor/completed\\?addedPersonID=${uuid.source}`));
      await expect(page.getByRole('heading', { name: 'Jiro Gaibu was added' })).toBeVisible();
      const personId = new URL(page.url()).searchParams.get('addedPersonID')!;

      await openInApp(page, `/person/${personId}`);
      await expectHeading(page, /Jiro Gaibu/);
      await page.getByRole('button', { name: 'Leave', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await fillDate(page, 'Leaving date', tokyoDay(7));
      await dialog.getByRole('button', { name: 'Record the leaving', exact: true }).click();
      await expect(page.getByText(/^The leaving was recorded\. The last day of work is /)).toBeVisible();

      await openInApp(page, '/people/workforce?category=ALL_LEAVING');
      await expectHeading(page, /^Workforce$/);
      await waitForContent(page);
      await search(page, 'Search by name, e-mail or worker number', workerNumber);
      await expect(page.getByRole('row').filter({ hasText: workerNumber }).getByRole('link', { name: 'Jiro Gaibu' })).toBeVisible();
    });
  });
});
