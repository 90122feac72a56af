import { useEndpoint } from '@kanri/runtime';
import { cockpitEndpointOf, type CockpitId } from '@kanri/contracts';

/**
 * One dashboard of the cockpit (`GET /v2/cockpit/{id}`: it, ga or hr): its tiles with their figures
 * and links. `enabled` false fetches nothing (a dashboard the user's products do not open).
 */
export function useCockpit(id: CockpitId, enabled = true) {
  return useEndpoint(cockpitEndpointOf[id], enabled ? {} : null);
}
