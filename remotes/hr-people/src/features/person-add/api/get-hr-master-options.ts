import { useEndpoint } from '@kanri/runtime';
import { getHrMasterOptionsEndpoint } from '@kanri/contracts';

/** Every enabled entry of the 17 HR catalogs, in display order (`GET /v2/hr-master-options`): the add form's choices. */
export function useHrMasterOptions() {
  return useEndpoint(getHrMasterOptionsEndpoint, {});
}
