import { useRecordQuery } from '@kanri/ui';
import { getPublicIdEndpoint } from '@kanri/contracts';

/** One public ID (`GET /v2/public-ids/{id}`): masked number, dates, `canReveal`, `version`; an id that is not a UUID is never sent. */
export function usePublicId(id: string | undefined) {
  return useRecordQuery(getPublicIdEndpoint, id);
}
