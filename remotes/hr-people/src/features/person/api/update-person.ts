import { useEndpointMutation } from '@kanri/runtime';
import { cancelLeavingEndpoint, leavePersonEndpoint, updateEmployeeInformationEndpoint, updatePersonalInformationEndpoint } from '@kanri/contracts';
import { personCachePaths } from './person-cache';

/** Saves the name and personal information (`PATCH /v2/people/{personId}/personal-information`, `version`) → the new detail; 409 when stale. */
export function useUpdatePersonalInformation() {
  return useEndpointMutation(updatePersonalInformationEndpoint, { revalidate: personCachePaths });
}

/** Saves the employee information (`PATCH …/employee-information`, `version`) → the new detail; 400 at fields, 409 stale or taken. */
export function useUpdateEmployeeInformation() {
  return useEndpointMutation(updateEmployeeInformationEndpoint, { revalidate: personCachePaths });
}

/** Records a leaving (`POST /v2/people/{personId}/leave`) → the new detail (LEAVING, or ALUMNI for a past date). */
export function useLeavePerson() {
  return useEndpointMutation(leavePersonEndpoint, { revalidate: personCachePaths });
}

/** Cancels a planned leaving (`POST /v2/people/{personId}/leave/cancel`) → the new detail (ACTIVE). */
export function useCancelLeaving() {
  return useEndpointMutation(cancelLeavingEndpoint, { revalidate: personCachePaths });
}
