import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeRolesApi } from '../testing';
import { ProductPermissionsPage } from './product-permissions-page';

jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('ProductPermissionsPage', () => {
  it('shows a check per granted product, the total and the roles that use it', async () => {
    const api = fakeRolesApi();
    renderWithProviders(<ProductPermissionsPage />, { route: '/settings/permission-and-roles/product-permissions', fetcher: api.fetcher });
    const row = (await screen.findByText('IT only', { selector: 'a' })).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Product permission name', 'Accessible products', 'IT', 'HR', 'GA', 'Legal', 'Marketplace', 'Settings', 'Used by roles']);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('1');
    expect(cells.slice(2, 8).map((cell) => within(cell).getByRole('img').getAttribute('aria-label'))).toEqual(['Yes', 'No', 'No', 'No', 'No', 'No']);
    expect(within(cells[8]!).getByText('IT staff')).toBeInTheDocument();
    const full = screen.getByText('Full access', { selector: 'a' }).closest('tr')!;
    expect(within(full).getAllByRole('img', { name: 'Yes' })).toHaveLength(6);
  });

  it('filters by a granted product, kept in the URL, and starts again at the first page', async () => {
    const api = fakeRolesApi();
    const { router } = renderWithProviders(<ProductPermissionsPage />, { route: '/settings/permission-and-roles/product-permissions?pageIndex=1', fetcher: api.fetcher });
    await screen.findByText('IT only', { selector: 'a' });
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByText('Grants Settings', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(router.state.location.search).toBe('?product=SETTINGS'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/settings/product-permissions').at(-1)?.query).toMatchObject({ product: 'SETTINGS', pageIndex: 0 }));
    expect(api.callsTo('GET', '/v2/settings/product-permissions-count').at(-1)?.query).toEqual({ product: 'SETTINGS', freeText: undefined });
  });
});
