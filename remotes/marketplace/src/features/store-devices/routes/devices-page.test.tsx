import { screen, waitFor } from '@testing-library/react';
import type { ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { DevicesPage } from './devices-page';

jest.setTimeout(20_000);

function devicesApi() {
  const queries: Record<string, unknown>[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    if (endpoint.path.endsWith('-count')) return { count: 0 };
    queries.push(input?.query as Record<string, unknown>);
    return { items: [] };
  };
  return { queries, fetcher };
}

describe('DevicesPage', () => {
  it('asks for 10 products per page by default', async () => {
    const api = devicesApi();
    renderWithProviders(<DevicesPage />, { route: '/marketplace/store/devices', fetcher: api.fetcher });
    expect(await screen.findByText('No data', { selector: '[role="status"] > div' })).toBeInTheDocument();
    expect(api.queries[0]).toMatchObject({ pageIndex: 0, pageSize: 10, sortColumn: 'NAME', sortOrder: 'asc' });
  });

  it('falls back to the defaults for an invalid page size or sort', async () => {
    const api = devicesApi();
    const { router } = renderWithProviders(<DevicesPage />, {
      route: '/marketplace/store/devices?pageSize=5000&sortColumn=COLOR&sortOrder=desc',
      fetcher: api.fetcher,
    });
    await screen.findByText('No data', { selector: '[role="status"] > div' });
    expect(api.queries[0]).toMatchObject({ pageSize: 10, sortColumn: 'NAME', sortOrder: 'desc' });
    await waitFor(() => expect(router.state.location.search).toBe('?sortOrder=desc'));
  });
});
