import { ApiError, type ApiFetcher } from '@kanri/runtime';
import type { AuditLogEntry, PeopleGroupDetail, PeopleGroupRow, ProductPermissionDetail, ProductPermissionRow, RoleDetail, RoleHolderRow, RoleRow } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  adminRole: '0b6a3f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  itRole: '1c7b4a8f-2d3e-4f60-9b0c-1d2e3f4a5b6c',
  fullPermission: '2d8c5b90-3e4f-4071-8c1d-2e3f4a5b6c7d',
  itPermission: '3e9d6ca1-4f50-4182-9d2e-3f4a5b6c7d8e',
  adminsGroup: '4fae7db2-5061-4293-8e3f-4a5b6c7d8e9f',
  itGroup: '5a0b8ec3-6172-43a4-9f40-5b6c7d8e9fa0',
  hanako: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1',
  taro: '7c2da0e5-8394-45c6-9b62-7d8e9fa0b1c2',
} as const;

/** The all-products role, held by the admins group; no English name (English shows the name typed). */
export const adminRoleRow: RoleRow = {
  id: ids.adminRole,
  name: 'Administrators',
  nameJa: 'Administrators',
  nameEn: null,
  totalPeople: 2,
  peopleGroups: [{ id: ids.adminsGroup, name: 'Admins' }],
  productPermissions: [{ id: ids.fullPermission, name: 'Full access' }],
  products: ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'],
};
/** The IT role, held by the IT department group; named in both languages (`name` is the English one an English screen reads). */
export const itRoleRow: RoleRow = {
  id: ids.itRole,
  name: 'IT staff',
  nameJa: '情報システム',
  nameEn: 'IT staff',
  totalPeople: 1,
  peopleGroups: [{ id: ids.itGroup, name: 'IT department' }],
  productPermissions: [{ id: ids.itPermission, name: 'IT only' }],
  products: ['IT'],
};
/** The administrators role as its page reads it (version 3). */
export const adminRole: RoleDetail = { ...adminRoleRow, version: 3, createdAt: '2026-04-01T09:00:00.000Z', updatedAt: '2026-05-10T03:30:00.000Z' };

/** The all-products permission; no English name (English shows the name typed). */
export const fullPermissionRow: ProductPermissionRow = {
  id: ids.fullPermission,
  name: 'Full access',
  nameJa: 'Full access',
  nameEn: null,
  products: ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'],
  privileges: [],
  roles: [{ id: ids.adminRole, name: 'Administrators' }],
};
/** The IT permission, named in both languages (`name` is the English one an English screen reads). */
export const itPermissionRow: ProductPermissionRow = {
  id: ids.itPermission,
  name: 'IT only',
  nameJa: '情報システム',
  nameEn: 'IT only',
  products: ['IT'],
  privileges: [],
  roles: [{ id: ids.itRole, name: 'IT staff' }],
};
export const itPermission: ProductPermissionDetail = { ...itPermissionRow, version: 2, createdAt: '2026-04-01T09:00:00.000Z', updatedAt: '2026-04-02T09:00:00.000Z' };

export const adminsGroupRow: PeopleGroupRow = {
  id: ids.adminsGroup,
  name: 'Admins',
  nameJa: 'Admins',
  nameEn: null,
  totalPeople: 2,
  workerTypes: [],
  includedCount: 2,
  excludedCount: 0,
  roles: [{ id: ids.adminRole, name: 'Administrators' }],
};
export const itGroupRow: PeopleGroupRow = {
  id: ids.itGroup,
  name: 'IT department',
  nameJa: '情報システム部',
  nameEn: 'IT department',
  totalPeople: 41,
  workerTypes: ['EMPLOYEE', 'CONTRACTOR'],
  includedCount: 0,
  excludedCount: 1,
  roles: [{ id: ids.itRole, name: 'IT staff' }],
};
export const adminsGroup: PeopleGroupDetail = {
  ...adminsGroupRow,
  included: [
    { id: ids.hanako, name: 'Hanako Sato', email: 'hanako.sato@kanri.example', workerType: 'EMPLOYEE' },
    { id: ids.taro, name: 'Taro Yamada', email: 'taro.yamada@kanri.example', workerType: 'BOARD_MEMBER' },
  ],
  excluded: [],
  version: 4,
  createdAt: '2026-04-01T09:00:00.000Z',
  updatedAt: '2026-04-03T09:00:00.000Z',
};

/** Who holds the administrators role: both through the admins group. */
export const adminHolders: RoleHolderRow[] = [
  { personId: ids.hanako, name: 'Hanako Sato', email: 'hanako.sato@kanri.example', workerType: 'EMPLOYEE', peopleGroups: [{ id: ids.adminsGroup, name: 'Admins' }] },
  { personId: ids.taro, name: 'Taro Yamada', email: 'taro.yamada@kanri.example', workerType: 'BOARD_MEMBER', peopleGroups: [{ id: ids.adminsGroup, name: 'Admins' }] },
];

/** The administrators role's history: its groups changed, then it was created. */
export const adminRoleHistory: AuditLogEntry[] = [
  {
    id: 'a2',
    action: 'UPDATE',
    occurredAt: '2026-05-10T03:30:00.000Z',
    actor: { userId: 'u-1', name: 'Taro Yamada' },
    resourceType: 'ROLE',
    resourceId: ids.adminRole,
    changes: [{ field: 'peopleGroupIds', before: [ids.itGroup], after: [ids.adminsGroup] }],
  },
  {
    id: 'a1',
    action: 'CREATE',
    occurredAt: '2026-04-01T09:00:00.000Z',
    actor: null,
    resourceType: 'ROLE',
    resourceId: ids.adminRole,
    changes: [{ field: 'name', before: null, after: 'Administrators' }],
  },
];

/** One call the fake API saw. */
export interface SeenCall {
  method: string;
  path: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** How the fake API answers a call: a body, or an `ApiError` to throw; `undefined` = the default. */
export type FakeAnswer = (call: SeenCall) => unknown;

/** A 409 as the API sends it, with its (already localized) message and its code (`CONFLICT`, `IN_USE`, `LAST_SETTINGS_HOLDER`). */
export const conflictError = (message: string, code: 'CONFLICT' | 'IN_USE' | 'LAST_SETTINGS_HOLDER' = 'CONFLICT') => new ApiError({ status: 409, code, message });

/**
 * A fake API for the feature's tests: records every call and answers with `answer(call)`, or with
 * the defaults (the three lists and counts, the administrators role, the IT-only permission, the
 * admins group, holders, history, people options, column settings; writes succeed). A returned
 * `ApiError` is thrown.
 */
export function fakeRolesApi(options: { answer?: FakeAnswer } = {}) {
  const calls: SeenCall[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    const call: SeenCall = {
      method: endpoint.method,
      path: endpoint.path,
      params: input?.params as Record<string, unknown> | undefined,
      query: input?.query as Record<string, unknown> | undefined,
      body: input?.body,
    };
    calls.push(call);
    const own = options.answer?.(call);
    const result = own !== undefined ? own : defaultAnswer(call);
    if (result instanceof ApiError) throw result;
    if (result === undefined) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: `No fake for ${call.method} ${call.path}` });
    return result;
  };
  return { calls, fetcher, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });

function defaultAnswer(call: SeenCall): unknown {
  const id = call.params?.id;
  switch (`${call.method} ${call.path}`) {
    case 'GET /v2/settings/roles':
      return { items: [adminRoleRow, itRoleRow] };
    case 'GET /v2/settings/roles-count':
      return { count: 2 };
    case 'GET /v2/settings/roles/{id}':
      return id === ids.adminRole ? adminRole : notFound();
    case 'GET /v2/settings/roles/{id}/holders':
      return { items: adminHolders };
    case 'GET /v2/settings/roles/{id}/holders-count':
      return { count: adminHolders.length };
    case 'GET /v2/settings/product-permissions':
      return { items: [fullPermissionRow, itPermissionRow] };
    case 'GET /v2/settings/product-permissions-count':
      return { count: 2 };
    case 'GET /v2/settings/product-permissions/{id}':
      return id === ids.itPermission ? itPermission : notFound();
    case 'GET /v2/settings/people-groups':
      return { items: [adminsGroupRow, itGroupRow] };
    case 'GET /v2/settings/people-groups-count':
      return { count: 2 };
    case 'GET /v2/settings/people-groups/{id}':
      return id === ids.adminsGroup ? adminsGroup : notFound();
    case 'POST /v2/settings/roles':
    case 'POST /v2/settings/product-permissions':
    case 'POST /v2/settings/people-groups':
      return { id: '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f' };
    case 'PATCH /v2/settings/roles/{id}':
    case 'PATCH /v2/settings/product-permissions/{id}':
    case 'PATCH /v2/settings/people-groups/{id}':
    case 'DELETE /v2/settings/roles/{id}':
    case 'DELETE /v2/settings/product-permissions/{id}':
    case 'DELETE /v2/settings/people-groups/{id}':
      return null;
    case 'GET /v2/audit-logs':
      return { items: call.query?.resourceType === 'ROLE' ? adminRoleHistory : [] };
    case 'GET /v2/workers-for-select':
      return {
        items: [
          { personId: ids.hanako, name: 'Hanako Sato', primaryWorkerEmail: 'hanako.sato@kanri.example', avatarUrl: null },
          { personId: ids.taro, name: 'Taro Yamada', primaryWorkerEmail: 'taro.yamada@kanri.example', avatarUrl: null },
        ],
      };
    case 'GET /v2/table-settings/{tableId}':
      return { columns: [] };
    case 'PUT /v2/table-settings/{tableId}':
      return call.body;
    default:
      return undefined;
  }
}
