import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeRolesApi, ids, itPermission } from '../testing';
import { ProductPermissionNewPage } from './product-permission-new-page';
import { ProductPermissionEditPage } from './product-permission-edit-page';
import { ProductPermissionPage } from './product-permission-page';

jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;
const handler = () => screen.getByRole('checkbox', { name: 'My Number handler (個人番号事務取扱担当者)' });

describe('the My Number handler privilege of a product permission', () => {
  it('is a checkbox with its help text; a refused submit followed by a corrected one posts the privilege', async () => {
    const api = fakeRolesApi();
    renderWithProviders(<ProductPermissionNewPage />, { route: '/settings/permission-and-roles/product-permissions/new', fetcher: api.fetcher });
    expect(await screen.findByText(/may reveal, export and import My Numbers/)).toBeInTheDocument();
    expect(handler()).not.toBeChecked();
    await user.click(handler());
    // the client refuses an empty name…
    await user.click(button('Add'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/settings/product-permissions')).toHaveLength(0);
    // …and the corrected form goes through (the button is not left loading)
    await user.type(screen.getByLabelText(/Product permission name/), 'Payroll');
    await user.click(button('Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/settings/product-permissions')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/settings/product-permissions')[0]?.body).toEqual({ name: 'Payroll', products: [], privileges: ['MY_NUMBER_HANDLER'] });
  });

  it('starts the edit form from the permission as it stands and sends the privilege with the update', async () => {
    const held = { ...itPermission, privileges: ['MY_NUMBER_HANDLER' as const] };
    const api = fakeRolesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/settings/product-permissions/{id}' ? held : undefined) });
    renderWithProviders(<ProductPermissionEditPage />, {
      route: `/settings/permission-and-roles/product-permissions/${ids.itPermission}/edit`,
      path: '/settings/permission-and-roles/product-permissions/:id/edit',
      fetcher: api.fetcher,
    });
    await waitFor(() => expect(handler()).toBeChecked());
    await user.click(handler());
    await user.click(button('Save'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/settings/product-permissions/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/settings/product-permissions/{id}')[0]?.body).toEqual({ name: 'IT only', products: ['IT'], privileges: [], version: 2 });
  });

  it('shows the privilege on the permission page', async () => {
    const api = fakeRolesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/settings/product-permissions/{id}' ? { ...itPermission, privileges: ['MY_NUMBER_HANDLER'] } : undefined) });
    renderWithProviders(<ProductPermissionPage />, {
      route: `/settings/permission-and-roles/product-permissions/${ids.itPermission}`,
      path: '/settings/permission-and-roles/product-permissions/:id',
      fetcher: api.fetcher,
    });
    expect(await screen.findByText('My Number handler (個人番号事務取扱担当者)')).toBeInTheDocument();
    expect(screen.getByText('Privileges')).toBeInTheDocument();
  });
});
