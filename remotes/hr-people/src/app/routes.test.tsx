import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { KanriProviders, setApiFetcher } from '@kanri/runtime';
import { routes } from './routes';

jest.setTimeout(30_000);

async function mount(url: string) {
  setApiFetcher(async () => ({ items: [], count: 0, departments: [], positions: [], jobTypes: [], places: [] }));
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

describe('hr-people routes', () => {
  it.each([
    ['/people?menu=Employee', '/people/workforce', '?menu=Employee'],
    ['/people/settings', '/people/settings/employment-types', ''],
    ['/organization', '/organization/chart', ''],
    ['/public-ids', '/public-ids/registry', ''],
    ['/public-ids/alerts', '/public-ids/registry', ''],
    ['/contract/6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1', '/contract/6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1/structure', ''],
  ])('redirects the list root %s to %s (the remote mounted on its own)', async (url, pathname, search) => {
    const router = await mount(url);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it.each([
    ['/people/workforce', 'Workforce'],
    ['/person/add', 'Add person'],
    ['/public-ids/registry', 'Public IDs'],
    ['/public-ids/add', 'Add public ID'],
    ['/time-and-attendance/clocking', 'Clocking terminal'],
    ['/time-and-attendance/attendance-links', 'Attendance links'],
    ['/time-and-attendance/summary/daily-place', 'Daily attendance by place'],
    ['/time-and-attendance/summary/monthly-place', 'Monthly attendance by place'],
    ['/time-and-attendance/summary/monthly-person', 'Monthly attendance by person'],
    ['/contract', 'Contracts'],
    ['/contract/add', 'Add contract'],
    ['/labor-core/packages', 'Labor core'],
    ['/contractor-core/configs', 'Contractor core'],
  ])('renders the built page %s', async (url, heading) => {
    await mount(url);
    expect(await screen.findByText(heading, { selector: 'h1' })).toBeInTheDocument();
  });

  it.each(['/people/workforces', '/person/add/robot', '/organization/plan/not-an-id/extra/more'])('shows the not-found page for the unknown URL %s', async (url) => {
    await mount(url);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
