import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { AppIntegration, AppIntegrationSettings, AppUserRow } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  slack: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  slackApp: '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  person: '3e9d6ca1-4f50-4182-9d2e-3f4a5b6c7d8e',
  account: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  stranger: '8d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
} as const;

/** Slack integrated, priced per user each month (version 3). */
export const slack: AppIntegration = {
  id: ids.slack,
  appId: ids.slackApp,
  name: 'Slack',
  logoUrl: null,
  vendorName: 'Slack Technologies',
  features: ['USER_PROVISIONING', 'SSO'],
  authMethod: 'OAUTH',
  isCustomApp: false,
  customAppType: null,
  integratedTenantName: 'acme.slack.com',
  status: 'ACTIVE',
  softwareId: null,
  contract: {
    contractAnchorMonth: 4,
    contractAnchorDay: 1,
    billingCycleUnit: 'MONTH',
    billingCycleLength: 1,
    pricingModel: 'LINEAR',
    priceOfUnitPerBillingCycle: 1050,
    currencyCode: 'JPY',
    planName: 'Pro',
    unit: 'BILLABLE_USER',
  },
  planName: 'Pro',
  price: 1050,
  renewalDate: '2026-12-01',
  userProvisioning: false,
  authenticatedAt: null,
  mdmActivatedAt: null,
  inactiveDays: 90,
  refreshStatus: 'IDLE',
  lastRefreshedAt: '2026-11-20T03:00:00.000Z',
  accountCount: 2,
  version: 3,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** Its settings as `GET …/settings` answers them. */
export const slackSettings: AppIntegrationSettings = {
  integratedApp: { name: 'Slack', avatarUrl: null, appId: ids.slackApp },
  integratedTenantName: slack.integratedTenantName,
  contract: slack.contract,
  features: { USER_PROVISIONING: false },
  supportsUserProvisioning: true,
  supportsMdm: false,
  isCustomApp: false,
  customAppType: null,
  status: 'ACTIVE',
  authenticatedAt: null,
  mdmActivatedAt: null,
  inactiveDays: 90,
  version: 3,
};

/** A matched account, and an account no worker owns. */
export const matchedRow: AppUserRow = {
  id: ids.account,
  user: {
    id: ids.account, name: 'hanako', displayName: 'Hanako Sato', email: 'hanako.sato@kanri.example', avatarUrl: null, configuredMfa: true, isActive: true,
    createdAt: '2025-05-01T00:00:00.000Z', deactivatedAt: null, lastSignedInAt: '2026-11-20T00:00:00.000Z', statusName: 'Active', actualRoleName: 'Member',
  },
  worker: { assignedRoleName: 'Member', assignedRoleId: null, personId: ids.person, personName: 'Hanako Sato', workerEmail: 'hanako.sato@kanri.example', workerNumber: 'E0001', workerType: 'EMPLOYEE', status: 'ACTIVE', avatarUrl: null },
  ruleMatching: 'MATCHED',
  isInactive: false,
  isAlumni: false,
  action: null,
  canChangePerson: true,
  canDelete: false,
  isLinkedByHand: false,
};
export const strangerRow: AppUserRow = {
  ...matchedRow,
  id: ids.stranger,
  user: { ...matchedRow.user!, id: ids.stranger, name: 'guest', displayName: null, email: 'guest@elsewhere.example', actualRoleName: 'Guest' },
  worker: null,
  ruleMatching: 'NO_WORKER',
  action: 'LINK_OR_DELETE',
  canDelete: true,
};

/** How the fake API answers a call: a body, or an `ApiError` to throw; `undefined` = not handled. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

const months = Array.from({ length: 12 }, (_, k) => `2026-${String(k + 1).padStart(2, '0')}`);

/**
 * A fake API for the feature's tests (the kit's `fakeFeatureApi`): `answer(call)` first, then the
 * defaults — Slack and its settings, the nine overview figures, two roles, two accounts (matched,
 * no worker) with counts per category, an idle refresh status.
 */
export function fakeAppIntegrationsApi(options: { answer?: FakeAnswer; rows?: AppUserRow[] } = {}) {
  const rows = options.rows ?? [matchedRow, strangerRow];
  const slackOnly = (body: unknown) => (call: FakeApiCall) =>
    call.params?.id === ids.slack ? body : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'The app integration was not found.' });
  return fakeFeatureApi(
    {
      'GET /v2/app-integrations/{id}': slackOnly(slack),
      'GET /v2/app-integrations/{id}/settings': slackOnly(slackSettings),
      'GET /v2/app-integrations/{id}/overview/app-contract': { ...slack.contract, nextRenewalDate: '2026-12-01' },
      'GET /v2/app-integrations/{id}/overview/user-and-people': { accounts: 42, activeAccounts: 40, linkedAccounts: 38, assignedWorkers: 41, companyPeople: 300 },
      'GET /v2/app-integrations/{id}/overview/billing-cost': {
        currencyCode: 'JPY', pricingModel: 'LINEAR', unit: 'BILLABLE_USER', priceOfUnitPerBillingCycle: 1050, billingCycleUnit: 'MONTH', billingCycleLength: 1,
        billableUnits: 40, costPerCycle: 42_000, monthlyCost: 42_000, yearlyCost: 504_000,
      },
      'GET /v2/app-integrations/{id}/overview/user-growth': { months: months.map((month, k) => ({ month, newAccounts: k === 11 ? 3 : 1, totalAccounts: 31 + k })) },
      'GET /v2/app-integrations/{id}/overview/monthly-active-user-rate': { activeAccounts: 40, signedInAccounts: 30, rate: 0.75 },
      'GET /v2/app-integrations/{id}/overview/monthly-cost': { currencyCode: 'JPY', months: months.map((month) => ({ month, amount: 42_000 })) },
      'GET /v2/app-integrations/{id}/overview/renewal-date': { renewalDate: '2026-12-01', daysLeft: 5 },
      'GET /v2/app-integrations/{id}/overview/saving-cost': { currencyCode: 'JPY', inactiveDays: 90, inactiveAccounts: 4, priceOfUnitPerBillingCycle: 1050, savingPerCycle: 4200, savingPerMonth: 4200 },
      'GET /v2/app-integrations/{id}/overview/recommended-actions': { items: [{ action: 'REMOVE_NO_WORKER', category: 'NO_WORKER', count: 2 }, { action: 'ADD_NO_USER', category: 'NO_USER', count: 1 }] },
      'GET /v2/app-integrations/{id}/roles': { items: [{ id: 'r1', name: 'Admin', assignedWorkers: 2, accounts: 3 }, { id: 'r2', name: 'Member', assignedWorkers: 39, accounts: 37 }] },
      'GET /v3/app-integrations/{id}/users': (call: FakeApiCall) => {
        const category = (call.query as { category?: string } | undefined)?.category ?? 'ALL';
        return { items: category === 'ALL' ? rows : rows.filter((r) => r.ruleMatching === category) };
      },
      'GET /v3/app-integrations/{id}/users/count': (call: FakeApiCall) => {
        const category = (call.query as { category?: string } | undefined)?.category ?? 'ALL';
        return { count: category === 'ALL' ? rows.length : rows.filter((r) => r.ruleMatching === category).length };
      },
      'GET /v2/app-integrations/{id}/refresh-resources/status': { status: 'IDLE', lastRefreshedAt: '2026-11-20T03:00:00.000Z', error: null },
      'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: 'Hanako Sato', primaryWorkerEmail: 'hanako.sato@kanri.example', avatarUrl: null }] },
    },
    options.answer,
  );
}
