import { useEndpoint } from '@kanri/runtime';
import { equipmentTypesCall } from './equipment-list-calls';

/**
 * The company's equipment types (`GET /v2/equipment-types`), by display order then code.
 * `includeDisabled`: the settings page lists disabled ones too; filters and forms offer enabled ones.
 */
export function useEquipmentTypes(options: { includeDisabled?: boolean } = {}) {
  const call = equipmentTypesCall(options);
  return useEndpoint(call.endpoint, call.input);
}
