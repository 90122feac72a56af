import { test, expect } from '@playwright/test';
import { accounts, signInWithApi } from '../../support/kanri';

test.use({ storageState: { cookies: [], origins: [] } });

test('an individual-only account opening a staff URL gets the forbidden dialog', async ({ page }) => {
  await signInWithApi(page, accounts.member);
  await page.goto('/people/workforce');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/permission|not allowed|forbidden|access|権限|アクセス/i);
});
