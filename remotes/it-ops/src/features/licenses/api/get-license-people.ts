import { useEndpoint } from '@kanri/runtime';
import { countLicensePeopleEndpoint, listLicensePeopleEndpoint, type LicensePeopleSearch } from '@kanri/contracts';

/** One page of the people holding seats, with their licenses (`GET /v2/license-people`). */
export function useLicensePeople(search: LicensePeopleSearch) {
  return useEndpoint(listLicensePeopleEndpoint, { query: search });
}

/** How many people hold a seat and match the free text (`GET /v2/license-people-count`). */
export function useLicensePeopleCount({ freeText }: LicensePeopleSearch) {
  return useEndpoint(countLicensePeopleEndpoint, { query: { freeText } });
}
