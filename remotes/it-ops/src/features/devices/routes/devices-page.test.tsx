import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { fakeDevicesApi, ids } from '../testing';
import { DevicesPage } from './devices-page';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(40_000);

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('DevicesPage', () => {
  it('lists the devices with their labels, avatars and the default search', async () => {
    const api = fakeDevicesApi();
    renderWithProviders(<DevicesPage />, { route: '/devices/inventory', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'MacBook Pro 14 (Sato)' })).toHaveAttribute('href', `/profile/device/${ids.laptop}`);
    expect(screen.getByText('Devices', { selector: 'h1' })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Meeting room display' }).closest('tr')!;
    expect(within(row).getByText('Monitor')).toBeInTheDocument();
    expect(within(row).getByText('Placed')).toBeInTheDocument();
    expect(within(row).getByText('Tokyo Head Office')).toBeInTheDocument();
    expect(row.querySelector('[data-genre="MONITOR"]')).not.toBeNull();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Add device/ })).toHaveAttribute('href', '/devices/add');
    const query = api.callsTo('GET', '/v2/devices')[0]?.query;
    expect(query).toEqual({ pageIndex: 0, pageSize: 100, sortColumn: 'NAME', category: 'ALL', genres: [] });
    // no direction given: the server sorts ascending (contracts `deviceSortOrderOf`), so an orderDirection alias can apply
    expect(query?.sortOrder).toBeUndefined();
    expect(api.callsTo('GET', '/v2/devices-count')[0]?.query).toEqual({ category: 'ALL', genres: [] });
  });

  it('keeps the category, free text and genres in the URL', async () => {
    const api = fakeDevicesApi();
    const u = user();
    const { router } = renderWithProviders(<DevicesPage />, { route: '/devices/inventory', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'MacBook Pro 14 (Sato)' });

    await u.click(tab('In trouble'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=IN_TROUBLED'));

    await u.type(screen.getByRole('searchbox', { name: 'Search by name, maker, model, serial number or tag' }), 'mac{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('freeText')).toBe('mac'));

    await u.click(screen.getByRole('combobox', { name: 'Genre' }));
    await u.click(await screen.findByText('Laptop', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('genres')).toEqual(['LAPTOP']));
    await waitFor(() => expect(api.callsTo('GET', '/v2/devices').at(-1)?.query).toMatchObject({ category: 'IN_TROUBLED', freeText: 'mac', genres: ['LAPTOP'], pageIndex: 0 }));
    expect(api.callsTo('GET', '/v2/devices-count').at(-1)?.query).toEqual({ category: 'IN_TROUBLED', freeText: 'mac', genres: ['LAPTOP'] });
  });

  it('falls back to the defaults for invalid values, keeps orderDirection as the sort direction and rewrites the URL', async () => {
    const api = fakeDevicesApi();
    const { router } = renderWithProviders(<DevicesPage />, {
      route: '/devices/inventory?category=LOST&sortColumn=PRICE&pageSize=0&genres=LAPTOP&genres=TOASTER&orderDirection=desc',
      fetcher: api.fetcher,
    });
    await screen.findByRole('link', { name: 'MacBook Pro 14 (Sato)' });
    expect(api.callsTo('GET', '/v2/devices')[0]?.query).toMatchObject({ category: 'ALL', sortColumn: 'NAME', pageSize: 100, genres: ['LAPTOP'], orderDirection: 'desc' });
    await waitFor(() => expect(router.state.location.search).toBe('?orderDirection=desc&genres=LAPTOP'));
    // the name column shows the alias's direction
    expect(screen.getByRole('columnheader', { name: /Device name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the list in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeDevicesApi();
    renderWithProviders(<DevicesPage />, { route: '/devices/inventory', fetcher: api.fetcher, locale: 'ja-JP' });
    await screen.findByRole('link', { name: 'Meeting room display' });
    expect(screen.getByText('デバイス', { selector: 'h1' })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Meeting room display' }).closest('tr')!;
    expect(within(row).getByText('モニター')).toBeInTheDocument();
    expect(within(row).getByText('設置中')).toBeInTheDocument();
    expect(tab('故障中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /デバイスを追加/ })).toHaveAttribute('href', '/devices/add');
  });
});
