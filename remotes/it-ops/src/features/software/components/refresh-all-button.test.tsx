import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { refreshAllInterval } from '../api/refresh-all';
import { RefreshAllButton } from './refresh-all-button';

jest.setTimeout(20_000);

function renderButton(result: string, status: { status: string; inProgress: number; lastRefreshedAt: null }) {
  const calls: string[] = [];
  const fetcher: ApiFetcher = async (endpoint) => {
    calls.push(`${endpoint.method} ${endpoint.path}`);
    return endpoint.method === 'POST' ? { result } : status;
  };
  renderWithProviders(<RefreshAllButton />, { route: '/software/registry', fetcher });
  return { calls, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('RefreshAllButton', () => {
  it.each([
    ['ENQUEUED', 'Refreshing the accounts of every integration.'],
    ['ALREADY_IN_PROGRESS', 'A refresh is already in progress.'],
    ['RATE_LIMITED', 'The accounts were refreshed a moment ago. Try again in a minute.'],
  ])('%s shows its toast', async (result, text) => {
    const { calls, user } = renderButton(result, { status: 'IDLE', inProgress: 0, lastRefreshedAt: null });
    await user.click(await screen.findByRole('button', { name: /Refresh all/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(calls).toContain('POST /v2/app-integrations/refresh-resources-all');
  });

  it('says how many refreshes run while IN_PROGRESS', async () => {
    renderButton('ENQUEUED', { status: 'IN_PROGRESS', inProgress: 2, lastRefreshedAt: null });
    await waitFor(() => expect(screen.getByRole('button', { name: /Refreshing \(2\)/ })).toBeInTheDocument());
  });

  it('polls every 5,000 ms only while IN_PROGRESS', () => {
    expect(refreshAllInterval({ status: 'IN_PROGRESS' })).toBe(5000);
    expect(refreshAllInterval({ status: 'IDLE' })).toBe(0);
    expect(refreshAllInterval(undefined)).toBe(0);
  });
});
