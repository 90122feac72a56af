import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { softwareFields } from '@kanri/contracts';
import { fakeSoftwareApi, ids, slackRow } from '../testing';
import { SoftwareRegistryPage } from '../routes/software-registry-page';
import { SoftwareAddPage } from '../routes/software-add-page';
import { SoftwarePage } from '../routes/software-page';

jest.setTimeout(40_000);

/**
 * Issue 30 "A field is described once": the registry's column titles, type tabs and cells, the add
 * form's labels, the record's detail and architecture tabs and the history tab's field names and
 * enumeration values read the contracts' `softwareFields`. A catalog that renames every described
 * label (`«id»`) renames them on every screen, so no screen keeps a copy of its own.
 */
const label = (key: keyof typeof softwareFields) => markedLabel(softwareFields[key].label.id!);

describe('software fields come from softwareFields', () => {
  markDescribedLabels(softwareFields);

  it("the registry's column titles, tabs and cells are the description's", async () => {
    const api = fakeSoftwareApi((call) =>
      call.path === '/v2/software' ? { items: [slackRow] } : call.path === '/v2/software-count' ? { count: 1 } : call.path === '/v2/table-settings/{tableId}' ? null : undefined,
    );
    renderWithProviders(<SoftwareRegistryPage />, { route: '/software/registry', fetcher: api.fetcher });
    const row = (await screen.findByRole('link', { name: 'Slack' })).closest('tr')!;
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['vendorName', 'category', 'type', 'usageStatus', 'integrationStatus'] as const) expect(titles).toContain(label(key));
    expect(screen.getByRole('tab', { name: markedLabel(softwareFields.type.values.INSTALLED.id!) })).toBeInTheDocument();
    expect(row).toHaveTextContent(markedLabel(softwareFields.category.values.COMMUNICATION.id!));
    expect(row).toHaveTextContent(markedLabel(softwareFields.usageStatus.values.ACTIVE.id!));
    expect(row).toHaveTextContent(markedLabel(softwareFields.integrationStatus.values.INTEGRATED.id!));
  });

  it("the add form's labels and choices are the description's", async () => {
    const api = fakeSoftwareApi();
    renderWithProviders(<SoftwareAddPage />, { route: '/software/add/SAAS', path: '/software/add/:type', fetcher: api.fetcher });
    for (const key of ['name', 'vendorName', 'category', 'usageStatus', 'websiteUrl', 'renewalDate', 'description'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
    // the usage status's default choice shows its described label
    expect(screen.getAllByText(markedLabel(softwareFields.usageStatus.values.ACTIVE.id!)).length).toBeGreaterThan(0);
  });

  it("the record's architecture tab names its fields and values with the description's labels", async () => {
    const api = fakeSoftwareApi();
    renderWithProviders(<SoftwarePage />, { route: `/software/${ids.software}/architecture`, path: '/software/:id/:tab?', fetcher: api.fetcher });
    expect(await screen.findByText(markedLabel(softwareFields.hosting.values.CLOUD.id!))).toBeInTheDocument();
    for (const key of ['hosting', 'environments', 'authMethod', 'provisionMethod', 'compliance', 'patchState', 'notes'] as const) {
      expect(screen.getAllByText(label(key)).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(markedLabel(softwareFields.environments.values.PROD.id!))).toBeInTheDocument();
  });

  it("the history tab names fields and enumeration values with the description's labels", async () => {
    const entry = auditLogEntry('SOFTWARE', ids.software, [
      { field: 'usageStatus', before: 'TRIAL', after: 'ACTIVE' },
      { field: 'integrationStatus', before: 'NOT_INTEGRATED', after: 'INTEGRATED' },
      { field: 'vendorName', before: 'Slack Technologies', after: 'Salesforce' },
    ]);
    const api = fakeSoftwareApi((call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined));
    renderWithProviders(<SoftwarePage />, { route: `/software/${ids.software}/activity-monitoring`, path: '/software/:id/:tab?', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      `${label('usageStatus')}${markedLabel(softwareFields.usageStatus.values.TRIAL.id!)}${markedLabel(softwareFields.usageStatus.values.ACTIVE.id!)}`,
      `${label('integrationStatus')}${markedLabel(softwareFields.integrationStatus.values.NOT_INTEGRATED.id!)}${markedLabel(softwareFields.integrationStatus.values.INTEGRATED.id!)}`,
      `${label('vendorName')}Slack TechnologiesSalesforce`,
    ]);
  });
});
