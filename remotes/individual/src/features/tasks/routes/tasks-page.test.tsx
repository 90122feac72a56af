import { screen, waitFor } from '@testing-library/react';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Task } from '@kanri/contracts';
import { TasksPage } from './tasks-page';

jest.setTimeout(20_000);

const task: Task = {
  id: 't-3',
  title: 'Answer the health survey',
  kind: 'FORM',
  status: 'IN_PROGRESS',
  stepName: 'Survey',
  instanceId: 'i-3',
  subjectName: 'Hanako Sato',
  operationPackageName: null,
  dueDate: null,
  createdAt: '2025-04-01T00:00:00Z',
};

const packages = [{ id: 'p-1', core: 'LABOR', name: 'Change of address', description: 'Report a move', patternCount: 1 }];

function tasksApi(result: Task[] | ApiError) {
  const queries: Record<string, unknown>[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    if (result instanceof ApiError) throw result;
    if (endpoint.path === '/v2/individual/tasks-count') return { count: result.length };
    if (endpoint.path === '/v2/individual/operation-packages') return { items: packages };
    queries.push(input?.query as Record<string, unknown>);
    return { items: result };
  };
  return { queries, fetcher };
}

describe('TasksPage', () => {
  it("lists the user's open tasks by due date", async () => {
    const api = tasksApi([task]);
    renderWithProviders(<TasksPage />, { route: '/individual', fetcher: api.fetcher });
    expect(await screen.findByText('Answer the health survey')).toBeInTheDocument();
    expect(api.queries[0]).toMatchObject({ category: 'OPEN', sortColumn: 'DUE_DATE', pageIndex: 0 });
  });

  it('offers the self-service packages the user may start', async () => {
    renderWithProviders(<TasksPage />, { route: '/individual', fetcher: tasksApi([task]).fetcher });
    expect(await screen.findByRole('heading', { name: 'Requests you can start' })).toBeInTheDocument();
    expect(screen.getByText('Change of address').closest('a')).toHaveAttribute('href', '/individual/operation-package/p-1');
  });

  it('falls back to the open tasks for an unknown category', async () => {
    const api = tasksApi([task]);
    const { router } = renderWithProviders(<TasksPage />, { route: '/individual?category=LATER&category=DONE', fetcher: api.fetcher });
    await screen.findByText('Answer the health survey');
    expect(api.queries[0]).toMatchObject({ category: 'OPEN' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the friendly empty state and the error state', async () => {
    const empty = renderWithProviders(<TasksPage />, { route: '/individual', fetcher: tasksApi([]).fetcher });
    expect(await screen.findByText('You have no tasks right now', { selector: '[role="status"] > div' })).toBeInTheDocument();
    empty.unmount();
    renderWithProviders(<TasksPage />, {
      route: '/individual',
      fetcher: tasksApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Tasks failed' })).fetcher,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tasks failed');
  });
});
