import { useEndpoint } from '@kanri/runtime';
import { listLicensesEndpoint, type LicensesSearch } from '@kanri/contracts';

/** One page of the license inventory (`GET /v2/licenses`) for the search in force. */
export function useLicenses(search: LicensesSearch) {
  return useEndpoint(listLicensesEndpoint, { query: search });
}
