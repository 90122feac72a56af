import { useEndpoint } from '@kanri/runtime';
import { getPeopleFilterOptionsEndpoint } from '@kanri/contracts';

/** Departments, positions, job types and places offered by the workforce filters. */
export function usePeopleFilterOptions() {
  return useEndpoint(getPeopleFilterOptionsEndpoint, {});
}
