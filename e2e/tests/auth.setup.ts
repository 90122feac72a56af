import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as setup, expect } from '@playwright/test';
import { accounts, signInThroughUi } from '../support/kanri';

const adminState = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.auth/admin.json');

/** Signs in as the demo admin through the UI once; the other projects reuse its storage state. */
setup('sign in as the demo admin', async ({ page }) => {
  fs.mkdirSync(path.dirname(adminState), { recursive: true });
  await signInThroughUi(page, accounts.admin);
  // the landing page after sign-in (DECISIONS.md)
  await expect(page).toHaveURL(/\/software\/registry/);
  await page.context().storageState({ path: adminState });
});
