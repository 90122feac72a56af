import { test, expect } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, openInApp, showPageIn, storageStates } from '../../support/kanri';

/**
 * Fleets end to end (001 §2 "fleets"; docs/fleets.md): in Japanese as the demo admin, the list finds
 * a seeded vehicle by its plate, a van is added through the type choice and the form (a taken plate
 * refused on its field, then corrected), a mileage reading below the last one is refused and a
 * higher one recorded; in English as the GA staff (ga@), the overview's inspection tile opens the
 * alerts filtered by 車検 and the rule and policy names the seeded safe-driving manager. Each screen
 * passes axe. Seeded vehicles: api/src/ga-places/seed-fleets.ts.
 */
const text = {
  vehicles: /^(Vehicles|社用車)$/,
  search: /^(Search by name, registration number, maker or model|車両名・登録番号・メーカー・車名で検索)$/,
  addVehicle: /(Add vehicle|車両を追加)$/,
  van: /^(Van|バン)/,
  addVan: /^(Add vehicle: Van|車両を追加: バン)$/,
  name: /^(Vehicle name|車両名)$/,
  plate: /^(Registration number|登録番号（ナンバー）)$/,
  maker: /^(Maker|メーカー)$/,
  model: /^(Model|車名・型式)$/,
  add: /^(?:loading )?(Add|追 ?加)$/,
  taken: /Another vehicle already has this registration number\.|この登録番号はすでに別の車両で使われています。/,
  odometer: /^(Odometer \(km\)|走行距離計（km）)$/,
  record: /^(?:loading )?(Record mileage|走行距離を記録)$/,
  below: /cannot be lower than the previous reading|前回の記録（.* km）を下回ることはできません/,
  recorded: /The mileage was recorded\.|走行距離を記録しました。/,
  overview: /^(Fleet overview|社用車の概要)$/,
  inspectionAlerts: /^(Vehicle inspection alerts|車検のアラート)/,
  alerts: /^(Fleet alerts|社用車のアラート)$/,
  inspectionDue: /^(Vehicle inspection due|車検満了間近)$/,
  rulePolicy: /^(Fleet rule and policy|社用車のルールとポリシー)$/,
};

test.describe('ga-places: fleets', () => {
  test('finds a seeded vehicle, adds a van (a taken plate refused first) and records its mileage, in Japanese', async ({ page }) => {
    test.slow();
    const suffix = Date.now().toString(36).toUpperCase().slice(-4);
    await page.goto('/fleets');
    await expectHeading(page, text.vehicles);
    await page.getByLabel(text.search).fill('12-34');
    // the name typed (営業車 プリウス 01; English screens show its English name, Prius 01 — issue 30)
    await expect(page.getByRole('link', { name: '営業車 プリウス 01' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: text.addVehicle }).click();
    await page.getByRole('link', { name: text.van }).click();
    await expect(page).toHaveURL(/\/fleets\/add\?mainType=VAN$/);
    await expectHeading(page, text.addVan);
    await page.getByLabel(text.name).fill(`E2E配送バン ${suffix}`);
    await page.getByLabel(text.plate).fill('品川 400 し 88-01');
    await page.getByLabel(text.maker).fill('トヨタ');
    await page.getByLabel(text.model).fill('ハイエース');
    await page.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.taken).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(text.plate).fill(`品川 400 し ${suffix}`);
    await page.getByRole('button', { name: text.add }).click();
    await expect(page).toHaveURL(/\/fleets\/[0-9a-f-]{36}$/);
    await expectHeading(page, new RegExp(`^E2E配送バン ${suffix}$`));

    await page.getByLabel(text.odometer).fill('5000');
    await page.getByRole('button', { name: text.record }).click();
    await expect(page.getByText(text.recorded).first()).toBeVisible();
    await page.getByLabel(text.odometer).fill('4000');
    await page.getByRole('button', { name: text.record }).click();
    await expect(page.getByText(text.below).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('ga@', () => {
    test.use({ storageState: storageStates.ga });

    test('opens the inspection alerts from the overview and reads the rule and policy, in English as ga@', async ({ page }) => {
      await showPageIn(page, 'en-US');
      await page.goto('/fleets/overview');
      await expectHeading(page, text.overview);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: text.inspectionAlerts }).click();
      await expect(page).toHaveURL(/\/fleets\/alerts\?category=INSPECTION$/);
      await expectHeading(page, text.alerts);
      // seeded: Prius 02's 車検 is overdue, Prius 01's is due within the window (their English names)
      await expect(page.getByRole('link', { name: 'Prius 02' })).toBeVisible();
      await expect(page.getByText(text.inspectionDue).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await openInApp(page, '/fleets/rule-and-policy');
      await expectHeading(page, text.rulePolicy);
      await expect(page.getByText('Taro Yamada').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
