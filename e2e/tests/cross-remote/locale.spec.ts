import { test, expect } from '@playwright/test';
import { accounts, apiCall, mainHeading, remoteScreens, showsJapanese, signInWithApi, toggleLanguage } from '../../support/kanri';

// A dedicated account (the individual-only member), so switching its saved language never
// changes what the admin's tests see.
test.use({ storageState: { cookies: [], origins: [] } });

const individual = remoteScreens.find((s) => s.remote === 'individual')!;

test('Ctrl+Meta+L switches a remote to Japanese, and the choice comes back from the server after a reload', async ({ page }) => {
  await signInWithApi(page, accounts.member);
  await apiCall(page, 'PATCH', '/v2/session/locale', { locale: 'en-US' });
  try {
    await page.goto(individual.path);
    await expect(mainHeading(page)).toBeVisible();
    const english = await mainHeading(page).innerText();
    expect(await showsJapanese(page, 'h1')).toBe(false);

    const saved = page.waitForResponse((res) => res.url().endsWith('/v2/session/locale') && res.request().method() === 'PATCH');
    await toggleLanguage(page);
    expect((await saved).ok()).toBe(true);
    await expect(mainHeading(page)).not.toHaveText(english);
    expect(await showsJapanese(page, 'h1')).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);

    await page.reload();
    await expect(mainHeading(page)).toBeVisible();
    expect(await showsJapanese(page, 'h1')).toBe(true);
    const session = await apiCall<{ locale?: string; user?: { locale?: string } }>(page, 'GET', '/v2/session');
    expect(session.body.locale ?? session.body.user?.locale).toBe('ja-JP');

    await toggleLanguage(page);
    await expect(mainHeading(page)).toHaveText(english);
  } finally {
    await apiCall(page, 'PATCH', '/v2/session/locale', { locale: 'en-US' });
  }
});
