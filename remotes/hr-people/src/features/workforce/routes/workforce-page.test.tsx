import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys, type FakeApiCall } from '@kanri/ui';
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

/**
 * The workforce calls answering `result`; `answer` (e.g. `savedViewsFakeAnswer`) answers the saved
 * views and column settings (default: none saved). Records the list and count queries and every call.
 */
function peopleApi(result: Person[] | ApiError, answer = savedViewsFakeAnswer([])) {
  const listQueries: Record<string, unknown>[] = [];
  const countQueries: Record<string, unknown>[] = [];
  const calls: FakeApiCall[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    const call = {
      method: endpoint.method, path: endpoint.path,
      params: input?.params as Record<string, unknown> | undefined, query: input?.query as Record<string, unknown> | undefined, body: input?.body,
    };
    calls.push(call);
    const answered = answer(call);
    if (answered !== undefined) return answered;
    if (endpoint.method === 'PUT' && endpoint.path === '/v2/table-settings/{tableId}') return input?.body;
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
  return { listQueries, countQueries, fetcher, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
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

  it('reads a menu without its category as the menu\'s first category (the filter shows its label, the calls ask for it)', async () => {
    const api = peopleApi([worker]);
    renderWithProviders(<WorkforcePage />, { route: '/people/workforce?menu=Employee', fetcher: api.fetcher });
    await screen.findByText('Hanako Suzuki');
    expect(api.listQueries[0]).toMatchObject({ menu: 'Employee', category: 'EMPLOYEE_ALL' });
    expect(api.countQueries[0]).toMatchObject({ menu: 'Employee', category: 'EMPLOYEE_ALL' });
    expect(screen.queryByText('ALL_ALL')).toBeNull();
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

  describe('bulk actions (issue 31 §2)', () => {
    const other: Person = { ...worker, id: 'p-3', workerNumber: 'E0003', name: 'Taro Sato', familyName: 'Sato', givenName: 'Taro', email: 'taro@kanri.example' };
    const sales = '00000000-0000-4000-8000-0000000000d1';
    const manager = '00000000-0000-4000-8000-0000000000a1';
    /**
     * The workforce calls with `total` people matching, the department and position choices, and the
     * bulk calls: a run starts and reads back finished as `run` says. Records every call.
     */
    function bulkApi(run: { status: 'SUCCEEDED' | 'REFUSED'; total: number; changed?: number; unchanged?: number; refused?: { id: string; label: string; reason: string }[] }) {
      const calls: { path: string; method: string; body?: unknown; query?: unknown }[] = [];
      const fetcher: ApiFetcher = async (endpoint, input) => {
        calls.push({ path: endpoint.path, method: endpoint.method, body: input?.body, query: input?.query });
        if (endpoint.path === '/v2/people-filter-options') return { departments: [{ id: sales, name: 'Sales' }], positions: [], jobTypes: [], places: [] };
        if (endpoint.path === '/v2/hr-master-options') return { POSITION: [{ id: manager, name: 'Manager' }] };
        if (endpoint.path === '/v2/table-settings/{tableId}') return { columns: [] };
        if (endpoint.path === '/v2/people/count') return { count: run.total };
        if (endpoint.path === '/v2/people') return { items: [worker, other] };
        if (endpoint.path === '/v2/bulk-actions') return { id: 'run-1', total: run.total };
        if (endpoint.path === '/v2/bulk-actions/{id}') {
          return {
            id: 'run-1', action: 'PEOPLE_CHANGE_DEPARTMENT', status: run.status, total: run.total, done: run.total,
            summary: { changed: run.changed ?? 0, unchanged: run.unchanged ?? 0, refused: run.refused ?? [], error: null },
            createdAt: '2026-11-29T00:00:00.000Z', finishedAt: '2026-11-29T00:00:01.000Z',
          };
        }
        throw new Error(`unexpected call ${endpoint.path}`);
      };
      return { fetcher, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
    }
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const rowCheckbox = (name: string) => screen.getByText(name).closest('tr')!.querySelector<HTMLElement>('input[type="checkbox"]')!;
    const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
    /** Opens the Actions menu and picks `label`; answers the run dialog (found by its title). */
    const runAction = async (label: string, title: string) => {
      await user.click(within(bar()).getByRole('button', { name: /Actions/ }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
      return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    };

    it('moves the ticked people to the chosen department: posts their ids and shows the summary', async () => {
      const api = bulkApi({ status: 'SUCCEEDED', total: 2, changed: 1, unchanged: 1 });
      renderWithProviders(<WorkforcePage />, { route: '/people/workforce', fetcher: api.fetcher });
      await screen.findByText('Hanako Suzuki');
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
      await user.click(rowCheckbox('Hanako Suzuki'));
      await user.click(rowCheckbox('Taro Sato'));
      expect(bar()).toHaveTextContent('2 selected');
      const dialog = await runAction('Change department', 'Change department: 2 rows');
      await user.click(within(dialog).getByRole('combobox', { name: /Department/ }));
      await user.click(await screen.findByText('Sales', { selector: '.ant-select-item-option-content' }));
      const listed = api.callsTo('GET', '/v2/people').length;
      await user.click(within(dialog).getByRole('button', { name: 'Run' }));
      expect(await within(dialog).findByText('Changed 1 rows.')).toBeInTheDocument();
      expect(within(dialog).getByText('1 rows were already as asked.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/v2/bulk-actions')[0]?.body).toEqual({ action: 'PEOPLE_CHANGE_DEPARTMENT', ids: ['p-2', 'p-3'], params: { departmentId: sales } });
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(api.callsTo('GET', '/v2/people').length).toBeGreaterThan(listed));
    });

    it('reads the positions only when the dialog opens, sends the count call\'s filter for all that match, and lists refused rows', async () => {
      const api = bulkApi({ status: 'REFUSED', total: 40, refused: [{ id: 'p-9', label: '山田 太郎 (E0009)', reason: 'This person has left the company.' }] });
      renderWithProviders(<WorkforcePage />, { route: '/people/workforce?menu=Employee&category=EMPLOYEE_ALL&freeText=a', fetcher: api.fetcher });
      await screen.findByText('Hanako Suzuki');
      await user.click(rowCheckbox('Hanako Suzuki'));
      await user.click(rowCheckbox('Taro Sato'));
      expect(api.callsTo('GET', '/v2/hr-master-options')).toHaveLength(0);
      await user.click(within(bar()).getByRole('button', { name: 'Select all 40 that match' }));
      const dialog = await runAction('Change position', 'Change position: 40 rows');
      await user.click(within(dialog).getByRole('combobox', { name: /Position/ }));
      await user.click(await screen.findByText('Manager', { selector: '.ant-select-item-option-content' }));
      expect(api.callsTo('GET', '/v2/hr-master-options')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Run' }));
      expect(await within(dialog).findByText('Nothing was changed: 1 rows were refused.')).toBeInTheDocument();
      expect(within(dialog).getByRole('list', { name: 'Refused rows' })).toHaveTextContent('山田 太郎 (E0009): This person has left the company.');
      const countQuery = api.callsTo('GET', '/v2/people/count')[0]?.query;
      expect(api.callsTo('POST', '/v2/bulk-actions')[0]?.body).toEqual({ action: 'PEOPLE_CHANGE_POSITION', filter: countQuery, params: { positionId: manager } });
      expect(countQuery).toMatchObject({ menu: 'Employee', category: 'EMPLOYEE_ALL', freeText: 'a' });
    });
  });
});

describe('WorkforcePage saved views (issue 31 §4)', () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const joiners = savedViewFake({ tableId: 'people-workforce', name: 'Joiners by date', search: 'menu=Employee&sortColumn=JOINED_AT', columns: ['JOINED_AT', 'NAME'] });

  it('saves the search and the visible columns; opening a view restores them; the export sends the visible columns', async () => {
    // the place hidden in the saved column settings
    const api = peopleApi([worker], savedViewsFakeAnswer([joiners], { columns: [{ key: 'place', visible: false }] }));
    const { router } = renderWithProviders(<WorkforcePage />, { route: '/people/workforce?freeText=suzuki', fetcher: api.fetcher });
    await screen.findByText('Hanako Suzuki');
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Place'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'people-workforce' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);
    const shown = ['NAME', 'WORKER_NUMBER', 'EMAIL', 'workerType', 'status', 'DEPARTMENT', 'POSITION', 'jobType', 'employmentType', 'JOINED_AT', 'LEAVING_AT'];
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect((api.callsTo('GET', '/v2/people-csv/all-member').at(-1)?.query as { columns?: string[] } | undefined)?.columns).toEqual(shown));

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Suzuki');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({ tableId: 'people-workforce', name: 'Suzuki', search: 'freeText=suzuki', peopleGroupId: null, columns: shown });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Joiners by date'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ menu: 'Employee', sortColumn: 'JOINED_AT' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Joining date', 'Name']));
    expect(visibleColumnKeys(api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.body)).toEqual(['JOINED_AT', 'NAME']);
  });
});
