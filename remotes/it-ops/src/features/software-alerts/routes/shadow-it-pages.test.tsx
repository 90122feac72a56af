import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys } from '@kanri/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { AlertCategoryNav } from '../components/alert-category-nav';
import { chatGpt, fakeAlertsApi, ids } from '../testing';
import { ShadowItAppsPage } from './shadow-it-apps-page';
import { ShadowItVisitsPage } from './shadow-it-visits-page';

jest.setTimeout(40_000);

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('ShadowItAppsPage', () => {
  it('lists the apps with their category, up to 5 users, +N for the rest and the counts, sorted by the 30-day count descending', async () => {
    const api = fakeAlertsApi();
    renderWithProviders(<ShadowItAppsPage />, { route: '/software/alerts/shadow-it/apps', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Shadow IT apps' });
    const chatRow = within(table).getByText('ChatGPT').closest('tr') as HTMLElement;
    expect(within(chatRow).getByText('AI')).toBeInTheDocument();
    expect(within(chatRow).getByRole('img', { name: 'Hanako Sato (user1@kanri.example)' })).toBeInTheDocument();
    expect(within(chatRow).getByRole('img', { name: 'Unknown user (kenji.private@gmail.com)' })).toBeInTheDocument();
    expect(within(chatRow).getAllByRole('img', { name: /\(.+@.+\)/ })).toHaveLength(5);
    expect(within(chatRow).getByText('+2')).toBeInTheDocument();
    expect(within(chatRow).getByText('12')).toBeInTheDocument();
    expect(within(chatRow).getByText('40')).toBeInTheDocument();
    expect(within(chatRow).getByRole('link', { name: 'Visits' })).toHaveAttribute('href', `/software/alerts/shadow-it/visit-histories?traceableAppId=${ids.chatGpt}`);
    expect(within(chatRow).getByRole('link', { name: 'In the marketplace' })).toHaveAttribute('href', `/software/marketplace/${chatGpt.integratableAppId}`);
    const perplexityRow = within(table).getByText('Perplexity').closest('tr') as HTMLElement;
    expect(within(perplexityRow).queryByRole('link', { name: 'In the marketplace' })).toBeNull();
    expect(within(perplexityRow).queryByText(/^\+/)).toBeNull();
    expect(api.callsTo('GET', '/v2/shadow-it/apps')[0]?.query).toEqual({ page: 1, pageSize: 100, sortBy: 'COUNT_30_DAYS', sortOrder: 'desc', unknownUser: 'INCLUDE' });
    expect(api.callsTo('GET', '/v2/shadow-it/apps-count')[0]?.query).toEqual({ unknownUser: 'INCLUDE' });
    expect(screen.getByRole('columnheader', { name: /Visits \(30 days\)/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('keeps the unknown-user filter and the sort in the URL, back on page 1', async () => {
    const api = fakeAlertsApi();
    const user = setup();
    const { router } = renderWithProviders(<ShadowItAppsPage />, { route: '/software/alerts/shadow-it/apps?page=3', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'Shadow IT apps' });
    await user.click(screen.getByRole('combobox', { name: 'Unknown users' }));
    await user.click(await screen.findByText('Unknown users only', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unknownUser=ONLY'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/shadow-it/apps-count').at(-1)?.query).toEqual({ unknownUser: 'ONLY' }));
    await user.click(screen.getByRole('columnheader', { name: /Unique users/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=UNIQUE_USERS&sortOrder=asc&unknownUser=ONLY'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/shadow-it/apps').at(-1)?.query).toMatchObject({ sortBy: 'UNIQUE_USERS', sortOrder: 'asc', page: 1 }));
  });

  it('falls back to the defaults for invalid search values and rewrites the URL', async () => {
    const api = fakeAlertsApi();
    const { router } = renderWithProviders(<ShadowItAppsPage />, { route: '/software/alerts/shadow-it/apps?page=0&pageSize=5000&sortBy=PRICE&sortOrder=up&unknownUser=MAYBE', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'Shadow IT apps' });
    expect(api.callsTo('GET', '/v2/shadow-it/apps')[0]?.query).toEqual({ page: 1, pageSize: 100, sortBy: 'COUNT_30_DAYS', sortOrder: 'desc', unknownUser: 'INCLUDE' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the empty state when nothing was detected', async () => {
    renderWithProviders(<ShadowItAppsPage />, { route: '/software/alerts/shadow-it/apps', fetcher: fakeAlertsApi({ apps: [] }).fetcher });
    expect(await screen.findByText('No shadow IT found')).toBeInTheDocument();
  });

  it('shows the category counts in the alert navigation', async () => {
    const api = fakeAlertsApi();
    renderWithProviders(
      <>
        <AlertCategoryNav />
        <ShadowItAppsPage />
      </>,
      { route: '/software/alerts/shadow-it/apps', fetcher: api.fetcher },
    );
    const nav = await screen.findByRole('navigation', { name: 'Alert categories' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Violated role/ })).toHaveTextContent('Violated role5'));
    expect(within(nav).getByRole('link', { name: /Shadow IT apps/ })).toHaveAttribute('href', '/software/alerts/shadow-it/apps');
    expect(within(nav).getByRole('link', { name: /Shadow IT apps/ })).toHaveTextContent('14');
    expect(within(nav).getByRole('link', { name: /Violated assignment/ })).toHaveAttribute('href', '/software/alerts/violated-assignment');
    expect(within(nav).getByRole('link', { name: /Alumni/ })).toHaveTextContent('Alumni1');
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/software/alerts/shadow-it/apps', '/software/alerts/no-worker', '/software/alerts/violated-assignment', '/software/alerts/violated-role',
      '/software/alerts/no-user', '/software/alerts/inactive-user', '/software/alerts/alumni',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Shadow IT apps');
    // the two shadow-IT views
    expect(screen.getByRole('navigation', { name: 'Shadow IT views' })).toHaveTextContent('Visit histories');
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeAlertsApi();
    renderWithProviders(
      <>
        <AlertCategoryNav />
        <ShadowItAppsPage />
      </>,
      { route: '/software/alerts/shadow-it/apps', fetcher: api.fetcher, locale: 'ja-JP' },
    );
    expect(await screen.findByText('シャドーIT', { selector: 'h1' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'シャドーITアプリ' });
    expect(within(table).getByRole('columnheader', { name: /訪問数（30日）/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: '不明なユーザー (kenji.private@gmail.com)' })).toHaveLength(2);
    expect(within(table).getAllByText('AI').length).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'アラートの種類' });
    expect(within(nav).getByRole('link', { name: /ロール違反/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '不明なユーザー' })).toBeInTheDocument();
  });
});

describe('ShadowItAppsPage saved views (issue 31 §4)', () => {
  const byUsers = savedViewFake({ tableId: 'software-alerts-shadow-it-apps', name: 'Unknown users by users', search: 'sortBy=UNIQUE_USERS&sortOrder=asc&unknownUser=ONLY', columns: ['UNIQUE_USERS', 'NAME'] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    // the links hidden in the saved column settings
    const api = fakeAlertsApi({ answer: savedViewsFakeAnswer([byUsers], { columns: [{ key: 'links', visible: false }] }) });
    const user = setup();
    const { router } = renderWithProviders(<ShadowItAppsPage />, { route: '/software/alerts/shadow-it/apps?unknownUser=EXCLUDE&sortBy=CATEGORY', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'Shadow IT apps' });
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Links'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'software-alerts-shadow-it-apps' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Known users by category');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'software-alerts-shadow-it-apps', name: 'Known users by category', search: 'unknownUser=EXCLUDE&sortBy=CATEGORY', peopleGroupId: null,
      columns: ['NAME', 'CATEGORY', 'users', 'UNIQUE_USERS', 'COUNT_7_DAYS', 'COUNT_30_DAYS'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Unknown users by users'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sortBy: 'UNIQUE_USERS', sortOrder: 'asc', unknownUser: 'ONLY' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Unique users', 'App']));
    expect(api.callsTo('GET', '/v2/shadow-it/apps').at(-1)?.query).toMatchObject({ sortBy: 'UNIQUE_USERS', sortOrder: 'asc', unknownUser: 'ONLY' });
    expect(visibleColumnKeys(api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.body)).toEqual(['UNIQUE_USERS', 'NAME']);
  });
});

describe('ShadowItVisitsPage', () => {
  it('lists the visits newest first with the user, the unknown-user label, the app, the URL and the tool', async () => {
    const api = fakeAlertsApi();
    renderWithProviders(<ShadowItVisitsPage />, { route: '/software/alerts/shadow-it/visit-histories', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Shadow IT visit histories' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Hanako Sato')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Browser extension')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'https://chatgpt.com/c/abc' })).toHaveAttribute('href', 'https://chatgpt.com/c/abc');
    expect(within(rows[1]!).getByText('Unknown user')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('kenji.private@gmail.com')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Web proxy')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/shadow-it/visit-histories')[0]?.query).toEqual({ page: 1, pageSize: 100, sortBy: 'VISITED_AT', sortOrder: 'desc', unknownUser: 'INCLUDE' });
    expect(screen.getByRole('columnheader', { name: /Visited at/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters by the app of the URL until the filter is removed, and rewrites an invalid app id', async () => {
    const api = fakeAlertsApi();
    const user = setup();
    const { router } = renderWithProviders(<ShadowItVisitsPage />, { route: `/software/alerts/shadow-it/visit-histories?traceableAppId=${ids.chatGpt}&pageSize=50`, fetcher: api.fetcher });
    expect(await screen.findByText('App: ChatGPT')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/shadow-it/visit-histories-count')[0]?.query).toEqual({ unknownUser: 'INCLUDE', traceableAppId: ids.chatGpt });
    await user.click(screen.getByLabelText('Show every app'));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=50'));
    await router.navigate('/software/alerts/shadow-it/visit-histories?traceableAppId=nope&sortBy=NAME');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
    renderWithProviders(<ShadowItVisitsPage />, { route: '/software/alerts/shadow-it/visit-histories', fetcher: fakeAlertsApi().fetcher, locale: 'ja-JP' });
    const table = await screen.findByRole('table', { name: 'シャドーITの訪問履歴' });
    expect(within(table).getByText('ブラウザ拡張機能')).toBeInTheDocument();
    expect(within(table).getByText('不明なユーザー')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /訪問日時/ })).toBeInTheDocument();
  });
});
