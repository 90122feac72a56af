import { useRecordQuery } from '@kanri/ui';
import { getPlaceEndpoint } from '@kanri/contracts';

/**
 * One place with every field its page shows (`GET /v2/places/{id}`). An `id` that is not a UUID is
 * never sent (the page shows "not found" at once); the API answers 404 for a place that is not the
 * company's (`error.status === 404`).
 */
export function usePlace(id: string | undefined) {
  return useRecordQuery(getPlaceEndpoint, id);
}
