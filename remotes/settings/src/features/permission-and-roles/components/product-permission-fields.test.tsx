import { cleanup, screen } from '@testing-library/react';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { productPermissionFields, type AuditLogEntry } from '@kanri/contracts';
import { fakeRolesApi, fullPermissionRow, ids, itPermission } from '../testing';
import { ProductPermissionsTable } from './product-permissions-table';
import { emptyProductPermissionFormValues, ProductPermissionForm } from './product-permission-form';
import { ProductPermissionPage } from '../routes/product-permission-page';

jest.setTimeout(40_000);

/**
 * Issue 30 "A field is described once": the product permission list's product columns, the form's
 * labels and choices, the page's labels and tags and the history's field names and values read the
 * contracts' `productPermissionFields`. A catalog that renames every described label (`«id»`)
 * renames them on every screen, so no screen keeps a copy of its own.
 */
const marked = (id: string) => `«${id}»`;
const descriptors = Object.values(productPermissionFields).flatMap((field) => [field.label, ...('values' in field ? Object.values(field.values) : [])]);

/** The IT permission's history: its English name and products changed. */
const history: AuditLogEntry[] = [
  {
    id: 'h1',
    action: 'UPDATE',
    occurredAt: '2026-05-10T03:30:00.000Z',
    actor: { userId: 'u-1', name: 'Taro Yamada' },
    resourceType: 'PRODUCT_PERMISSION',
    resourceId: ids.itPermission,
    changes: [
      { field: 'nameEn', before: null, after: 'IT only' },
      { field: 'products', before: ['GA'], after: ['IT'] },
    ],
  },
];

describe('product permission fields come from productPermissionFields', () => {
  beforeEach(() => {
    i18n.load('en-US', Object.fromEntries(descriptors.map((d) => [d.id, marked(d.id)])));
  });
  afterEach(() => {
    cleanup();
    i18n.load('en-US', Object.fromEntries(descriptors.map((d) => [d.id, d.message])));
  });

  it("the list's name and product column titles are the description's labels", () => {
    renderWithProviders(<ProductPermissionsTable rows={[fullPermissionRow]} total={1} loading={false} search={{ pageIndex: 0, pageSize: 100 }} onSearchChange={() => {}} />);
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(titles).toContain(marked(productPermissionFields.name.label.id));
    for (const value of Object.values(productPermissionFields.products.values)) expect(titles).toContain(marked(value.id));
  });

  it("the form's labels and choices are the description's", async () => {
    renderWithProviders(<ProductPermissionForm label="Product permission" defaultValues={emptyProductPermissionFormValues()} onSubmit={async () => {}} submitLabel="Save" onCancel={() => {}} />);
    for (const key of ['name', 'nameEn', 'products', 'privileges'] as const) expect(await screen.findByText(marked(productPermissionFields[key].label.id))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: marked(productPermissionFields.products.values.LEGAL.id) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: marked(productPermissionFields.privileges.values.MY_NUMBER_HANDLER.id) })).toBeInTheDocument();
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
    expect((await screen.findAllByText(marked(productPermissionFields.nameEn.label.id))).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText(marked(productPermissionFields.products.label.id)).length).toBeGreaterThanOrEqual(2);
    // a product reads by its value label in the details' tags and in the history's before / after
    expect(screen.getAllByText(new RegExp(marked(productPermissionFields.products.values.IT.id))).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(new RegExp(marked(productPermissionFields.products.values.GA.id)))).toBeInTheDocument();
    expect(screen.queryByText(/^GA$/)).not.toBeInTheDocument();
  });
});
