import { useEndpointMutation } from '@kanri/runtime';
import { deleteLicenseEndpoint } from '@kanri/contracts';
import { licensesCachePaths } from './license-cache';

/** Deletes a license and its seats (`DELETE /v2/licenses/{id}`). */
export function useDeleteLicense() {
  return useEndpointMutation(deleteLicenseEndpoint, { revalidate: licensesCachePaths });
}
