import { useEndpoint } from '@kanri/runtime';
import { countSoftwarePeopleEndpoint, listSoftwarePeopleEndpoint, type SoftwarePeopleSearch } from '@kanri/contracts';

/** `GET /v2/software-people` — one page of people with the SaaS accounts they hold. */
export function useSoftwarePeople(search: SoftwarePeopleSearch) {
  return useEndpoint(listSoftwarePeopleEndpoint, { query: search });
}

/** `GET /v2/software-people-count` — how many people hold a SaaS account (matching `freeText`). */
export function useSoftwarePeopleCount(search: Pick<SoftwarePeopleSearch, 'freeText'>) {
  return useEndpoint(countSoftwarePeopleEndpoint, { query: { freeText: search.freeText } });
}
