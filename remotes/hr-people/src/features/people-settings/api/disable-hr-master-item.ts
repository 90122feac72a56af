import { useEndpointMutation } from '@kanri/runtime';
import { disableHrMasterItemEndpoint } from '@kanri/contracts';
import { hrMasterCachePaths } from './hr-master-cache';

/** Disables an entry (`PATCH /v2/hr-master-items/{id}/disable`, 001 §4): it is no longer offered in the forms; people keep it. `trigger({ params: { id } })`. */
export function useDisableHrMasterItem() {
  return useEndpointMutation(disableHrMasterItemEndpoint, { revalidate: hrMasterCachePaths });
}
