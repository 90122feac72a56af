import { useEndpoint } from '@kanri/runtime';
import type { LicensesSearch } from '@kanri/contracts';
import { licensesInventoryCalls } from './licenses-inventory-calls';

/** One page of the license inventory (`GET /v2/licenses`) for the search in force (the loader preloads it: `licensesInventoryCalls`). */
export function useLicenses(search: LicensesSearch) {
  const { list } = licensesInventoryCalls(search);
  return useEndpoint(list.endpoint, list.input);
}
