import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { LicenseAssignment, LicenseDetail, LicenseRow, Software } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  license: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1',
  software: '7c2daee5-8394-45c6-9b62-7d8e9fa0b1c2',
  person: '8d3ebff6-94a5-46d7-8c73-8e9fa0b1c2d3',
  otherPerson: '9e4fc007-a5b6-47e8-9d84-9fa0b1c2d3e4',
  device: 'af50d118-b6c7-48f9-8e95-a0b1c2d3e4f5',
  seat: 'b061e229-c7d8-490a-9fa6-b1c2d3e4f5a6',
  created: 'c172f33a-d8e9-4a1b-80b7-c2d3e4f5a6b7',
} as const;

/** A SaaS license row: Slack, 2 of 3 seats used, monthly per seat, not expired. */
export const slackRow: LicenseRow = {
  id: ids.license,
  licenseName: 'Slack',
  allocationType: 'SAAS',
  softwareId: ids.software,
  software: { id: ids.software, name: 'Slack', logoUrl: null },
  appIntegrationId: null,
  vendorName: 'Slack Technologies',
  seatsTotal: 3,
  seatsUsed: 2,
  perUnitBasis: 'LICENSE_SEAT',
  price: 1050,
  currency: 'JPY',
  billingUnit: 'MONTH',
  termStart: '2026-04-01',
  expiryDate: '2027-03-31',
  autoRenewal: true,
  isExpired: false,
  isOverAssigned: false,
};

/** An expired installed license, over-assigned. */
export const acrobatRow: LicenseRow = {
  ...slackRow,
  id: 'd283044b-e9fa-4b2c-91c8-d3e4f5a6b7c8',
  licenseName: 'Adobe Acrobat Pro',
  allocationType: 'INSTALLED',
  softwareId: null,
  software: null,
  vendorName: 'Adobe',
  seatsTotal: 1,
  seatsUsed: 2,
  expiryDate: '2025-03-31',
  isExpired: true,
  isOverAssigned: true,
};

/** Slack as its page shows it (version 2). */
export const slack: LicenseDetail = { ...slackRow, notes: 'Company-wide chat', version: 2, createdAt: '2026-04-01T09:00:00.000Z', updatedAt: '2026-05-10T03:30:00.000Z' };

/** Slack's seats: one person holds one. */
export const slackPersonSeat: LicenseAssignment = {
  id: ids.seat,
  assigneeType: 'PERSON',
  assignedAt: '2026-04-02T01:00:00.000Z',
  person: { id: ids.person, name: 'Hanako Sato', email: 'hanako.sato@kanri.example', avatarUrl: null },
  device: null,
};

/** The registry's SaaS rows the add form offers. */
export const slackSoftware: Software = {
  id: ids.software,
  info: { name: 'Slack', type: 'SAAS', category: 'COMMUNICATION', logoUrl: null },
  vendor: { name: 'Slack Technologies' },
  operationalStatus: { usageStatus: 'ACTIVE' },
  integrationStatus: 'INTEGRATED',
  isCustomSaas: false,
  userCount: 412,
};

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The feature's fake API (the kit's `fakeFeatureApi`): list, count, one license, seats, pickers, software, column settings, audit log. */
export function fakeLicensesApi(options: { rows?: LicenseRow[]; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [slackRow, acrobatRow];
  return fakeFeatureApi(
    {
      'GET /v2/licenses': { items: rows },
      'GET /v2/licenses-count': { count: rows.length },
      'GET /v2/licenses-csv': (call: FakeApiCall) => ({ url: '/v2/storage/objects/licenses', mode: 'view', fileName: `licenses-export-2026-11-29.${call.query?.format === 'xlsx' ? 'xlsx' : 'csv'}` }),
      'GET /v2/licenses/{id}': (call: FakeApiCall) => (call.params?.id === ids.license ? slack : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' })),
      'GET /v2/licenses/{id}/assignments': (call: FakeApiCall) =>
        call.query?.assigneeType === 'PERSON' ? { items: [slackPersonSeat], seatsTotal: 3, seatsUsed: 2 } : { items: [], seatsTotal: 3, seatsUsed: 2 },
      'GET /v2/software': { items: [slackSoftware] },
      'GET /v2/workers-for-select': {
        items: [
          { personId: ids.person, name: 'Hanako Sato', primaryWorkerEmail: 'hanako.sato@kanri.example', avatarUrl: null },
          { personId: ids.otherPerson, name: 'Jiro Suzuki', primaryWorkerEmail: 'jiro.suzuki@kanri.example', avatarUrl: null },
        ],
      },
      'GET /v2/components/devices-for-select': { items: [{ id: ids.device, name: 'MacBook Pro 14 #0001', avatarUrl: null }] },
    },
    options.answer,
  );
}
