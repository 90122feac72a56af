import { test, expect, type Page } from '@playwright/test';
import { countReactRenderers, loadedSharedVersions, expectHeading, remoteScreens } from '../../support/kanri';

/**
 * antd is shared per module (docs/performance.md): these are the singletons every app must meet
 * on, whichever app happened to load a component first.
 */
const singletons = [
  'react',
  'react-dom',
  // the router is one shared module under both names (shared-dependencies.mjs `routerModule`);
  // kanri's sources import it as react-router-dom, so `react-router` itself is never asked for
  'react-router-dom',
  '@lingui/core',
  '@lingui/react',
  'swr',
  'dayjs',
  '@ant-design/cssinjs',
  '@kanri/runtime',
  'antd/es/config-provider/context',
  'antd/es/config-provider',
  'antd/es/app/context',
  'antd/es/theme/context',
  'antd/es/locale/context',
  'antd/es/button',
  'antd/es/table',
];

/** Client-side navigation (react-router listens to popstate), so the page is never reloaded. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

// One tour of the six remotes proves what the journey and the singletons tests each proved on a
// tour of their own (journey.spec.ts and singletons.spec.ts until issue 26).
test('one session moves across all six remotes without a reload: one React, one copy of each shared singleton, one CSS-in-JS cache, the host theme and Japanese inside remotes, no CSP violation', async ({ page }) => {
  // six remotes loaded one after the other, then a date picker: on a loaded two-core machine a
  // remote's first load can take seconds
  test.setTimeout(90_000);
  // the host's Content-Security-Policy (docs/security.md) must let every remote run
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await countReactRenderers(page);
  const [first, ...rest] = remoteScreens;
  await page.goto(first!.path);
  await expectHeading(page, first!.heading);
  // a marker that a full page load would wipe
  await page.evaluate(() => ((window as unknown as { __kanriJourney: boolean }).__kanriJourney = true));

  // the host's ja-JP antd locale reaches a remote's table: the page-size changer reads 件 / ページ
  await expect(page.locator('.ant-pagination-options').first()).toContainText('ページ');

  for (const screen of rest) {
    await navigateInApp(page, screen.path);
    await expect(page).toHaveURL(new RegExp(screen.path.replace(/\//g, '\\/')));
    await expectHeading(page, screen.heading);
  }
  // back to where we started, still without a reload
  await navigateInApp(page, first!.path);
  await expectHeading(page, first!.heading);

  // every remote's code was fetched from its own origin
  const remoteOrigins = remoteScreens.map((s) => `http://localhost:${s.port}`);
  const origins = await page.evaluate(
    (wanted) => [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).origin))].filter((o) => wanted.includes(o)),
    remoteOrigins,
  );
  expect(origins.sort()).toEqual(remoteOrigins.sort());

  // one react-dom renderer registered with the DevTools hook, one loaded copy of each singleton
  expect(await page.evaluate(() => (window as unknown as { __kanriRenderers: number }).__kanriRenderers)).toBe(1);
  const shared = await loadedSharedVersions(page, singletons);
  for (const name of singletons) {
    // each singleton that was needed was loaded exactly once (the components above are needed by
    // the shell and the lists, so none of them may be missing either)
    expect([name, shared[name]?.length]).toEqual([name, 1]);
  }

  // one CSS-in-JS cache: a second cache would insert the same component style (same hash) again
  const hashes = await page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].map((s) => s.getAttribute('data-css-hash')));
  expect(hashes.length).toBeGreaterThan(0);
  expect(hashes.length).toBe(new Set(hashes).size);

  // a remote's date picker speaks Japanese and its primary button wears the host's theme colour
  await navigateInApp(page, '/networks/add#accessControl');
  const from = page.getByLabel(/^(Access period from|アクセス期間（開始）)$/);
  await from.click();
  await expect(page.locator('.ant-picker-dropdown').first()).toContainText('今日');
  await page.keyboard.press('Escape');
  const primary = page.locator('main .ant-btn-primary').first();
  await expect(primary).toHaveCSS('background-color', 'rgb(31, 95, 191)');
  expect(cspViolations).toEqual([]);

  // the whole tour ran in one document
  expect(await page.evaluate(() => (window as unknown as { __kanriJourney?: boolean }).__kanriJourney)).toBe(true);
});
