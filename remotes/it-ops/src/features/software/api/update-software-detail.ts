import { useEndpointMutation } from '@kanri/runtime';
import { updateSoftwareDetailEndpoint } from '@kanri/contracts';
import { softwareCachePaths } from './software-cache';

/** `PUT /v2/software/{softwareId}/detail` — saves the detail tab (with the logo change or deletion). */
export function useUpdateSoftwareDetail() {
  return useEndpointMutation(updateSoftwareDetailEndpoint, { revalidate: softwareCachePaths });
}
