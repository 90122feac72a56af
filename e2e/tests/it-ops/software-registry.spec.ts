import { expect } from '@playwright/test';
import { remoteScreenTests } from '../../support/remote-screen';

remoteScreenTests('it-ops', async (page) => {
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // an invalid search value falls back to its default and the URL is rewritten
  await page.goto('/software/registry?pageIndex=-3');
  await expect(page).not.toHaveURL(/pageIndex=-3/);
  await expect(page.getByRole('table')).toBeVisible();
});
