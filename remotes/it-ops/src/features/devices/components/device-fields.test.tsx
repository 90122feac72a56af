import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { deviceFields } from '@kanri/contracts';
import { fakeDevicesApi, ids } from '../testing';
import { DevicesPage } from '../routes/devices-page';
import { DeviceAddPage } from '../routes/device-add-page';
import { DeviceProfilePage } from '../routes/device-profile-page';

jest.setTimeout(40_000);

/**
 * Issue 30 "A field is described once": the inventory's column titles, the device form's labels and
 * the history tab's field names and enumeration values read the contracts' `deviceFields` (the CSV
 * headers too: api/src/http/field-descriptions.test.ts). A catalog that renames every described
 * label (`«id»`) renames them on every screen, so no screen keeps a copy of its own.
 */

describe('device fields come from deviceFields', () => {
  markDescribedLabels(deviceFields);

  it("the list's column titles are the description's labels", async () => {
    const api = fakeDevicesApi();
    renderWithProviders(<DevicesPage />, { route: '/devices/inventory', fetcher: api.fetcher });
    await screen.findAllByRole('columnheader');
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['name', 'genre', 'category', 'maker', 'model', 'deviceTag', 'serialNumber', 'purchaseDate'] as const) {
      expect(titles).toContain(markedLabel(deviceFields[key].label.id!));
    }
  });

  it("the form's labels are the description's labels", async () => {
    const api = fakeDevicesApi();
    renderWithProviders(<DeviceAddPage />, { route: '/devices/add/laptop', path: '/devices/add/:deviceType', fetcher: api.fetcher });
    for (const key of ['name', 'deviceModelId', 'os', 'memoryGb', 'purchaseDate', 'purchasePrice', 'leaseEndOn', 'assignedPersonId', 'memo'] as const) {
      expect((await screen.findAllByText(markedLabel(deviceFields[key].label.id!))).length).toBeGreaterThan(0);
    }
  });

  it("the history tab names fields and enumeration values with the description's labels", async () => {
    const entry = auditLogEntry('DEVICE', ids.laptop, [{ field: 'os', before: 'WINDOWS', after: 'MACOS' }, { field: 'assignedPersonId', before: null, after: ids.person, afterName: 'Hanako Sato' }]);
    const api = fakeDevicesApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    renderWithProviders(<DeviceProfilePage />, { route: `/profile/device/${ids.laptop}/history`, path: '/profile/device/:id/:tab?', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      `${markedLabel(deviceFields.os.label.id!)}${markedLabel(deviceFields.os.values.WINDOWS.id!)}${markedLabel(deviceFields.os.values.MACOS.id!)}`,
      `${markedLabel(deviceFields.assignedPersonId.label.id!)}Not setHanako Sato`,
    ]);
  });
});
