import { expect } from '@playwright/test';
import { remoteScreenTests } from '../../support/remote-screen';

remoteScreenTests('individual', async (page) => {
  await expect(page).toHaveURL(/\/individual/);
});
