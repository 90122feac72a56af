import { useEndpointMutation } from '@kanri/runtime';
import { createSoftwareEndpoint } from '@kanri/contracts';
import { softwareCachePaths } from './software-cache';

/** `POST /v2/software` — adds a software (201 `{ id }`). */
export function useCreateSoftware() {
  return useEndpointMutation(createSoftwareEndpoint, { revalidate: softwareCachePaths });
}
