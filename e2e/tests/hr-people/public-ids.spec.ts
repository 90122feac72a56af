import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, storageStates, switchAccount, waitForContent } from '../../support/kanri';

/**
 * Public IDs on the real API, in both languages (issue 13 "Done when"; DECISIONS.md "My Number"):
 * the HR staff member (English; a My Number handler, 事務取扱担当者) adds a My Number for a new
 * person through `/public-ids/add?personId=…`, sees it masked (last four digits) on the record and
 * in the registry, and reveals it with a reason; the demo admin (Japanese; full power, but not a My
 * Number handler) sees the same record masked and has no 表示 button, and the reveal call refuses.
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
  test.use({ storageState: storageStates.hr });

  test('HR (English, a My Number handler) adds a My Number, sees it masked and reveals it with a reason; the admin (Japanese, not a handler) sees it masked without 表示', async ({ page }) => {
    test.setTimeout(120_000);
    const workerNumber = `P2E${unique()}`;
    const myNumber = randomMyNumber();
    const masked = `********${myNumber.slice(-4)}`;

    // hr@ reads English in every journey, admin@ Japanese (journeys run side by side: a saved language is shared state)
    const personId = await addEmployee(page, workerNumber);

    // add: the person comes preselected from the URL; the number never goes into it
    await page.goto(`/public-ids/add?personId=${personId}`);
    await expectHeading(page, /^Add public ID$/);
    await expect(page.getByText('Hanako Bango').first()).toBeVisible();
    const numberBox = page.getByLabel('My Number (12 digits)', { exact: true });
    await expect(numberBox).toHaveAttribute('autocomplete', 'off');
    await numberBox.fill(myNumber);
    await page.getByLabel('Issue date', { exact: true }).fill('2021-04-01');
    await page.getByLabel('Issue date', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Add public ID', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/public-ids/${uuid.source}/details$`));
    expect(page.url()).not.toContain(myNumber);
    const recordPath = new URL(page.url()).pathname;
    await expectHeading(page, /My Number/);
    // the record's number (the history's tables repeat it, masked too)
    await expect(page.getByText(masked).first()).toBeVisible();
    await expect(page.getByText(myNumber)).toHaveCount(0);

    // the registry lists it masked
    await page.goto(`/public-ids/registry?freeText=${workerNumber}`);
    await expectHeading(page, /^Public IDs$/);
    await waitForContent(page);
    const row = page.getByRole('row').filter({ hasText: workerNumber });
    await expect(row.getByText(masked)).toBeVisible();
    await expect(page.getByText(myNumber)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // reveal: the reason is required, then the number shows for a while
    await row.getByRole('link', { name: 'My Number' }).click();
    await expect(page).toHaveURL(new RegExp(`${recordPath}$`));
    await page.getByRole('button', { name: 'Reveal', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reveal', exact: true }).click();
    await expect(dialog.getByText('Enter why you need to see the number.')).toBeVisible();
    await dialog.getByLabel('Reason for revealing').fill('Year-end tax adjustment filing');
    await dialog.getByRole('button', { name: 'Reveal', exact: true }).click();
    await expect(page.getByText(myNumber)).toBeVisible();
    await expect(page.getByText(/Hidden again in \d+ s/)).toBeVisible();

    // the admin (Japanese) is not a My Number handler: masked, no 表示, and the call refuses
    await switchAccount(page.context(), 'admin');
    await page.goto(recordPath);
    await expectHeading(page, /マイナンバー/);
    await expect(page.getByText(masked).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '表示', exact: true })).toHaveCount(0);
    const refused = await apiCall(page, 'POST', `/v2${recordPath.replace(/\/details$/, '')}/reveal`, { reason: '確認のため' });
    expect(refused.status).toBe(403);
    await page.goto(`/public-ids/registry?freeText=${workerNumber}`);
    await expectHeading(page, /^公的ID$/);
    await waitForContent(page);
    await expect(page.getByRole('row').filter({ hasText: workerNumber }).getByText(masked)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'マイナンバーを含める' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
