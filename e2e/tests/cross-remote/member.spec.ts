import { test, expect, type Browser, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, mainHeading, remoteScreens, showPageIn, showsJapanese, storageStates, toggleLanguage, waitForContent } from '../../support/kanri';

/**
 * The device inventory across two remotes and two areas (issue 14 "Done when";
 * docs/operation-packages.md): IT staff start an inventory of every device in use or installed from
 * a new pattern of 年次デバイス棚卸 (it-ops), the demo member reports their device in the individual
 * area by typing its asset tag (individual remote, on a phone-sized screen), and the staff member
 * finds the report on the inventory's data tab and marks it reviewed. In Japanese the staff member
 * is the demo admin; in English it is it@ (IT only), since the admin reads Japanese in every
 * journey (docs/testing.md).
 *
 * Only the language switch test changes the member's saved language (and sets the seed's Japanese
 * back). The inventory journeys show the member's page in their language without saving it
 * (`showPageIn`), so the three tests run side by side on the two workers: the file was one serial
 * chain of about 160 s, the suite's longest, and ran last (docs/testing.md "e2e").
 */

test.describe.configure({ mode: 'parallel' });

test.describe('cross-remote: the language switch', () => {
  // the individual-only member, so switching its saved language never changes what the admin's
  // tests see
  test.use({ storageState: storageStates.member });

  const individual = remoteScreens.find((s) => s.remote === 'individual')!;

  test('Ctrl+Meta+L switches a remote to Japanese, and the choice comes back from the server after a reload', async ({ page }) => {
    await apiCall(page, 'PATCH', '/v2/session/locale', { locale: 'en-US' });
    try {
      await page.goto(individual.path);
      await expect(mainHeading(page)).toBeVisible();
      const english = await mainHeading(page).innerText();
      expect(await showsJapanese(page, 'h1')).toBe(false);

      const saved = page.waitForResponse((res) => res.url().endsWith('/v2/session/locale') && res.request().method() === 'PATCH');
      await toggleLanguage(page);
      expect((await saved).ok()).toBe(true);
      await expect(mainHeading(page)).not.toHaveText(english);
      expect(await showsJapanese(page, 'h1')).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);

      await page.reload();
      await expect(mainHeading(page)).toBeVisible();
      expect(await showsJapanese(page, 'h1')).toBe(true);
      const session = await apiCall<{ locale?: string; user?: { locale?: string } }>(page, 'GET', '/v2/session');
      expect(session.body.locale ?? session.body.user?.locale).toBe('ja-JP');

      await toggleLanguage(page);
      await expect(mainHeading(page)).toHaveText(english);
    } finally {
      // the seed's Japanese (savedLocales.member), which forbidden.spec.ts may read
      await apiCall(page, 'PATCH', '/v2/session/locale', { locale: 'ja-JP' });
    }
  });
});

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface Labels {
  packages: RegExp;
  packageName: string;
  newPattern: string;
  newPatternName: RegExp;
  startPattern: (name: string) => string;
  start: string;
  allDevices: string;
  inventoryHeading: RegExp;
  dataTab: string;
  search: string;
  myTasks: RegExp;
  selfReport: string;
  have: string;
  good: string;
  typeIt: string;
  assetTag: string;
  send: string;
  sent: string;
  reported: string;
  markReviewed: RegExp;
  reviewedToast: RegExp;
  reviewed: string;
  member: string;
}

const ja: Labels = {
  packages: /オペレーションパッケージ|ITオペレーションコア/,
  packageName: '年次デバイス棚卸',
  newPattern: '新しいパターン',
  newPatternName: /^年次デバイス棚卸 パターン\d+$/,
  startPattern: (name) => `${name}を開始`,
  start: '開始',
  allDevices: '利用中・設置中のすべてのデバイス',
  inventoryHeading: /棚卸/,
  dataTab: 'データ',
  search: 'デバイス名・番号・利用者・メモで検索',
  myTasks: /^マイタスク$/,
  selfReport: '自己申告',
  have: '所持しています',
  good: '良好',
  typeIt: '入力する',
  assetTag: '資産管理番号',
  send: '申告を送信',
  sent: 'ありがとうございます。申告を送信しました。',
  reported: '申告済み',
  markReviewed: /結果確認済みにする（1件）$/,
  reviewedToast: /1台のデバイスを結果確認済みにしました。/,
  reviewed: '確認済み',
  member: '佐藤 花子',
};

const en: Labels = {
  packages: /Operation packages|IT operation core/,
  packageName: 'Annual device inventory',
  newPattern: 'New pattern',
  newPatternName: /^Annual device inventory: pattern \d+$/,
  startPattern: (name) => `Start ${name}`,
  start: 'Start',
  allDevices: 'All devices in use or installed',
  inventoryHeading: /inventory/i,
  dataTab: 'Data',
  search: 'Search by device, tag, person or memo',
  myTasks: /^My tasks$/,
  selfReport: 'Self-report',
  have: 'I have this device',
  good: 'Good',
  typeIt: 'Type it',
  assetTag: 'Asset tag',
  send: 'Send the report',
  sent: 'Thank you. Your report was sent.',
  reported: 'Reported',
  markReviewed: /Mark as reviewed \(1\)$/,
  reviewedToast: /^1 device was marked as reviewed\.$/,
  reviewed: 'Reviewed',
  member: 'Hanako Sato',
};

interface InventoryItem {
  taskInstanceId: string;
  device: { name: string; deviceTag: string; assetTag: string | null };
  assignedPerson: { name: string } | null;
  status: string;
}

/**
 * A new page signed in as `account` (its storage state) in its own browser context (its own
 * cookies), showing `locale` without saving it (`showPageIn`): the member's saved language is the
 * language switch test's, which runs beside these journeys.
 */
async function signedInPage(browser: Browser, account: 'member' | 'it', locale: 'ja-JP' | 'en-US', viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ storageState: storageStates[account], ...(viewport ? { viewport, isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  await showPageIn(page, locale);
  return page;
}

/**
 * Staff: a new pattern of 年次デバイス棚卸 (default steps), started for every device in use or
 * installed; answers the inventory screen's `patternId` and `requestId`.
 */
async function startInventory(page: Page, l: Labels) {
  await page.goto('/it-operation-core/packages');
  await expectHeading(page, l.packages);
  await waitForContent(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: l.packageName, exact: true }).first().click();
  await expectHeading(page, new RegExp(l.packageName));
  await waitForContent(page);

  // "New pattern" creates one with the package kind's default steps and opens its configuration
  await page.getByRole('button', { name: l.newPattern }).click();
  await expect(page).toHaveURL(new RegExp(`/it-operation-core/config/${uuid}$`));
  const patternId = page.url().split('/').pop()!;
  await waitForContent(page);
  // numbered in its package, so it is told apart from the seeded patterns
  await expectHeading(page, l.newPatternName);
  const patternName = (await page.getByRole('heading', { level: 1, name: l.newPatternName }).first().innerText()).trim();
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expectHeading(page, new RegExp(l.packageName));
  const packageUrl = new URL(page.url());
  await page.goto(`${packageUrl.pathname}?patternId=${patternId}`);
  await waitForContent(page);
  await page.getByRole('button', { name: l.startPattern(patternName), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // a click that lands while the modal still zooms in can be lost under load (CI's two cores): tap again until the radio is on
  await expect(async () => {
    await dialog.locator('label').filter({ hasText: l.allDevices }).click();
    await expect(dialog.getByRole('radio', { name: l.allDevices })).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, { include: '.ant-modal' });
  await dialog.getByRole('button', { name: l.start, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/it-operation-core/device-inventory.*patternId=${patternId}.*requestId=`), { timeout: 30_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('patternId')).toBe(patternId);
  const requestId = url.searchParams.get('requestId')!;
  await expectHeading(page, l.inventoryHeading);
  await waitForContent(page);
  await expectNoSeriousA11yViolations(page);
  return { patternId, requestId };
}

/** The member's item in the request (found by the staff member's call, by the member's name). */
async function memberItem(page: Page, ids: { patternId: string; requestId: string }) {
  const query = new URLSearchParams({ ...ids, pageSize: '1000' });
  const answer = await apiCall<{ items: InventoryItem[] }>(page, 'GET', `/v2/it-operation-core/device-inventory?${query}`);
  expect(answer.status).toBe(200);
  // the call's language is the browser's (Accept-Language), not the screen's
  const item = answer.body.items.find((i) => i.assignedPerson && [ja.member, en.member].includes(i.assignedPerson.name));
  expect(item, `the member's device is in the request`).toBeTruthy();
  expect(item!.status).toBe('NOT_REPORTED');
  expect(item!.device.assetTag).toBeTruthy();
  return item!;
}

/** The member reports the device on a phone-sized screen, typing its asset tag. */
async function reportAsMember(browser: Browser, l: Labels, locale: 'ja-JP' | 'en-US', item: InventoryItem) {
  const page = await signedInPage(browser, 'member', locale, { width: 390, height: 844 });
  try {
    await page.goto('/individual');
    await expectHeading(page, l.myTasks);
    await waitForContent(page);
    await expect(page.getByText(l.selfReport).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/individual/task/${item.taskInstanceId}`);
    await expect(page.getByText(item.device.name).first()).toBeVisible({ timeout: 20_000 });
    // antd's button-style radios: the label is what a finger taps
    const choose = async (name: string) => {
      await page.locator('label.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${name}$`) }).click();
      await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
    };
    await choose(l.have);
    await choose(l.good);
    await choose(l.typeIt);
    await page.getByLabel(l.assetTag, { exact: true }).fill(item.device.assetTag!);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`self-report-${locale}.png`), fullPage: true });
    await page.getByRole('button', { name: l.send }).click();
    await expect(page.getByText(l.sent)).toBeVisible();
  } finally {
    await page.context().close();
  }
}

/** Staff find the report on the data tab and mark it reviewed. */
async function review(page: Page, l: Labels, ids: { patternId: string; requestId: string }, item: InventoryItem) {
  // a fresh load: the member's report was sent from another browser
  await page.goto(`/it-operation-core/device-inventory/data?${new URLSearchParams({ ...ids, freeText: item.device.deviceTag })}`);
  await expectHeading(page, l.inventoryHeading);
  await waitForContent(page);
  const row = page.getByRole('row').filter({ hasText: item.device.deviceTag });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(l.reported)).toBeVisible();
  await expect(row.getByText(l.good).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: l.markReviewed }).click();
  await expect(page.getByText(l.reviewedToast)).toBeVisible();
  await expect(row.getByText(l.reviewed)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('inventory-reviewed.png'), fullPage: true });
}

test.describe('cross-remote: the device inventory', () => {
  test('Japanese: the admin starts an inventory, the member reports by asset tag on a phone, the admin reviews', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const ids = await startInventory(page, ja);
    const item = await memberItem(page, ids);
    await reportAsMember(browser, ja, 'ja-JP', item);
    await review(page, ja, ids, item);
  });

  test('English: it@ starts an inventory, the member reports by asset tag on a phone, it@ reviews', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, 'it', 'en-US');
    try {
      const ids = await startInventory(page, en);
      const item = await memberItem(page, ids);
      await reportAsMember(browser, en, 'en-US', item);
      await review(page, en, ids, item);
    } finally {
      await page.context().close();
    }
  });
});
