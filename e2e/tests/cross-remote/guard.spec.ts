import { test, expect } from '@playwright/test';
import { accounts, signInThroughUi } from '../../support/kanri';

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the guard sends a signed-out user to sign-in with redirect, and back after signing in', async ({ page }) => {
    await page.goto('/places?category=ACTIVE');
    await expect(page).toHaveURL(/\/auth\/sign-in\?(.*&)?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/places?category=ACTIVE');

    await signInThroughUi(page, accounts.admin);
    await expect(page).toHaveURL(/\/places\?category=ACTIVE$/);
  });
});

test('a signed-in user opening sign-in goes to redirect', async ({ page }) => {
  await page.goto('/auth/sign-in?redirect=%2Fpeople%2Fworkforce');
  await expect(page).toHaveURL(/\/people\/workforce/);
});
