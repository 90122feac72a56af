import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { useRecordQuery } from '@kanri/ui';
import {
  approveContractEndpoint,
  createContractEndpoint,
  createContractSubjectEndpoint,
  createRiskProvisionEndpoint,
  deleteContractEndpoint,
  deleteContractSubjectEndpoint,
  deleteRiskProvisionEndpoint,
  getContractEndpoint,
  listContractEventsEndpoint,
  listRiskProvisionsEndpoint,
  rejectContractEndpoint,
  renewContractEndpoint,
  submitContractEndpoint,
  terminateContractEndpoint,
  updateContractEndpoint,
  updateRiskProvisionEndpoint,
} from '@kanri/contracts';
import { contractsCachePaths } from './contract-cache';

/** One contract (`GET /v2/contracts/{id}`); an id that is not a UUID is never sent (not found at once). */
export function useContract(id: string | undefined) {
  return useRecordQuery(getContractEndpoint, id);
}

/** The lifecycle timeline of a contract (`GET /v2/contracts/{id}/events`), oldest first. */
export function useContractEvents(id: string) {
  return useEndpoint(listContractEventsEndpoint, { params: { id } });
}

/** The risk provisions of a contract (`GET /v2/contracts/{id}/risk-provisions`), highest risk first. */
export function useRiskProvisions(id: string) {
  return useEndpoint(listRiskProvisionsEndpoint, { params: { id } });
}

const revalidate = { revalidate: contractsCachePaths };
/** `POST /v2/contracts` → `{ id }` of the new draft; 400 with field paths, 409 at `contractNumber`. */
export const useCreateContract = () => useEndpointMutation(createContractEndpoint, revalidate);
/** `DELETE /v2/contracts/{id}` (drafts only; 409 otherwise). */
export const useDeleteContract = () => useEndpointMutation(deleteContractEndpoint, revalidate);
/** `POST /v2/contracts/{id}/submit` with `{ version, comment }` → the contract. */
export const useSubmitContract = () => useEndpointMutation(submitContractEndpoint, revalidate);
/** `POST /v2/contracts/{id}/approve` with `{ version, comment }` → the contract. */
export const useApproveContract = () => useEndpointMutation(approveContractEndpoint, revalidate);
/** `POST /v2/contracts/{id}/reject` with `{ version, comment }` (comment required) → the contract. */
export const useRejectContract = () => useEndpointMutation(rejectContractEndpoint, revalidate);
/** `POST /v2/contracts/{id}/terminate` with `{ version, terminatedOn, comment }` → the contract. */
export const useTerminateContract = () => useEndpointMutation(terminateContractEndpoint, revalidate);
/** `POST /v2/contracts/{id}/renew` with `{ version, endDate, amount, comment }` → `{ id }` of the next term. */
export const useRenewContract = () => useEndpointMutation(renewContractEndpoint, revalidate);
/** `POST /v2/contracts/{id}/subjects` → `{ id }`. */
export const useAddContractSubject = () => useEndpointMutation(createContractSubjectEndpoint, revalidate);
/** `DELETE /v2/contracts/{id}/subjects/{subjectId}`. */
export const useRemoveContractSubject = () => useEndpointMutation(deleteContractSubjectEndpoint, revalidate);
/** `POST /v2/contracts/{id}/risk-provisions` → `{ id }`. */
export const useCreateRiskProvision = () => useEndpointMutation(createRiskProvisionEndpoint, revalidate);
/** `PATCH /v2/contracts/{id}/risk-provisions/{provisionId}` with the `version` read → the provision; 409 on a stale version. */
export const useUpdateRiskProvision = () => useEndpointMutation(updateRiskProvisionEndpoint, revalidate);
/** `DELETE /v2/contracts/{id}/risk-provisions/{provisionId}`. */
export const useDeleteRiskProvision = () => useEndpointMutation(deleteRiskProvisionEndpoint, revalidate);
/** `PATCH /v2/contracts/{id}` (drafts only) with the whole payload and the `version` read → the contract; 409 when stale or not a draft. */
export const useUpdateContract = () => useEndpointMutation(updateContractEndpoint, revalidate);
