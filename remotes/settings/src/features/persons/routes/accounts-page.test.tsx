import { screen, waitFor } from '@testing-library/react';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { AccountRow } from '@kanri/contracts';
import { IndividualAccountsPage, StaffAccountsPage } from './accounts-page';

jest.setTimeout(20_000);

const invitation: AccountRow = {
  type: 'INVITATION',
  id: 'i-9',
  name: 'Hana Mori',
  email: 'hana@kanri.example',
  createdAt: '2025-03-01T00:00:00Z',
  expiresAt: '2025-03-08T00:00:00Z',
  isExpired: true,
};

function accountsApi(result: AccountRow[] | ApiError) {
  const calls: Array<{ path: string; query: Record<string, unknown> }> = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    calls.push({ path: endpoint.path, query: input?.query as Record<string, unknown> });
    if (result instanceof ApiError) throw result;
    return endpoint.path.endsWith('-count') ? { count: result.length } : { items: result };
  };
  return { calls, fetcher };
}

describe('StaffAccountsPage', () => {
  it('lists staff memberships and invitations from the operator accounts', async () => {
    const api = accountsApi([invitation]);
    renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff', fetcher: api.fetcher });
    expect(await screen.findByText('Hana Mori')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/v2/settings/operator-accounts', '/v2/settings/operator-accounts-count']));
    expect(api.calls.find((c) => c.path === '/v2/settings/operator-accounts')?.query).toMatchObject({ category: 'ALL', pageSize: 100 });
  });

  it('falls back to ALL for an unknown category and rewrites the URL', async () => {
    const api = accountsApi([invitation]);
    const { router } = renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff?category=ROBOTS', fetcher: api.fetcher });
    await screen.findByText('Hana Mori');
    expect(api.calls[0]?.query).toMatchObject({ category: 'ALL' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the empty and the error states', async () => {
    const empty = renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff?category=INVITATION', fetcher: accountsApi([]).fetcher });
    expect(await screen.findByText('No data', { selector: '[role="status"] > div' })).toBeInTheDocument();
    empty.unmount();
    const failing = accountsApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Settings failed' }));
    renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff', fetcher: failing.fetcher });
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings failed');
  });
});

describe('IndividualAccountsPage', () => {
  it('reads the individual accounts', async () => {
    const api = accountsApi([invitation]);
    renderWithProviders(<IndividualAccountsPage />, { route: '/settings/persons/individual', fetcher: api.fetcher });
    await screen.findByText('Hana Mori');
    expect(api.calls.map((c) => c.path)).toContain('/v2/settings/individual-accounts');
    expect(api.calls.map((c) => c.path)).not.toContain('/v2/settings/operator-accounts');
  });
});
