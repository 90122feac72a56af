import { test, expect } from '@playwright/test';
import { accounts, apiCall, demoPassword, signInThroughUi, signInWithApi } from '../../support/kanri';

// The supplier company, so turning its e-mail MFA on never affects the admin's or member's sign-ins.
test.use({ storageState: { cookies: [], origins: [] } });

test('e-mail MFA: the one-time code from the dev mailbox completes the sign-in', async ({ page }) => {
  await signInWithApi(page, accounts.supplier);
  const mailbox = await apiCall(page, 'GET', `/v2/dev/mailbox?to=${encodeURIComponent(accounts.supplier)}`);
  test.skip(mailbox.status === 404, 'the API runs without the dev mailbox');
  expect((await apiCall(page, 'PATCH', '/v2/settings/mfa/email', { enabled: true })).status).toBe(200);
  try {
    await apiCall(page, 'POST', '/v2/auth/sign-out');
    await page.context().clearCookies();

    await signInThroughUi(page, accounts.supplier, { path: '/auth/sign-in', expectMfa: true });
    await expect(page).toHaveURL(/mfa_method=email/);
    let code = '';
    await expect
      .poll(async () => {
        const res = await apiCall<{ messages: { code: string }[] }>(page, 'GET', `/v2/dev/mailbox?to=${encodeURIComponent(accounts.supplier)}`);
        code = res.body.messages?.[0]?.code ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel(/code|コード/i).fill(code);
    await page.getByRole('button', { name: /verify|confirm|sign in|確認|認証|ログイン/i }).click();
    await expect(page).not.toHaveURL(/\/auth\/sign-in/);
  } finally {
    // sign in again if needed (the API refuses state changes without a session) and turn MFA off
    let res = await apiCall(page, 'PATCH', '/v2/settings/mfa/email', { enabled: false });
    if (res.status === 401) {
      const signIn = await apiCall<{ mfaRequired?: boolean }>(page, 'POST', '/v2/auth/sign-in', { email: accounts.supplier, password: demoPassword });
      if (signIn.body.mfaRequired) {
        const mail = await apiCall<{ messages: { code: string }[] }>(page, 'GET', `/v2/dev/mailbox?to=${encodeURIComponent(accounts.supplier)}`);
        await apiCall(page, 'POST', '/v2/auth/mfa/verify', { code: mail.body.messages[0]?.code });
      }
      res = await apiCall(page, 'PATCH', '/v2/settings/mfa/email', { enabled: false });
    }
    expect(res.status).toBe(200);
  }
});
