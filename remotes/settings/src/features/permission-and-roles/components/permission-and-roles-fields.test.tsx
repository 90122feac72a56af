import { cleanup, screen } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { peopleGroupFields, productPermissionFields, roleFields } from '@kanri/contracts';
import { adminRoleRow, adminsGroupRow, fakeRolesApi, fullPermissionRow, ids, itGroupRow, itPermission } from '../testing';
import { ProductPermissionsTable } from './product-permissions-table';
import { emptyProductPermissionFormValues, ProductPermissionForm } from './product-permission-form';
import { RolesTable } from './roles-table';
import { emptyRoleFormValues, RoleForm } from './role-form';
import { PeopleGroupsTable } from './people-groups-table';
import { emptyPeopleGroupFormValues, PeopleGroupForm } from './people-group-form';
import { ProductPermissionPage } from '../routes/product-permission-page';
import { RolePage } from '../routes/role-page';
import { PeopleGroupPage } from '../routes/people-group-page';

jest.setTimeout(40_000);

/**
 * Issue 30 "A field is described once": the lists' column titles, the forms' labels and choices,
 * the pages' labels and tags and the histories' field names and values of product permissions,
 * roles and people groups read the contracts' `productPermissionFields`, `roleFields` and
 * `peopleGroupFields`. A catalog that renames every described label (`«id»`) renames them on every
 * screen, so no screen keeps a copy of its own.
 */
const listSearch = { pageIndex: 0, pageSize: 100 };

/** The IT permission's history: its English name and products changed. */
const history = [
  auditLogEntry('PRODUCT_PERMISSION', ids.itPermission, [
    { field: 'nameEn', before: null, after: 'IT only' },
    { field: 'products', before: ['GA'], after: ['IT'] },
  ]),
];

describe('product permission, role and people group fields come from their descriptions', () => {
  markDescribedLabels(productPermissionFields, roleFields, peopleGroupFields);

  it("the list's name and product column titles are the description's labels", () => {
    renderWithProviders(<ProductPermissionsTable rows={[fullPermissionRow]} total={1} loading={false} search={listSearch} onSearchChange={() => {}} />);
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(titles).toContain(markedLabel(productPermissionFields.name.label.id));
    for (const value of Object.values(productPermissionFields.products.values)) expect(titles).toContain(markedLabel(value.id));
  });

  it("the form's labels and choices are the description's", async () => {
    renderWithProviders(<ProductPermissionForm label="Product permission" defaultValues={emptyProductPermissionFormValues()} onSubmit={async () => {}} submitLabel="Save" onCancel={() => {}} />);
    for (const key of ['name', 'nameEn', 'products', 'privileges'] as const) expect(await screen.findByText(markedLabel(productPermissionFields[key].label.id))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: markedLabel(productPermissionFields.products.values.LEGAL.id) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: markedLabel(productPermissionFields.privileges.values.MY_NUMBER_HANDLER.id) })).toBeInTheDocument();
  });

  it("the page's labels and the history's field names and values are the description's", async () => {
    const api = fakeRolesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: history } : undefined) });
    renderWithProviders(<ProductPermissionPage />, {
      route: `/settings/permission-and-roles/product-permissions/${ids.itPermission}`,
      path: '/settings/permission-and-roles/product-permissions/:id',
      fetcher: api.fetcher,
    });
    expect(await screen.findByText(itPermission.name, { selector: 'h1' })).toBeInTheDocument();
    // the details card and the history both name the English name field by the description
    expect((await screen.findAllByText(markedLabel(productPermissionFields.nameEn.label.id))).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText(markedLabel(productPermissionFields.products.label.id)).length).toBeGreaterThanOrEqual(2);
    // a product reads by its value label in the details' tags and in the history's before / after
    expect(screen.getAllByText(new RegExp(markedLabel(productPermissionFields.products.values.IT.id))).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(new RegExp(markedLabel(productPermissionFields.products.values.GA.id)))).toBeInTheDocument();
    expect(screen.queryByText(/^GA$/)).not.toBeInTheDocument();
  });

  it("roles: the list's column titles, the form's labels, the page's labels and the history's field names are roleFields'", async () => {
    renderWithProviders(<RolesTable rows={[adminRoleRow]} total={1} loading={false} search={listSearch} onSearchChange={() => {}} />);
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['name', 'peopleGroupIds', 'productPermissionIds'] as const) expect(titles).toContain(markedLabel(roleFields[key].label.id));
    cleanup();
    const api = fakeRolesApi();
    renderWithProviders(<RoleForm label="Role" defaultValues={emptyRoleFormValues()} onSubmit={async () => {}} submitLabel="Save" onCancel={() => {}} />, { fetcher: api.fetcher });
    for (const key of ['name', 'nameEn', 'productPermissionIds', 'peopleGroupIds'] as const) expect(await screen.findByText(markedLabel(roleFields[key].label.id))).toBeInTheDocument();
    cleanup();
    renderWithProviders(<RolePage />, { route: `/settings/permission-and-roles/roles/${ids.adminRole}`, path: '/settings/permission-and-roles/roles/:id', fetcher: fakeRolesApi().fetcher });
    expect(await screen.findByText('Administrators', { selector: 'h1' })).toBeInTheDocument();
    // the details card and the seeded history (its groups changed; created with a name) name the fields by the description
    expect((await screen.findAllByText(markedLabel(roleFields.peopleGroupIds.label.id))).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText(markedLabel(roleFields.name.label.id)).length).toBeGreaterThanOrEqual(2);
  });

  it("people groups: the list's column titles and worker types, the form's labels and the history's field names and values are peopleGroupFields'", async () => {
    renderWithProviders(<PeopleGroupsTable rows={[adminsGroupRow, itGroupRow]} total={2} loading={false} search={listSearch} onSearchChange={() => {}} />);
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(titles).toContain(markedLabel(peopleGroupFields.name.label.id));
    for (const value of Object.values(peopleGroupFields.workerTypes.values)) expect(titles).toContain(markedLabel(value.id));
    cleanup();
    renderWithProviders(<PeopleGroupForm label="People group" defaultValues={emptyPeopleGroupFormValues()} onSubmit={async () => {}} submitLabel="Save" onCancel={() => {}} />, { fetcher: fakeRolesApi().fetcher });
    for (const key of ['name', 'nameEn', 'workerTypes', 'includedPersonIds', 'excludedPersonIds'] as const) {
      expect(await screen.findByText(markedLabel(peopleGroupFields[key].label.id))).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: markedLabel(peopleGroupFields.workerTypes.values.CONTRACTOR.id) })).toBeInTheDocument();
    cleanup();
    const groupHistory = [
      auditLogEntry('PEOPLE_GROUP', ids.adminsGroup, [{ field: 'workerTypes', before: [], after: ['BOARD_MEMBER'] }]),
    ];
    const api = fakeRolesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: groupHistory } : undefined) });
    renderWithProviders(<PeopleGroupPage />, { route: `/settings/permission-and-roles/people-groups/${ids.adminsGroup}`, path: '/settings/permission-and-roles/people-groups/:id', fetcher: api.fetcher });
    expect(await screen.findByText('Admins', { selector: 'h1' })).toBeInTheDocument();
    expect((await screen.findAllByText(markedLabel(peopleGroupFields.workerTypes.label.id))).length).toBeGreaterThanOrEqual(2);
    // the history's after cell and the member's line (Taro Yamada is a board member) read the value label
    expect(screen.getByText(markedLabel(peopleGroupFields.workerTypes.values.BOARD_MEMBER.id), { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByText(/(^|[^.])BOARD_MEMBER/)).not.toBeInTheDocument();
  });
});
