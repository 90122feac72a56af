import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { conflictError, fakeRolesApi, ids } from '../testing';
import { ProductPermissionPage } from './product-permission-page';

jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('ProductPermissionPage', () => {
  it("shows the permission and, when roles still use it, the server's refusal of the delete", async () => {
    const message = 'Roles still use this. Remove it from those roles first.';
    const api = fakeRolesApi({ answer: (call) => (call.method === 'DELETE' ? conflictError(message, 'IN_USE') : undefined) });
    const { router } = renderWithProviders(<ProductPermissionPage />, {
      route: `/settings/permission-and-roles/product-permissions/${ids.itPermission}`,
      path: '/settings/permission-and-roles/product-permissions/:id',
      fetcher: api.fetcher,
    });
    expect(await screen.findByText('IT only', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('IT staff')).toHaveAttribute('href', `/settings/permission-and-roles/roles/${ids.itRole}`);
    expect(api.callsTo('GET', '/v2/audit-logs')[0]?.query).toEqual({ resourceType: 'PRODUCT_PERMISSION', resourceId: ids.itPermission });
    await user.click(screen.getByText('Delete', { selector: 'button *' }));
    await user.click(within(await screen.findByRole('dialog')).getByText('Delete', { selector: 'button *' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/v2/settings/product-permissions/{id}')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/settings/permission-and-roles/product-permissions/${ids.itPermission}`);
  });
});
