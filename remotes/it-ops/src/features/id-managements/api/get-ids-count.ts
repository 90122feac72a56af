import { useEndpoint } from '@kanri/runtime';
import type { IdsSearch } from '@kanri/contracts';
import { idManagementsCalls } from './id-managements-calls';

/** How many login ids match the search's filters (`GET /v2/id-management/ids-count`: category, freeText, haveAppIdIn). */
export function useIdsCount(search: IdsSearch) {
  const { count } = idManagementsCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
