import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { fakeAppIntegrationsApi, ids, slack, type FakeAnswer } from '../testing';
import { AppIntegrationPage } from './app-integration-page';

jest.setTimeout(60_000);

function renderPage(url: string, options: { answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP'; fakeTimers?: boolean } = {}) {
  const api = fakeAppIntegrationsApi({ answer: options.answer });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<AppIntegrationPage />, { route: url, path: '/app-integrations/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) });
  return { ...result, api, user };
}

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;
const base = `/app-integrations/${ids.slack}`;

describe('AppIntegrationPage', () => {
  it('opens the overview with the header of 001 §2 and the nine figures', async () => {
    const { router } = renderPage(base);
    expect(await screen.findByText('Slack', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/overview`));
    expect(screen.getByRole('link', { name: 'Marketplace entry' })).toHaveAttribute('href', `/software/marketplace/${ids.slackApp}`);
    expect(screen.getByText(/acme\.slack\.com/)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Price: ￥1,050|Price: ¥1,050/)).toBeInTheDocument();
    // figures
    expect(await screen.findByRole('heading', { name: 'Billing cost' })).toBeInTheDocument();
    expect(await screen.findAllByText(/42,000/)).not.toHaveLength(0);
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText('30 of 40 active accounts signed in within 30 days')).toBeInTheDocument();
    expect(screen.getByText('5 days left')).toBeInTheDocument();
    expect(screen.getByText('4 accounts without a sign-in for 90 days')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'New accounts and total accounts by month, last 12 months' })).toHaveTextContent('New accounts 3, Total accounts 42');
    const action = screen.getByText('Remove accounts without a worker').closest('li') as HTMLElement;
    expect(within(action).getByRole('link', { name: 'Show them' })).toHaveAttribute('href', `${base}/users?category=NO_WORKER`);
    expect(screen.getByText('Create accounts for assigned people')).toBeInTheDocument();
  });

  it('shows the overview and the tabs in Japanese', async () => {
    renderPage(`${base}/overview`, { locale: 'ja-JP' });
    expect(await screen.findByText('Slack', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '請求コスト' })).toBeInTheDocument();
    expect(screen.getByText('従業員のいないアカウントを削除')).toBeInTheDocument();
    expect(screen.getByText('有効なアカウント 40 件のうち 30 件が 30 日以内にサインイン')).toBeInTheDocument();
  });

  it.each([
    ['users', 'ユーザー', '不明な人'],
    ['groups', 'グループ', '割り当てられた人'],
    ['detail', '詳細', '設定で編集'],
    ['architecture', 'アーキテクチャ', 'コネクター（シミュレーション）'],
    ['rule-and-policy', 'ルールとポリシー', 'アカウントの照合方法'],
    ['settings', '設定', '外部テナント'],
  ])('renders the %s tab in Japanese', async (path, tabName, text) => {
    renderPage(`${base}/${path}`, { locale: 'ja-JP' });
    expect(await screen.findByText('Slack', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(tab(tabName)).toHaveAttribute('aria-selected', 'true');
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it.each([
    ['groups', 'Member'],
    ['detail', 'Slack Technologies'],
    ['architecture', 'OAUTH'],
    ['rule-and-policy', 'How accounts are matched'],
  ])('renders the %s tab in English', async (path, text) => {
    renderPage(`${base}/${path}`);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it('shows not found for an unknown integration or an id that is not a UUID', async () => {
    renderPage('/app-integrations/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('lists the accounts with category counts, the unknown person, and removes one after confirming', async () => {
    const { api, user, router } = renderPage(`${base}/users`, { answer: (call) => (call.method === 'DELETE' ? null : undefined) });
    const table = await screen.findByRole('table', { name: 'Accounts of Slack' });
    expect(await within(table).findByText('guest@elsewhere.example')).toBeInTheDocument();
    expect(within(table).getByText('Unknown person')).toBeInTheDocument();
    expect(within(table).getByText('E0001')).toBeInTheDocument();
    expect(within(table).getByText('Link a worker or remove the account')).toBeInTheDocument();
    // the category tab carries its count, and the category goes to the URL
    await user.click(tab('No worker'));
    await waitFor(() => expect(router.state.location.search).toContain('category=NO_WORKER'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Accounts of Slack' })).queryByText('hanako.sato@kanri.example')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Accounts of Slack' })).getByText('guest@elsewhere.example')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v3/app-integrations/{id}/users/count').some((c) => (c.query as { category?: string }).category === 'NO_USER')).toBe(true);
    // only the row that canDelete has the button
    expect(screen.queryByRole('button', { name: 'Remove the account hanako.sato@kanri.example' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove the account guest@elsewhere.example' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Remove this account?')).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v3/app-integrations/{id}/users/{appUserId}')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/v3/app-integrations/{id}/users/{appUserId}')[0]?.params).toEqual({ id: ids.slack, appUserId: ids.stranger });
    expect(await screen.findByText('The account was removed.')).toBeInTheDocument();
  });

  it('changes the person of an account with the worker picker', async () => {
    const { api, user } = renderPage(`${base}/users`);
    await user.click(await screen.findByRole('button', { name: 'Change the person of guest@elsewhere.example' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByText('hanako.sato@kanri.example', { selector: '.ant-select-item-option-content *' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v3/app-integrations/{id}/users/{appUserId}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v3/app-integrations/{id}/users/{appUserId}')[0]?.body).toEqual({ personId: ids.person });
  });

  it.each([
    ['ENQUEUED', 'The refresh of the accounts started.'],
    ['ALREADY_IN_PROGRESS', 'A refresh of the accounts is already in progress.'],
    ['RATE_LIMITED', 'The accounts were refreshed a moment ago. Try again in a minute.'],
  ])('shows the %s refresh toast', async (result, text) => {
    const { api, user } = renderPage(`${base}/users`, {
      answer: (call) => (call.method === 'POST' && call.path === '/v2/app-integrations/{id}/refresh-resources' ? { result } : undefined),
    });
    await user.click(await screen.findByRole('button', { name: /^sync Refresh$|^Refresh$/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/app-integrations/{id}/refresh-resources')).toHaveLength(1);
  });

  it('re-reads the refresh status every 5 seconds while it is in progress', async () => {
    jest.useFakeTimers();
    try {
      let status = 'IN_PROGRESS';
      const { api } = renderPage(`${base}/users`, {
        fakeTimers: true,
        answer: (call) => (call.path === '/v2/app-integrations/{id}/refresh-resources/status' ? { status, lastRefreshedAt: null, error: null } : undefined),
      });
      expect(await screen.findByText('Refreshing…')).toBeInTheDocument();
      const reads = () => api.callsTo('GET', '/v2/app-integrations/{id}/refresh-resources/status').length;
      const first = reads();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4_900);
      });
      expect(reads()).toBe(first);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      expect(reads()).toBe(first + 1);
      status = 'SUCCEEDED';
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      const afterDone = reads();
      await waitFor(() => expect(screen.queryByText('Refreshing…')).toBeNull());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(15_000);
      });
      expect(reads()).toBe(afterDone);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists the roles on the groups tab', async () => {
    renderPage(`${base}/groups`);
    const table = await screen.findByRole('table', { name: 'Roles of Slack' });
    expect(await within(table).findByText('Admin')).toBeInTheDocument();
    expect(within(table).getByText('39')).toBeInTheDocument();
  });

  it('saves the external tenant with its version and says Success!!', async () => {
    const { api, user } = renderPage(`${base}/settings`, {
      answer: (call) => (call.method === 'PATCH' ? { ...slack, version: 4 } : undefined),
    });
    const tenant = await screen.findByLabelText('Tenant');
    await user.clear(tenant);
    await user.type(tenant, 'acme-jp.slack.com');
    await user.click(screen.getByRole('button', { name: 'Save the tenant' }));
    expect(await screen.findByText('Success!!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/external-tenant')[0]?.body).toEqual({ integratedTenantName: 'acme-jp.slack.com', version: 3 });
  });

  it('checks the tenant with the contract before sending, and reloads the settings after a stale version', async () => {
    const { api, user } = renderPage(`${base}/settings`, {
      answer: (call) =>
        call.method === 'PATCH'
          ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This app integration was changed by someone else. Reload it and try again.' })
          : undefined,
    });
    const tenant = await screen.findByLabelText('Tenant');
    await user.clear(tenant);
    await user.click(screen.getByRole('button', { name: 'Save the tenant' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/external-tenant')).toHaveLength(0);
    await user.type(tenant, 'acme-jp.slack.com');
    const reads = api.callsTo('GET', '/v2/app-integrations/{id}/settings').length;
    await user.click(screen.getByRole('button', { name: 'Save the tenant' }));
    expect(await screen.findByText('This app integration was changed by someone else. Reload it and try again.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/v2/app-integrations/{id}/settings').length).toBeGreaterThan(reads));
  });

  it('switches user provisioning, saves the pricing plan and deactivates after confirming', async () => {
    const { api, user } = renderPage(`${base}/settings`, { answer: (call) => (call.method === 'PATCH' ? { ...slack, version: 4 } : undefined) });
    await user.click(await screen.findByRole('switch', { name: 'User provisioning' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/features')[0]?.body).toEqual({ USER_PROVISIONING: true }));
    await user.click(screen.getByRole('button', { name: 'Save the pricing plan' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/pricing-plan')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/pricing-plan')[0]?.body).toEqual({
      planName: 'Pro', pricingModel: 'LINEAR', priceOfUnitPerBillingCycle: 1050, currencyCode: 'JPY', unit: 'BILLABLE_USER', version: 3,
    });
    await user.click(screen.getByRole('button', { name: 'Save the contract terms' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/custom-app-contract')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/deactivate')).toHaveLength(1));
    expect(await screen.findByText('The app integration was deactivated.')).toBeInTheDocument();
  });

  it('shows the update error when MDM activation answers success false, and authenticates', async () => {
    const { api, user } = renderPage(`${base}/settings`, {
      answer: (call) =>
        call.path === '/v2/app-integrations/{id}/settings/mdm-activate' ? { success: false } : call.path === '/v2/app-integrations/{id}/settings/authenticate' ? slack : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Activate MDM' }));
    expect(await screen.findByText('MDM could not be updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText('The app was authenticated.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/app-integrations/{id}/settings/authenticate')).toHaveLength(1);
  });

  it('deletes the integration after confirming and goes back to the registry', async () => {
    const { api, user, router } = renderPage(`${base}/settings`, { answer: (call) => (call.method === 'DELETE' ? null : undefined) });
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete this app integration?')).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/app-integrations/{id}')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/software/registry'));
  });

  it('saves the inactive rule on the rule-and-policy tab', async () => {
    const { api, user } = renderPage(`${base}/rule-and-policy`, { answer: (call) => (call.method === 'PATCH' ? { ...slack, inactiveDays: 60, version: 4 } : undefined) });
    const days = await screen.findByRole('spinbutton', { name: 'Inactive after (days)' });
    await user.clear(days);
    await user.type(days, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/app-integrations/{id}/settings/inactive-days')[0]?.body).toEqual({ inactiveDays: 60, version: 3 }));
  });
});
