import { useEndpoint } from '@kanri/runtime';
import { countLicensesEndpoint, type LicensesSearch } from '@kanri/contracts';

/** How many licenses match the category and free text (`GET /v2/licenses-count`; the count query is strict). */
export function useLicensesCount({ category, freeText }: LicensesSearch) {
  return useEndpoint(countLicensesEndpoint, { query: { category, freeText } });
}
