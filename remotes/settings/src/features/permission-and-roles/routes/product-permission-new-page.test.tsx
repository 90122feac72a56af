import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { adminRole, fakeRolesApi, ids, itPermission } from '../testing';
import { RolePage } from './role-page';
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
    expect(api.callsTo('POST', '/v2/settings/product-permissions')[0]?.body).toEqual({ name: 'Payroll', nameEn: null, products: [], privileges: ['MY_NUMBER_HANDLER'] });
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
    expect(api.callsTo('PATCH', '/v2/settings/product-permissions/{id}')[0]?.body).toEqual({ name: '情報システム', nameEn: 'IT only', products: ['IT'], privileges: [], version: 2 });
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

/** Issue 30: a product permission has an English name beside the name typed, as roles and people groups do. */
describe('the English name of a product permission', () => {
  const item = (label: string) =>
    screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;

  it('posts the English name beside the name; left empty it is null (English screens then show the name typed)', async () => {
    const api = fakeRolesApi();
    renderWithProviders(<ProductPermissionNewPage />, { route: '/settings/permission-and-roles/product-permissions/new', fetcher: api.fetcher });
    await user.type(await screen.findByLabelText(/Product permission name/), '経理');
    await user.type(screen.getByLabelText(/English name/), 'Accounting');
    await user.click(button('Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/settings/product-permissions')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/settings/product-permissions')[0]?.body).toEqual({ name: '経理', nameEn: 'Accounting', products: [], privileges: [] });
  });

  it('edits both names as stored: the name typed and the English name', async () => {
    const api = fakeRolesApi();
    renderWithProviders(<ProductPermissionEditPage />, {
      route: `/settings/permission-and-roles/product-permissions/${ids.itPermission}/edit`,
      path: '/settings/permission-and-roles/product-permissions/:id/edit',
      fetcher: api.fetcher,
    });
    await waitFor(() => expect(screen.getByLabelText(/Product permission name/)).toHaveValue('情報システム'));
    const english = screen.getByLabelText(/English name/);
    expect(english).toHaveValue('IT only');
    await user.clear(english);
    await user.click(button('Save'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/settings/product-permissions/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/settings/product-permissions/{id}')[0]?.body).toMatchObject({ name: '情報システム', nameEn: null });
  });

  it('an English screen titles the permission by its English name and lists both names as stored ("None" without one)', async () => {
    const api = fakeRolesApi();
    renderWithProviders(<ProductPermissionPage />, {
      route: `/settings/permission-and-roles/product-permissions/${ids.itPermission}`,
      path: '/settings/permission-and-roles/product-permissions/:id',
      fetcher: api.fetcher,
    });
    expect(await screen.findByText('IT only', { selector: 'h1' })).toBeInTheDocument();
    expect(item('Product permission name')).toHaveTextContent('情報システム');
    expect(item('English name')).toHaveTextContent('IT only');
    cleanup();
    const none = fakeRolesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/settings/product-permissions/{id}' ? { ...itPermission, name: '情報システム', nameEn: null } : undefined) });
    renderWithProviders(<ProductPermissionPage />, {
      route: `/settings/permission-and-roles/product-permissions/${ids.itPermission}`,
      path: '/settings/permission-and-roles/product-permissions/:id',
      fetcher: none.fetcher,
    });
    expect(await screen.findByText('情報システム', { selector: 'h1' })).toBeInTheDocument();
    expect(item('English name')).toHaveTextContent('None');
  });

  it('a role page names its product permissions as the API answers them in the screen language (English)', async () => {
    const api = fakeRolesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/settings/roles/{id}' ? { ...adminRole, productPermissions: [{ id: ids.itPermission, name: 'IT only' }] } : undefined) });
    renderWithProviders(<RolePage />, { route: `/settings/permission-and-roles/roles/${ids.adminRole}`, path: '/settings/permission-and-roles/roles/:id', fetcher: api.fetcher });
    expect(await screen.findByText('IT only')).toHaveAttribute('href', `/settings/permission-and-roles/product-permissions/${ids.itPermission}`);
  });
});
