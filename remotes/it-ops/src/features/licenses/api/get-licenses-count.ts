import { useEndpoint } from '@kanri/runtime';
import type { LicensesSearch } from '@kanri/contracts';
import { licensesInventoryCalls } from './licenses-inventory-calls';

/** How many licenses match the category and free text (`GET /v2/licenses-count`; the count query is strict). */
export function useLicensesCount(search: LicensesSearch) {
  const { count } = licensesInventoryCalls(search);
  return useEndpoint(count.endpoint, count.input);
}
