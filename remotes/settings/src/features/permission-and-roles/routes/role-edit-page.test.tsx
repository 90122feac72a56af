import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { UpdateRoleBody } from '@kanri/contracts';
import { adminRole, conflictError, fakeRolesApi, ids, type FakeAnswer } from '../testing';
import { RoleEditPage } from './role-edit-page';

jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;

function open(answer?: FakeAnswer) {
  const api = fakeRolesApi({ answer });
  const result = renderWithProviders(<RoleEditPage />, {
    route: `/settings/permission-and-roles/roles/${ids.adminRole}/edit`,
    path: '/settings/permission-and-roles/roles/:id/edit',
    fetcher: api.fetcher,
  });
  return { ...result, api };
}

const patches = (api: ReturnType<typeof fakeRolesApi>) => api.callsTo('PATCH', '/v2/settings/roles/{id}').map((call) => call.body as UpdateRoleBody);

describe('RoleEditPage', () => {
  it('saves with the version it started from and returns to the role', async () => {
    const { api, router } = open();
    const name = await screen.findByLabelText(/Role name/);
    expect(name).toHaveValue('Administrators');
    // the chosen permission and group show by name
    expect(screen.getByText('Full access', { selector: '.ant-select-selection-item *, .ant-select-selection-item' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Admins of everything');
    await user.click(button('Save'));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({ name: 'Admins of everything', nameEn: null, productPermissionIds: [ids.fullPermission], peopleGroupIds: [ids.adminsGroup], version: 3 });
    expect(api.callsTo('PATCH', '/v2/settings/roles/{id}')[0]?.params).toEqual({ id: ids.adminRole });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/permission-and-roles/roles/${ids.adminRole}`));
    expect(await screen.findByText('The changes were saved.')).toBeInTheDocument();
  });

  it('says someone else saved first (409), keeps what was typed, and Reload starts again from the current role', async () => {
    let version = 3;
    const { api, router } = open((call) => {
      if (call.method === 'PATCH') return version === 3 || (call.body as UpdateRoleBody).version !== version ? conflictError('This record was changed by someone else. Reload it and try again.') : null;
      if (call.method === 'GET' && call.path === '/v2/settings/roles/{id}') return version === 3 ? adminRole : { ...adminRole, name: 'Renamed by Sato', nameJa: 'Renamed by Sato', version };
      return undefined;
    });
    const name = await screen.findByLabelText(/Role name/);
    await user.clear(name);
    await user.type(name, 'My change');
    version = 5;
    const reads = () => api.callsTo('GET', '/v2/settings/roles/{id}').length;
    const readsBeforeSave = reads();
    await user.click(button('Save'));
    expect(await screen.findByText('Someone else changed this record while you were editing it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Role name/)).toHaveValue('My change');
    // the kit's notice (useStaleVersion): it says nothing was saved, and the role is read again only on Reload
    expect(screen.getByText(/Your changes have not been saved\./)).toBeInTheDocument();
    expect(reads()).toBe(readsBeforeSave);
    expect(router.state.location.pathname).toBe(`/settings/permission-and-roles/roles/${ids.adminRole}/edit`);

    await user.click(button('Reload'));
    await waitFor(() => expect(screen.getByLabelText(/Role name/)).toHaveValue('Renamed by Sato'));
    expect(screen.queryByText('Someone else changed this record while you were editing it.')).not.toBeInTheDocument();
    await user.click(button('Save'));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]?.version).toBe(5);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settings/permission-and-roles/roles/${ids.adminRole}`));
  });

  it("shows the server's message when the change would leave nobody holding Settings (409 LAST_SETTINGS_HOLDER)", async () => {
    const message = 'This change would leave nobody who can open Settings. Keep at least one staff member with the Settings product.';
    const { api } = open((call) => (call.method === 'PATCH' ? conflictError(message, 'LAST_SETTINGS_HOLDER') : undefined));
    await screen.findByLabelText(/Role name/);
    await user.click(button('Save'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Someone else changed this record while you were editing it.')).not.toBeInTheDocument();
    expect(patches(api)).toHaveLength(1);
  });

  it('edits both names as stored: the name typed and the English name, which English screens show', async () => {
    const { api } = open((call) => (call.method === 'GET' && call.path === '/v2/settings/roles/{id}' ? { ...adminRole, name: 'Administrators (EN)', nameJa: '管理者', nameEn: 'Administrators (EN)' } : undefined));
    expect(await screen.findByLabelText(/Role name/)).toHaveValue('管理者');
    const english = screen.getByLabelText(/English name/);
    expect(english).toHaveValue('Administrators (EN)');
    await user.clear(english);
    await user.click(button('Save'));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toMatchObject({ name: '管理者', nameEn: null });
  });
});
