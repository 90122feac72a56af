import { useEndpoint } from '@kanri/runtime';
import type { IdsSearch } from '@kanri/contracts';
import { idManagementsCalls } from './id-managements-calls';

/** One page of the ID list (`GET /v2/id-management/ids`) for the search in force (the loader preloads it: `idManagementsCalls`). */
export function useIds(search: IdsSearch) {
  const { list } = idManagementsCalls(search);
  return useEndpoint(list.endpoint, list.input);
}
