import { useEndpoint } from '@kanri/runtime';
import { listPlaceLaborInstancesEndpoint, type PlaceLaborInstancesSearch } from '@kanri/contracts';

/**
 * One page of the LABOR core's instances of the people whose place is `placeId`
 * (`GET /v2/places/{id}/labor-core-instances`): `{ items, count }` for the search in force (status,
 * paging, sort). Rejects with `ApiError` 404 when the place is not the company's.
 */
export function usePlaceLaborInstances(placeId: string, search: PlaceLaborInstancesSearch) {
  return useEndpoint(listPlaceLaborInstancesEndpoint, { params: { id: placeId }, query: search });
}
