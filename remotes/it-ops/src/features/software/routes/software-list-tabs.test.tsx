import { screen, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import type { ReactElement } from 'react';
import { fakeSoftwareApi, ids, type FakeAnswer } from '../testing';
import { SoftwarePeoplePage } from './software-people-page';
import { SoftwareBillAndCostPage } from './software-bill-and-cost-page';
import { SoftwareOperationActivityPage } from './software-operation-activity-page';
import { SoftwareRuleAndPolicyPage, SoftwareSettingsPage } from './software-policy-pages';

jest.setTimeout(40_000);

// recharts measures its container; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function render(ui: ReactElement, route: string, options: { answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeSoftwareApi(options.answer);
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaMessages as Messages) });
  return { ...renderWithProviders(ui, { route, path: route.split('?')[0], fetcher: api.fetcher, locale: options.locale }), api };
}

describe('software list tabs', () => {
  it('people: each person with their SaaS accounts, most first', async () => {
    const { api } = render(<SoftwarePeoplePage />, '/software/people');
    expect(await screen.findByRole('link', { name: 'Hanako Sato' })).toHaveAttribute('href', `/person/${ids.person}`);
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slack' })).toHaveAttribute('href', `/app-integrations/${ids.integration}/users`);
    expect(screen.getByText('+6 more')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/software-people')[0]?.query).toEqual(expect.objectContaining({ sortColumn: 'ACCOUNT_COUNT', sortOrder: 'desc', pageIndex: 0 }));
  });

  it('people in Japanese', async () => {
    render(<SoftwarePeoplePage />, '/software/people', { locale: 'ja-JP' });
    expect(await screen.findByRole('heading', { name: '従業員とSaaSアカウント' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /SaaSアカウント数/ })).toBeInTheDocument();
  });

  it('bill and cost: 12 months of totals and a row per software', async () => {
    render(<SoftwareBillAndCostPage />, '/software/bill-and-cost');
    const figure = await screen.findByRole('figure', { name: 'Monthly SaaS cost (JPY)' });
    expect(within(figure).getAllByRole('listitem')).toHaveLength(12);
    expect(within(figure).getByText(/2026-11: .*12,400/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slack' })).toHaveAttribute('href', `/software/${ids.software}/contracts-cost`);
  });

  it('bill and cost without data says so, in Japanese', async () => {
    render(<SoftwareBillAndCostPage />, '/software/bill-and-cost', {
      locale: 'ja-JP',
      answer: (call) => (call.path === '/v2/software-bill-and-cost' ? { months: [], rows: [], totals: [] } : undefined),
    });
    expect(await screen.findByText('SaaSのコストはまだありません')).toBeInTheDocument();
  });

  it('operation activity lists software, integration and account entries', async () => {
    const entry = (resourceType: string, resourceId: string, name: string) => ({
      id: `${resourceType}-1`, occurredAt: '2026-11-20T01:00:00.000Z', actor: { userId: 'u', name: 'Taro Admin' }, resourceType, resourceId, action: 'CREATE', changes: [{ field: 'name', before: null, after: name }],
    });
    const { api } = render(<SoftwareOperationActivityPage />, '/software/operation-activity', {
      answer: (call) =>
        call.path === '/v2/software-activities' ? { items: [entry('SOFTWARE', ids.software, 'Slack'), entry('APP_INTEGRATION', ids.integration, 'Slack (acme)'), entry('APP_USER', ids.person, 'hanako')] } : undefined,
    });
    expect(await screen.findByRole('link', { name: 'Slack' })).toHaveAttribute('href', `/software/${ids.software}`);
    expect(screen.getByRole('link', { name: 'Slack (acme)' })).toHaveAttribute('href', `/app-integrations/${ids.integration}/overview`);
    expect(screen.getByText('App account: hanako')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/software-activities')).not.toHaveLength(0);
  });

  it('rule and policy and settings explain the rules and where things are set, in both languages', async () => {
    render(<SoftwareRuleAndPolicyPage />, '/software/rule-and-policy');
    expect(await screen.findByText('Inactive account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the accounts that break these rules' })).toHaveAttribute('href', '/software/alerts');
    render(<SoftwareSettingsPage />, '/software/settings', { locale: 'ja-JP' });
    expect(await screen.findByRole('link', { name: 'マーケットプレイスを開く' })).toHaveAttribute('href', '/software/marketplace');
  });
});
