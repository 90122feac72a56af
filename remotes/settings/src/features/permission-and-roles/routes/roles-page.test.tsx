import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/settings';
import { messages as jaContractsMessages } from '@locales/ja-JP/contracts';
import { fakeRolesApi, ids } from '../testing';
import { RolesPage } from './roles-page';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;

describe('RolesPage', () => {
  it('lists the roles with their people, groups and permissions, and sends the default search', async () => {
    const api = fakeRolesApi();
    renderWithProviders(<RolesPage />, { route: '/settings/permission-and-roles/roles', fetcher: api.fetcher });
    expect(await screen.findByText('Administrators', { selector: 'a' })).toHaveAttribute('href', `/settings/permission-and-roles/roles/${ids.adminRole}`);
    const row = screen.getByText('Administrators', { selector: 'a' }).closest('tr')!;
    expect(row).toHaveTextContent('2');
    expect(within(row).getByText('Admins')).toHaveAttribute('href', `/settings/permission-and-roles/people-groups/${ids.adminsGroup}`);
    expect(within(row).getByText('Full access')).toHaveAttribute('href', `/settings/permission-and-roles/product-permissions/${ids.fullPermission}`);
    expect(screen.getByText('Add role', { selector: 'a, a *' }).closest('a')).toHaveAttribute('href', '/settings/permission-and-roles/roles/new');
    expect(tab('Roles')).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET', '/v2/settings/roles')[0]?.query).toEqual({ pageIndex: 0, pageSize: 100, sortColumn: 'NAME', sortOrder: 'asc' });
    expect(api.callsTo('GET', '/v2/settings/roles-count')[0]?.query).toEqual({ freeText: undefined });
  });

  it('keeps the name search, the sort order and the page in the URL; only the name sorts', async () => {
    const api = fakeRolesApi();
    const { router } = renderWithProviders(<RolesPage />, { route: '/settings/permission-and-roles/roles?pageIndex=2', fetcher: api.fetcher });
    await screen.findByText('Administrators', { selector: 'a' });
    expect(api.callsTo('GET', '/v2/settings/roles')[0]?.query).toMatchObject({ pageIndex: 2 });

    await user.type(screen.getByRole('searchbox', { name: 'Search by role name' }), 'admin{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=admin'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/settings/roles').at(-1)?.query).toMatchObject({ freeText: 'admin', pageIndex: 0 }));
    expect(api.callsTo('GET', '/v2/settings/roles-count').at(-1)?.query).toEqual({ freeText: 'admin' });

    const headers = screen.getAllByRole('columnheader');
    expect(headers.filter((header) => header.getAttribute('aria-sort') !== null || header.classList.contains('ant-table-column-has-sorters')).map((h) => h.textContent)).toEqual(['Role name']);
    await user.click(screen.getByText('Role name', { selector: 'th *' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sortOrder')).toBe('desc'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/settings/roles').at(-1)?.query).toMatchObject({ sortColumn: 'NAME', sortOrder: 'desc', freeText: 'admin' }));
  });

  it('moves to the other families by their tabs, in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaContractsMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeRolesApi();
    const { router } = renderWithProviders(<RolesPage />, { route: '/settings/permission-and-roles/roles', fetcher: api.fetcher, locale: 'ja-JP' });
    await screen.findByText('Administrators', { selector: 'a' });
    expect(screen.getByText('ロール', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('ロール名', { selector: 'th *' })).toBeInTheDocument();
    await user.click(tab('プロダクト権限'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/permission-and-roles/product-permissions'));
    await user.click(tab('ピープルグループ'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/permission-and-roles/people-groups'));
  });
});
