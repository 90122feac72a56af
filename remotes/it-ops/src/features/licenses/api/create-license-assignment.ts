import { useEndpointMutation } from '@kanri/runtime';
import { createLicenseAssignmentEndpoint } from '@kanri/contracts';
import { licensesCachePaths } from './license-cache';

/**
 * Gives a seat to a person or device (`POST /v2/licenses/{id}/assignments`). Rejects with 409 when
 * every seat is taken or the holder already has one (the server's localized message says which).
 */
export function useCreateLicenseAssignment() {
  return useEndpointMutation(createLicenseAssignmentEndpoint, { revalidate: licensesCachePaths });
}
