/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, read by developers */
import type { OperationInstanceRow, OperationPackageRow, OperationPatternRow, OperationRequestRow } from '@kanri/contracts';
import { fakeFeatureApi, type FakeApiCall } from '../record/fake-api';

/** Fixtures and the fake API of the operation package screens' tests (test code only). */

export const ids = {
  onboarding: '11111111-1111-4111-8111-111111111111',
  offboarding: '22222222-2222-4222-8222-222222222222',
  inventory: '33333333-3333-4333-8333-333333333333',
  aprilPattern: '44444444-4444-4444-8444-444444444444',
  inventoryPattern: '55555555-5555-4555-8555-555555555555',
  request: '66666666-6666-4666-8666-666666666666',
  instance: '77777777-7777-4777-8777-777777777777',
  person: '88888888-8888-4888-8888-888888888888',
  otherPerson: '99999999-9999-4999-8999-999999999999',
};

export function packageRow(patch: Partial<OperationPackageRow> = {}): OperationPackageRow {
  return {
    id: ids.onboarding,
    core: 'LABOR',
    kind: 'ONBOARDING',
    subjectKind: 'PERSON',
    name: 'Onboarding',
    description: 'Everything a new employee needs before the first day.',
    selfService: false,
    archived: false,
    patternCount: 1,
    inProgressCount: 3,
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...patch,
  };
}

export function patternRow(patch: Partial<OperationPatternRow> = {}): OperationPatternRow {
  return {
    id: ids.aprilPattern,
    packageId: ids.onboarding,
    packageName: 'Onboarding',
    name: 'April joiners',
    description: null,
    archived: false,
    stepCount: 3,
    taskCount: 5,
    inProgressCount: 2,
    completedCount: 7,
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...patch,
  };
}

export function instanceRow(patch: Partial<OperationInstanceRow> = {}): OperationInstanceRow {
  return {
    id: ids.instance,
    packageId: ids.onboarding,
    patternId: ids.aprilPattern,
    requestId: ids.request,
    subject: { kind: 'PERSON', id: ids.person, name: 'Hanako Sato', detail: 'E-0042', avatarUrl: null },
    anchorDate: '2026-04-01',
    status: 'IN_PROGRESS',
    currentStep: { index: 1, name: 'Paperwork' },
    progress: { done: 2, total: 5 },
    nextDueDate: '2026-04-03',
    overdue: true,
    startedAt: '2026-03-20T01:00:00.000Z',
    startedBy: { name: 'Taro Yamada' },
    completedAt: null,
    abortedAt: null,
    ...patch,
  };
}

export function requestRow(patch: Partial<OperationRequestRow> = {}): OperationRequestRow {
  return {
    id: ids.request,
    title: 'FY2026 inventory',
    anchorDate: '2026-04-01',
    requestedAt: '2026-04-01T00:00:00.000Z',
    requestedBy: { name: 'Taro Yamada' },
    instanceCount: 30,
    inProgressCount: 12,
    ...patch,
  };
}

/**
 * The fake API of one core (`prefix` its API prefix): `packages` answer `listPackages` (filtered by
 * `tab`), `patterns` every package's `listPatterns`, `instances` `listPatternInstances`; the test's
 * `answer(call)` goes first.
 */
export function fakePackagesApi(
  prefix: string,
  { packages = [packageRow()], patterns = [patternRow()], instances = [instanceRow()], requests = [requestRow()] }: { packages?: OperationPackageRow[]; patterns?: OperationPatternRow[]; instances?: OperationInstanceRow[]; requests?: OperationRequestRow[] } = {},
  answer?: (call: FakeApiCall) => unknown,
) {
  return fakeFeatureApi(
    {
      [`GET ${prefix}/operation-packages`]: (call: FakeApiCall) => ({ items: packages.filter((pkg) => pkg.archived === (call.query?.tab === 'archive')) }),
      [`GET ${prefix}/operation-packages/{id}`]: (call: FakeApiCall) => {
        const found = packages.find((pkg) => pkg.id === call.params?.id);
        return found ? { ...found, version: 1 } : undefined;
      },
      [`GET ${prefix}/operation-packages/{id}/count-in-progress`]: { count: 3 },
      [`GET ${prefix}/operation-packages/{id}/patterns`]: (call: FakeApiCall) => ({ items: patterns.filter((p) => p.packageId === call.params?.id) }),
      [`GET ${prefix}/operation-packages/{id}/patterns/{patternId}/instances`]: { items: instances },
      [`GET ${prefix}/operation-packages/{id}/patterns/{patternId}/instances-count`]: { count: instances.length },
      [`GET ${prefix}/operation-packages/{id}/patterns/{patternId}/requests`]: { items: requests },
      [`GET ${prefix}/operation-patterns`]: (call: FakeApiCall) => ({ items: patterns.filter((p) => p.archived === Boolean(call.query?.archived)) }),
      [`PATCH ${prefix}/operation-packages/{id}/archive`]: (call: FakeApiCall) => ({ ...packages.find((pkg) => pkg.id === call.params?.id), archived: true, version: 2 }),
      [`PATCH ${prefix}/operation-packages/{id}/unarchive`]: (call: FakeApiCall) => ({ ...packages.find((pkg) => pkg.id === call.params?.id), archived: false, version: 2 }),
      [`POST ${prefix}/operation-packages/{id}/patterns`]: { id: ids.inventoryPattern },
    },
    answer,
  );
}
