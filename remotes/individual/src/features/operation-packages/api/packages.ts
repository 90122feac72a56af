import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { getIndividualPackageEndpoint, getIndividualPatternEndpoint, startIndividualPatternEndpoint } from '@kanri/contracts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ok = (...ids: (string | undefined)[]) => ids.every((id) => id !== undefined && uuid.test(id));

/** One self-service package (`GET /v2/individual/operation-packages/{id}`); non-UUID ids are never sent. */
export function useSelfServicePackage(id: string | undefined) {
  return useEndpoint(getIndividualPackageEndpoint, ok(id) ? { params: { id: id! } } : null);
}

/** One pattern of it (`GET …/{id}/patterns/{patternId}`). */
export function useSelfServicePattern(id: string | undefined, patternId: string | undefined) {
  return useEndpoint(getIndividualPatternEndpoint, ok(id, patternId) ? { params: { id: id!, patternId: patternId! } } : null);
}

/** Starts the pattern for oneself (`POST …/patterns/{patternId}/start`); the task lists and the package refresh. */
export function useStartPattern() {
  return useEndpointMutation(startIndividualPatternEndpoint, { revalidate: ['/v2/individual/'] });
}
