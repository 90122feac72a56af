import * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { getSoftwareEndpoint } from '@kanri/contracts';

const uuid = v.pipe(v.string(), v.uuid());

/** `GET /v2/software/{softwareId}` — one software; an id that is not a UUID is never sent (the page shows not found). */
export function useSoftwareRecord(id: string | undefined) {
  return useEndpoint(getSoftwareEndpoint, v.is(uuid, id) ? { params: { softwareId: id } } : null);
}
