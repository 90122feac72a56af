import { useEndpoint } from '@kanri/runtime';
import { listPersonActivityEndpoint, listPersonAppAccountsEndpoint, listPersonDevicesEndpoint, listPersonEquipmentEndpoint } from '@kanri/contracts';

/** Equipment assigned to the person (`GET /v2/people/{personId}/equipment`). */
export function usePersonEquipment(personId: string) {
  return useEndpoint(listPersonEquipmentEndpoint, { params: { personId } });
}

/** Devices assigned to the person (`GET /v2/people/{personId}/devices`). */
export function usePersonDevices(personId: string) {
  return useEndpoint(listPersonDevicesEndpoint, { params: { personId } });
}

/** App accounts matched to the person (`GET /v2/people/{personId}/app-accounts`). */
export function usePersonAppAccounts(personId: string) {
  return useEndpoint(listPersonAppAccountsEndpoint, { params: { personId } });
}

/** What happened to the person (`GET /v2/people/{personId}/activity`), newest first. */
export function usePersonActivity(personId: string) {
  return useEndpoint(listPersonActivityEndpoint, { params: { personId } });
}
