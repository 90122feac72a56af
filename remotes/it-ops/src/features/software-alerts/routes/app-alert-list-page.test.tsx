import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { savedViewFake, savedViewListPaths, savedViewsFakeAnswer, tableHeaderTitles as headerTitles, visibleColumnKeys } from '@kanri/ui';
import { fakeAlertsApi, ids } from '../testing';
import {
  alertListSegments,
  alertListTableId,
  AlumniAlertsPage,
  InactiveUserAlertsPage,
  NoUserAlertsPage,
  NoWorkerAlertsPage,
  ViolatedAssignmentAlertsPage,
  ViolatedRoleAlertsPage,
} from './app-alert-list-page';

jest.setTimeout(40_000);

/** Every column of an alert list, in the list's order: what the export sends while the user keeps them all. */
const allColumns = ['USER_NAME', 'PERSON_NAME', 'APP_NAME', 'LAST_SIGNED_IN_AT', 'roles', 'action', 'ruleMatching'];

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** [path segment, page, category sent, title en, title ja, a text of its row en, ja, the action en, ja] */
const lists = [
  ['no-worker', NoWorkerAlertsPage, 'NO_WORKER', 'No worker', '従業員なし', 'Unknown person', '不明な人物', 'Link a worker or remove the account', '従業員を紐付けるか、アカウントを削除する'],
  ['violated-assignment', ViolatedAssignmentAlertsPage, 'VIOLATED', 'Violated assignment', '割り当て違反', 'Mio Tanaka', 'Mio Tanaka', 'Assign the app or remove the account', 'アプリを割り当てるか、アカウントを削除する'],
  ['violated-role', ViolatedRoleAlertsPage, 'VIOLATED_ROLE', 'Violated role', 'ロール違反', 'Admin / Member', 'Admin / Member', 'Change the role to the assigned one', '割り当てどおりのロールに変更する'],
  ['no-user', NoUserAlertsPage, 'NO_USER', 'No user', 'アカウントなし', 'No account', 'アカウントなし', 'Create an account', 'アカウントを作成する'],
  ['inactive-user', InactiveUserAlertsPage, 'INACTIVE', 'Inactive user', '非アクティブユーザー', 'Sota Inoue', 'Sota Inoue', 'Review the usage', '利用状況を確認する'],
  ['alumni', AlumniAlertsPage, 'ALUMNI', 'Alumni', '退職者', 'Riku Ogawa', 'Riku Ogawa', 'Deactivate the account', 'アカウントを無効化する'],
] as const;

describe('AppAlertListPage', () => {
  it.each(lists)('/software/alerts/%s lists its category in English', async (path, Page, category, title, _ja, text, _textJa, action) => {
    const api = fakeAlertsApi();
    renderWithProviders(<Page />, { route: `/software/alerts/${path}`, fetcher: api.fetcher });
    expect(await screen.findByText(title, { selector: 'h1' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: title });
    const row = within(table).getAllByText(text)[0]!.closest('tr') as HTMLElement;
    expect(within(row).getByText(action)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Slack' })).toHaveAttribute('href', `/app-integrations/${ids.integration}/users`);
    expect(within(row).getByText('kanri-shoji')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/app-alerts/users')[0]?.query).toEqual({ category, page: 1, pageSize: 100, sortBy: 'APP_NAME', sortOrder: 'asc' });
  });

  it.each(lists)('/software/alerts/%s reads in Japanese', async (path, Page, _category, _title, title, _text, text, _action, action) => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
    renderWithProviders(<Page />, { route: `/software/alerts/${path}`, fetcher: fakeAlertsApi().fetcher, locale: 'ja-JP' });
    expect(await screen.findByText(title, { selector: 'h1' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: title });
    const row = within(table).getAllByText(text)[0]!.closest('tr') as HTMLElement;
    expect(within(row).getByText(action)).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /ルール照合/ })).toBeInTheDocument();
  });

  it('shows the rule matching, the flags and the last sign-in', async () => {
    renderWithProviders(<InactiveUserAlertsPage />, { route: '/software/alerts/inactive-user', fetcher: fakeAlertsApi().fetcher });
    const row = (await screen.findAllByText('Sota Inoue', { selector: 'td *' }))[0]!.closest('tr') as HTMLElement;
    expect(within(row).getByText('Matched')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('01/05/2026')).toBeInTheDocument();
  });

  it('keeps free text, sort and page in the URL and rewrites invalid values to the defaults', async () => {
    const api = fakeAlertsApi();
    const user = setup();
    const { router } = renderWithProviders(<ViolatedRoleAlertsPage />, { route: '/software/alerts/violated-role?page=0&pageSize=abc&sortBy=PRICE&sortOrder=sideways', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'Violated role' });
    expect(api.callsTo('GET', '/v2/app-alerts/users')[0]?.query).toEqual({ category: 'VIOLATED_ROLE', page: 1, pageSize: 100, sortBy: 'APP_NAME', sortOrder: 'asc' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('columnheader', { name: /Worker/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=PERSON_NAME'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by account, e-mail or worker' }), 'kenta{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=PERSON_NAME&freeText=kenta'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/app-alerts/users').at(-1)?.query).toMatchObject({ category: 'VIOLATED_ROLE', sortBy: 'PERSON_NAME', freeText: 'kenta', page: 1 }));
  });

  it('downloads the CSV of the category as filtered', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeAlertsApi();
    const user = setup();
    renderWithProviders(<NoWorkerAlertsPage />, { route: '/software/alerts/no-worker?freeText=old&sortBy=EMAIL&sortOrder=desc', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'No worker' });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', '/v2/app-alerts-csv')[0]?.query).toEqual({ category: 'NO_WORKER', freeText: 'old', sortBy: 'EMAIL', sortOrder: 'desc', mode: 'view', encoding: 'UTF-8', columns: allColumns });
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.href).toBe('https://files.example/app-alerts.csv');
    expect(link.download).toBe('app-alerts-export-2026-11-26.csv');
    // the Excel twin sends the same list with format=xlsx (issue 31)
    await user.click(screen.getByRole('button', { name: /Export Excel/ }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/app-alerts-csv')).toHaveLength(2));
    expect(api.callsTo('GET', '/v2/app-alerts-csv')[1]?.query).toEqual({ category: 'NO_WORKER', freeText: 'old', sortBy: 'EMAIL', sortOrder: 'desc', mode: 'view', encoding: 'UTF-8', format: 'xlsx', columns: allColumns });
    click.mockRestore();
  });

  it('shows the empty state', async () => {
    renderWithProviders(<AlumniAlertsPage />, { route: '/software/alerts/alumni', fetcher: fakeAlertsApi({ alerts: [] }).fetcher });
    expect(await screen.findByText('No account raises this alert now.')).toBeInTheDocument();
  });
});

describe('AppAlertListPage saved views (issue 31 §4)', () => {
  const oldAccounts = savedViewFake({ tableId: 'software-alerts-inactive-user', name: 'Slack by last sign-in', search: 'sortBy=LAST_SIGNED_IN_AT&sortOrder=desc&freeText=slack', columns: ['APP_NAME', 'USER_NAME'] });
  // the roles hidden in the saved column settings
  const viewsAnswer = savedViewsFakeAnswer([oldAccounts], { columns: [{ key: 'roles', visible: false }] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    const api = fakeAlertsApi({ answer: viewsAnswer });
    const user = setup();
    const { router } = renderWithProviders(<InactiveUserAlertsPage />, { route: '/software/alerts/inactive-user?sortBy=PERSON_NAME&freeText=sota', fetcher: api.fetcher });
    await screen.findByRole('table', { name: 'Inactive user' });
    await waitFor(() => expect(headerTitles()).not.toContain('Role (actual / assigned)'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'software-alerts-inactive-user' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Sota by worker');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'software-alerts-inactive-user', name: 'Sota by worker', search: 'sortBy=PERSON_NAME&freeText=sota', peopleGroupId: null,
      columns: ['USER_NAME', 'PERSON_NAME', 'APP_NAME', 'LAST_SIGNED_IN_AT', 'action', 'ruleMatching'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Slack by last sign-in'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sortBy: 'LAST_SIGNED_IN_AT', sortOrder: 'desc', freeText: 'slack' }));
    await waitFor(() => expect(headerTitles()).toEqual(['App', 'Account']));
    expect(api.callsTo('GET', '/v2/app-alerts/users').at(-1)?.query).toMatchObject({ category: 'INACTIVE', sortBy: 'LAST_SIGNED_IN_AT', sortOrder: 'desc', freeText: 'slack' });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1);
    expect(put?.params).toEqual({ tableId: 'software-alerts-inactive-user' });
    expect(visibleColumnKeys(put?.body)).toEqual(['APP_NAME', 'USER_NAME']);
  });

  it('keeps each category its own views, opened from the palette on that category\'s page', () => {
    for (const [category, segment] of Object.entries(alertListSegments)) {
      expect(savedViewListPaths[alertListTableId(category as keyof typeof alertListSegments)]).toBe(`/software/alerts/${segment}`);
    }
    expect(new Set(Object.values(alertListSegments)).size).toBe(6);
  });
});
