import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { importHrSaasEndpoint, listHrSaasIntegrationsEndpoint, previewHrSaasEndpoint } from '@kanri/contracts';

/** What an HR SaaS import makes stale: the people lists, the HR SaaS calls (counts, last import) and the audit log. */
export const hrSaasCachePaths = ['/v2/people', '/v2/alumnus', '/v2/external-hr-saas', '/v2/audit-logs'];

/** The company's HR SaaS integrations (`GET /v2/external-hr-saas`). */
export function useHrSaasIntegrations() {
  return useEndpoint(listHrSaasIntegrationsEndpoint, {});
}

/** What importing an integration would do (`GET /v2/external-hr-saas/{appIntegrationId}/preview`); 404 for an unknown or deactivated one. */
export function useHrSaasPreview(appIntegrationId: string | undefined) {
  return useEndpoint(previewHrSaasEndpoint, appIntegrationId ? { params: { appIntegrationId } } : null);
}

/** Applies the chosen workers in one transaction (`POST …/{appIntegrationId}/import`) → counts. */
export function useImportHrSaas() {
  return useEndpointMutation(importHrSaasEndpoint, { revalidate: hrSaasCachePaths });
}
