import { useEndpoint } from '@kanri/runtime';
import { listIdAppsEndpoint } from '@kanri/contracts';

/** The app filter's choices (`GET /v2/id-management/apps`): the company's app integrations by name. */
export function useIdApps() {
  return useEndpoint(listIdAppsEndpoint, {});
}
