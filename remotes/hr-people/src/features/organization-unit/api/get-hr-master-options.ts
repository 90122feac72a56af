import { useEndpoint } from '@kanri/runtime';
import { getHrMasterOptionsEndpoint } from '@kanri/contracts';

/** Every enabled entry of the HR catalogs (`GET /v2/hr-master-options`): the members filters' choices. */
export function useHrMasterOptions() {
  return useEndpoint(getHrMasterOptionsEndpoint, {});
}
