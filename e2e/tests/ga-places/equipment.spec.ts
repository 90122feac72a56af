import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, waitForContent } from '../../support/kanri';

/**
 * Equipment end to end (001 §2 Equipment, §3, §4, §7): an equipment type and an item are created in
 * the settings, an equipment of them is added through the add-method choice and the form, found in
 * the list by free text and its profile opened; then the type is disabled and enabled again. Each
 * screen passes axe. Texts match in either language (the demo admin's account is Japanese).
 */
// a button's accessible name starts with "loading" while antd animates its spinner out
const text = {
  settings: /^(Equipment settings|備品設定)$/,
  addType: /(Add equipment type|備品種別を追加)$/,
  addItem: /(Add equipment item|備品品目を追加)$/,
  code: /^(Code|コード)$/,
  nameJa: /^(Name \(Japanese\)|名称（日本語）)$/,
  nameEn: /^(Name \(English\)|名称（英語）)$/,
  maker: /^(Maker|メーカー)$/,
  add: /^(?:loading )?(Add|追 ?加)$/,
  itemsTab: /^(Equipment items|備品品目)$/,
  equipmentType: /^(Equipment type|備品種別)$/,
  equipmentItem: /^(Equipment item|備品品目)$/,
  equipment: /^(Equipment|備品)$/,
  addEquipment: /(Add equipment|備品を追加)$/,
  oneByOne: /Add one by one|1件ずつ追加/,
  equipmentName: /^(Equipment name|備品名)$/,
  assetTag: /^(Asset tag|資産管理番号)$/,
  serialNumber: /^(Serial number|シリアル番号)$/,
  search: /^(Search by name, model, serial number, asset tag or person|名称・型番・シリアル番号・資産管理番号・利用者で検索)$/,
  disable: /^(?:loading )?(Disable|無効にする)$/,
  enable: /^(?:loading )?(Enable|有効にする)$/,
  disabled: /^(Disabled|無効)$/,
  enabled: /^(Enabled|有効)$/,
};

/** Chooses `option` in the antd select labelled `label`. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

test.describe('ga-places: equipment', () => {
  test('creates a type and an item, adds equipment of them, finds it and opens its profile', async ({ page }) => {
    // a whole journey of several screens and writes: three times the default timeout
    test.slow();
    const suffix = Date.now().toString(36).toUpperCase();
    const typeName = `E2E種別 ${suffix}`;
    const itemName = `E2E品目 ${suffix}`;
    const equipmentName = `E2E Laptop ${suffix}`;
    const assetTag = `E2E-${suffix}`;

    // settings: /equipment/settings opens the types page
    await page.goto('/equipment/settings');
    await expect(page).toHaveURL(/\/equipment\/settings\/equipment-types$/);
    await expectHeading(page, text.settings);
    await waitForContent(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: text.addType }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.code).fill(`T-${suffix}`);
    await dialog.getByLabel(text.nameJa).fill(typeName);
    await dialog.getByLabel(text.nameEn).fill(typeName);
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog).toBeHidden();
    const typeRow = page.getByRole('row').filter({ hasText: `T-${suffix}` });
    await expect(typeRow.getByText(text.enabled)).toBeVisible();

    await page.getByRole('tab', { name: text.itemsTab }).click();
    await expect(page).toHaveURL(/\/equipment\/settings\/equipment-items$/);
    await waitForContent(page);
    await page.getByRole('button', { name: text.addItem }).click();
    dialog = page.getByRole('dialog');
    await choose(page, text.equipmentType, typeName);
    await dialog.getByLabel(text.code).fill(`I-${suffix}`);
    await dialog.getByLabel(text.nameJa).fill(itemName);
    await dialog.getByLabel(text.nameEn).fill(itemName);
    await dialog.getByLabel(text.maker).fill('Lenovo');
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: `I-${suffix}` })).toContainText(typeName);
    await expectNoSeriousA11yViolations(page);

    // add: list → add-select → one by one
    await openInApp(page, '/equipment');
    await expectHeading(page, text.equipment);
    await waitForContent(page);
    await page.getByRole('link', { name: text.addEquipment }).click();
    await expect(page).toHaveURL(/\/equipment\/add-select$/);
    // the choice page has rendered, and the pointer no longer hovers the list's Add button (axe would read its hover colours)
    await expect(page.getByRole('link', { name: text.oneByOne })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: text.oneByOne }).click();
    await expect(page).toHaveURL(/\/equipment\/add$/);
    // before any select opens: antd leaves an unnamed listbox in an opened select's popup
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(text.equipmentName).fill(equipmentName);
    await choose(page, text.equipmentType, typeName);
    await choose(page, text.equipmentItem, itemName);
    await page.getByLabel(text.assetTag).fill(assetTag);
    await page.getByLabel(text.serialNumber).fill(`SN-${suffix}`);
    await page.getByRole('button', { name: text.add }).click();

    // the new equipment's profile
    await expect(page).toHaveURL(/\/equipment\/[0-9a-f-]{36}$/);
    await expectHeading(page, new RegExp(`^${equipmentName}$`));
    // in the details (first), and again in the history's first entry once it has loaded
    await expect(page.getByText(assetTag, { exact: true }).first()).toBeVisible();
    // the item shows in the details and again in the history tab's first entry
    await expect(page.getByText(itemName, { exact: true }).first()).toBeVisible();
    const profileUrl = page.url();
    await expectNoSeriousA11yViolations(page);

    // found in the list by free text, with its columns
    await openInApp(page, '/equipment');
    await expectHeading(page, text.equipment);
    await waitForContent(page);
    await page.getByLabel(text.search).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`freeText=${suffix}`));
    const row = page.getByRole('row').filter({ hasText: equipmentName });
    await expect(row).toContainText(typeName);
    await expect(row).toContainText(assetTag);
    await expect(row).toContainText(`SN-${suffix}`);
    await row.getByRole('link', { name: equipmentName }).click();
    await expect(page).toHaveURL(profileUrl);
    await expectHeading(page, new RegExp(`^${equipmentName}$`));

    // disable after confirmation, then enable again
    await page.getByRole('button', { name: text.disable }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.disable }).click();
    // the status in the header; the history below may show the change too
    await expect(page.getByText(text.disabled).first()).toBeVisible();
    await page.getByRole('button', { name: text.enable }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.enable }).click();
    await expect(page.getByRole('button', { name: text.disable })).toBeVisible();
  });
});
