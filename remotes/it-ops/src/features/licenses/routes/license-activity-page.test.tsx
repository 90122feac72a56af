import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { AuditLogEntry } from '@kanri/contracts';
import { fakeLicensesApi, ids } from '../testing';
import { LicenseActivityPage } from './license-activity-page';

jest.setTimeout(40_000);

const entry = (n: number, over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: `a-${n}`, action: 'UPDATE', occurredAt: '2025-05-01T09:00:00.000Z', actor: { userId: 'u-1', name: 'Taro Yamada' }, resourceType: 'LICENSE', resourceId: ids.license, changes: [], ...over,
});

describe('LicenseActivityPage', () => {
  it('lists the module activity with seats assigned and freed, the license linked by name', async () => {
    const items = [
      entry(1, { resourceType: 'LICENSE_ASSIGNMENT', resourceId: 's-1', action: 'CREATE', changes: [{ field: 'licenseId', before: null, after: ids.license }, { field: 'licenseName', before: null, after: 'Slack' }] }),
      entry(2, { resourceType: 'LICENSE_ASSIGNMENT', resourceId: 's-1', action: 'DELETE', actor: null, changes: [{ field: 'licenseId', before: ids.license, after: null }, { field: 'licenseName', before: 'Slack', after: null }] }),
      entry(3, { action: 'CREATE', changes: [{ field: 'licenseName', before: null, after: 'Slack' }] }),
    ];
    const api = fakeLicensesApi({ answer: (call) => (call.path === '/v2/license-activities' ? { items } : undefined) });
    renderWithProviders(<LicenseActivityPage />, { route: '/licenses/operation-activity', fetcher: api.fetcher });
    const assigned = await screen.findByRole('row', { name: /Seat assigned/ });
    expect(within(assigned).getByRole('link', { name: 'Slack' })).toHaveAttribute('href', `/licenses/${ids.license}`);
    expect(within(screen.getByRole('row', { name: /Seat unassigned/ })).getByText('Deleted user')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(api.callsTo('GET', '/v2/license-activities')[0]?.query).toEqual({ pageIndex: 0, pageSize: 50 });
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
