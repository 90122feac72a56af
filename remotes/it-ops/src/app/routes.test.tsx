import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { KanriProviders, setApiFetcher } from '@kanri/runtime';
import { routes } from './routes';

jest.setTimeout(20_000);

async function mount(url: string) {
  setApiFetcher(async () => ({ items: [], count: 0 }));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await act(async () => {
    render(
      <KanriProviders session={null} cacheProvider={() => new Map()}>
        <RouterProvider router={router} />
      </KanriProviders>,
    );
  });
}

describe('it-ops routes', () => {
  it('renders the built registry page', async () => {
    await mount('/software/registry');
    expect(await screen.findByText('Software registry', { selector: 'h1' })).toBeInTheDocument();
  });

  it('renders the built networks list', async () => {
    await mount('/networks');
    expect(await screen.findByText('Networks', { selector: 'h1' })).toBeInTheDocument();
  });

  it('sends /devices to the inventory', async () => {
    await mount('/devices');
    expect(await screen.findByText('Devices', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In stock' })).toBeInTheDocument();
  });

  it('shows the not-found page for a device type that is not a genre', async () => {
    await mount('/devices/add/toaster');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows the not-found page for a network id that is not an id', async () => {
    await mount('/networks/not-a-uuid');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('puts the software area tab bar above the registry', async () => {
    await mount('/software/registry');
    const nav = await screen.findByRole('navigation', { name: 'Software area' });
    expect(nav).toHaveTextContent('Marketplace');
    expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/software/alerts');
  });

  it('renders an alert list inside the alert area, under the software area tab bar', async () => {
    await mount('/software/alerts/violated-role');
    expect(await screen.findByText('Violated role', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Software area' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Alert categories' })).toBeInTheDocument();
  });

  it('renders the shadow-IT apps list', async () => {
    await mount('/software/alerts/shadow-it/apps');
    expect(await screen.findByRole('navigation', { name: 'Shadow IT views' })).toBeInTheDocument();
    expect(screen.getByText('Shadow IT', { selector: 'h1' })).toBeInTheDocument();
  });

  it('renders the built Starlink list', async () => {
    await mount('/starlinks');
    expect(await screen.findByText('Starlink', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Starlink area' })).toBeInTheDocument();
  });

  it('sends /software to the registry, keeping the search', async () => {
    await mount('/software?status=SAAS');
    expect(await screen.findByText('Software registry', { selector: 'h1' })).toBeInTheDocument();
  });

  it.each(['/software/registr', '/networks/ad', '/licenses/settings/x'])('shows the not-found page for the unknown URL %s', async (url) => {
    await mount(url);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
