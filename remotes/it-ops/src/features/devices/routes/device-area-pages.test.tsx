import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { AuditLogEntry, DeviceBillAndCost } from '@kanri/contracts';
import { fakeDevicesApi, ids, type FakeAnswer } from '../testing';
import { DeviceCatalogPage } from './device-catalog-page';
import { DeviceBillAndCostPage } from './device-bill-and-cost-page';
import { DeviceAlertsPage } from './device-alerts-page';
import { ExternalItSaasPreviewPage } from './external-it-saas-preview-page';
import { DeviceImportCsvPage } from './device-import-csv-page';
import { DeviceOperationActivityPage } from './device-operation-activity-page';

jest.setTimeout(40_000);

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

function render(ui: React.ReactElement, route: string, answer?: FakeAnswer, path?: string) {
  const api = fakeDevicesApi({ answer });
  return { ...renderWithProviders(ui, { route, path, fetcher: api.fetcher }), api };
}

const month = (m: string, total: number, deviceCount: number) => ({ month: m, deviceCount, total, byAcquisition: { PURCHASE: total, LEASE: 0, RENTAL: 0, OTHER: 0, UNSET: 0 } });

describe('devices area pages', () => {
  it('catalog: adds a model with the dialog and shows the server refusal of a delete', async () => {
    const model = { id: 'm-1', name: 'iPad Air', genre: 'TABLET', maker: 'Apple', model: 'iPad Air (M2)', os: 'IOS', lifecycleMonths: 48, deviceCount: 3, version: 1 };
    const { api } = render(<DeviceCatalogPage />, '/devices/settings/catalog', (call) => {
      if (call.method === 'GET' && call.path === '/v2/device-models') return { items: [model] };
      if (call.path === '/v2/device-models-count') return { count: 1 };
      if (call.method === 'POST') return { ...model, id: 'm-2', name: 'Galaxy S24', genre: 'MOBILE' };
      if (call.method === 'DELETE') return new ApiError({ status: 409, code: 'IN_USE', message: 'Devices still use this model. Change their model first.' });
      return undefined;
    });
    const u = user();
    expect(await screen.findByText('iPad Air')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Add device model/ }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/^Model name/), 'Galaxy S24');
    await u.click(within(dialog).getByRole('combobox', { name: /Genre/ }));
    await u.click(await screen.findByText('Mobile phone', { selector: '.ant-select-item-option-content' }));
    await u.type(within(dialog).getByLabelText('Lifecycle (months)'), '36');
    await u.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/device-models')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/device-models')[0]?.body).toMatchObject({ name: 'Galaxy S24', genre: 'MOBILE', lifecycleMonths: 36, maker: null });

    await u.click(screen.getByRole('button', { name: 'Delete iPad Air' }));
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Devices still use this model. Change their model first.')).toBeInTheDocument();
  });

  it('bill and cost: the months as a table with the total, or says there was no purchase', async () => {
    const costs: DeviceBillAndCost = { currencyCode: 'JPY', months: [month('2026-10', 298000, 1), month('2026-11', 0, 0)], total: 298000 };
    const first = render(<DeviceBillAndCostPage />, '/devices/bill-and-cost?months=7', (call) => (call.path === '/v2/device-bill-and-cost' ? costs : undefined));
    expect(await screen.findByText('Oct 2026')).toBeInTheDocument();
    expect(screen.getAllByText('¥298,000').length).toBeGreaterThan(1);
    // months=7 is not a choice: 12
    expect(first.api.callsTo('GET', '/v2/device-bill-and-cost')[0]?.query).toEqual({ months: 12 });
    first.unmount();

    render(<DeviceBillAndCostPage />, '/devices/bill-and-cost', (call) => (call.path === '/v2/device-bill-and-cost' ? { ...costs, months: [month('2026-11', 0, 0)], total: 0 } : undefined));
    expect(await screen.findByText('No purchases in this period')).toBeInTheDocument();
  });

  it('alerts: the kinds with their counts, and an empty state without alerts', async () => {
    render(<DeviceAlertsPage />, '/devices/alerts?kind=LEASE_ENDED', (call) => {
      if (call.path === '/v2/device-alerts') return { items: [] };
      if (call.path === '/v2/device-alerts-count') return { count: 0, byKind: { NO_ASSIGNEE: 4, LIFECYCLE_ENDED: 2, LEASE_ENDED: 0 } };
      return undefined;
    });
    expect(await screen.findByText('No alerts')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'No assignee (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (6)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lease ended (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('MDM preview: counts and changes, then one import call; an unknown source is not found', async () => {
    const integration = { appIntegrationId: 'jamf', name: 'Jamf Pro', vendorName: 'Jamf', kind: 'MDM', reportedDeviceCount: 2, importedDeviceCount: 0, lastImportedAt: null };
    const item = { externalId: 'x-1', action: 'UPDATE', deviceId: 'd-1', name: 'MacBook Pro BXMD6M', genre: 'LAPTOP', maker: 'Apple', model: 'MacBook Pro', os: 'MACOS', osVersion: '15.1', serialNumber: 'C02', lastSeenAt: null, changes: [{ field: 'osVersion', before: '14.6', after: '15.1' }] };
    const answer: FakeAnswer = (call) => {
      if (call.path.endsWith('/preview'))
        return call.params?.appIntegrationId === 'jamf'
          ? { integration, summary: { createCount: 1, updateCount: 1, unchangedCount: 0 }, items: [item] }
          : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'This integration was not found.' });
      if (call.path.endsWith('/import')) return { createdCount: 1, updatedCount: 1, unchangedCount: 0 };
      return undefined;
    };
    const { api, unmount } = render(<ExternalItSaasPreviewPage />, '/devices/external-it-saas/jamf/preview', answer, '/devices/external-it-saas/:appIntegrationId/preview');
    expect(await screen.findByText('Import preview: Jamf Pro', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('OS version: 14.6 → 15.1')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 added, 1 updated, 0 unchanged.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/devices/external-it-saas/{appIntegrationId}/import')[0]?.params).toEqual({ appIntegrationId: 'jamf' });
    unmount();

    render(<ExternalItSaasPreviewPage />, '/devices/external-it-saas/nope/preview', answer, '/devices/external-it-saas/:appIntegrationId/preview');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it("CSV import of one genre: the template asks for that genre's columns and the dry run goes to that genre's import path", async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const answer: FakeAnswer = (call) => {
      if (call.method === 'GET' && call.path === '/v2/devices-csv') return { url: 'https://storage.kanri.example/t.csv', mode: 'edit-template', fileName: 'template.csv' };
      if (call.method === 'POST' && call.path === '/v2/devices-csv/{deviceType}') return new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'The file could not be read.' });
      return undefined;
    };
    const { api, unmount } = render(<DeviceImportCsvPage />, '/devices/import-csv/monitor', answer, '/devices/import-csv/:deviceType');
    await user().click(await screen.findByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/devices-csv')).toHaveLength(1));
    expect(api.callsTo('GET', '/v2/devices-csv')[0]?.query).toEqual({ genre: 'MONITOR', mode: 'edit-template', encoding: 'UTF-8' });
    await waitFor(() => expect(click).toHaveBeenCalled());
    unmount();

    const preview = render(<DeviceImportCsvPage />, '/devices/import-csv/monitor?uploadedFileKey=uploads%2Fd.csv&processingState=UPLOADED#preview-file', answer, '/devices/import-csv/:deviceType');
    await waitFor(() => expect(preview.api.callsTo('POST', '/v2/devices-csv/{deviceType}')).toHaveLength(1));
    const dryRun = preview.api.callsTo('POST', '/v2/devices-csv/{deviceType}')[0];
    expect(dryRun?.params).toEqual({ deviceType: 'monitor' });
    expect(dryRun?.body).toMatchObject({ uploadedFileKey: 'uploads/d.csv', dryrun: true });
    click.mockRestore();
  });

  it('operation activity: the module\'s entries newest first with who, what and the record, paged by 50, or the empty state', async () => {
    const entry = (n: number, over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
      id: `a-${n}`, action: 'UPDATE', occurredAt: '2025-05-01T09:00:00.000Z', actor: { userId: 'u-1', name: 'Taro Yamada' }, resourceType: 'DEVICE', resourceId: ids.laptop, changes: [], ...over,
    });
    const first: AuditLogEntry[] = [
      entry(1, { action: 'CREATE', changes: [{ field: 'name', before: null, after: 'Sato laptop' }] }),
      entry(2, { actor: null, changes: [{ field: 'assignedPersonId', before: null, after: ids.person }, { field: 'osVersion', before: '14', after: '15' }] }),
      entry(3, { resourceType: 'DEVICE_MODEL', resourceId: 'm-1', action: 'DELETE', changes: [{ field: 'name', before: 'ThinkPad X1', after: null }] }),
      ...Array.from({ length: 47 }, (_, i) => entry(10 + i)),
    ];
    const answer: FakeAnswer = (call) => (call.path === '/v2/device-activities' ? { items: call.query?.pageIndex === 0 ? first : [entry(99, { changes: [{ field: 'name', before: 'Old', after: 'New' }] })] } : undefined);
    const { api, unmount } = render(<DeviceOperationActivityPage />, '/devices/operation-activity', answer);
    const created = await screen.findByRole('row', { name: /Sato laptop/ });
    expect(within(created).getByText('Taro Yamada')).toBeInTheDocument();
    expect(within(created).getByRole('link', { name: 'Sato laptop' })).toHaveAttribute('href', `/profile/device/${ids.laptop}`);
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByText('Deleted user')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/^Changed: .+, OS version$/)).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('link', { name: 'Device model: ThinkPad X1' })).toHaveAttribute('href', '/devices/settings/catalog');
    expect(api.callsTo('GET', '/v2/device-activities')[0]?.query).toEqual({ pageIndex: 0, pageSize: 50 });
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('link', { name: 'New' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    unmount();

    render(<DeviceOperationActivityPage />, '/devices/operation-activity', (call) => (call.path === '/v2/device-activities' ? { items: [] } : undefined));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
