/**
 * Finds the Chromium the e2e suite and the bench drive, or installs Debian's.
 *
 * Order: env CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, then Playwright's own
 * browser when one was downloaded. Never runs `playwright install` (its CDN is not reachable from
 * every machine kanri runs on); `installChromium` uses apt when it can.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Flags for Chromium as root in a closed network (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function playwrightOwnChromium() {
  try {
    const require = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
    const executable = require('@playwright/test').chromium.executablePath();
    return executable && fs.existsSync(executable) ? executable : null;
  } catch {
    return null;
  }
}

/**
 * @returns {string | null} path of a Chromium executable, or null when none is installed
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  return playwrightOwnChromium();
}

/** Whether a Japanese font is installed (without one, Japanese renders as empty boxes). */
export function hasJapaneseFont() {
  const r = spawnSync('fc-list', [':lang=ja'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().length > 0;
}

/**
 * Installs Debian's Chromium and a Japanese font with apt when running as root on a machine with
 * apt; otherwise prints what to install.
 * @returns {Promise<string | null>} the Chromium path, or null when it could not be installed
 */
export async function installChromium() {
  const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      'e2e: no Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium fonts-ipafont-gothic`), ' +
        'or set CHROMIUM_PATH to a Chromium/Chrome executable, or run `pnpm --filter @kanri/e2e exec playwright install chromium` where its download is reachable.',
    );
    return null;
  }
  console.log('e2e: installing chromium and fonts-ipafont-gothic with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-ipafont-gothic'], { stdio: 'inherit', env });
  if (update.status !== 0 || install.status !== 0) {
    console.error('e2e: apt-get could not install chromium');
    return null;
  }
  return findChromium();
}
