import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { OperationPackagePage } from './operation-package-page';
import { OperationPatternPage } from './operation-pattern-page';
import { addressPattern, fakePackagesApi, ids } from '../testing';

jest.setTimeout(30_000);

const render = (route: string, api: ReturnType<typeof fakePackagesApi>) =>
  renderWithProviders(
    <Routes>
      <Route path="/individual/operation-package/:id" element={<OperationPackagePage />} />
      <Route path="/individual/operation-package/:id/pattern/:patternId" element={<OperationPatternPage />} />
      <Route path="/individual/task/:id" element={<p>first task</p>} />
    </Routes>,
    { route, fetcher: api.fetcher },
  );

describe('self-service operation packages', () => {
  it('lists the patterns to start and the user\'s own runs with Continue', async () => {
    render(`/individual/operation-package/${ids.pkg}`, fakePackagesApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Change of address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standard' })).toHaveAttribute('href', `/individual/operation-package/${ids.pkg}/pattern/${ids.pattern}`);
    expect(screen.getByText('2 steps, 3 tasks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/individual/task/${ids.task}`);
  });

  it('starts a pattern for oneself with an anchor date and goes to the first task', async () => {
    const api = fakePackagesApi();
    const { router } = render(`/individual/operation-package/${ids.pkg}/pattern/${ids.pattern}`, api);
    expect(await screen.findByText('Enter your new address')).toBeInTheDocument();
    expect(screen.getByText(/due 3 days after the anchor date/)).toBeInTheDocument();
    const date = screen.getByRole('textbox', { name: 'Anchor date' });
    await userEvent.clear(date);
    await userEvent.type(date, '2026-05-01{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/individual/operation-packages/{id}/patterns/{patternId}/start')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/individual/operation-packages/{id}/patterns/{patternId}/start')[0]!.body).toEqual({ anchorDate: '2026-05-01' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/individual/task/${ids.task}`));
  });

  it('shows a refused start (already in progress) and stays', async () => {
    const api = fakePackagesApi(addressPattern, (call) =>
      call.method === 'POST' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'You already have this in progress.' }) : undefined,
    );
    render(`/individual/operation-package/${ids.pkg}/pattern/${ids.pattern}`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('You already have this in progress.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/individual/operation-packages/{id}/patterns/{patternId}/start')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('offers Continue instead of Start while the pattern is in progress, and not found otherwise', async () => {
    const first = render(`/individual/operation-package/${ids.pkg}/pattern/${ids.pattern}`, fakePackagesApi({ ...addressPattern, openInstance: { id: ids.instance, nextTaskId: ids.task } }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/individual/task/${ids.task}`);
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    first.unmount();
    render('/individual/operation-package/not-a-uuid', fakePackagesApi());
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
