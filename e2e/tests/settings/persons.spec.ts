import { test, expect } from '@playwright/test';
import { accounts, apiCall, demoPassword, expectNoSeriousA11yViolations, openInApp, waitForContent } from '../../support/kanri';

/**
 * Settings › persons as the demo admin (Japanese): invite through the dialog, accept the e-mailed
 * link in a fresh browser, revoke an invitation, read a staff member's permissions, the MFA page.
 * Each run uses its own addresses, so reruns and retries do not collide.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('invites a person, who accepts the e-mailed link and signs in', async ({ page, browser }) => {
  const email = `invitee-${unique()}@kanri.example`;
  await page.goto('/settings/persons/staff');
  await waitForContent(page);
  await page.getByRole('button', { name: '招待', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーを招待' });
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByLabel('姓', { exact: true }).fill('森');
  await dialog.getByLabel('名', { exact: true }).fill('葵');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: '招待を送信' }).click();
  await expect(page.getByText(`${email} に招待を送信しました。`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('氏名またはメールアドレスで検索').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('森 葵');
  await expect(row).toContainText('招待中');

  const mailbox = await apiCall<{ messages: { code: string; subject: string }[] }>(page, 'GET', `/v2/dev/mailbox?to=${encodeURIComponent(email)}`);
  test.skip(mailbox.status === 404, 'the API runs without the dev mailbox');
  const code = mailbox.body.messages[0]!.code;

  const invitee = await browser.newContext({ baseURL: new URL(page.url()).origin, storageState: { cookies: [], origins: [] }, locale: 'ja-JP' });
  try {
    const invited = await invitee.newPage();
    await invited.goto(`/auth/invitation/${code}`);
    await expect(invited.getByText(email)).toBeVisible();
    await invited.getByLabel(/New password|新しいパスワード/).fill(demoPassword);
    await invited.getByLabel(/Confirm password|パスワード（確認）/).fill(demoPassword);
    await invited.getByRole('button', { name: /accept|承諾|登録|設定/i }).click();
    await expect(invited).not.toHaveURL(/\/auth\/(invitation|sign-in)/, { timeout: 20_000 });
  } finally {
    await invitee.close();
  }

  // accepted: now a member of the staff list
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('メンバー');
});

test('revokes an invitation after the confirm', async ({ page }) => {
  const email = `revoke-${unique()}@kanri.example`;
  await page.goto('/settings/persons/staff');
  // the shell has drawn the staff list (its routes are in) before the in-app navigation below: a
  // popstate sent while the shell still starts met "page not found" once in a local CI run
  await expect(page.getByRole('row').first()).toBeVisible();
  const created = await apiCall(page, 'POST', '/v2/settings/invitations', {
    email, familyName: '取消', givenName: '太郎', familyNameEn: null, givenNameEn: null, accounts: ['OPERATOR'], personId: null, validityDays: 3,
  });
  expect(created.status).toBe(201);
  await openInApp(page, `/settings/persons/staff?category=INVITATION&freeText=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `${email} への招待を取り消す` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('招待リンクは使えなくなります。');
  await confirm.getByRole('button', { name: '取り消す' }).click();
  await expect(page.getByText(`${email} への招待を取り消しました。`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test("shows a staff member's products and the role that grants them", async ({ page }) => {
  await page.goto(`/settings/persons/staff?category=MEMBERSHIP&freeText=${encodeURIComponent(accounts.it)}`);
  const row = page.getByRole('row').filter({ hasText: accounts.it });
  await expect(row).toContainText('IT');
  await row.getByRole('button', { name: /の権限$/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: '情報システム' })).toBeVisible();
  await expect(drawer).toContainText('付与元: 情報システム部');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('link', { name: '情報システム' }).click();
  await expect(page).toHaveURL(/\/settings\/permission-and-roles\/roles\/[0-9a-f-]{36}$/);
});

test('the MFA page shows the company setting', async ({ page }) => {
  await page.goto('/settings/persons/mfa');
  await expect(page.getByRole('heading', { level: 1, name: '多要素認証' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'メール確認コード' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '多要素認証' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
});
