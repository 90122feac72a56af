import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { GroupIdDetail, GroupIdMember, IdRow } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  group: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  created: '2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e',
  person: '3c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f',
  otherPerson: '4d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a',
  slack: '5e6f7a8b-9c0d-4e5f-8a6b-7c8d9e0f1a2b',
  zoom: '6f7a8b9c-0d1e-4f6a-9b7c-8d9e0f1a2b3c',
} as const;

/** An employee's id matched by e-mail, known to Slack and Zoom. */
export const hanakoRow: IdRow = {
  loginId: 'hanako.sato@kanri-shoji.example',
  apps: [
    { appIntegrationId: ids.slack, name: 'Slack', avatarUrl: null },
    { appIntegrationId: ids.zoom, name: 'Zoom', avatarUrl: null },
  ],
  person: {
    id: ids.person,
    name: 'Hanako Sato',
    email: 'hanako.sato@kanri-shoji.example',
    avatarUrl: null,
    matchType: 'EMAIL',
    matchTypeLabel: 'Work e-mail',
    workerTypeLabel: 'Employee',
    statusLabel: 'Active',
    workerContractTypeLabel: 'Open-ended',
    employmentTypeName: 'Full-time',
    boardMemberTypeName: null,
    contractorTypeName: null,
    collaboratorTypeName: null,
  },
  groupId: null,
};

/** A shared mailbox registered as a group ID. */
export const infoRow: IdRow = { loginId: 'info@kanri-shoji.example', apps: [{ appIntegrationId: ids.slack, name: 'Slack', avatarUrl: null }], person: null, groupId: { id: ids.group, name: 'Contact desk' } };

/** An outside account nobody is known by. */
export const unknownRow: IdRow = { loginId: 'k.tanaka@partner-agency.example', apps: [{ appIntegrationId: ids.zoom, name: 'Zoom', avatarUrl: null }], person: null, groupId: null };

/** The group ID `info@` as its page shows it (version 3). */
export const infoGroup: GroupIdDetail = {
  id: ids.group,
  loginId: 'info@kanri-shoji.example',
  name: 'Contact desk',
  description: 'Inbox of the website form',
  owner: { personId: ids.person, name: 'Hanako Sato', email: 'hanako.sato@kanri-shoji.example', avatarUrl: null },
  passwordRotationDays: 90,
  mfaRequired: true,
  reviewIntervalMonths: 6,
  lastReviewedAt: '2026-05-01',
  nextReviewDue: '2026-11-01',
  memberCount: 1,
  apps: [{ appIntegrationId: ids.slack, name: 'Slack', avatarUrl: null }],
  version: 3,
  createdAt: '2026-01-10T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
};

/** The one member of `info@`. */
export const hanakoMember: GroupIdMember = { personId: ids.person, name: 'Hanako Sato', email: 'hanako.sato@kanri-shoji.example', avatarUrl: null, addedAt: '2026-02-01T00:00:00.000Z' };

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });

/** The feature's fake API (the kit's `fakeFeatureApi`): the ID list, count, apps, one group ID, its members, the worker picker. */
export function fakeIdManagementApi(options: { rows?: IdRow[]; answer?: FakeAnswer } = {}) {
  const rows = options.rows ?? [hanakoRow, infoRow, unknownRow];
  return fakeFeatureApi(
    {
      'GET /v2/id-management/ids': { items: rows },
      'GET /v2/id-management/ids-count': { count: rows.length },
      'GET /v2/id-management/apps': {
        items: [
          { appIntegrationId: ids.slack, name: 'Slack', avatarUrl: null, idCount: 2 },
          { appIntegrationId: ids.zoom, name: 'Zoom', avatarUrl: null, idCount: 2 },
        ],
      },
      'GET /v2/id-management/group-ids/{id}': (call: FakeApiCall) => (call.params?.id === ids.group ? infoGroup : notFound()),
      'GET /v2/id-management/group-ids/{id}/members': { items: [hanakoMember] },
      'GET /v2/workers-for-select': {
        items: [
          { personId: ids.person, name: 'Hanako Sato', primaryWorkerEmail: 'hanako.sato@kanri-shoji.example', avatarUrl: null },
          { personId: ids.otherPerson, name: 'Jiro Suzuki', primaryWorkerEmail: 'jiro.suzuki@kanri-shoji.example', avatarUrl: null },
        ],
      },
    },
    options.answer,
  );
}
