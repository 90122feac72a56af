import { useEndpointMutation } from '@kanri/runtime';
import { deleteLicenseAssignmentEndpoint } from '@kanri/contracts';
import { licensesCachePaths } from './license-cache';

/** Frees a seat (`DELETE /v2/licenses/{id}/assignments/{assignmentId}`). */
export function useDeleteLicenseAssignment() {
  return useEndpointMutation(deleteLicenseAssignmentEndpoint, { revalidate: licensesCachePaths });
}
