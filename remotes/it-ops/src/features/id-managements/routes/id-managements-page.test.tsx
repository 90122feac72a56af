import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractsMessages } from '@locales/ja-JP/contracts';
import { fakeIdManagementApi, ids, unknownRow } from '../testing';
import { IdManagementsPage } from './id-managements-page';

jest.setTimeout(40_000);

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('IdManagementsPage', () => {
  it('lists login ids with their person, group ID and apps, and keeps category, free text and sort in the URL', async () => {
    const api = fakeIdManagementApi();
    const user = setup();
    const { router } = renderWithProviders(<IdManagementsPage />, { route: '/id-managements', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'Hanako Sato' })).toHaveAttribute('href', `/person/${ids.person}`);
    expect(screen.getByRole('link', { name: 'Contact desk' })).toHaveAttribute('href', `/id-managements/group-id/${ids.group}/members`);
    expect(screen.getByText('Work e-mail', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('Full-time', { selector: 'td' })).toBeInTheDocument();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET', '/v2/id-management/ids')[0]?.query).toEqual({ pageIndex: 0, pageSize: 100, sortColumn: 'LOGIN_ID', category: 'ALL', haveAppIdIn: [] });
    expect(api.callsTo('GET', '/v2/id-management/ids-count')[0]?.query).toEqual({ category: 'ALL', haveAppIdIn: [] });

    await user.click(tab('Unknown IDs'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=UNKNOWN_ID'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by login ID, person or group name' }), 'tanaka{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=tanaka&category=UNKNOWN_ID'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/id-management/ids').at(-1)?.query).toMatchObject({ category: 'UNKNOWN_ID', freeText: 'tanaka', pageIndex: 0 }));
    await user.click(screen.getByText('Person', { selector: 'th *' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/id-management/ids').at(-1)?.query).toMatchObject({ sortColumn: 'PERSON', sortOrder: 'asc' }));
  });

  it('offers "Register as group ID" on unknown ids only, linking to the add screen with the login id', async () => {
    const api = fakeIdManagementApi();
    renderWithProviders(<IdManagementsPage />, { route: '/id-managements', fetcher: api.fetcher });
    const register = await screen.findByRole('link', { name: `Register ${unknownRow.loginId} as a group ID` });
    expect(register).toHaveAttribute('href', `/id-managements/group-id/add?loginId=${encodeURIComponent(unknownRow.loginId)}`);
    expect(screen.getAllByRole('link', { name: /as a group ID$/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Add group ID/ })).toHaveAttribute('href', '/id-managements/group-id/add');
  });

  it('reads the apps filter and the orderDirection alias from the URL, and falls back on invalid values', async () => {
    const api = fakeIdManagementApi();
    const { router } = renderWithProviders(<IdManagementsPage />, { route: `/id-managements?category=NOPE&sortColumn=X&orderDirection=desc&haveAppIdIn=${ids.zoom}&haveAppIdIn=bad`, fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Hanako Sato' });
    // the invalid app id is dropped, the valid one kept
    expect(api.callsTo('GET', '/v2/id-management/ids')[0]?.query).toMatchObject({ category: 'ALL', sortColumn: 'LOGIN_ID', orderDirection: 'desc', haveAppIdIn: [ids.zoom] });
    expect(api.callsTo('GET', '/v2/id-management/ids-count')[0]?.query).toEqual({ category: 'ALL', haveAppIdIn: [ids.zoom] });
    await waitFor(() => {
      const search = new URLSearchParams(router.state.location.search);
      expect([...search.keys()].sort()).toEqual(['haveAppIdIn', 'orderDirection']);
      expect(search.getAll('haveAppIdIn')).toEqual([ids.zoom]);
    });
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractsMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeIdManagementApi();
    renderWithProviders(<IdManagementsPage />, { route: '/id-managements', fetcher: api.fetcher, locale: 'ja-JP' });
    expect(await screen.findByText('ID管理', { selector: 'h1' })).toBeInTheDocument();
    expect(tab('不明なID')).toBeInTheDocument();
    expect(tab('従業員ID')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /ログインID/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /一致種別/ })).toBeInTheDocument();
    // the person's columns say what the person page says (personFields): 就業形態, 役員区分
    expect(screen.getByRole('columnheader', { name: /就業形態/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /役員区分/ })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /k\.tanaka/ })).getByText('不明')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${unknownRow.loginId} をグループIDとして登録` })).toBeInTheDocument();
  });
});
