import { expect } from '@playwright/test';
import { accounts } from '../../support/kanri';
import { remoteScreenTests } from '../../support/remote-screen';

remoteScreenTests('settings', async (page) => {
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByText(accounts.admin).first()).toBeVisible();
});
