import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/hr-people';
import { messages as jaContracts } from '@locales/ja-JP/contracts';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { fakeContractsApi } from '../testing';
import { ContractsPage } from './contracts-page';

jest.setTimeout(40_000);

function renderList(route = '/contract', locale?: 'ja-JP') {
  const api = fakeContractsApi();
  if (locale) i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContracts as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<ContractsPage />, { route, path: '/contract', fetcher: api.fetcher, locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('ContractsPage', () => {
  it('lists contracts with their type, status, renewal-soon tag and amounts in their currency', async () => {
    const { api } = renderList();
    const table = await screen.findByRole('table', { name: 'Contracts' });
    const slack = (await within(table).findByRole('link', { name: 'Slack 利用契約' })).closest('tr')!;
    expect(within(slack).getByText('Renewal soon')).toBeInTheDocument();
    expect(within(slack).getByText('SaaS software')).toBeInTheDocument();
    expect(within(slack).getByText('Active')).toBeInTheDocument();
    expect(within(slack).getByText('$12,000.00 / Yearly')).toBeInTheDocument();
    const draft = within(table).getByRole('link', { name: '雇用契約書（佐藤 花子）' }).closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Indefinite')).toBeInTheDocument();
    expect(within(draft).queryByText('Renewal soon')).toBeNull();
    expect(within(slack).getByRole('link', { name: 'Slack 利用契約' })).toHaveAttribute('href', '/contract/6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1');
    // the default tab is EMPLOYMENT, and the count call gets only the filters
    expect(api.callsTo('GET', '/v2/contracts')[0]?.query).toMatchObject({ contractType: 'EMPLOYMENT', pageIndex: 0, pageSize: 100 });
    expect(api.callsTo('GET', '/v2/contracts-count')[0]?.query).toMatchObject({ contractType: 'EMPLOYMENT' });
    expect(Object.keys(api.callsTo('GET', '/v2/contracts-count')[0]?.query ?? {}).sort()).toEqual(['contractType', 'freeText']);
  });

  it('keeps the tab, sort and paging in the URL and rewrites invalid values', async () => {
    const { router, user, api } = renderList('/contract?contractType=ROBOT&pageSize=5000');
    await waitFor(() => expect(router.state.location.search).not.toContain('ROBOT'));
    expect(new URLSearchParams(router.state.location.search).get('pageSize')).not.toBe('5000');
    await user.click(await screen.findByRole('tab', { name: 'SaaS software' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('contractType')).toBe('SAAS_SOFTWARE'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/contracts').some((c) => c.query?.contractType === 'SAAS_SOFTWARE')).toBe(true));
    expect(screen.getByRole('link', { name: /Import CSV/ })).toHaveAttribute('href', '/contract/import-csv/saas-software');
    expect(screen.getByRole('link', { name: /Add contract/ })).toHaveAttribute('href', '/contract/add?contractType=SAAS_SOFTWARE');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('contractType')).toBe('ALL'));
  });

  it('reads in Japanese: types, statuses, the tag and yen amounts', async () => {
    renderList('/contract?contractType=ALL', 'ja-JP');
    const table = await screen.findByRole('table', { name: '契約' });
    expect(await within(table).findByText('SaaS契約')).toBeInTheDocument();
    expect(within(table).getByText('更新期限間近')).toBeInTheDocument();
    expect(within(table).getByText('有効')).toBeInTheDocument();
    expect(within(table).getByText('下書き')).toBeInTheDocument();
    expect(within(table).getByText('￥300,000 / 月額')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'すべて' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '契約' })).toBeInTheDocument();
  });
});
