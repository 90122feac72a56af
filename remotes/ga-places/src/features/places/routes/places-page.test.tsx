import { screen, waitFor } from '@testing-library/react';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Place } from '@kanri/contracts';
import { savedViewFake, tableHeaderTitles as headerTitles, visibleColumnKeys } from '@kanri/ui';
import { fakeApi, fill, savedViewsAnswers, user } from '../../../testing';
import { PlacesPage } from './places-page';

jest.setTimeout(20_000);

const osaka: Place = {
  id: 'pl-2',
  name: 'Osaka Branch',
  code: 'OSA-001',
  avatarUrl: null,
  status: 'ACTIVE',
  email: null,
  phoneNumber: null,
  website: null,
  address: 'Kita-ku, Osaka',
  establishedDate: null,
  businessPlaceType: null,
  officeType: null,
  ownershipType: null,
};
const officeTypeId = '7d0c4f6e-2a6b-4d0e-9a51-0c8f2f3b1a11';

function placesApi(result: Place[] | ApiError) {
  const queries: Record<string, unknown>[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    if (endpoint.path === '/v2/place-types') return { items: [{ id: officeTypeId, kind: 'OFFICE', name: 'Head office' }] };
    if (endpoint.path === '/v2/table-settings/{tableId}') return { columns: [] };
    if (result instanceof ApiError) throw result;
    if (endpoint.path === '/v2/places-count') return { count: result.length };
    queries.push(input?.query as Record<string, unknown>);
    return { items: result };
  };
  return { queries, fetcher };
}

describe('PlacesPage', () => {
  it('lists places with every category by default', async () => {
    const api = placesApi([osaka]);
    renderWithProviders(<PlacesPage />, { route: '/places', fetcher: api.fetcher });
    expect(await screen.findByText('Osaka Branch')).toBeInTheDocument();
    expect(api.queries[0]).toMatchObject({ category: 'ALL', sortColumn: 'CODE', pageIndex: 0, pageSize: 100, officeTypeIdIn: [] });
  });

  it('keeps valid filters and drops invalid values to their defaults', async () => {
    const api = placesApi([osaka]);
    const { router } = renderWithProviders(<PlacesPage />, {
      route: `/places?category=DEMOLISHED&sortColumn=PLACE&officeTypeIdIn=${officeTypeId}&pageIndex=x`,
      fetcher: api.fetcher,
    });
    await screen.findByText('Osaka Branch');
    expect(api.queries[0]).toMatchObject({ category: 'ALL', sortColumn: 'PLACE', pageIndex: 0, officeTypeIdIn: [officeTypeId] });
    await waitFor(() => expect(router.state.location.search).toBe(`?sortColumn=PLACE&officeTypeIdIn=${officeTypeId}`));
  });

  it('shows the empty state for a category without places', async () => {
    renderWithProviders(<PlacesPage />, { route: '/places?category=CLOSED', fetcher: placesApi([]).fetcher });
    expect(await screen.findByText('No data', { selector: '[role="status"] > div' })).toBeInTheDocument();
  });

  it('exports the list as filtered and sorted, as CSV or Excel (mode=view), calling nothing before a click', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /v2/places': { items: [osaka] },
      'GET /v2/places-count': { count: 1 },
      'GET /v2/place-types': { items: [] },
      'GET /v2/table-settings/{tableId}': { columns: [{ key: 'CODE', visible: true }, { key: 'PLACE', visible: true }, { key: 'address', visible: false }] },
      'GET /v2/places-csv': (input: { query: { format?: string } }) => ({ url: '/v2/storage/objects/x', mode: 'view', fileName: `places-export-2026-11-29.${input.query.format ?? 'csv'}` }),
    });
    renderWithProviders(<PlacesPage />, { route: `/places?category=ACTIVE&sortColumn=PLACE&sortOrder=desc&officeTypeIdIn=${officeTypeId}&freeText=osaka`, fetcher: api.fetcher });
    await screen.findByText('Osaka Branch');
    await waitFor(() => expect(headerTitles().slice(0, 2)).toEqual(['Place code', 'Place']));
    expect(api.callsTo('GET', '/v2/places-csv')).toHaveLength(0);
    const listed = { category: 'ACTIVE', sortColumn: 'PLACE', sortOrder: 'desc', officeTypeIdIn: [officeTypeId], freeText: 'osaka' };
    await user.click(screen.getByText('Export CSV', { selector: 'button *' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/v2/places-csv')[0]?.input?.query).toMatchObject({ mode: 'view', encoding: 'UTF-8', ...listed });
    expect(api.callsTo('GET', '/v2/places-csv')[0]?.input?.query).not.toHaveProperty('format');
    // the visible columns in their order (issue 31: the file holds what the list shows)
    expect(api.callsTo('GET', '/v2/places-csv')[0]?.input?.query?.columns).toEqual(['CODE', 'PLACE', 'status', 'phoneNumber', 'email', 'website', 'establishedDate']);
    await user.click(screen.getByText('Export Excel', { selector: 'button *' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.callsTo('GET', '/v2/places-csv')[1]?.input?.query).toMatchObject({ mode: 'view', format: 'xlsx', ...listed });
    expect((click.mock.instances[1] as unknown as HTMLAnchorElement).download).toBe('places-export-2026-11-29.xlsx');
    click.mockRestore();
  });

  it('shows the error state', async () => {
    const api = placesApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Database is down' }));
    renderWithProviders(<PlacesPage />, { route: '/places', fetcher: api.fetcher });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });
});

describe('PlacesPage saved views (issue 31 §4)', () => {
  const closedByName = savedViewFake({ tableId: 'places', name: 'Closed by name', search: 'category=CLOSED&sortColumn=PLACE&sortOrder=desc', columns: ['PLACE', 'address'] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    const api = fakeApi({
      'GET /v2/places': { items: [osaka] },
      'GET /v2/places-count': { count: 1 },
      'GET /v2/place-types': { items: [] },
      ...savedViewsAnswers([closedByName], { columns: [{ key: 'website', visible: false }] }),
    });
    const { router } = renderWithProviders(<PlacesPage />, { route: '/places?freeText=osaka&category=ACTIVE', fetcher: api.fetcher });
    await screen.findByText('Osaka Branch');
    await waitFor(() => expect(headerTitles()).not.toContain('Website'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.input?.params).toEqual({ tableId: 'places' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await fill(await screen.findByLabelText('View name'), 'Active Osaka');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.input?.body).toEqual({
      tableId: 'places', name: 'Active Osaka', search: 'freeText=osaka&category=ACTIVE', peopleGroupId: null,
      columns: ['PLACE', 'CODE', 'status', 'address', 'phoneNumber', 'email', 'establishedDate'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Closed by name'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'CLOSED', sortColumn: 'PLACE', sortOrder: 'desc' }));
    await waitFor(() => expect(headerTitles()).toEqual(['Place', 'Address']));
    expect(api.callsTo('GET', '/v2/places').at(-1)?.input?.query).toMatchObject({ category: 'CLOSED', sortColumn: 'PLACE', sortOrder: 'desc' });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.input;
    expect(put?.params).toEqual({ tableId: 'places' });
    expect(visibleColumnKeys(put?.body)).toEqual(['PLACE', 'address']);
  });
});
