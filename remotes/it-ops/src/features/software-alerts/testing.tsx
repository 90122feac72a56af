import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { AppAlertCounts, AppAlertRow, ShadowItAppRow, ShadowItUser, ShadowItVisit, TraceableApp } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  chatGpt: '1a2b3c4d-0001-4000-8000-000000000001',
  perplexity: '1a2b3c4d-0001-4000-8000-000000000002',
  chatGptEnterprise: '1a2b3c4d-0002-4000-8000-000000000001',
  visit: '1a2b3c4d-0003-4000-8000-000000000001',
  unknownVisit: '1a2b3c4d-0003-4000-8000-000000000002',
  integration: '1a2b3c4d-0004-4000-8000-000000000001',
  person: '1a2b3c4d-0005-4000-8000-000000000001',
} as const;

export const chatGpt: TraceableApp = { id: ids.chatGpt, name: 'ChatGPT', avatarUrl: null, category: 'AI', websiteUrl: 'https://chatgpt.com/', integratableAppId: ids.chatGptEnterprise };
export const perplexity: TraceableApp = { id: ids.perplexity, name: 'Perplexity', avatarUrl: null, category: 'AI', websiteUrl: 'https://www.perplexity.ai/', integratableAppId: null };

const person = (n: number, name: string): ShadowItUser => ({ personId: `1a2b3c4d-0005-4000-8000-00000000000${n}`, name, email: `user${n}@kanri.example`, avatarUrl: null });
export const unknownUser: ShadowItUser = { personId: null, name: null, email: 'kenji.private@gmail.com', avatarUrl: null };

/** ChatGPT: 7 unique users, the latest 5 shown (one unknown), 12 visits in 7 days, 40 in 30. */
export const chatGptRow: ShadowItAppRow = {
  traceableApp: chatGpt,
  category: 'AI',
  users: [person(1, 'Hanako Sato'), unknownUser, person(2, 'Jiro Suzuki'), person(3, 'Yui Ito'), person(4, 'Ren Kato')],
  countUniqueUser: 7,
  count7DaysHistory: 12,
  count30DaysHistory: 40,
};
/** Perplexity: one unknown user. */
export const perplexityRow: ShadowItAppRow = { traceableApp: perplexity, category: 'AI', users: [unknownUser], countUniqueUser: 1, count7DaysHistory: 0, count30DaysHistory: 2 };

/** Visits: Hanako Sato on ChatGPT through the browser extension, an unknown user on Perplexity through the proxy. */
export const visitRows: ShadowItVisit[] = [
  { id: ids.visit, visitedAt: '2026-11-20T01:30:00.000Z', user: person(1, 'Hanako Sato'), traceableApp: chatGpt, url: 'https://chatgpt.com/c/abc', detectionTool: 'BROWSER_EXTENSION' },
  { id: ids.unknownVisit, visitedAt: '2026-11-19T08:00:00.000Z', user: unknownUser, traceableApp: perplexity, url: 'https://www.perplexity.ai/search/x', detectionTool: 'WEB_PROXY' },
];

/** The alert counts the navigation shows. */
export const alertCounts: AppAlertCounts = { SHADOW_IT: 14, NO_WORKER: 3, VIOLATED: 2, VIOLATED_ROLE: 5, NO_USER: 4, INACTIVE: 6, ALUMNI: 1 };

const account = {
  id: 'acct-1', name: 'kenta.yamamoto', displayName: 'Kenta Yamamoto', email: 'kenta@kanri.example', avatarUrl: null, configuredMfa: true, isActive: true,
  createdAt: '2025-05-01T00:00:00.000Z', deactivatedAt: null, lastSignedInAt: '2026-11-01T00:00:00.000Z', statusName: 'Active', actualRoleName: 'Admin',
};
const worker = {
  assignedRoleName: 'Member', assignedRoleId: 'role-1', personId: ids.person, personName: 'Kenta Yamamoto', workerEmail: 'kenta@kanri.example',
  workerNumber: 'E000010', workerType: 'EMPLOYEE' as const, status: 'ACTIVE' as const, avatarUrl: null,
};
const integration = { appIntegrationId: ids.integration, appName: 'Slack', avatarUrl: null, tenantName: 'kanri-shoji' };
const app = { appId: 'app-slack', name: 'Slack', logoUrl: null };

/** A violated-role row: Admin in Slack, assigned Member. */
export const violatedRoleRow: AppAlertRow = {
  id: 'acct-1', user: account, worker, app, appIntegration: integration, action: 'CHANGE_ROLE', ruleMatching: 'VIOLATED_ROLE',
  isInactive: false, isAlumni: false, canChangePerson: true, canDelete: false,
};
/** A no-worker row: an account nobody matches. */
export const noWorkerRow: AppAlertRow = {
  ...violatedRoleRow, id: 'acct-2', user: { ...account, id: 'acct-2', name: 'old.contractor', displayName: null, email: 'old.contractor@example.com', lastSignedInAt: null },
  worker: null, action: 'LINK_OR_DELETE', ruleMatching: 'NO_WORKER', canDelete: true,
};

/** A violated-assignment row: the worker is not assigned to Slack. */
export const violatedRow: AppAlertRow = { ...violatedRoleRow, id: 'acct-3', worker: { ...worker, assignedRoleName: null, assignedRoleId: null, personName: 'Mio Tanaka' }, action: 'ASSIGN_OR_DELETE', ruleMatching: 'VIOLATED' };
/** A no-user row: Aoi Mori is assigned to Slack but has no account. */
export const noUserRow: AppAlertRow = {
  ...violatedRoleRow, id: `no-user:${ids.person}`, user: null, worker: { ...worker, personName: 'Aoi Mori', workerEmail: 'aoi.mori@kanri.example' },
  action: 'CREATE_ACCOUNT', ruleMatching: 'NO_USER', canChangePerson: false,
};
/** An inactive account: matched, but not signed in for long. */
export const inactiveRow: AppAlertRow = {
  ...violatedRoleRow, id: 'acct-4', user: { ...account, id: 'acct-4', displayName: 'Sota Inoue', lastSignedInAt: '2026-01-05T12:00:00.000Z' },
  worker: { ...worker, personName: 'Sota Inoue' }, action: 'REVIEW_USAGE', ruleMatching: 'MATCHED', isInactive: true,
};
/** An alumni account: the worker left, the account is still active. */
export const alumniRow: AppAlertRow = {
  ...violatedRoleRow, id: 'acct-5', user: { ...account, id: 'acct-5', displayName: 'Riku Ogawa' }, worker: { ...worker, personName: 'Riku Ogawa', status: 'ALUMNI' },
  action: 'DEACTIVATE', ruleMatching: 'MATCHED', isAlumni: true,
};

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The feature's fake API (the kit's `fakeFeatureApi`): shadow-IT apps and visits with counts, alert counts, alert rows by category, the CSV export. */
export function fakeAlertsApi(options: { apps?: ShadowItAppRow[]; visits?: ShadowItVisit[]; alerts?: AppAlertRow[]; answer?: FakeAnswer } = {}) {
  const apps = options.apps ?? [chatGptRow, perplexityRow];
  const visits = options.visits ?? visitRows;
  const alerts = options.alerts ?? [violatedRoleRow, noWorkerRow, violatedRow, noUserRow, inactiveRow, alumniRow];
  return fakeFeatureApi(
    {
      'GET /v2/shadow-it/apps': { items: apps },
      'GET /v2/shadow-it/apps-count': { count: apps.length },
      'GET /v2/shadow-it/visit-histories': { items: visits },
      'GET /v2/shadow-it/visit-histories-count': { count: visits.length },
      'GET /v2/app-alerts/count': alertCounts,
      'GET /v2/app-alerts/users': (call: FakeApiCall) => {
        const items = alerts.filter((row) => row.ruleMatching === call.query?.category || (call.query?.category === 'INACTIVE' && row.isInactive) || (call.query?.category === 'ALUMNI' && row.isAlumni));
        return { items, count: items.length };
      },
      'GET /v2/app-alerts-csv': { url: 'https://files.example/app-alerts.csv', mode: 'view', fileName: 'app-alerts-export-2026-11-26.csv' },
    },
    options.answer,
  );
}
