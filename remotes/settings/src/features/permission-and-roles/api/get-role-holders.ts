import { useEndpoint } from '@kanri/runtime';
import { countRoleHoldersEndpoint, listRoleHoldersEndpoint } from '@kanri/contracts';

/** The holders list's search: name / e-mail search, name order and paging. */
export interface RoleHoldersSearch {
  freeText: string;
  sortOrder: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/**
 * Who holds a role and through which of its people groups (`GET /v2/settings/roles/{id}/holders`),
 * one page, sorted by name (kana reading in Japanese). `null` id = don't fetch yet.
 */
export function useRoleHolders(id: string | null, { freeText, ...search }: RoleHoldersSearch) {
  return useEndpoint(listRoleHoldersEndpoint, id === null ? null : { params: { id }, query: { ...search, sortColumn: 'NAME', freeText: freeText || undefined } });
}

/** How many people hold the role and match the search (`GET /v2/settings/roles/{id}/holders-count`). */
export function useRoleHoldersCount(id: string | null, { freeText }: Pick<RoleHoldersSearch, 'freeText'>) {
  return useEndpoint(countRoleHoldersEndpoint, id === null ? null : { params: { id }, query: { freeText: freeText || undefined } });
}
