import { test, expect } from '@playwright/test';
import { expectHeading, remoteScreens } from '../../support/kanri';

const places = remoteScreens.find((s) => s.remote === 'ga-places')!;
const software = remoteScreens.find((s) => s.remote === 'it-ops')!;
const people = remoteScreens.find((s) => s.remote === 'hr-people')!;

test('a remote whose origin is unreachable shows the fallback on its routes; the shell and the others keep working', async ({ page }) => {
  await page.route(`http://localhost:${places.port}/**`, (route) => route.abort('connectionrefused'));

  await page.goto(places.path);
  const fallback = page.getByRole('button', { name: /retry|再試行|再読み込み/i });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/could not (be )?load|failed to load|unavailable|読み込めません|読み込みに失敗/i).first()).toBeVisible();
  // the shell's navigation is still there
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto(software.path);
  await expectHeading(page, software.heading);
  await page.goto(people.path);
  await expectHeading(page, people.heading);
});
