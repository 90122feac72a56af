import { useRecordQuery } from '@kanri/ui';
import { getEquipmentEndpoint } from '@kanri/contracts';

/**
 * One equipment with every field its profile shows (`GET /v2/equipment/{id}`, 001 §7). An `id`
 * that is not a UUID is never sent (the page shows "not found" for it at once); the API answers 404
 * for equipment that is not the company's (`error.status === 404`).
 */
export function useEquipment(id: string | undefined) {
  return useRecordQuery(getEquipmentEndpoint, id);
}
