import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Person } from '@kanri/contracts';
import { WorkforcePage } from './workforce-page';

jest.setTimeout(20_000);

const worker: Person = {
  id: 'p-2',
  workerNumber: 'E0002',
  name: 'Hanako Suzuki',
  familyName: 'Suzuki',
  givenName: 'Hanako',
  nameKana: 'スズキ ハナコ',
  email: 'hanako@kanri.example',
  avatarUrl: null,
  workerType: 'EMPLOYEE',
  status: 'ACTIVE',
  department: null,
  position: null,
  jobType: null,
  place: null,
  joinedAt: null,
  employmentType: null,
  leavingAt: null,
};

function peopleApi(result: Person[] | ApiError) {
  const listQueries: Record<string, unknown>[] = [];
  const countQueries: Record<string, unknown>[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    if (endpoint.path === '/v2/people-filter-options') return { departments: [], positions: [], jobTypes: [], places: [] };
    if (result instanceof ApiError) throw result;
    const query = input?.query as Record<string, unknown>;
    if (endpoint.path === '/v2/people/count') {
      countQueries.push(query);
      return { count: result.length };
    }
    listQueries.push(query);
    return { items: result };
  };
  return { listQueries, countQueries, fetcher };
}

describe('WorkforcePage', () => {
  it('lists every worker by default and counts with the same filters', async () => {
    const api = peopleApi([worker]);
    renderWithProviders(<WorkforcePage />, { route: '/people/workforce', fetcher: api.fetcher });
    expect(await screen.findByText('Hanako Suzuki')).toBeInTheDocument();
    expect(api.listQueries[0]).toMatchObject({ menu: 'All', category: 'ALL_ALL', pageIndex: 0, pageSize: 100, sortColumn: 'NAME' });
    expect(api.countQueries[0]).toEqual(expect.objectContaining({ menu: 'All', category: 'ALL_ALL' }));
    expect(api.countQueries[0]).not.toHaveProperty('pageIndex');
  });

  it('falls back to the defaults for an unknown menu, category or worker type', async () => {
    const api = peopleApi([worker]);
    const { router } = renderWithProviders(<WorkforcePage />, {
      route: '/people/workforce?menu=Robots&category=ALIENS&workerTypeIn=ROBOT&freeText=Suzuki',
      fetcher: api.fetcher,
    });
    await screen.findByText('Hanako Suzuki');
    expect(api.listQueries[0]).toMatchObject({ menu: 'All', category: 'ALL_ALL', workerTypeIn: [], freeText: 'Suzuki' });
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=Suzuki'));
  });

  it('resets the category and the page when another menu tab is chosen', async () => {
    const api = peopleApi([worker]);
    const { router } = renderWithProviders(<WorkforcePage />, { route: '/people/workforce?pageIndex=2', fetcher: api.fetcher });
    await screen.findByText('Hanako Suzuki');
    await userEvent.click(screen.getByText('Employees'));
    await waitFor(() => expect(router.state.location.search).toBe('?menu=Employee&category=EMPLOYEE_ALL'));
  });

  it('shows the empty and the error states', async () => {
    const empty = renderWithProviders(<WorkforcePage />, { route: '/people/workforce', fetcher: peopleApi([]).fetcher });
    expect(await screen.findByText('No data', { selector: '[role="status"] > div' })).toBeInTheDocument();
    empty.unmount();
    renderWithProviders(<WorkforcePage />, {
      route: '/people/workforce',
      fetcher: peopleApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'People are unavailable' })).fetcher,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('People are unavailable');
  });
});
