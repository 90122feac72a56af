import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { refreshAllAppResourcesEndpoint } from '@kanri/contracts';
import { refreshAllStatusCall } from './software-registry-calls';

/** How often the status is read while refreshes run (001 §9: every 5,000 ms while IN_PROGRESS). */
export const refreshPollMs = 5000;

/** SWR's `refreshInterval` of the status: 5,000 ms while IN_PROGRESS, else no polling. */
export const refreshAllInterval = (data: { status: string } | undefined) => (data?.status === 'IN_PROGRESS' ? refreshPollMs : 0);

/** `GET /v2/app-integrations/refresh-resources-all/status`, polled every 5 s while IN_PROGRESS (the registry's loader preloads it). */
export function useRefreshAllStatus() {
  return useEndpoint(refreshAllStatusCall.endpoint, refreshAllStatusCall.input, { refreshInterval: refreshAllInterval });
}

/** `POST /v2/app-integrations/refresh-resources-all` — queues a refresh of every active integration; revalidates the registry and the status. */
export function useRefreshAll() {
  return useEndpointMutation(refreshAllAppResourcesEndpoint, { revalidate: ['/v2/app-integrations/refresh-resources-all', '/v2/software'] });
}
