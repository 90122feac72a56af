import { useEndpoint } from '@kanri/runtime';
import { idAppsCall } from './id-managements-calls';

/** The app filter's choices (`GET /v2/id-management/apps`): the company's app integrations by name (`idAppsCall`, which the list's loader preloads). */
export function useIdApps() {
  return useEndpoint(idAppsCall.endpoint, idAppsCall.input);
}
