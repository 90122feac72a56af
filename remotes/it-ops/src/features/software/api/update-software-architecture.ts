import { useEndpointMutation } from '@kanri/runtime';
import { updateSoftwareArchitectureEndpoint } from '@kanri/contracts';
import { softwareCachePaths } from './software-cache';

/** `PUT /v2/software/{softwareId}/architecture` — saves the architecture tab. */
export function useUpdateSoftwareArchitecture() {
  return useEndpointMutation(updateSoftwareArchitectureEndpoint, { revalidate: softwareCachePaths });
}
