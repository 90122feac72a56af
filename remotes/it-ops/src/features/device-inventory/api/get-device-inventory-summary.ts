import { useEndpoint } from '@kanri/runtime';
import { getDeviceInventorySummaryEndpoint } from '@kanri/contracts';
import type { InventoryRequestIds } from './get-device-inventory';

/**
 * The request's summary (`GET /v2/it-operation-core/device-inventory/summary`): request, package,
 * pattern and counts; `null` = don't fetch. A 404 `PACKAGE_NOT_FOUND` means no IT device package has
 * the pattern (000 §5).
 */
export function useDeviceInventorySummary(ids: InventoryRequestIds | null) {
  return useEndpoint(getDeviceInventorySummaryEndpoint, ids ? { query: ids } : null);
}
