import { test, expect } from '@playwright/test';
import { storageStates } from '../../support/kanri';

test.use({ storageState: storageStates.member });

test('an individual-only account opening a staff URL gets the forbidden dialog', async ({ page }) => {
  await page.goto('/people/workforce');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/permission|not allowed|forbidden|access|権限|アクセス/i);
});
