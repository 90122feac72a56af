import { test, expect } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, waitForContent } from '../../support/kanri';

/**
 * Adding a place end to end (000 §2 `/places/add-select`, `/places/add`, `/places/{id}`; §3 Place):
 * the add-method choice, the form with its field errors, the new place's page with every field, and
 * an edit. Each screen passes axe. Texts match in either language (the demo admin's account is Japanese).
 */
// a button's accessible name starts with "loading" while antd animates its spinner out
const text = {
  places: /^(Places|拠点)$/,
  addPlaces: /(Add places|拠点を追加)$/,
  oneByOne: /Add one by one|1件ずつ追加/,
  code: /^(Place code|拠点コード)$/,
  nameJa: /^(Place name \(Japanese\)|拠点名（日本語）)$/,
  nameEn: /^(Place name \(English\)|拠点名（英語）)$/,
  email: /^(E-mail|メールアドレス)$/,
  phone: /^(Phone number|電話番号)$/,
  website: /^(Website|Webサイト)$/,
  addressJa: /^(Address \(Japanese\)|住所（日本語）)$/,
  add: /^(?:loading )?(Add|追 ?加)$/,
  edit: /(Edit|編 ?集)$/,
  save: /^(?:loading )?(Save|保 ?存)$/,
};

test.describe('ga-places: add a place', () => {
  test('adds a place through the add-method choice and opens its page', async ({ page }) => {
    // a whole journey of several screens and writes: three times the default timeout
    test.slow();
    const suffix = Date.now().toString(36).toUpperCase();
    const code = `E2E-${suffix}`;
    const nameJa = `E2E拠点 ${suffix}`;

    await page.goto('/places');
    await expectHeading(page, text.places);
    await waitForContent(page);
    await page.getByRole('link', { name: text.addPlaces }).click();
    await expect(page).toHaveURL(/\/places\/add-select$/);
    // the choice page has rendered, and the pointer no longer hovers the list's Add button (axe would read its hover colours)
    await expect(page.getByRole('link', { name: text.oneByOne })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: text.oneByOne }).click();
    await expect(page).toHaveURL(/\/places\/add$/);

    // an empty submit marks the required fields and stays
    await page.getByRole('button', { name: text.add }).click();
    await expect(page.getByLabel(text.code)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(text.nameJa)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/places\/add$/);

    await page.getByLabel(text.code).fill(code);
    await page.getByLabel(text.nameJa).fill(nameJa);
    await page.getByLabel(text.email).fill('e2e-place@kanri.example');
    await page.getByLabel(text.phone).fill('03-0000-1234');
    await page.getByLabel(text.website).fill('https://kanri.example/e2e');
    await page.getByLabel(text.addressJa).fill('東京都千代田区丸の内9-9-9');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: text.add }).click();

    await expect(page).toHaveURL(/\/places\/[0-9a-f-]{36}$/);
    await expectHeading(page, new RegExp(`^${nameJa}$`));
    await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'e2e-place@kanri.example' })).toHaveAttribute('href', 'mailto:e2e-place@kanri.example');
    await expect(page.getByText('東京都千代田区丸の内9-9-9')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // edit: an English name
    await page.getByRole('button', { name: text.edit }).click();
    await page.getByLabel(text.nameEn).fill(`E2E Place ${suffix}`);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('button', { name: text.edit })).toBeVisible();
    await expect(page.getByText(`E2E Place ${suffix}`)).toBeVisible();

    // the list finds it and links to it
    await openInApp(page, `/places?freeText=${code}`);
    await expectHeading(page, text.places);
    await waitForContent(page);
    await expect(page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: nameJa })).toBeVisible();
  });
});
