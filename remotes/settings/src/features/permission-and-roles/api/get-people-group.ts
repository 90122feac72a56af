import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { getPeopleGroupEndpoint, idSchema } from '@kanri/contracts';

/**
 * One people group with the people included and excluded by name (`GET /v2/settings/people-groups/{id}`).
 * An `id` that is not a UUID is never sent; the API answers 404 for one that is not the company's.
 */
export function usePeopleGroup(id: string | undefined) {
  return useEndpoint(getPeopleGroupEndpoint, id !== undefined && v.is(idSchema, id) ? { params: { id } } : null);
}
