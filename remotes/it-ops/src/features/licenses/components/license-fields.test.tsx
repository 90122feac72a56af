import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { licenseFields } from '@kanri/contracts';
import { fakeLicensesApi, ids } from '../testing';
import { LicensesPage } from '../routes/licenses-page';
import { LicenseAddPage } from '../routes/license-add-page';
import { LicenseDetailPage } from '../routes/license-detail-page';

jest.setTimeout(40_000);

/**
 * Issue 30 "A field is described once": the inventory's column titles and cells, the license form's
 * labels and choices, the license's page and the history tab's field names and enumeration values
 * read the contracts' `licenseFields` (the export's headers too: api/src/http/field-descriptions.test.ts).
 * A catalog that renames every described label (`«id»`) renames them on every screen.
 */
const label = (key: keyof typeof licenseFields) => markedLabel(licenseFields[key].label.id!);

describe('license fields come from licenseFields', () => {
  markDescribedLabels(licenseFields);

  it("the inventory's column titles and cells are the description's", async () => {
    const api = fakeLicensesApi();
    renderWithProviders(<LicensesPage />, { route: '/licenses/inventory', fetcher: api.fetcher });
    const row = (await screen.findByRole('link', { name: 'Slack' })).closest('tr')!;
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['licenseName', 'allocationType', 'softwareId', 'vendorName', 'seatsTotal', 'price', 'expiryDate', 'autoRenewal'] as const) {
      expect(titles).toContain(label(key));
    }
    expect(row).toHaveTextContent(markedLabel(licenseFields.allocationType.values.SAAS.id!));
    expect(row).toHaveTextContent(markedLabel(licenseFields.perUnitBasis.values.LICENSE_SEAT.id!));
    expect(row).toHaveTextContent(markedLabel(licenseFields.billingUnit.values.MONTH.id!));
  });

  it("the form's labels and choices are the description's", async () => {
    const api = fakeLicensesApi();
    renderWithProviders(<LicenseAddPage />, { route: '/licenses/add/SAAS', path: '/licenses/add/:allocationType', fetcher: api.fetcher });
    for (const key of ['licenseName', 'allocationType', 'softwareId', 'appIntegrationId', 'vendorName', 'seatsTotal', 'perUnitBasis', 'price', 'currency', 'billingUnit', 'termStart', 'expiryDate', 'autoRenewal', 'notes'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText(markedLabel(licenseFields.allocationType.values.SAAS.id!)).length).toBeGreaterThan(0);
  });

  it("the page and the history tab name fields and enumeration values with the description's labels", async () => {
    const entry = auditLogEntry('LICENSE', ids.license, [
      { field: 'billingUnit', before: 'MONTH', after: 'YEAR' },
      { field: 'seatsTotal', before: 2, after: 3 },
    ]);
    const api = fakeLicensesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    renderWithProviders(<LicenseDetailPage />, { route: `/licenses/${ids.license}`, path: '/licenses/:id/:tab?', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: /^Changes: / });
    for (const key of ['perUnitBasis', 'termStart', 'autoRenewal', 'notes', 'softwareId'] as const) expect(screen.getAllByText(label(key)).length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      `${label('billingUnit')}${markedLabel(licenseFields.billingUnit.values.MONTH.id!)}${markedLabel(licenseFields.billingUnit.values.YEAR.id!)}`,
      `${label('seatsTotal')}23`,
    ]);
  });
});
