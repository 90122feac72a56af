import { useEndpoint } from '@kanri/runtime';
import { countRolesEndpoint } from '@kanri/contracts';
import type { RoleSearch } from './search-types';

/** How many roles match the name search (`GET /v2/settings/roles-count`; the count query is strict: `freeText` only). */
export function useRolesCount({ freeText }: RoleSearch) {
  return useEndpoint(countRolesEndpoint, { query: { freeText } });
}
