import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { FleetAlert, FleetDetail, FleetRow, FleetSettings } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  prius: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  hiace: '1a2b3c4d-5e6f-4071-8293-a4b5c6d7e8f9',
  created: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
  place: '3c4d5e6f-7081-4293-a4b5-c6d7e8f90112',
  person: '4d5e6f70-8192-43a4-b5c6-d7e8f9011223',
} as const;

/** A leased hybrid car in use at the Tokyo head office. */
export const priusRow: FleetRow = {
  id: ids.prius,
  mainType: 'CAR',
  name: '営業車 プリウス 01',
  nameJa: '営業車 プリウス 01',
  nameEn: 'Prius 01',
  registrationNumber: '品川 300 あ 12-34',
  maker: 'トヨタ',
  model: 'プリウス',
  status: 'ACTIVE',
  ownership: 'LEASED',
  place: { id: ids.place, name: '東京本社' },
  assignedPerson: { id: ids.person, name: '山田 太郎' },
  inspectionDueDate: '2026-12-15',
  compulsoryInsuranceDueDate: '2027-06-01',
  insuranceDueDate: '2027-03-31',
  mileageKm: 48210,
  mileageRecordedOn: '2026-11-20',
};

/** A delivery van over the mileage threshold. */
export const hiaceRow: FleetRow = { ...priusRow, id: ids.hiace, mainType: 'VAN', name: '配送バン ハイエース 13', nameJa: '配送バン ハイエース 13', nameEn: null, registrationNumber: '品川 400 し 88-01', ownership: 'OWNED', mileageKm: 128450, assignedPerson: null };

/** The Prius as its page reads it. */
export const prius: FleetDetail = {
  ...priusRow,
  modelYear: 2021,
  color: 'ホワイト',
  fuelType: 'HYBRID',
  leaseCompany: 'トヨタレンタリース',
  leaseEndDate: '2028-03-31',
  insuranceCompany: '東京海上日動',
  note: null,
  version: 2,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
};

/** The company's settings (defaults, a manager named). */
export const settings: FleetSettings = {
  inspectionAlertDays: 60,
  insuranceAlertDays: 30,
  mileageAlertKm: 100000,
  safeDrivingManager: { id: ids.person, name: '山田 太郎' },
  alcoholCheckRequired: true,
  licenseCheckIntervalMonths: 12,
  rulesJa: '運転前後のアルコールチェックを必ず実施してください。',
  rulesEn: 'Take the alcohol check before and after every drive.',
  version: 3,
  updatedAt: '2026-05-01T00:00:00.000Z',
};

/** One alert of each kind: 車検 overdue, 自賠責 in 20 days, mileage over the threshold. */
export const alerts: FleetAlert[] = [
  { fleetId: ids.prius, fleetName: priusRow.name, registrationNumber: priusRow.registrationNumber, mainType: 'CAR', kind: 'INSPECTION', dueDate: '2026-11-21', daysLeft: -5, mileageKm: null, thresholdKm: null },
  { fleetId: ids.prius, fleetName: priusRow.name, registrationNumber: priusRow.registrationNumber, mainType: 'CAR', kind: 'COMPULSORY_INSURANCE', dueDate: '2026-12-16', daysLeft: 20, mileageKm: null, thresholdKm: null },
  { fleetId: ids.hiace, fleetName: hiaceRow.name, registrationNumber: hiaceRow.registrationNumber, mainType: 'VAN', kind: 'MILEAGE', dueDate: null, daysLeft: null, mileageKm: 128450, thresholdKm: 100000 },
];

const alertCategoryOf = (a: FleetAlert) => (a.kind === 'COMPULSORY_INSURANCE' || a.kind === 'INSURANCE' ? 'INSURANCE' : a.kind);

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The feature's fake API (the kit's `fakeFeatureApi`): vehicles, one vehicle, mileage, alerts by category, settings, pickers. */
export function fakeFleetsApi(options: { rows?: FleetRow[]; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [priusRow, hiaceRow];
  const alertsOf = (call: FakeApiCall) => {
    const category = (call.query?.category as string | undefined) ?? 'ALL';
    return alerts.filter((a) => category === 'ALL' || alertCategoryOf(a) === category);
  };
  return fakeFeatureApi(
    {
      'GET /v2/fleets': { items: rows },
      'GET /v2/fleets-count': { count: rows.length },
      'GET /v2/fleets/{id}': (call: FakeApiCall) => (call.params?.id === ids.prius ? prius : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' })),
      'GET /v2/fleets/{id}/mileage': { items: [{ id: 'a1', recordedOn: '2026-11-20', mileageKm: 48210, recordedBy: null }] },
      'GET /v2/fleet-alerts': (call: FakeApiCall) => ({ items: alertsOf(call) }),
      'GET /v2/fleet-alerts-count': (call: FakeApiCall) => ({ count: alertsOf(call).length }),
      'GET /v2/fleet-settings': settings,
      'GET /v2/components/place-select': { items: [{ id: ids.place, name: '東京本社', address: '東京都千代田区' }] },
      'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: '山田 太郎', primaryWorkerEmail: 'admin@kanri.example', avatarUrl: null }] },
    },
    options.answer,
  );
}
