import { test, expect, type Page } from '@playwright/test';
import { expectHeading, expectNoSeriousA11yViolations, remoteScreens, waitForContent } from './kanri';

/**
 * The tests every remote's screen gets: it renders inside the shell on real API data (plus the
 * screen's own `checks`), and axe finds no serious or critical violation on it.
 */
export function remoteScreenTests(remote: (typeof remoteScreens)[number]['remote'], checks: (page: Page) => Promise<void>) {
  const screen = remoteScreens.find((s) => s.remote === remote)!;

  test.describe(`${screen.remote}: ${screen.path}`, () => {
    test('renders on real data from the API', async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname.startsWith('/v2/') && res.status() < 400) apiCalls.push(res.url());
      });
      await page.goto(screen.path);
      await expectHeading(page, screen.heading);
      await waitForContent(page);
      expect(apiCalls.length).toBeGreaterThan(0);
      await checks(page);
    });

    test('has no serious or critical axe violation', async ({ page }) => {
      await page.goto(screen.path);
      await expectHeading(page, screen.heading);
      await waitForContent(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
