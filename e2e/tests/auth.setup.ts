import fs from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { accounts, demoPassword, savedLocales, signInThroughUi, storageStates } from '../support/kanri';

/**
 * Signs in as the demo admin through the UI once; the other projects reuse its storage state.
 * Every other demo account signs in once through the API (the form has its own tests in
 * cross-remote/shell.spec.ts) with its saved language set, so journeys start signed in as it.
 */
setup('sign in as the demo admin', async ({ page }) => {
  fs.mkdirSync(path.dirname(storageStates.admin), { recursive: true });
  await signInThroughUi(page, accounts.admin);
  // the landing page after sign-in (DECISIONS.md)
  await expect(page).toHaveURL(/\/software\/registry/);
  await page.context().storageState({ path: storageStates.admin });
});

setup('sign in the other demo accounts through the API', async ({ playwright, baseURL }) => {
  for (const name of Object.keys(accounts) as (keyof typeof accounts)[]) {
    if (name === 'admin') continue;
    // the API checks the Origin of state-changing calls, as the browser would send it
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    try {
      const signIn = await request.post('/v2/auth/sign-in', { data: { email: accounts[name], password: demoPassword } });
      expect(signIn.status(), `sign-in of ${accounts[name]}`).toBe(200);
      const locale = await request.patch('/v2/session/locale', { data: { locale: savedLocales[name] } });
      expect(locale.status(), `saved language of ${accounts[name]}`).toBe(200);
      await request.storageState({ path: storageStates[name] });
    } finally {
      await request.dispose();
    }
  }
});
