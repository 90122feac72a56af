import { test, expect } from '@playwright/test';
import { expectHeading, remoteScreens } from '../../support/kanri';

const places = remoteScreens.find((s) => s.remote === 'ga-places')!;
const software = remoteScreens.find((s) => s.remote === 'it-ops')!;
const people = remoteScreens.find((s) => s.remote === 'hr-people')!;
const marketplace = remoteScreens.find((s) => s.remote === 'marketplace')!;

test('a remote whose origin is unreachable says so in the navigation and on its URLs; the shell and the others keep working', async ({ page }) => {
  await page.route(`http://localhost:${places.port}/**`, (route) => route.abort('connectionrefused'));

  await page.goto(places.path);
  // its URL says so, and so does the navigation: its modules from the last copy of its route
  // manifest this browser kept, or the unit's name when it kept none
  const fallback = page.getByRole('button', { name: /retry|再試行/i });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByText(/^(Places|General affairs) is unavailable$|^(拠点|総務)は現在利用できません$/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: /main navigation|メインナビゲーション/i });
  await expect(nav.getByText(/^(Places|General affairs) \(unavailable\)$|^(拠点|総務)（利用できません）$/)).toBeVisible();

  await page.goto(software.path);
  await expectHeading(page, software.heading);
  await page.goto(people.path);
  await expectHeading(page, people.heading);
});

test('the shell learns a remote’s navigation from its route manifest, deployed alone; a malformed manifest is refused and the rest works', async ({ page }) => {
  // it-ops redeployed with a new entry in its manifest (a screen its code already has): no host change
  await page.route(`http://localhost:${software.port}/route-manifest.json`, async (route) => {
    const manifest = await (await route.fetch()).json();
    manifest.modules.push({ key: 'app-store', label: { 'en-US': 'App store', 'ja-JP': 'アプリストア' }, product: 'IT', order: 15, paths: ['/software/marketplace'], path: '/software/marketplace' });
    manifest.palette.push({ path: '/software/marketplace', label: { 'en-US': 'App store', 'ja-JP': 'アプリストア' }, module: 'app-store' });
    await route.fulfill({ json: manifest, headers: { 'access-control-allow-origin': '*' } });
  });
  // the marketplace answers nonsense
  await page.route(`http://localhost:${marketplace.port}/route-manifest.json`, (route) =>
    route.fulfill({ json: { version: 1, remote: 'marketplace', basePaths: 'everything' }, headers: { 'access-control-allow-origin': '*' } }),
  );
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto(software.path);
  await expectHeading(page, software.heading);
  const nav = page.getByRole('navigation', { name: /main navigation|メインナビゲーション/i });
  await nav.getByRole('link', { name: /^(App store|アプリストア)$/ }).click();
  await expect(page).toHaveURL(/\/software\/marketplace$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors.join('\n')).toMatch(/route manifest of marketplace refused:\n {2}basePaths: /);
  // the other remotes are untouched
  await page.goto(people.path);
  await expectHeading(page, people.heading);
});
