import { useEndpoint } from '@kanri/runtime';
import { countDevicePeopleEndpoint, listDevicePeopleEndpoint, type DevicePeopleSearch } from '@kanri/contracts';

/** One page of the people holding devices (`GET /v2/device-people`, 001 §2 people search, §7). */
export function useDevicePeople(search: DevicePeopleSearch) {
  return useEndpoint(listDevicePeopleEndpoint, { query: search });
}

/** How many people match (`GET /v2/device-people/count`): the filters and `freeText`. */
export function useDevicePeopleCount({ menu, category, genres, placeIds, freeText }: DevicePeopleSearch) {
  return useEndpoint(countDevicePeopleEndpoint, { query: { menu, category, genres, placeIds, freeText } });
}
