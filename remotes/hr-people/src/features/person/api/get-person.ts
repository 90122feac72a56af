import { useEndpoint } from '@kanri/runtime';
import { getPersonEndpoint } from '@kanri/contracts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL segment can be a record id (anything else is never sent: the page shows not found). */
export const isRecordId = (id: string | undefined): id is string => id !== undefined && uuid.test(id);

/** One worker's record (`GET /v2/people/{personId}` → `PersonDetail`); an id that is not a UUID is never sent. */
export function usePerson(id: string | undefined) {
  return useEndpoint(getPersonEndpoint, isRecordId(id) ? { params: { personId: id } } : null);
}
