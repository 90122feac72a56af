import { screen, within } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { AuditLogEntry } from '@kanri/contracts';
import { RecordHistory } from './record-history';
import { fakeApi } from './fake-api';

const deviceId = '0b6a3f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const goneId = '4fae7db2-5061-4293-8e3f-4a5b6c7d8e9f';
const unknownId = '3e9d6ca1-4f50-4182-9d2e-3f4a5b6c7d8e';

describe('RecordHistory references (issue 30)', () => {
  it('shows the name stored with the change (the record as it was, even deleted) before the current one, else "Another record"', async () => {
    const entry: AuditLogEntry = {
      id: 'a1', action: 'UPDATE', occurredAt: '2026-05-10T03:30:00.000Z', actor: { userId: 'u-1', name: 'Taro Yamada' }, resourceType: 'DEVICE', resourceId: deviceId,
      changes: [
        { field: 'assignedPersonId', before: goneId, after: null, beforeName: 'Hanako Sato' },
        { field: 'assignedPlaceId', before: null, after: unknownId },
      ],
    };
    const api = fakeApi({ 'GET /v2/audit-logs': { items: [entry] } });
    renderWithProviders(
      <RecordHistory resourceType="DEVICE" resourceId={deviceId} fieldLabels={{ assignedPersonId: msg`Assigned person`, assignedPlaceId: msg`Assigned place` }} references={{ assignedPersonId: { [goneId]: 'Renamed Sato' } }} />,
      { fetcher: api.fetcher },
    );
    const table = await screen.findByRole('table', { name: /^Changes: Updated/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Assigned personHanako SatoNot set', 'Assigned placeNot setAnother record']);
  });
});
