import { useEndpoint } from '@kanri/runtime';
import { placeOptionsCall } from './equipment-list-calls';

/** The first 200 places by name (`GET /v2/components/place-select`, 000 §7): the choices of the list's assigned-place filter. */
export function usePlaceOptions() {
  return useEndpoint(placeOptionsCall.endpoint, placeOptionsCall.input);
}
