import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { adminRole, conflictError, fakeRolesApi, ids, itRoleRow, type FakeAnswer } from '../testing';
import { RolePage } from './role-page';

jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;

function open(options: { id?: string; answer?: FakeAnswer } = {}) {
  const api = fakeRolesApi({ answer: options.answer });
  const result = renderWithProviders(<RolePage />, { route: `/settings/permission-and-roles/roles/${options.id ?? ids.adminRole}`, path: '/settings/permission-and-roles/roles/:id', fetcher: api.fetcher });
  return { ...result, api };
}

/** The value shown for the description item labelled `label`. */
function item(label: string): HTMLElement {
  const cell = screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!;
  return cell.nextElementSibling as HTMLElement;
}

describe('RolePage', () => {
  it('shows the role, who holds it through which group, and its history', async () => {
    const { api } = open();
    expect(await screen.findByText('Administrators', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Roles');
    expect(item('Total people')).toHaveTextContent('2');
    expect(within(item('People groups')).getByText('Admins')).toHaveAttribute('href', `/settings/permission-and-roles/people-groups/${ids.adminsGroup}`);
    expect(item('Accessible products')).toHaveTextContent('ITHRGALegalMarketplaceSettings');
    expect(screen.getByText('Edit', { selector: 'a *' }).closest('a')).toHaveAttribute('href', `/settings/permission-and-roles/roles/${ids.adminRole}/edit`);

    const holder = (await screen.findByText('Hanako Sato')).closest('tr')!;
    expect(holder).toHaveTextContent('hanako.sato@kanri.example');
    expect(holder).toHaveTextContent('Employee');
    expect(within(holder).getByText('Admins')).toHaveAttribute('href', `/settings/permission-and-roles/people-groups/${ids.adminsGroup}`);
    expect(screen.getByText('Taro Yamada', { selector: 'td' }).closest('tr')).toHaveTextContent('Board member');
    expect(api.callsTo('GET', '/v2/settings/roles/{id}/holders')[0]).toMatchObject({ params: { id: ids.adminRole }, query: { sortColumn: 'NAME', sortOrder: 'asc', pageIndex: 0, pageSize: 100 } });

    const history = await screen.findByRole('table', { name: /^Changes: Updated/ });
    // a group the role no longer has reads "Another record", the current one by its name
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('People groupsAnother recordAdmins');
    expect(api.callsTo('GET', '/v2/audit-logs')[0]?.query).toEqual({ resourceType: 'ROLE', resourceId: ids.adminRole });
  });

  it('searches the holders by name', async () => {
    const { api } = open();
    await screen.findByText('Hanako Sato');
    await user.type(screen.getByRole('searchbox', { name: 'Search holders by name or e-mail' }), 'sato{Enter}');
    await waitFor(() => expect(api.callsTo('GET', '/v2/settings/roles/{id}/holders').at(-1)?.query).toMatchObject({ freeText: 'sato', pageIndex: 0 }));
    expect(api.callsTo('GET', '/v2/settings/roles/{id}/holders-count').at(-1)?.query).toEqual({ freeText: 'sato' });
  });

  it('shows the not-found page for an unknown role and, without calling, for an id that is not one', async () => {
    const missing = open({ id: '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    missing.unmount();
    const typo = open({ id: 'admins' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(typo.api.callsTo('GET', '/v2/settings/roles/{id}')).toHaveLength(0);
  });

  it('shows the error with Retry when the role cannot be loaded', async () => {
    let fail = true;
    const { api } = open({ answer: (call) => (call.path === '/v2/settings/roles/{id}' && fail ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Database is down' }) : undefined) });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(button('Retry'));
    expect(await screen.findByText('Administrators', { selector: 'h1' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/settings/roles/{id}').length).toBeGreaterThan(1);
  });

  it('deletes the role after the confirm dialog and returns to the list', async () => {
    const { api, router } = open();
    await user.click(await screen.findByText('Delete', { selector: 'button *' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this role?');
    expect(api.callsTo('DELETE', '/v2/settings/roles/{id}')).toHaveLength(0);
    await user.click(within(dialog).getByText('Delete', { selector: 'button *' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/permission-and-roles/roles'));
    expect(api.callsTo('DELETE', '/v2/settings/roles/{id}').map((call) => call.params)).toEqual([{ id: ids.adminRole }]);
    expect(await screen.findByText('The role "Administrators" was deleted.')).toBeInTheDocument();
  });

  it("shows the server's message and stays when the delete would leave nobody holding Settings", async () => {
    const message = 'This change would leave nobody who can open Settings. Keep at least one staff member with the Settings product.';
    const { router } = open({ answer: (call) => (call.method === 'DELETE' ? conflictError(message, 'LAST_SETTINGS_HOLDER') : undefined) });
    await user.click(await screen.findByText('Delete', { selector: 'button *' }));
    await user.click(within(await screen.findByRole('dialog')).getByText('Delete', { selector: 'button *' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('The role could not be deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/settings/permission-and-roles/roles/${ids.adminRole}`);
  });

  it('titles the role by the name the API shows in the screen language and lists both names as stored, the English one "None" when English falls back', async () => {
    const itRole = { ...adminRole, ...itRoleRow };
    open({ id: ids.itRole, answer: (call) => (call.method === 'GET' && call.path === '/v2/settings/roles/{id}' ? itRole : undefined) });
    expect(await screen.findByText('IT staff', { selector: 'h1' })).toBeInTheDocument();
    expect(item('Role name')).toHaveTextContent('情報システム');
    expect(item('English name')).toHaveTextContent('IT staff');
  });

  it('says "None" for a role without an English name', async () => {
    open();
    expect(await screen.findByText('Administrators', { selector: 'h1' })).toBeInTheDocument();
    expect(item('Role name')).toHaveTextContent('Administrators');
    expect(item('English name')).toHaveTextContent('None');
  });
});
