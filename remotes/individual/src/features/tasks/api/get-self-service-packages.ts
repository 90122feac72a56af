import { useEndpoint } from '@kanri/runtime';
import { listIndividualPackagesEndpoint } from '@kanri/contracts';

/** The self-service packages the user may start (`GET /v2/individual/operation-packages`). */
export function useSelfServicePackages() {
  return useEndpoint(listIndividualPackagesEndpoint, {});
}
