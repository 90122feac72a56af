import { useEndpoint } from '@kanri/runtime';
import { getHrMasterOptionsEndpoint, getPeopleFilterOptionsEndpoint } from '@kanri/contracts';

/** The enabled entries of every people-settings catalog (`GET /v2/hr-master-options`), for the person forms. */
export function useHrMasterOptions() {
  return useEndpoint(getHrMasterOptionsEndpoint, {});
}

/** The company's departments and places (`GET /v2/people-filter-options`), for the employee-information form. */
export function useDepartmentsAndPlaces() {
  return useEndpoint(getPeopleFilterOptionsEndpoint, {});
}
