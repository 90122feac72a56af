import { test, expect } from '@playwright/test';
import { invitationCodes } from '../../support/kanri';

test.use({ storageState: { cookies: [], origins: [] } });

test('the invitation screen shows the invited person', async ({ page }) => {
  await page.goto(`/auth/invitation/${invitationCodes.valid}`);
  await expect(page.getByText(invitationCodes.validEmail)).toBeVisible();
  await expect(page.getByLabel(/password|パスワード/i).first()).toBeVisible();
});

test('an unknown invitation code goes to sign-in with error=invitation_not_found', async ({ page }) => {
  await page.goto('/auth/invitation/no-such-invitation');
  await expect(page).toHaveURL(/\/auth\/sign-in\?(.*&)?error=invitation_not_found/);
});

test('an expired invitation says the invitation is invalid', async ({ page }) => {
  await page.goto(`/auth/invitation/${invitationCodes.expired}`);
  await expect(page.getByText(/invitation is invalid|招待.*無効/i).first()).toBeVisible();
});
