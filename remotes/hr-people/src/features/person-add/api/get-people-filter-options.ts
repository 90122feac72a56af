import { useEndpoint } from '@kanri/runtime';
import { getPeopleFilterOptionsEndpoint } from '@kanri/contracts';

/** Departments and places the add form offers (`GET /v2/people-filter-options`). */
export function usePersonPlacementOptions() {
  return useEndpoint(getPeopleFilterOptionsEndpoint, {});
}
