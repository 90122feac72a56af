import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { findChromium, chromiumArgs } from '@kanri/build/chromium';
import { host, remotes } from '@kanri/build/apps';

/**
 * kanri's browser tests, on Debian's Chromium (or CHROMIUM_PATH, or Playwright's own when one was
 * downloaded). The web server is `pnpm start --e2e`: the API on a fresh temporary database with the
 * dev mailbox, each remote's built dist on its own port, and the host on :8080 (plus
 * `KANRI_PORT_OFFSET`, so a second stack's run does not meet the first's). `pnpm test` builds
 * the dists first; run `pnpm build` before `pnpm e2e` on its own.
 *
 * Projects: `setup` signs in as the demo admin once (storage state in e2e/.auth/admin.json); one
 * project per remote; `cross-remote` for the journeys and the shell's own screens.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const ci = Boolean(process.env.CI);
const executablePath = findChromium() ?? undefined;
/** The host's origin the tests browse (`apps.mjs`: 8080 + `KANRI_PORT_OFFSET`). */
const hostOrigin = `http://localhost:${host.port}`;
export const adminState = path.join(here, '.auth', 'admin.json');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(here, 'test-results'),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(here, 'test-results', 'results.json') }],
  ],
  use: {
    baseURL: hostOrigin,
    locale: 'en-US',
    timezoneId: 'Asia/Tokyo',
    // the shell turns antd's motion off for it (shared/runtime providers.tsx): no click meets a
    // dialog or popover still animating in, which lost clicks on a loaded CI machine
    reducedMotion: 'reduce',
    // a failed test is retried once in CI, and that retry records the trace: recording every
    // attempt (retain-on-failure) cost every passing test its DOM snapshots and screencast
    trace: ci ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  webServer: {
    command: `node "${fileURLToPath(import.meta.resolve('@kanri/build/start'))}" --e2e`,
    url: `${hostOrigin}/healthz`,
    reuseExistingServer: !ci && process.env.KANRI_E2E_REUSE === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // start.mjs stops its children (API, static servers) on SIGTERM
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
  // Workers take test files in this order. cross-remote goes first: it holds the longest
  // journeys (the device inventory, the history walk), and a long file taken last kept one worker
  // busy for a minute or more while the other had nothing left (docs/testing.md "e2e").
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'cross-remote',
      testDir: './tests/cross-remote',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], storageState: adminState },
    },
    ...remotes.map((remote) => ({
      name: remote.id,
      testDir: `./tests/${remote.id}`,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], storageState: adminState },
    })),
  ],
});
