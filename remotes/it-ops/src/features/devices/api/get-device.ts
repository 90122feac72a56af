import { useRecordQuery } from '@kanri/ui';
import { getDeviceEndpoint } from '@kanri/contracts';

/** One device with its profile's data (`GET /v2/devices/{id}`); an id that is not a UUID is never sent (the page shows not found). */
export function useDevice(id: string | undefined) {
  return useRecordQuery(getDeviceEndpoint, id);
}
