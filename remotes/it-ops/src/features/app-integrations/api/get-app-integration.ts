import { useRecordQuery } from '@kanri/ui';
import { getAppIntegrationEndpoint } from '@kanri/contracts';

/** One app integration (`GET /v2/app-integrations/{id}`); an id that is not a UUID is never sent (the page shows not found). */
export function useAppIntegration(id: string | undefined) {
  return useRecordQuery(getAppIntegrationEndpoint, id);
}
