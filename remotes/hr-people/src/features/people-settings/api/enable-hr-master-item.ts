import { useEndpointMutation } from '@kanri/runtime';
import { enableHrMasterItemEndpoint } from '@kanri/contracts';
import { hrMasterCachePaths } from './hr-master-cache';

/** Enables an entry (`PATCH /v2/hr-master-items/{id}/enable`, 001 §4): `trigger({ params: { id } })`. */
export function useEnableHrMasterItem() {
  return useEndpointMutation(enableHrMasterItemEndpoint, { revalidate: hrMasterCachePaths });
}
