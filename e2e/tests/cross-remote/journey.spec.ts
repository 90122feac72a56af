import { test, expect, type Page } from '@playwright/test';
import { countReactRenderers, loadedSharedVersions, expectHeading, remoteScreens } from '../../support/kanri';

/** Client-side navigation (react-router listens to popstate), so the page is never reloaded. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

test('one session moves across all six remotes, with one React and one i18n instance', async ({ page }) => {
  await countReactRenderers(page);
  const [first, ...rest] = remoteScreens;
  await page.goto(first!.path);
  await expectHeading(page, first!.heading);
  // a marker that a full page load would wipe
  await page.evaluate(() => ((window as unknown as { __kanriJourney: boolean }).__kanriJourney = true));

  for (const screen of rest) {
    await navigateInApp(page, screen.path);
    await expect(page).toHaveURL(new RegExp(screen.path.replace(/\//g, '\\/')));
    await expectHeading(page, screen.heading);
  }
  // back to where we started, still without a reload
  await navigateInApp(page, first!.path);
  await expectHeading(page, first!.heading);

  // every remote's code was fetched from its own origin
  const origins = await page.evaluate(() =>
    [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).origin))].filter((o) => /:808[1-6]$/.test(o)),
  );
  expect(origins.sort()).toEqual(remoteScreens.map((s) => `http://localhost:${s.port}`).sort());

  // one react-dom renderer registered with the DevTools hook, one loaded copy of each singleton
  expect(await page.evaluate(() => (window as unknown as { __kanriRenderers: number }).__kanriRenderers)).toBe(1);
  const shared = await loadedSharedVersions(page, ['react', 'react-dom', '@lingui/core', '@lingui/react', '@kanri/runtime']);
  for (const [name, versions] of Object.entries(shared)) {
    expect([name, versions.length]).toEqual([name, 1]);
  }
  expect(await page.evaluate(() => (window as unknown as { __kanriJourney?: boolean }).__kanriJourney)).toBe(true);
});
