import { test, expect, type Page } from '@playwright/test';
import { apiCall, storageStates } from '../../support/kanri';

/**
 * Record search in the palette (issue 31 §1 "Done when"), in both languages: typing a device's
 * serial finds the device and Enter opens its page; typing romaji finds a person by the kana
 * reading of their name (an English name that is no romaji of it, so only the reading can match).
 * The admin reads Japanese; it@ (IT) and hr@ (HR) read English. The data is made through the API
 * before the palette opens.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
/** A suffix no other run has used (worker numbers and e-mails are unique per company). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** The serial of a device of the inventory (any: the seed gives every device one). */
async function someSerial(page: Page): Promise<{ id: string; serial: string }> {
  const answer = await apiCall<{ items: { id: string; serialNumber: string | null }[] }>(page, 'GET', '/v2/devices?pageSize=20');
  expect(answer.status).toBe(200);
  const device = answer.body.items.find((d) => d.serialNumber && d.serialNumber.length >= 8);
  expect(device, 'a seeded device with a serial').toBeTruthy();
  return { id: device!.id, serial: device!.serialNumber! };
}

/**
 * Adds an employee read ホシゾラ ミチル (星空 満) whose English name is "Lumen Quill" and answers
 * their id and worker number.
 */
async function addPerson(page: Page): Promise<{ id: string; workerNumber: string }> {
  const workerNumber = `RS${unique()}`;
  const answer = await apiCall<{ id: string }>(page, 'POST', '/v2/people', {
    workerType: 'EMPLOYEE',
    name: { familyNameJa: '星空', givenNameJa: '満', familyNameKana: 'ホシゾラ', givenNameKana: 'ミチル', familyNameEn: 'Quill', givenNameEn: 'Lumen', middleNameEn: null },
    personalInformation: {
      birthDate: null, gender: null, personalEmail: null, phoneNumber: null, postalCode: null, address: null,
      emergencyContactName: null, emergencyContactRelationship: null, emergencyContactPhone: null,
    },
    employeeInformation: {
      workerNumber, email: `rs.${workerNumber.toLowerCase()}@kanri-shoji.example`, status: 'ACTIVE', departmentId: null, positionId: null, jobTypeId: null, placeId: null,
      employmentTypeId: null, jobTitleId: null, jobLevelId: null, jobGradeId: null, gradeId: null, jobFunctionId: null,
      jobCompetencyId: null, workModeId: null, boardMemberTypeId: null, contractorTypeId: null, collaboratorTypeId: null,
      healthInsuranceAssociationId: null, placeSocialInsuranceId: null, affiliatedCompanyName: null, contractStartDate: null,
      contractEndDate: null, joinedAt: null,
    },
    payroll: null,
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.id, workerNumber };
}

/** Opens the palette with Ctrl+K on the running shell and types `query`. */
async function searchInPalette(page: Page, query: string, label: RegExp) {
  await page.locator('body').click({ position: { x: 1, y: 1 }, force: true }).catch(() => undefined);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: label });
  await expect(input).toBeFocused();
  await input.fill(query);
  return input;
}

/**
 * With the palette open on `query`: the option of the record that `text` names, in the group
 * `group`, is chosen with the arrow keys (the input keeps the focus) and opened with Enter.
 */
async function openWithKeyboard(page: Page, group: string, text: string) {
  const option = page.getByRole('group', { name: group }).getByRole('option').filter({ hasText: text });
  await expect(option).toHaveCount(1);
  const id = await option.getAttribute('id');
  for (let i = 0; i < 30 && (await page.getByRole('dialog').getByRole('combobox').getAttribute('aria-activedescendant')) !== id; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('dialog').getByRole('combobox')).toHaveAttribute('aria-activedescendant', id!);
  await page.keyboard.press('Enter');
}

test.describe('record search, Japanese (admin)', () => {
  test('a serial finds the device and romaji finds a person by their kana reading; Enter opens each page', async ({ page }) => {
    test.setTimeout(90_000);
    const device = await someSerial(page);
    const person = await addPerson(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'メインナビゲーション' })).toBeVisible();

    // part of the serial, lower case
    await searchInPalette(page, device.serial.slice(1, 8).toLowerCase(), /^ページを検索$/);
    await openWithKeyboard(page, 'デバイス', device.serial);
    await expect(page).toHaveURL(new RegExp(`/profile/device/${device.id}`));

    await searchInPalette(page, 'hoshizora', /^ページを検索$/);
    await openWithKeyboard(page, '人材', person.workerNumber);
    await expect(page).toHaveURL(new RegExp(`/person/${person.id}`));
    await expect(page.getByRole('main').getByText('星空').first()).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('record search, English (it@)', () => {
  test.use({ storageState: storageStates.it });

  test('a serial finds the device and Enter opens it; no person is searched for IT', async ({ page }) => {
    test.setTimeout(90_000);
    const device = await someSerial(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await searchInPalette(page, device.serial, /^Search pages$/);
    await openWithKeyboard(page, 'Devices', device.serial);
    await expect(page).toHaveURL(new RegExp(`/profile/device/${uuid.source}`));
    // IT holds no HR: the server searched no people
    const answer = await apiCall<{ searched: string[] }>(page, 'GET', '/v2/search?q=hoshizora');
    expect(answer.body.searched).not.toContain('people');
  });
});

test.describe('record search, English (hr@)', () => {
  test.use({ storageState: storageStates.hr });

  test('romaji finds a person by their kana reading and Enter opens the record', async ({ page }) => {
    test.setTimeout(90_000);
    const person = await addPerson(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await searchInPalette(page, 'hoshizora michiru', /^Search pages$/);
    const option = page.getByRole('group', { name: 'People' }).getByRole('option').filter({ hasText: person.workerNumber });
    await expect(option).toContainText('Lumen Quill');
    await expect(option).toContainText('ホシゾラ ミチル');
    await openWithKeyboard(page, 'People', person.workerNumber);
    await expect(page).toHaveURL(new RegExp(`/person/${person.id}`));
  });
});
