import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { HrMasterItem } from '@kanri/contracts';

/**
 * Testing Library's user-event for the feature's tests: no delay and no pointer-events check (it
 * reads every ancestor's computed style, slow in jsdom under antd's style rules).
 */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Types `text` into `field` at once: a click, then one paste. */
export async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Ids of the feature's test entries (UUIDs, as the API has them). */
export const ids = {
  fullTime: '0b6f3c1e-2d4a-4b5c-8d6e-7f8091a2b3c4',
  fixedTerm: '1c7a4d2f-3e5b-4c6d-9e7f-8091a2b3c4d5',
  partTime: '2d8b5e3a-4f6c-4d7e-8f90-91a2b3c4d5e6',
} as const;

/** The employment types as the settings page lists them: two in use, one disabled and unused. */
export const employmentTypes: HrMasterItem[] = [
  { id: ids.fullTime, catalog: 'EMPLOYMENT_TYPE', code: 'ET01', name: '正社員', nameJa: '正社員', nameEn: 'Full-time employee', rank: null, displayOrder: 0, disabled: false, peopleCount: 120, version: 1 },
  { id: ids.fixedTerm, catalog: 'EMPLOYMENT_TYPE', code: 'ET02', name: '契約社員', nameJa: '契約社員', nameEn: null, rank: null, displayOrder: 1, disabled: false, peopleCount: 8, version: 3 },
  { id: ids.partTime, catalog: 'EMPLOYMENT_TYPE', code: 'ET03', name: 'パート', nameJa: 'パート', nameEn: 'Part-time', rank: 2, displayOrder: 2, disabled: true, peopleCount: 0, version: 1 },
];

/**
 * A fake API for the feature's tests (the kit's `fakeFeatureApi`): `answer(call)` first, then the
 * defaults — `rows` as the list and its count, a create / update answering the entry with the
 * body's values, enable / disable / delete / reorder succeeding.
 */
export function fakePeopleSettingsApi(options: { rows?: HrMasterItem[]; answer?: (call: FakeApiCall) => unknown } = {}) {
  const rows = options.rows ?? employmentTypes;
  const byId = (call: FakeApiCall) => rows.find((r) => r.id === call.params?.id) ?? rows[0]!;
  return fakeFeatureApi(
    {
      'GET /v2/hr-master-items': { items: rows },
      'GET /v2/hr-master-items-count': { count: rows.length },
      'POST /v2/hr-master-items': (call: FakeApiCall) => ({ ...rows[0]!, id: 'new', peopleCount: 0, ...(call.body as object) }),
      'PATCH /v2/hr-master-items/{id}': (call: FakeApiCall) => ({ ...byId(call), ...(call.body as object) }),
      'PATCH /v2/hr-master-items/{id}/disable': (call: FakeApiCall) => ({ ...byId(call), disabled: true }),
      'PATCH /v2/hr-master-items/{id}/enable': (call: FakeApiCall) => ({ ...byId(call), disabled: false }),
      'DELETE /v2/hr-master-items/{id}': null,
      'PATCH /v2/hr-master-items-order': (call: FakeApiCall) => ({ count: (call.body as { ids: string[] }).ids.length }),
    },
    options.answer,
  );
}
