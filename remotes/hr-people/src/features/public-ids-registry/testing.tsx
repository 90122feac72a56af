import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { PublicIdRow } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A registry row; `patch` overrides its fields. */
export function publicIdRow(patch: Partial<PublicIdRow> = {}): PublicIdRow {
  return {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    publicIdType: 'NATIONAL_ID',
    nationalIdType: 'MY_NUMBER',
    person: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'Taro Yamada', workerNumber: 'E0001', isAlumni: false },
    maskedNumber: '********5678',
    issueDate: '2020-04-01',
    expiryDate: '2030-04-01',
    issuingCountry: 'JP',
    fileCount: 2,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

/**
 * The registry's fake API: `rows` for the list, `count` (default the rows') for the count, the
 * caller's My Number privilege (`handlesMyNumber`, default false) and a CSV export answering a URL.
 */
export function fakeRegistryApi(options: { rows?: PublicIdRow[]; count?: number; handlesMyNumber?: boolean; answer?: (call: FakeApiCall) => unknown } = {}) {
  const rows = options.rows ?? [publicIdRow()];
  return fakeFeatureApi(
    {
      'GET /v2/public-ids': (call: FakeApiCall) => ({ items: rows, page: (call.query as { page?: number }).page ?? 1, pageSize: 100 }),
      'GET /v2/public-ids-count': { count: options.count ?? rows.length },
      'GET /v2/public-id-permissions': { handlesMyNumber: options.handlesMyNumber ?? false },
      'GET /v2/public-ids-csv': { url: '/v2/storage/objects/export.csv', mode: 'view', fileName: 'public-ids-export.csv' },
    },
    options.answer,
  );
}
