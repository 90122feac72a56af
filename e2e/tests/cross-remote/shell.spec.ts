import { test, expect } from '@playwright/test';
import { accounts, demoPassword, expectNoSeriousA11yViolations, signInLabels } from '../../support/kanri';

test.describe('signed out', () => {
  // a Japanese browser: the sign-in page's language becomes the account's (docs/product-decisions.md),
  // and the admin's saved Japanese must not change under the journeys running beside this one
  test.use({ storageState: { cookies: [], origins: [] }, locale: 'ja-JP' });

  test('sign-in has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await expect(page.getByLabel(signInLabels.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the sign-in form works from the keyboard alone', async ({ page }) => {
    await page.goto('/auth/sign-in');
    const email = page.getByLabel(signInLabels.email);
    await expect(email).toBeVisible();
    for (let i = 0; i < 15 && !(await email.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await page.keyboard.type(accounts.admin);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(signInLabels.password)).toBeFocused();
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/auth\/sign-in/, { timeout: 20_000 });
  });

  test('a wrong password gets a clear error and stays on sign-in', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByLabel(signInLabels.email).fill(accounts.admin);
    await page.getByLabel(signInLabels.password).fill('not-the-password');
    await page.getByRole('button', { name: signInLabels.submit }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});

test('the not-found page links back home and has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/no/such/page');
  const home = page.getByRole('link', { name: /home|ホーム/i });
  await expect(home).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await home.click();
  await expect(page).not.toHaveURL(/\/no\/such\/page/);
});
