import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { getAppRefreshStatusEndpoint, refreshAppResourcesEndpoint, refreshStatusPollMs } from '@kanri/contracts';
import { appIntegrationCachePaths } from './app-integration-cache';

/**
 * The integration's refresh status (`GET …/refresh-resources/status`), re-read every 5 s
 * (`refreshStatusPollMs`, 001 §4, §9) while it is IN_PROGRESS.
 */
export function useAppRefreshStatus(id: string) {
  return useEndpoint(getAppRefreshStatusEndpoint, { params: { id } }, { refreshInterval: (data) => (data?.status === 'IN_PROGRESS' ? refreshStatusPollMs : 0) });
}

/** `POST …/refresh-resources` → `{ result: ENQUEUED | ALREADY_IN_PROGRESS | RATE_LIMITED }`. */
export const useRefreshAppResources = () => useEndpointMutation(refreshAppResourcesEndpoint, { revalidate: appIntegrationCachePaths });
