import { useEndpoint } from '@kanri/runtime';
import { workerOptionsCall } from './equipment-list-calls';

/** The first 200 current workers by name (`GET /v2/workers-for-select`, 000 §7): the choices of the list's assigned-person filter. */
export function useWorkerOptions() {
  return useEndpoint(workerOptionsCall.endpoint, workerOptionsCall.input);
}
