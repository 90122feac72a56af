import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { KanriProviders, setApiFetcher } from '@kanri/runtime';
import { routes } from './routes';

jest.setTimeout(30_000);


async function mount(url: string) {
  setApiFetcher(async () => ({ items: [], count: 0, places: [] }));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await act(async () => {
    render(
      <KanriProviders session={null} cacheProvider={() => new Map()}>
        <RouterProvider router={router} />
      </KanriProviders>,
    );
  });
  return router;
}

describe('ga-places routes', () => {
  it.each([
    ['/places', 'Places'],
    ['/ga-operation-core/packages', 'GA core'],
    ['/ga-operation-core/configs', 'GA core'],
    ['/places/add-select', 'Add places'],
    ['/places/add', 'Add a place'],
    ['/equipment', 'Equipment'],
    ['/equipment/add-select', 'Add equipment'],
    ['/equipment/add', 'Add equipment'],
    ['/equipment/settings/equipment-types', 'Equipment settings'],
    ['/equipment/settings/equipment-items', 'Equipment settings'],
    ['/fleets', 'Vehicles'],
    ['/fleets/add-select', 'Add vehicle'],
    ['/fleets/add?mainType=TRUCK', 'Add vehicle: Truck'],
    ['/fleets/overview', 'Fleet overview'],
    ['/fleets/alerts', 'Fleet alerts'],
    ['/fleets/rule-and-policy', 'Fleet rule and policy'],
    ['/fleets/settings', 'Fleet settings'],
  ])('renders the built page %s', async (url, heading) => {
    await mount(url);
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

  it('redirects /equipment/settings to the equipment types, keeping the search', async () => {
    const router = await mount('/equipment/settings?from=menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipment/settings/equipment-types'));
    expect(router.state.location.search).toBe('?from=menu');
  });

  it.each(['/equipment/not-an-id', '/places/tokyo', '/fleets/not-an-id'])('shows the not-found page for the detail URL %s with an id that is not a UUID', async (url) => {
    await mount(url);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it.each(['/equipment/settings/catalog', '/places/add/extra', '/fleet'])('shows the not-found page for the unknown URL %s', async (url) => {
    await mount(url);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
