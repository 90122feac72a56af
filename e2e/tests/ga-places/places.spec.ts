import { expect } from '@playwright/test';
import { remoteScreenTests } from '../../support/remote-screen';

remoteScreenTests('ga-places', async (page) => {
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/places?category=ACTIVE');
  await expect(page).toHaveURL(/category=ACTIVE/);
  await expect(page.getByRole('table')).toBeVisible();
});
