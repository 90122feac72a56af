import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { AccountRow, EffectivePermissions } from '@kanri/contracts';
import { fakeFeatureApi, savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys } from '@kanri/ui';
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

const member: AccountRow = {
  type: 'MEMBERSHIP',
  id: 'm-1',
  userId: '5d2c1a8e-9f0b-4c3d-8e7f-6a5b4c3d2e1f',
  name: 'Ken Sato',
  email: 'it@kanri.example',
  avatarUrl: null,
  createdAt: '2025-01-10T09:00:00Z',
  lastSignedInAt: null,
  products: ['IT'],
};
const pendingInvitation: AccountRow = { ...invitation, id: '0f6d5c4b-3a29-4817-9605-f4e3d2c1b0a9', isExpired: false };

/** A fake of the persons calls: the lists answer `rows`; writes are recorded and answered by `answer` (default success). */
function personsApi(rows: AccountRow[], answer?: (call: { method: string; path: string; body: unknown }) => unknown) {
  const writes: Array<{ method: string; path: string; params: unknown; body: unknown }> = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    if (endpoint.method !== 'GET') {
      const call = { method: endpoint.method, path: endpoint.path, params: input?.params, body: input?.body };
      writes.push(call);
      const result = answer?.(call);
      if (result instanceof ApiError) throw result;
      return result ?? (endpoint.method === 'DELETE' ? undefined : pendingInvitation);
    }
    if (endpoint.path === '/v2/settings/users/{id}/permissions') {
      const permissions: EffectivePermissions = {
        userId: member.type === 'MEMBERSHIP' ? member.userId : '',
        hasOperator: true,
        person: { id: 'p-1', name: 'Ken Sato' },
        products: ['IT'],
        roles: [{ id: 'r-1', name: 'IT team', products: ['IT'], peopleGroups: [{ id: 'g-1', name: 'IT department' }] }],
      };
      return permissions;
    }
    if (endpoint.path.endsWith('-count')) return { count: rows.length };
    if (endpoint.path.startsWith('/v2/settings/')) return { items: rows };
    return { items: [] };
  };
  return { writes, fetcher };
}

describe('inviting and managing invitations', () => {
  it('invites with the staff defaults and shows field errors for what is missing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = personsApi([member]);
    renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff', fetcher: api.fetcher });
    await user.click(await screen.findByRole('button', { name: /Invite/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    expect(api.writes).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^E-mail/), 'hanako@kanri.example');
    await user.type(within(dialog).getByLabelText(/^Family name\b(?! \()/), '山田');
    await user.type(within(dialog).getByLabelText(/^Given name\b(?! \()/), '花子');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]).toMatchObject({
      method: 'POST',
      path: '/v2/settings/invitations',
      body: { email: 'hanako@kanri.example', familyName: '山田', givenName: '花子', familyNameEn: null, givenNameEn: null, accounts: ['OPERATOR', 'INDIVIDUAL'], personId: null, validityDays: 7 },
    });
    expect(await screen.findByText('An invitation was sent to hanako@kanri.example.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed and shows a taken address under the e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const taken = new ApiError({ status: 409, code: 'CONFLICT', message: 'An account with this e-mail address already exists.' });
    const api = personsApi([], () => taken);
    renderWithProviders(<IndividualAccountsPage />, { route: '/settings/persons/individual', fetcher: api.fetcher });
    await user.click(await screen.findByRole('button', { name: /Invite/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'it@kanri.example');
    await user.type(within(dialog).getByLabelText(/^Family name\b(?! \()/), 'Sato');
    await user.type(within(dialog).getByLabelText(/^Given name\b(?! \()/), 'Ken');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('An account with this e-mail address already exists.')).toBeInTheDocument();
    // the individual list invites to the individual area only
    expect(api.writes[0]?.body).toMatchObject({ accounts: ['INDIVIDUAL'] });
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('it@kanri.example');
  });

  it('resends an invitation, and revokes one only after the confirm', async () => {
    const user = userEvent.setup({ delay: null });
    const api = personsApi([pendingInvitation]);
    renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff', fetcher: api.fetcher });
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to hana@kanri.example' }));
    await waitFor(() => expect(api.writes).toEqual([expect.objectContaining({ method: 'POST', path: '/v2/settings/invitations/{id}/resend', params: { id: pendingInvitation.id } })]));
    expect(await screen.findByText('The invitation was sent again to hana@kanri.example.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to hana@kanri.example' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to hana@kanri.example' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The invitation link stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.writes[1]).toMatchObject({ method: 'DELETE', path: '/v2/settings/invitations/{id}', params: { id: pendingInvitation.id } }));
  });

  it("shows a staff member's products in the list and their roles and groups in the drawer", async () => {
    const user = userEvent.setup({ delay: null });
    const api = personsApi([member]);
    renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff', fetcher: api.fetcher });
    const row = (await screen.findByText('Ken Sato')).closest('tr')!;
    expect(within(row).getByText('IT')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Permissions of Ken Sato' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'IT team' })).toHaveAttribute('href', '/settings/permission-and-roles/roles/r-1');
    expect(within(drawer).getByText('Through: IT department')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Allowed')).toHaveLength(1);
    expect(within(drawer).getAllByText('Not allowed')).toHaveLength(5);
  });
});

describe('account lists saved views (issue 31 §4)', () => {
  const invitations = savedViewFake({ tableId: 'settings-accounts-staff', name: 'Pending invitations', search: 'category=INVITATION&sortColumn=CREATED_AT', columns: ['NAME', 'CREATED_AT', 'EMAIL'] });
  /** The staff and individual lists answering `member` and `pendingInvitation`, with the saved views' and column settings' calls of `answer`. */
  const listsApi = (answer: ReturnType<typeof savedViewsFakeAnswer>) =>
    fakeFeatureApi(
      Object.fromEntries(
        ['operator', 'individual'].flatMap((kind) => [
          [`GET /v2/settings/${kind}-accounts`, { items: [member, pendingInvitation] }],
          [`GET /v2/settings/${kind}-accounts-count`, { count: 2 }],
        ]),
      ),
      answer,
    );

  it('saves the search and the visible columns; opening a view restores them', async () => {
    const user = userEvent.setup({ delay: null });
    // the last sign-in hidden in the saved column settings
    const api = listsApi(savedViewsFakeAnswer([invitations], { columns: [{ key: 'lastSignedInAt', visible: false }] }));
    const { router } = renderWithProviders(<StaffAccountsPage />, { route: '/settings/persons/staff?freeText=kanri&category=MEMBERSHIP', path: '/settings/persons/staff', fetcher: api.fetcher });
    await screen.findByText('Ken Sato');
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Last sign-in'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'settings-accounts-staff' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Kanri members');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'settings-accounts-staff', name: 'Kanri members', search: 'freeText=kanri&category=MEMBERSHIP', peopleGroupId: null,
      columns: ['NAME', 'EMAIL', 'state', 'products', 'expiresAt', 'CREATED_AT', 'actions'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Pending invitations'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'INVITATION', sortColumn: 'CREATED_AT' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Name', 'Created', 'E-mail']));
    expect(api.callsTo('GET', '/v2/settings/operator-accounts').at(-1)?.query).toMatchObject({ category: 'INVITATION', sortColumn: 'CREATED_AT' });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1);
    expect(put?.params).toEqual({ tableId: 'settings-accounts-staff' });
    expect(visibleColumnKeys(put?.body)).toEqual(['NAME', 'CREATED_AT', 'EMAIL']);
  });

  it("keeps the individual list's settings and views apart from the staff list's", async () => {
    const user = userEvent.setup({ delay: null });
    const api = listsApi(savedViewsFakeAnswer([]));
    renderWithProviders(<IndividualAccountsPage />, { route: '/settings/persons/individual', path: '/settings/persons/individual', fetcher: api.fetcher });
    await screen.findByText('Ken Sato');
    // the individual list has no products column
    expect(tableHeaderTitles()).not.toContain('Products');
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'settings-accounts-individual' });
    await user.click(screen.getByText('Views', { selector: 'button' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/saved-views')[0]?.query).toEqual({ tableId: 'settings-accounts-individual' }));
  });
});
