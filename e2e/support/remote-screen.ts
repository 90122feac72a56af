import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, remoteScreens, waitForContent } from './kanri';

/**
 * The test every remote's screen gets: it renders inside the shell on real API data, axe finds no
 * serious or critical violation on it, then the screen's own `checks` run (they may navigate on).
 * One test, so the screen loads once (it was two tests, each loading it: docs/testing.md "axe in
 * the same test as the screen it checks").
 */
export function remoteScreenTests(remote: (typeof remoteScreens)[number]['remote'], checks: (page: Page) => Promise<void>) {
  const screen = remoteScreens.find((s) => s.remote === remote)!;

  test.describe(`${screen.remote}: ${screen.path}`, () => {
    test('renders on real data from the API, with no serious or critical axe violation', async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname.startsWith('/v2/') && res.status() < 400) apiCalls.push(res.url());
      });
      await page.goto(screen.path);
      await expectHeading(page, screen.heading);
      await waitForContent(page);
      expect(apiCalls.length).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page);
      await checks(page);
    });
  });
}
