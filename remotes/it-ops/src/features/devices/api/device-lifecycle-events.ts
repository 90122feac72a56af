import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { addDeviceLifecycleEventEndpoint, listDeviceLifecycleEventsEndpoint } from '@kanri/contracts';
import { devicesCachePaths } from './device-cache';

/** The device's lifecycle timeline, oldest first (`GET /v2/devices/{id}/lifecycle-events`). */
export function useDeviceLifecycleEvents(id: string) {
  return useEndpoint(listDeviceLifecycleEventsEndpoint, { params: { id } });
}

/**
 * Records a lifecycle event (`POST /v2/devices/{id}/lifecycle-events`) → the new detail. An order
 * the rules refuse answers 400 with a localized message at `event` or `occurredOn`; 409 when stale.
 */
export function useAddDeviceLifecycleEvent() {
  return useEndpointMutation(addDeviceLifecycleEventEndpoint, { revalidate: devicesCachePaths });
}
