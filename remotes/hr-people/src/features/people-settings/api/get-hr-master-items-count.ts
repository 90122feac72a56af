import { useEndpoint } from '@kanri/runtime';
import { countHrMasterItemsEndpoint, type HrCatalog } from '@kanri/contracts';

/** How many entries of a catalog match the text, disabled ones included (`GET /v2/hr-master-items-count`). */
export function useHrMasterItemsCount(catalog: HrCatalog, freeText: string) {
  return useEndpoint(countHrMasterItemsEndpoint, { query: { catalog, includeDisabled: true, freeText: freeText || undefined } });
}
