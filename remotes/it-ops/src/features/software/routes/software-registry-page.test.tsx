import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Software } from '@kanri/contracts';
import { savedViewFake, savedViewNavigationState, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys, type FakeApiCall } from '@kanri/ui';
import { fakeSoftwareApi, slackRow as row } from '../testing';
import { SoftwareRegistryPage } from './software-registry-page';


/** A fake API: records each call's query and answers the list and the count. */
function fakeApi(items: Software[] | ApiError) {
  const calls: Array<{ path: string; query: Record<string, unknown> }> = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    calls.push({ path: endpoint.path, query: (input?.query ?? {}) as Record<string, unknown> });
    if (items instanceof ApiError) throw items;
    return endpoint.path === '/v2/software-count' ? { count: items.length } : { items };
  };
  return { calls, fetcher };
}

// antd tables are heavy in jsdom on two cores
jest.setTimeout(20_000);

/** The category tab whose label is `name`. */
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]');

describe('SoftwareRegistryPage', () => {
  it('lists the registry with the default search (SaaS, integrations)', async () => {
    const api = fakeApi([row]);
    renderWithProviders(<SoftwareRegistryPage />, { route: '/software/registry', fetcher: api.fetcher });
    expect((await screen.findByText('Slack')).closest('a')).toHaveAttribute('href', '/software/sw-1');
    expect(screen.getByText('Software registry', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/software/add');
    expect(screen.getByRole('button', { name: /Refresh all/ })).toBeInTheDocument();
    expect(tab('SaaS')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Integrations')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/v2/software')?.query).toMatchObject({ status: 'SAAS', integration: 'INTEGRATIONS', pageIndex: 0, pageSize: 100 });
  });

  it('falls back to the defaults for invalid search values and rewrites the URL', async () => {
    const api = fakeApi([row]);
    const { router } = renderWithProviders(<SoftwareRegistryPage />, {
      route: '/software/registry?status=BOGUS&pageSize=-5&integration=CUSTOM_APPS',
      fetcher: api.fetcher,
    });
    await screen.findByText('Slack');
    expect(api.calls.find((c) => c.path === '/v2/software')?.query).toMatchObject({ status: 'SAAS', pageSize: 100, integration: 'CUSTOM_APPS' });
    await waitFor(() => expect(router.state.location.search).toBe('?integration=CUSTOM_APPS'));
  });

  it('hides the integration filter for other software types', async () => {
    const api = fakeApi([]);
    renderWithProviders(<SoftwareRegistryPage />, { route: '/software/registry?status=INSTALLED', fetcher: api.fetcher });
    expect(await screen.findByText('No data', { selector: '[role="status"] > div' })).toBeInTheDocument();
    expect(tab('Installed')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Integrations')).not.toBeInTheDocument();
  });

  it('shows the error state when the registry cannot be loaded', async () => {
    const api = fakeApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Failed on the server' }));
    renderWithProviders(<SoftwareRegistryPage />, { route: '/software/registry', fetcher: api.fetcher });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed on the server');
  });
});

describe('SoftwareRegistryPage saved views (issue 31 §4)', () => {
  const byUsers = savedViewFake({ tableId: 'software-registry', name: 'All by users', search: 'status=ALL&sortColumn=USER_COUNT&sortOrder=desc', columns: ['USER_COUNT', 'NAME'] });
  // the integration column hidden in the saved column settings
  const views = savedViewsFakeAnswer([byUsers], { columns: [{ key: 'integration', visible: false }] });
  const answer = (call: FakeApiCall) =>
    views(call) ?? (call.path === '/v2/software' ? { items: [row] } : call.path === '/v2/software-count' ? { count: 1 } : undefined);

  it('saves the search and the visible columns; opening a view restores them; the views are read only when the menu opens', async () => {
    const api = fakeSoftwareApi(answer);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderWithProviders(<SoftwareRegistryPage />, { route: '/software/registry?freeText=sl&integration=ALL', fetcher: api.fetcher });
    await screen.findByText('Slack');
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Integration'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'software-registry' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    // the first click loads the menu and opens it
    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Slack everywhere');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'software-registry', name: 'Slack everywhere', search: 'freeText=sl&integration=ALL', peopleGroupId: null,
      columns: ['NAME', 'VENDOR', 'CATEGORY', 'TYPE', 'USAGE_STATUS', 'USER_COUNT'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('All by users'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: 'ALL', sortColumn: 'USER_COUNT', sortOrder: 'desc' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Users', 'Software']));
    expect(api.callsTo('GET', '/v2/software').at(-1)?.query).toMatchObject({ status: 'ALL', sortColumn: 'USER_COUNT', sortOrder: 'desc' });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1);
    expect(put?.params).toEqual({ tableId: 'software-registry' });
    expect(visibleColumnKeys(put?.body)).toEqual(['USER_COUNT', 'NAME']);
  });

  it('opens a view handed over by the command palette (the menu loaded then, not before)', async () => {
    const api = fakeSoftwareApi(answer);
    const { router } = renderWithProviders(<SoftwareRegistryPage />, { route: '/software/registry', fetcher: api.fetcher });
    await screen.findByText('Slack');
    await act(() => router.navigate('/software/registry?status=ALL&sortColumn=USER_COUNT&sortOrder=desc', { state: savedViewNavigationState(byUsers) }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Users', 'Software']));
    expect(visibleColumnKeys(api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.body)).toEqual(['USER_COUNT', 'NAME']);
    expect(await screen.findByText('Opened "All by users".')).toBeInTheDocument();
    // opened once: the entry is replaced without the state, and the views were never listed
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);
  });
});
