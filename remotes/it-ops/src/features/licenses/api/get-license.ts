import { useRecordQuery } from '@kanri/ui';
import { getLicenseEndpoint } from '@kanri/contracts';

/** One license (`GET /v2/licenses/{id}`); an id that is not a UUID is never sent (the page shows "not found"). */
export function useLicense(id: string | undefined) {
  return useRecordQuery(getLicenseEndpoint, id);
}
