import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { importExternalItSaasEndpoint, listExternalItSaasEndpoint, previewExternalItSaasEndpoint } from '@kanri/contracts';
import { devicesCachePaths } from './device-cache';

/** The connected MDM / IT SaaS sources (`GET /v2/devices/external-it-saas`). */
export function useExternalItSaas() {
  return useEndpoint(listExternalItSaasEndpoint, {});
}

/** What importing a source would do (`GET …/{appIntegrationId}/preview`): counts per action and the items; 404 for an unknown id. */
export function useExternalItSaasPreview(appIntegrationId: string | undefined) {
  return useEndpoint(previewExternalItSaasEndpoint, appIntegrationId ? { params: { appIntegrationId } } : null);
}

/** Applies the preview in one transaction (`POST …/{appIntegrationId}/import`) → counts; refreshes the inventory and the sources. */
export function useImportExternalItSaas() {
  return useEndpointMutation(importExternalItSaasEndpoint, { revalidate: devicesCachePaths });
}
