import { screen, waitFor } from '@testing-library/react';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Software } from '@kanri/contracts';
import { slackRow as row } from '../testing';
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
