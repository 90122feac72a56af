import { useEndpointMutation } from '@kanri/runtime';
import { updateLicenseEndpoint } from '@kanri/contracts';
import { licensesCachePaths } from './license-cache';

/** Saves a license (`PATCH /v2/licenses/{id}` with the `version` read; 409 `CONFLICT` when stale). */
export function useUpdateLicense() {
  return useEndpointMutation(updateLicenseEndpoint, { revalidate: licensesCachePaths });
}
