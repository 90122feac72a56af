import { screen, waitFor, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { tableHeaderTitles } from '@kanri/ui';
import { fleetFields } from '@kanri/contracts';
import { user } from '../../../testing';
import { fakeFleetsApi, ids } from '../testing';
import { FleetsPage } from '../routes/fleets-page';
import { FleetAddPage } from '../routes/fleet-add-page';
import { FleetDetailPage } from '../routes/fleet-detail-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the vehicles list's column titles (and its column
 * settings), the add form's labels and choices, the vehicle's page and the history tab's field
 * names and enumeration values read the contracts' `fleetFields`. A catalog that renames every
 * described label (`«id»`) renames them on every screen, so no screen keeps a copy of its own.
 */
const label = (key: keyof typeof fleetFields) => markedLabel(fleetFields[key].label.id!);

describe('vehicle fields come from fleetFields', () => {
  markDescribedLabels(fleetFields);

  it("the list's column titles, its column settings and its status tags are the description's", async () => {
    const api = fakeFleetsApi();
    renderWithProviders(<FleetsPage />, { route: '/fleets', fetcher: api.fetcher });
    await screen.findByRole('link', { name: '営業車 プリウス 01' });
    const described = (['name', 'registrationNumber', 'mainType', 'status', 'placeId', 'assignedPersonId', 'inspectionDueDate', 'insuranceDueDate', 'mileageKm'] as const).map(label);
    await waitFor(() => expect(tableHeaderTitles()).toEqual(expect.arrayContaining(described)));
    expect(screen.getAllByText(markedLabel(fleetFields.status.values.ACTIVE.id!)).length).toBeGreaterThan(0);
    await user.click(screen.getByText('Columns', { selector: 'button *' }));
    await screen.findByText('Reset to default'); // the popover's content loads on its first open
    const panel = document.querySelector('.ant-popover ul') as HTMLElement;
    for (const title of described) expect(within(panel).getByText(title)).toBeInTheDocument();
  });

  it("the add form's labels and choices are the description's", async () => {
    const api = fakeFleetsApi();
    renderWithProviders(<FleetAddPage />, { route: '/fleets/add?mainType=CAR', path: '/fleets/add', fetcher: api.fetcher });
    for (const key of ['name', 'nameEn', 'registrationNumber', 'mainType', 'fuelType', 'maker', 'model', 'modelYear', 'color', 'ownership', 'leaseEndDate', 'placeId', 'assignedPersonId', 'inspectionDueDate', 'insuranceCompany', 'note', 'mileageKm'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
    for (const code of ['OWNED', 'LEASED', 'RENTAL'] as const) expect(screen.getByText(markedLabel(fleetFields.ownership.values[code].id!))).toBeInTheDocument();
  });

  it("the vehicle's page and its history name fields, values and references with the description", async () => {
    const entry = auditLogEntry('FLEET', ids.prius, [
      { field: 'status', before: 'ACTIVE', after: 'IN_MAINTENANCE' },
      { field: 'placeId', before: null, after: 'b0d4c1a2-0000-4000-8000-000000000001', afterName: 'Osaka office' },
    ]);
    const api = fakeFleetsApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    renderWithProviders(<FleetDetailPage />, { route: `/fleets/${ids.prius}`, path: '/fleets/:id', fetcher: api.fetcher });
    await screen.findByRole('heading', { level: 1, name: '営業車 プリウス 01' });
    for (const key of ['name', 'nameEn', 'inspectionDueDate', 'compulsoryInsuranceDueDate', 'leaseCompany', 'fuelType', 'ownership', 'placeId'] as const) {
      expect(screen.getAllByText(label(key)).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText(markedLabel(fleetFields.fuelType.values.HYBRID.id!)).length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      `${label('status')}${markedLabel(fleetFields.status.values.ACTIVE.id!)}${markedLabel(fleetFields.status.values.IN_MAINTENANCE.id!)}`,
      `${label('placeId')}Not setOsaka office`,
    ]);
  });
});
