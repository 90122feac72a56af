import { useEndpoint } from '@kanri/runtime';
import { peopleFilterOptionsCall } from './workforce-calls';

/** Departments, positions, job types and places offered by the workforce filters (`peopleFilterOptionsCall`, which the list's loader preloads). */
export function usePeopleFilterOptions() {
  return useEndpoint(peopleFilterOptionsCall.endpoint, peopleFilterOptionsCall.input);
}
