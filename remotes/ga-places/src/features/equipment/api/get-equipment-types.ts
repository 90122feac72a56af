import { useEndpoint } from '@kanri/runtime';
import { listEquipmentTypesEndpoint } from '@kanri/contracts';

/**
 * The company's equipment types (`GET /v2/equipment-types`), by display order then code.
 * `includeDisabled`: the settings page lists disabled ones too; filters and forms offer enabled ones.
 */
export function useEquipmentTypes({ includeDisabled = false }: { includeDisabled?: boolean } = {}) {
  return useEndpoint(listEquipmentTypesEndpoint, { query: { includeDisabled } });
}
