import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { createFamilyMemberEndpoint, deleteFamilyMemberEndpoint, getFamilyMemberEndpoint, listFamilyMembersEndpoint, updateFamilyMemberEndpoint } from '@kanri/contracts';
import { isRecordId } from './get-person';
import { personCachePaths } from './person-cache';

/** The person's family members (`GET /v2/people/{personId}/family-members`), spouse first. */
export function useFamilyMembers(personId: string) {
  return useEndpoint(listFamilyMembersEndpoint, { params: { personId } });
}

/** One family member (`GET …/family-members/{familyMemberId}`); ids that are not UUIDs are never sent. */
export function useFamilyMember(personId: string | undefined, familyMemberId: string | undefined) {
  return useEndpoint(getFamilyMemberEndpoint, isRecordId(personId) && isRecordId(familyMemberId) ? { params: { personId, familyMemberId } } : null);
}

/** Adds a family member → 201 the member. */
export function useCreateFamilyMember() {
  return useEndpointMutation(createFamilyMemberEndpoint, { revalidate: personCachePaths });
}

/** Edits a family member with its `version` → the member; 409 when stale. */
export function useUpdateFamilyMember() {
  return useEndpointMutation(updateFamilyMemberEndpoint, { revalidate: personCachePaths });
}

/** Removes a family member (204). */
export function useDeleteFamilyMember() {
  return useEndpointMutation(deleteFamilyMemberEndpoint, { revalidate: personCachePaths });
}
