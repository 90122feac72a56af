import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { Alumnus } from '@kanri/contracts';

/** An alumnus of the feature's tests: an employee who left on 2025-03-31 for a career change. */
export const alumnus: Alumnus = {
  id: '6b1c9fd4-7283-44b5-a051-6c7d8e9fa0b1',
  workerNumber: 'E000123',
  name: 'Jun Mori',
  familyName: 'Mori',
  givenName: 'Jun',
  nameKana: 'モリ ジュン',
  email: 'jun.mori@kanri.example',
  avatarUrl: null,
  workerType: 'EMPLOYEE',
  status: 'ALUMNI',
  department: { id: '7c2da0e5-8394-45c6-b162-7d8e9fa0b1c2', name: 'Sales' },
  position: null,
  jobType: null,
  place: null,
  employmentType: { id: '8d3eb1f6-94a5-46d7-8273-8e9fa0b1c2d3', name: 'Full-time' },
  joinedAt: '2019-04-01',
  leavingAt: '2025-03-31',
  retirementReason: { id: '9e4fc207-a5b6-47e8-9384-9fa0b1c2d3e4', name: 'Career change' },
  contractEndReason: null,
};

/**
 * A fake API for the alumni tests (the kit's `fakeFeatureApi`): `answer(call)` first, then the list
 * of `rows`, its count and empty filter options.
 */
export function fakeAlumniApi(options: { rows?: Alumnus[]; answer?: (call: FakeApiCall) => unknown } = {}) {
  const rows = options.rows ?? [alumnus];
  return fakeFeatureApi(
    {
      'GET /v2/alumnus': { items: rows },
      'GET /v2/alumnus/count': { count: rows.length },
      'GET /v2/people-filter-options': { departments: [{ id: alumnus.department!.id, name: 'Sales' }], positions: [], jobTypes: [], places: [] },
      'GET /v2/people-csv/alumni': { url: 'https://files.example/alumni.csv', mode: 'view', fileName: 'alumni-export-2026-11-26.csv' },
    },
    options.answer,
  );
}
