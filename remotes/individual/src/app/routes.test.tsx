import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError, KanriProviders, setApiFetcher } from '@kanri/runtime';
import type { IndividualTaskDetail } from '@kanri/contracts';
import { routes } from './routes';

jest.setTimeout(30_000);

const taskId = '7d0c4f6e-2a6b-4d0e-9a51-0c8f2f3b1a11';
const packageId = '8e1d5a7f-3b7c-4e1f-8b62-1d9a3a4c2b22';

const task: IndividualTaskDetail = {
  id: taskId, name: 'Report your device', kind: 'DEVICE_SELF_REPORT', status: 'NOT_STARTED', actionable: true, dueDate: null, stepIndex: 0, stepName: 'Self-report',
  instance: { id: 'i', status: 'IN_PROGRESS', packageName: 'Annual device inventory', patternName: 'FY2026', anchorDate: '2026-04-01', subject: { kind: 'DEVICE', name: 'ThinkPad X1', detail: null } },
  formId: null, formName: null, decision: null, comment: null, completedAt: null, completedBy: null, steps: [], approvalSubject: null,
  device: { id: 'd', name: 'ThinkPad X1', deviceTag: 'PC-1', assetTag: 'AT-1', genre: 'LAPTOP', model: null }, selfReport: null,
};

async function mount(url: string) {
  setApiFetcher(async (endpoint) => {
    if (endpoint.path === '/v2/individual/tasks/{id}') return task;
    if (endpoint.path === '/v2/individual/operation-packages/{id}') return { id: packageId, core: 'LABOR', name: 'Change of address', description: null, patternCount: 0, patterns: [], myInstances: [] };
    if (endpoint.path.startsWith('/v2/individual/operation-packages/')) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });
    return { items: [], count: 0 };
  });
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

describe('individual routes', () => {
  it('renders my tasks', async () => {
    await mount('/individual');
    expect(await screen.findByText('My tasks', { selector: 'h1' })).toBeInTheDocument();
  });

  it('renders a device self-report task with its report form composed into the task page', async () => {
    await mount(`/individual/task/${taskId}`);
    expect(await screen.findByText('Report your device', { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'I have this device' })).toBeInTheDocument();
  });

  it('renders a self-service package', async () => {
    await mount(`/individual/operation-package/${packageId}`);
    expect(await screen.findByText('Change of address', { selector: 'h1' })).toBeInTheDocument();
  });

  it.each(['/individual/task/not-an-id', `/individual/operation-package/${packageId}/pattern/${taskId}`, '/individual/unknown'])('shows the not-found page for %s', async (url) => {
    await mount(url);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
