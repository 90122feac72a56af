import { expect } from '@playwright/test';
import { remoteScreenTests } from '../../support/remote-screen';

remoteScreenTests('hr-people', async (page) => {
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.goto('/people/workforce?pageSize=abc');
  await expect(page).not.toHaveURL(/pageSize=abc/);
});
