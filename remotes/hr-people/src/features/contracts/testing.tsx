import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { ContractDetail, ContractEvent, ContractRow, RiskProvision } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  contract: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1',
  draft: '7c2daee5-8394-45c6-9b62-7d8e9fa0b1c2',
  app: '8d3ebff6-94a5-46d7-8c73-8e9fa0b1c2d3',
  person: '9e4fc007-a5b6-47e8-9d84-9fa0b1c2d3e4',
  subject: 'af50d118-b6c7-48f9-8e95-a0b1c2d3e4f5',
  provision: 'b061e229-c7d8-490a-9fa6-b1c2d3e4f5a6',
  created: 'c172f33a-d8e9-4a1b-80b7-c2d3e4f5a6b7',
} as const;

/** An active SaaS contract in USD, renewing yearly, its notice deadline 12 days away; no English title (English shows the title typed). */
export const slackRow: ContractRow = {
  id: ids.contract,
  title: 'Slack 利用契約',
  titleJa: 'Slack 利用契約',
  titleEn: null,
  contractNumber: 'SAAS-001',
  contractType: 'SAAS_SOFTWARE',
  status: 'ACTIVE',
  counterpartyName: 'Slack Technologies',
  startDate: '2025-04-01',
  endDate: '2026-03-31',
  autoRenewal: true,
  currentTermEnd: '2026-03-31',
  noticeDeadline: '2026-03-01',
  daysUntilDeadline: 12,
  renewalSoon: true,
  amount: 12000,
  currency: 'USD',
  billingCycle: 'YEARLY',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

/** A draft employment contract, indefinite, monthly in yen. */
export const draftRow: ContractRow = {
  ...slackRow,
  id: ids.draft,
  title: '雇用契約書（佐藤 花子）',
  titleJa: '雇用契約書（佐藤 花子）',
  contractNumber: null,
  contractType: 'EMPLOYMENT',
  status: 'DRAFT',
  counterpartyName: '佐藤 花子',
  endDate: null,
  autoRenewal: false,
  currentTermEnd: null,
  noticeDeadline: null,
  daysUntilDeadline: null,
  renewalSoon: false,
  amount: 300000,
  currency: 'JPY',
  billingCycle: 'MONTHLY',
};

/** The SaaS contract as its page shows it. */
export const slack: ContractDetail = {
  ...slackRow,
  counterpartyContact: 'Account team',
  ourPartyName: '株式会社カンリ商事',
  renewalTermMonths: 12,
  noticePeriodDays: 30,
  notes: null,
  terminatedOn: null,
  previousContractId: null,
  nextContractId: null,
  subjects: [
    { id: ids.subject, subjectType: 'APP_INTEGRATION', subjectId: ids.app, name: 'Slack', note: null },
    { id: 'd283044b-e9fa-4b2c-91c8-d3e4f5a6b7c8', subjectType: 'PERSON', subjectId: ids.person, name: 'Hanako Sato', note: 'Owner' },
  ],
  allowedActions: ['terminate', 'renew'],
  version: 3,
  createdAt: '2025-03-01T01:00:00.000Z',
  updatedAt: '2025-03-05T01:00:00.000Z',
};

/** The same contract waiting for approval. */
export const slackUnderApproval: ContractDetail = { ...slack, status: 'UNDER_APPROVAL', renewalSoon: false, allowedActions: ['approve', 'reject'], version: 2 };

/** The SaaS contract's timeline. */
export const slackEvents: ContractEvent[] = [
  { id: 'created', kind: 'CREATED', occurredAt: '2025-03-01T01:00:00.000Z', actor: { name: 'Taro Yamada' }, comment: null, relatedContractId: null },
  { id: 'e1', kind: 'SUBMITTED', occurredAt: '2025-03-03T01:00:00.000Z', actor: { name: 'Taro Yamada' }, comment: 'Please approve.', relatedContractId: null },
  { id: 'e2', kind: 'APPROVED', occurredAt: '2025-03-05T01:00:00.000Z', actor: { name: 'Makoto Takahashi' }, comment: 'Approved within budget.', relatedContractId: null },
];

/** One high-risk clause. */
export const liabilityCap: RiskProvision = { id: ids.provision, clauseKind: 'LIABILITY_CAP', clauseReference: '§14', riskLevel: 'HIGH', note: 'Capped at 12 months of fees.', updatedAt: '2025-03-01T01:00:00.000Z', version: 2 };

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The feature's fake API (the kit's `fakeFeatureApi`): list, count, one contract, events, risk provisions, pickers. */
export function fakeContractsApi(options: { rows?: ContractRow[]; detail?: ContractDetail; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [slackRow, draftRow];
  const detail = options.detail ?? slack;
  return fakeFeatureApi(
    {
      'GET /v2/contracts': { items: rows },
      'GET /v2/contracts-count': { count: rows.length },
      'GET /v2/contracts/{id}': (call: FakeApiCall) => (call.params?.id === detail.id ? detail : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' })),
      'GET /v2/contracts/{id}/events': { items: slackEvents },
      'GET /v2/contracts/{id}/risk-provisions': { items: [liabilityCap] },
      'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: 'Hanako Sato', primaryWorkerEmail: 'hanako.sato@kanri.example', avatarUrl: null }] },
    },
    options.answer,
  );
}
