import { useEndpointMutation } from '@kanri/runtime';
import { createLicenseEndpoint } from '@kanri/contracts';
import { licensesCachePaths } from './license-cache';

/** Creates a license (`POST /v2/licenses`): `trigger({ body })` resolves `{ id }`; rejects with `ApiError` (400 with field paths). */
export function useCreateLicense() {
  return useEndpointMutation(createLicenseEndpoint, { revalidate: licensesCachePaths });
}
