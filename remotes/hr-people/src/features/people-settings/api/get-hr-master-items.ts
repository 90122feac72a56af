import { useEndpoint } from '@kanri/runtime';
import { listHrMasterItemsEndpoint, type HrCatalog } from '@kanri/contracts';
import type { PeopleSettingsSearch } from '../components/people-settings-search';

/**
 * One page of a catalog's entries, disabled ones included (`GET /v2/hr-master-items`, 001 §3):
 * the search's text, sort and paging (page size 100; 2000 for job functions).
 */
export function useHrMasterItems(catalog: HrCatalog, search: PeopleSettingsSearch) {
  const { freeText, sortColumn, sortOrder, pageIndex, pageSize } = search;
  return useEndpoint(listHrMasterItemsEndpoint, {
    query: { catalog, includeDisabled: true, freeText: freeText || undefined, sortColumn, sortOrder, pageIndex, pageSize },
  });
}
