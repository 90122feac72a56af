import { useEndpoint } from '@kanri/runtime';
import { listRolesEndpoint } from '@kanri/contracts';
import type { RoleSearch } from './search-types';

/** One page of the roles list (`GET /v2/settings/roles`, 001 §3 "Role list columns") for the search in force. */
export function useRoles(search: RoleSearch) {
  return useEndpoint(listRolesEndpoint, { query: search });
}
