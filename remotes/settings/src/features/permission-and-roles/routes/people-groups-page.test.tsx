import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeRolesApi, ids } from '../testing';
import { PeopleGroupsPage } from './people-groups-page';

jest.setTimeout(40_000);

describe('PeopleGroupsPage', () => {
  it('shows each group with its people, a check per worker type it holds, the people named and the roles using it', async () => {
    const api = fakeRolesApi();
    renderWithProviders(<PeopleGroupsPage />, { route: '/settings/permission-and-roles/people-groups', fetcher: api.fetcher });
    const row = (await screen.findByText('IT department', { selector: 'a' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'People group name', 'Total people', 'Employee', 'Board member', 'Contractor', 'Collaborator', 'Included', 'Excluded', 'Used by roles',
    ]);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('41');
    expect(cells.slice(2, 6).map((cell) => within(cell).getByRole('img').getAttribute('aria-label'))).toEqual(['Yes', 'No', 'Yes', 'No']);
    expect(cells[6]).toHaveTextContent('0');
    expect(cells[7]).toHaveTextContent('1');
    expect(within(cells[8]!).getByText('IT staff')).toHaveAttribute('href', `/settings/permission-and-roles/roles/${ids.itRole}`);
    expect(screen.getByText('Add people group', { selector: 'a, a *' }).closest('a')).toHaveAttribute('href', '/settings/permission-and-roles/people-groups/new');
    expect(api.callsTo('GET', '/v2/settings/people-groups')[0]?.query).toEqual({ pageIndex: 0, pageSize: 100, sortColumn: 'NAME', sortOrder: 'asc' });
  });
});
