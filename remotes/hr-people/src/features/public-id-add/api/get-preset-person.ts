import { useEndpoint } from '@kanri/runtime';
import { getPersonEndpoint } from '@kanri/contracts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (a `personId` of the URL worth asking the API about). */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/**
 * The person the add page starts with (`?personId=…` from the person's public-id tab), to label the
 * picker (`GET /v2/people/{personId}`); nothing is fetched for a missing or malformed id.
 */
export function usePresetPerson(personId: string | null) {
  return useEndpoint(getPersonEndpoint, isUuid(personId) ? { params: { personId } } : null);
}
