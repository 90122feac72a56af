import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { AppUserRow, Software, SoftwareBillAndCost, SoftwareContractsCost, SoftwareDetail, SoftwarePersonRow } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  software: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  custom: '2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e',
  integration: '3c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f',
  person: '4d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a',
  license: '5e6f7a8b-9c0d-4e5f-8a6b-7c8d9e0f1a2b',
  created: '6f7a8b9c-0d1e-4f6a-9b7c-8d9e0f1a2b3c',
} as const;

/** A SaaS registry row for the registry's tests (Slack, integrated, active). */
export const slackRow: Software = {
  id: 'sw-1',
  info: { name: 'Slack', type: 'SAAS', category: 'COMMUNICATION', logoUrl: null },
  vendor: { name: 'Salesforce' },
  operationalStatus: { usageStatus: 'ACTIVE' },
  integrationStatus: 'INTEGRATED',
  isCustomSaas: false,
  userCount: 1234,
};

/** Slack, integrated, 3 accounts (2 active), version 2. */
export const slack: SoftwareDetail = {
  id: ids.software,
  info: { name: 'Slack', type: 'SAAS', category: 'COMMUNICATION', logoUrl: null },
  vendor: { name: 'Salesforce' },
  operationalStatus: { usageStatus: 'ACTIVE' },
  integrationStatus: 'INTEGRATED',
  isCustomSaas: false,
  userCount: 40,
  description: 'Company chat',
  websiteUrl: 'https://slack.com',
  customSaasType: null,
  renewalDate: '2027-03-31',
  architecture: { hosting: 'CLOUD', environments: ['PROD'], authMethod: 'SAML', provisionMethod: null, compliance: null, patchState: null, notes: null },
  appIntegrationId: ids.integration,
  accounts: { total: 3, active: 2 },
  version: 2,
  createdAt: '2026-04-01T09:00:00.000Z',
  updatedAt: '2026-05-10T03:30:00.000Z',
};

/** An in-house custom SaaS without an integration. */
export const customTool: SoftwareDetail = {
  ...slack,
  id: ids.custom,
  info: { name: 'Design Hub', type: 'CUSTOM_SAAS', category: 'OTHER', logoUrl: null },
  vendor: { name: '' },
  isCustomSaas: true,
  customSaasType: 'DESIGN',
  integrationStatus: 'NOT_INTEGRATED',
  appIntegrationId: null,
  accounts: null,
  renewalDate: null,
};

export const slackCost: SoftwareContractsCost = {
  integration: {
    appIntegrationId: ids.integration,
    name: 'Slack',
    status: 'ACTIVE',
    planName: 'Business+',
    pricingModel: 'LINEAR',
    priceOfUnitPerBillingCycle: 1200,
    billingCycleUnit: 'MONTH',
    billingCycleLength: 1,
    currencyCode: 'JPY',
    monthlyCost: 2400,
    accounts: { total: 3, active: 2, signedInWithinInactiveDays: 1, inactiveDays: 30 },
  },
  licenses: [
    { id: ids.license, licenseName: 'Slack seats', seatsTotal: 10, seatsUsed: 4, perUnitBasis: 'LICENSE_SEAT', price: 12000, currency: 'JPY', billingUnit: 'YEAR', expiryDate: '2027-03-31', monthlyCost: 10000 },
  ],
  monthlyTotals: [{ currency: 'JPY', amount: 12400 }],
  lastSignInsByMonth: [
    { month: '2026-09', accounts: 0 },
    { month: '2026-10', accounts: 1 },
    { month: '2026-11', accounts: 1 },
  ],
};

export const account: AppUserRow = {
  id: '7a8b9c0d-1e2f-4a7b-8c8d-9e0f1a2b3c4d',
  user: {
    id: '7a8b9c0d-1e2f-4a7b-8c8d-9e0f1a2b3c4d', name: 'hanako', displayName: 'Hanako Sato', email: 'hanako@kanri.example', avatarUrl: null, configuredMfa: true,
    isActive: true, createdAt: null, deactivatedAt: null, lastSignedInAt: '2026-11-20T01:00:00.000Z', statusName: null, actualRoleName: 'Member',
  },
  worker: null,
  ruleMatching: 'NO_WORKER',
  isInactive: false,
  isAlumni: false,
  action: null,
  canChangePerson: true,
  canDelete: true,
} as AppUserRow;

export const personRow: SoftwarePersonRow = {
  personId: ids.person,
  personName: 'Hanako Sato',
  email: 'hanako@kanri.example',
  accountCount: 7,
  activeAccountCount: 6,
  apps: [{ appIntegrationId: ids.integration, name: 'Slack' }],
};

export const bill: SoftwareBillAndCost = {
  months: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
  rows: [{ softwareId: ids.software, name: 'Slack', currency: 'JPY', amounts: [0, 0, 0, 0, 12400, 12400, 12400, 12400, 12400, 12400, 12400, 12400] }],
  totals: [{ currency: 'JPY', amounts: [0, 0, 0, 0, 12400, 12400, 12400, 12400, 12400, 12400, 12400, 12400] }],
};

const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The feature's fake API (the kit's `fakeFeatureApi`): the software records, cost, accounts, people, bill and activity. */
export function fakeSoftwareApi(answer?: FakeAnswer) {
  const records: Record<string, SoftwareDetail> = { [ids.software]: slack, [ids.custom]: customTool };
  return fakeFeatureApi(
    {
      'GET /v2/software/{softwareId}': (call: FakeApiCall) => records[String(call.params?.softwareId)] ?? notFound(),
      'GET /v2/software/{softwareId}/contracts-cost': (call: FakeApiCall) =>
        call.params?.softwareId === ids.software ? slackCost : { integration: null, licenses: [], monthlyTotals: [], lastSignInsByMonth: [] },
      'PUT /v2/software/{softwareId}/detail': (call: FakeApiCall) => ({ ...records[String(call.params?.softwareId)]!, version: 3 }),
      'PUT /v2/software/{softwareId}/architecture': (call: FakeApiCall) => ({ ...records[String(call.params?.softwareId)]!, version: 3 }),
      'GET /v2/software/{softwareId}/logo/presigned-url': (call: FakeApiCall) =>
        call.query?.method === 'DELETE'
          ? { url: '/v2/storage/objects/logo?sig=d', key: 'software-logo/x/y.png', method: 'DELETE', headers: {}, expiresAt: '2026-11-26T00:15:00.000Z' }
          : { url: '/v2/storage/objects/logo?sig=p', key: 'software-logo/x/new.png', method: 'PUT', headers: { 'content-type': 'image/png' }, expiresAt: '2026-11-26T00:15:00.000Z' },
      'POST /v2/software': { id: ids.created },
      'GET /v3/app-integrations/{id}/users': { items: [account] },
      'GET /v2/software-people': { items: [personRow] },
      'GET /v2/software-people-count': { count: 1 },
      'GET /v2/software-bill-and-cost': bill,
      'GET /v2/software-activities': { items: [] },
    },
    answer,
  );
}
