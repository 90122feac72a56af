import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { getOrgUnitEndpoint, idSchema } from '@kanri/contracts';

/** One unit as of `baseDate` (`GET /v2/organization/units/{id}?baseDate=`); a non-UUID id is never sent. */
export function useOrgUnit(id: string | undefined, baseDate: string) {
  return useEndpoint(getOrgUnitEndpoint, id && v.is(idSchema, id) ? { params: { id }, query: { baseDate } } : null);
}
