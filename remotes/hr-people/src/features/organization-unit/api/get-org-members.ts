import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { countOrgMembersEndpoint, idSchema, listOrgMembersEndpoint } from '@kanri/contracts';
import type { UnitSearch } from '../components/unit-search';

const filtersOf = (s: UnitSearch) => ({
  baseDate: s.baseDate,
  ...(s.positionId ? { positionId: s.positionId } : {}),
  ...(s.jobTypeId ? { jobTypeId: s.jobTypeId } : {}),
  ...(s.employmentTypeId ? { employmentTypeId: s.employmentTypeId } : {}),
  ...(s.search ? { search: s.search } : {}),
});

/** The unit's members on the base date with the page's filters (`GET /v2/organization/units/{id}/members`). */
export function useOrgMembers(id: string | undefined, search: UnitSearch) {
  return useEndpoint(listOrgMembersEndpoint, id && v.is(idSchema, id) ? { params: { id }, query: { ...filtersOf(search), pageIndex: search.pageIndex, pageSize: search.pageSize } } : null);
}

/** How many members the same filters match (`GET /v2/organization/units/{id}/members-count`). */
export function useOrgMembersCount(id: string | undefined, search: UnitSearch) {
  return useEndpoint(countOrgMembersEndpoint, id && v.is(idSchema, id) ? { params: { id }, query: filtersOf(search) } : null);
}
