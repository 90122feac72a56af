import { expect } from '@playwright/test';
import { remoteScreenTests } from '../../support/remote-screen';

remoteScreenTests('marketplace', async (page) => {
  await expect(page).toHaveURL(/\/marketplace\/store\/devices/);
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
});
