import { useEndpoint } from '@kanri/runtime';
import { listLicenseAssignmentsEndpoint, type LicenseAssigneeType } from '@kanri/contracts';

/** The seats of a license held by people or devices, with its seats total and used (`GET /v2/licenses/{id}/assignments`). */
export function useLicenseAssignments(id: string, assigneeType: LicenseAssigneeType) {
  return useEndpoint(listLicenseAssignmentsEndpoint, { params: { id }, query: { assigneeType } });
}
