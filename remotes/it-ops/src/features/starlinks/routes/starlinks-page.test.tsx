import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles as headerTitles, visibleColumnKeys } from '@kanri/ui';
import { fakeStarlinksApi, hqRow, shipRow } from '../testing';
import { StarlinksPage } from './starlinks-page';

jest.setTimeout(40_000);

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;

describe('StarlinksPage', () => {
  it('lists the active terminals with status tags, data usage against plan and last seen; category and free text stay in the URL', async () => {
    const api = fakeStarlinksApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderWithProviders(<StarlinksPage />, { route: '/starlinks', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: hqRow.name })).toHaveAttribute('href', `/starlinks/${hqRow.id}`);
    expect(tab('Active')).toHaveAttribute('aria-selected', 'true');
    const hq = screen.getByRole('link', { name: hqRow.name }).closest('tr')!;
    expect(within(hq).getByText('Connected')).toBeInTheDocument();
    expect(within(hq).getByText('412.5 GB / 1,000 GB (41%)')).toBeInTheDocument();
    expect(within(hq).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(hq).getByText('Tokyo Head Office')).toBeInTheDocument();
    const ship = screen.getByRole('link', { name: shipRow.name }).closest('tr')!;
    expect(within(ship).getByText('Roaming')).toBeInTheDocument();
    expect(within(ship).getByText('Suspended')).toBeInTheDocument();
    expect(within(ship).getByText('48 GB / 50 GB (96%)')).toBeInTheDocument();
    expect(within(ship).getByText('Never')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/starlinks')[0]?.query).toEqual({ pageIndex: 0, pageSize: 100, sortColumn: 'NAME', category: 'ACTIVE' });
    expect(api.callsTo('GET', '/v2/starlinks-count')[0]?.query).toEqual({ category: 'ACTIVE' });

    await user.click(tab('All'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=ALL'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, kit number or plan' }), 'KIT304{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=KIT304&category=ALL'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/starlinks').at(-1)?.query).toMatchObject({ category: 'ALL', freeText: 'KIT304', pageIndex: 0 }));
    expect(api.callsTo('GET', '/v2/starlinks-count').at(-1)?.query).toEqual({ category: 'ALL', freeText: 'KIT304' });
  });

  it('falls back to the defaults for an invalid category, sort column or page and rewrites the URL; orderDirection is the direction', async () => {
    const api = fakeStarlinksApi();
    const { router } = renderWithProviders(<StarlinksPage />, { route: '/starlinks?category=LOST&sortColumn=COLOR&pageIndex=-1&orderDirection=desc', fetcher: api.fetcher });
    await screen.findByRole('link', { name: hqRow.name });
    expect(api.callsTo('GET', '/v2/starlinks')[0]?.query).toMatchObject({ category: 'ACTIVE', sortColumn: 'NAME', pageIndex: 0, orderDirection: 'desc' });
    await waitFor(() => expect(router.state.location.search).toBe('?orderDirection=desc'));
    // the table shows the direction in force: the name column sorted descending
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads in Japanese with the vocabulary of the product', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeStarlinksApi();
    renderWithProviders(<StarlinksPage />, { route: '/starlinks?category=ALL', fetcher: api.fetcher, locale: 'ja-JP' });
    await screen.findByRole('link', { name: hqRow.name });
    expect(screen.getByRole('columnheader', { name: /ネットワーク状態/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /SIM状態/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /データ使用量/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /最終接続日時/ })).toBeInTheDocument();
    expect(screen.getByText('接続中')).toBeInTheDocument();
    expect(screen.getByText('ローミング')).toBeInTheDocument();
    expect(screen.getByText('一時停止')).toBeInTheDocument();
    expect(tab('すべて')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('StarlinksPage saved views (issue 31 §4)', () => {
  const roaming = savedViewFake({ tableId: 'starlinks', name: 'All by data usage', search: 'category=ALL&sortColumn=DATA_USAGE&sortOrder=desc', columns: ['DATA_USAGE', 'NAME'] });
  // the plan hidden in the saved column settings
  const answer = savedViewsFakeAnswer([roaming], { columns: [{ key: 'planName', visible: false }] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    const api = fakeStarlinksApi({ answer });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderWithProviders(<StarlinksPage />, { route: '/starlinks?freeText=KIT&category=NOT_ACTIVE', fetcher: api.fetcher });
    await screen.findByRole('link', { name: hqRow.name });
    await waitFor(() => expect(headerTitles()).not.toContain('Plan'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'starlinks' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Inactive kits');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'starlinks', name: 'Inactive kits', search: 'freeText=KIT&category=NOT_ACTIVE', peopleGroupId: null,
      columns: ['NAME', 'KIT_SERIAL_NUMBER', 'NETWORK_STATUS', 'SIM_STATUS', 'DATA_USAGE', 'place', 'LAST_SEEN_AT', 'openAlertCount'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('All by data usage'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'ALL', sortColumn: 'DATA_USAGE', sortOrder: 'desc' }));
    await waitFor(() => expect(headerTitles()).toEqual(['Data usage', 'Name']));
    expect(api.callsTo('GET', '/v2/starlinks').at(-1)?.query).toMatchObject({ category: 'ALL', sortColumn: 'DATA_USAGE', sortOrder: 'desc' });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1);
    expect(put?.params).toEqual({ tableId: 'starlinks' });
    expect(visibleColumnKeys(put?.body)).toEqual(['DATA_USAGE', 'NAME']);
  });
});
