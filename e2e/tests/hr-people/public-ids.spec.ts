import { test, expect, type Page } from '@playwright/test';
import { accounts, apiCall, expectHeading, expectNoSeriousA11yViolations, signInWithApi, waitForContent } from '../../support/kanri';

/**
 * Public IDs on the real API, in both languages (issue 13 "Done when"; DECISIONS.md "My Number"):
 * the HR staff member (Japanese; a My Number handler, 事務取扱担当者) adds a My Number for a new
 * person through `/public-ids/add?personId=…`, sees it masked (last four digits) on the record and
 * in the registry, and reveals it with a reason; the demo admin (English; full power, but not a My
 * Number handler) sees the same record masked and has no Reveal button, and the reveal call refuses.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A suffix no other run has used (worker numbers and e-mails are unique per company). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/**
 * The check digit of a My Number's first 11 digits (the ordinance's formula, as the contract's
 * `myNumberCheckDigit`): Pn the n-th digit from the right, Qn = n + 1 (n ≤ 6) or n − 5 (n ≥ 7),
 * r = Σ Pn × Qn mod 11, check digit 0 when r ≤ 1, else 11 − r.
 */
function myNumberCheckDigit(first11: string): number {
  let sum = 0;
  for (let n = 1; n <= 11; n += 1) sum += Number(first11[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const r = sum % 11;
  return r <= 1 ? 0 : 11 - r;
}

/** A valid My Number no other run has used: 11 random digits and their check digit. */
function randomMyNumber(): string {
  const first11 = Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)).join('');
  return `${first11}${myNumberCheckDigit(first11)}`;
}

/** Adds an employee through the API (as the signed-in HR operator) and answers their id. */
async function addEmployee(page: Page, workerNumber: string): Promise<string> {
  const suffix = workerNumber.toLowerCase();
  const answer = await apiCall<{ id: string }>(page, 'POST', '/v2/people', {
    workerType: 'EMPLOYEE',
    name: { familyNameJa: '番号', givenNameJa: '花子', familyNameKana: 'バンゴウ', givenNameKana: 'ハナコ', familyNameEn: 'Bango', givenNameEn: 'Hanako', middleNameEn: null },
    personalInformation: {
      birthDate: null, gender: null, personalEmail: null, phoneNumber: null, postalCode: null, address: null,
      emergencyContactName: null, emergencyContactRelationship: null, emergencyContactPhone: null,
    },
    employeeInformation: {
      workerNumber, email: `pid.${suffix}@kanri-shoji.example`, status: 'ACTIVE', departmentId: null, positionId: null, jobTypeId: null, placeId: null,
      employmentTypeId: null, jobTitleId: null, jobLevelId: null, jobGradeId: null, gradeId: null, jobFunctionId: null,
      jobCompetencyId: null, workModeId: null, boardMemberTypeId: null, contractorTypeId: null, collaboratorTypeId: null,
      healthInsuranceAssociationId: null, placeSocialInsuranceId: null, affiliatedCompanyName: null, contractStartDate: null,
      contractEndDate: null, joinedAt: null,
    },
    payroll: null,
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

test.describe('hr-people: public IDs', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Japanese HR adds a My Number, sees it masked, reveals it with a reason; the English admin sees it masked without Reveal', async ({ page }) => {
    test.setTimeout(120_000);
    const workerNumber = `P2E${unique()}`;
    const myNumber = randomMyNumber();
    const masked = `********${myNumber.slice(-4)}`;

    await signInWithApi(page, accounts.hr);
    await apiCall(page, 'PATCH', '/v2/session/locale', { locale: 'ja-JP' });
    const personId = await addEmployee(page, workerNumber);

    // add: the person comes preselected from the URL; the number never goes into it
    await page.goto(`/public-ids/add?personId=${personId}`);
    await expectHeading(page, /^公的IDを追加$/);
    await expect(page.getByText('番号 花子').first()).toBeVisible();
    const numberBox = page.getByLabel('マイナンバー（12桁）', { exact: true });
    await expect(numberBox).toHaveAttribute('autocomplete', 'off');
    await numberBox.fill(myNumber);
    await page.getByLabel('発行日', { exact: true }).fill('2021-04-01');
    await page.getByLabel('発行日', { exact: true }).press('Enter');
    await page.getByRole('button', { name: '公的IDを追加', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/public-ids/${uuid.source}/details$`));
    expect(page.url()).not.toContain(myNumber);
    const recordPath = new URL(page.url()).pathname;
    await expectHeading(page, /マイナンバー/);
    await expect(page.getByText(masked).first()).toBeVisible();
    await expect(page.getByText(myNumber)).toHaveCount(0);

    // the registry lists it masked
    await page.goto(`/public-ids/registry?freeText=${workerNumber}`);
    await expectHeading(page, /^公的ID$/);
    await waitForContent(page);
    const row = page.getByRole('row').filter({ hasText: workerNumber });
    await expect(row.getByText(masked)).toBeVisible();
    await expect(page.getByText(myNumber)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // reveal: the reason is required, then the number shows
    await row.getByRole('link', { name: 'マイナンバー' }).click();
    await expect(page).toHaveURL(new RegExp(`${recordPath}$`));
    await page.getByRole('button', { name: '表示', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '表示', exact: true }).click();
    await expect(dialog.getByText('番号を表示する理由を入力してください。')).toBeVisible();
    await dialog.getByLabel('表示理由').fill('年末調整の届出のため');
    await dialog.getByRole('button', { name: '表示', exact: true }).click();
    await expect(page.getByText(myNumber)).toBeVisible();
    await expect(page.getByText(/あと\d+秒で非表示になります/)).toBeVisible();

    // the admin (English) is not a My Number handler: masked, no Reveal, and the call refuses
    await signInWithApi(page, accounts.admin);
    await apiCall(page, 'PATCH', '/v2/session/locale', { locale: 'en-US' });
    try {
      await page.goto(recordPath);
      await expectHeading(page, /My Number/);
      // the record's number (the history's tables repeat it, masked too)
      await expect(page.getByText(masked).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Reveal/ })).toHaveCount(0);
      const refused = await apiCall(page, 'POST', `/v2${recordPath.replace(/\/details$/, '')}/reveal`, { reason: 'checking' });
      expect(refused.status).toBe(403);
      await page.goto(`/public-ids/registry?freeText=${workerNumber}`);
      await waitForContent(page);
      await expect(page.getByRole('row').filter({ hasText: workerNumber }).getByText(masked)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Include My Number' })).toHaveCount(0);
    } finally {
      // the demo admin's language is Japanese for every other journey
      await apiCall(page, 'PATCH', '/v2/session/locale', { locale: 'ja-JP' });
    }
  });
});
