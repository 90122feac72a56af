import { test, expect, type Page } from '@playwright/test';
import { expectApiRefuses, expectHeading, expectNoSeriousA11yViolations, openInApp, storageStates } from '../../support/kanri';

/**
 * Contracts on the real API, in both languages (issue 13 "Done when"; docs/contracts.md): the demo
 * admin (Japanese) adds a 業務委託 contract through `/contract/add`, submits it for approval,
 * approves it on the approval tab and finds it 有効 in the list; in English the legal staff member
 * (legal@, LEGAL only) opens a seeded SaaS contract and reads each tab; the HR staff member is refused the contract calls
 * (contracts are the LEGAL product). DRAFT: written without running Playwright.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A suffix no other run has used (contract numbers are unique per company). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A calendar day in Tokyo, `days` from today, as YYYY-MM-DD (the date fields' input format). */
function tokyoDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Types a date into the date field labelled `label`. */
async function fillDate(page: Page, label: string, day: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(day);
  await field.press('Enter');
}

test.describe('hr-people: contracts', () => {
  test('Japanese: adds a contract, submits and approves it, and finds it active in the list', async ({ page }) => {
    test.setTimeout(120_000);
    const number = `E2E-${unique()}`;
    const title = `業務委託契約（E2E ${number}）`;

    await page.goto('/contract/add?contractType=DELEGATION');
    await expectHeading(page, /^契約を追加$/);
    await page.getByLabel('契約名', { exact: true }).fill(title);
    await page.getByLabel('契約番号', { exact: true }).fill(number);
    await page.getByLabel('契約相手方', { exact: true }).fill('株式会社イーツーイー');
    await fillDate(page, '開始日', tokyoDay(1));
    await fillDate(page, '終了日', tokyoDay(365));
    await page.getByRole('switch', { name: '自動更新' }).click();
    await page.getByLabel('更新期間（月）', { exact: true }).fill('12');
    await page.getByLabel('解約予告期間（日）', { exact: true }).fill('30');
    await page.getByLabel('契約金額', { exact: true }).fill('450000');
    await page.getByRole('button', { name: '下書きとして保存' }).click();

    await expect(page).toHaveURL(new RegExp(`/contract/${uuid.source}/structure$`));
    await expectHeading(page, new RegExp(number));
    await expect(page.getByText('下書き').first()).toBeVisible();
    await expect(page.getByText('￥450,000 / 月額')).toBeVisible();

    await page.getByRole('button', { name: '稟議を申請' }).click();
    await expect(page.getByText('承認待ち').first()).toBeVisible();
    await page.getByRole('tab', { name: '稟議・承認' }).click();
    await expect(page).toHaveURL(/\/approval-info$/);
    await page.getByRole('textbox', { name: 'コメント' }).fill('E2E: 承認します。');
    await page.getByRole('button', { name: '承認する' }).click();
    await expect(page.getByText('契約を承認しました。')).toBeVisible();
    await expect(page.getByRole('table', { name: '承認の記録' }).getByText('E2E: 承認します。')).toBeVisible();

    await openInApp(page, `/contract?contractType=DELEGATION&freeText=${encodeURIComponent(number)}`);
    await expectHeading(page, /^契約$/);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row.getByText('有効')).toBeVisible();
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await page.mouse.move(1, 1);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('English', () => {
    // legal@ (法務, LEGAL only) reads English; admin@ stays Japanese for the journeys running beside this one
    test.use({ storageState: storageStates.legal });

    test('the legal staff open a seeded SaaS contract and read its tabs; HR is refused the contract calls', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await expectApiRefuses('hr', baseURL, ['/v2/contracts', '/v2/contracts-count']);

      await page.goto('/contract?contractType=SAAS_SOFTWARE');
      await expectHeading(page, /^Contracts$/);
      await expect(page.getByRole('tab', { name: 'SaaS software', selected: true })).toBeVisible();
      const first = page.getByRole('table', { name: 'Contracts' }).getByRole('link').first();
      await first.click();

      await expect(page).toHaveURL(new RegExp(`/contract/${uuid.source}/structure$`));
      await expect(page.getByRole('heading', { level: 2, name: 'Parties' })).toBeVisible();
      await expect(page.getByText(/\/ Yearly$/).first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Covered records' }).getByRole('link').first()).toHaveAttribute('href', /\/app-integrations\//);

      await page.getByRole('tab', { name: 'Rules and policies' }).click();
      await expect(page).toHaveURL(/\/rule-and-policy$/);
      await expect(page.getByText('Notice deadline').first()).toBeVisible();

      await page.getByRole('tab', { name: 'Risk provisions' }).click();
      await expect(page.getByRole('table', { name: 'Risk provisions' })).toBeVisible();

      await page.getByRole('tab', { name: 'Operation activity' }).click();
      await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page).toHaveURL(/\/history$/);
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();

      await page.getByRole('tab', { name: 'Approval' }).click();
      await expect(page.getByRole('table', { name: 'Approvals recorded' })).toBeVisible();
      await page.mouse.move(1, 1);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
