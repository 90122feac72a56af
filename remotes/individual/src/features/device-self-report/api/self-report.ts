import { useEndpointMutation } from '@kanri/runtime';
import { reportIndividualDeviceEndpoint } from '@kanri/contracts';

/** Sends the device self-report (`POST /v2/individual/tasks/{id}/device-self-report`); the task lists refresh. */
export function useReportDevice() {
  return useEndpointMutation(reportIndividualDeviceEndpoint, { revalidate: ['/v2/individual/'] });
}
