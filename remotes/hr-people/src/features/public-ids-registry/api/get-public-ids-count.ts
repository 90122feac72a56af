import { useEndpoint } from '@kanri/runtime';
import { countPublicIdsEndpoint, type PublicIdsSearch } from '@kanri/contracts';

/** How many public IDs match the registry's filters and free text (`GET /v2/public-ids-count`). */
export function usePublicIdsCount(search: PublicIdsSearch) {
  const { publicIdType, nationalIdType, freeText } = search;
  return useEndpoint(countPublicIdsEndpoint, { query: { publicIdType, nationalIdType, freeText } });
}
