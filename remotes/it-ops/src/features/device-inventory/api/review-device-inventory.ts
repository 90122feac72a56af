import { useEndpointMutation } from '@kanri/runtime';
import { reviewDeviceInventoryEndpoint } from '@kanri/contracts';

/** What a review makes stale: the list, its count and the summary (one prefix), and the instances' pages. */
export const deviceInventoryCachePaths = ['/v2/it-operation-core/device-inventory', '/v2/it-operation-core/operation-instances'];

/**
 * Marks devices as reviewed (`POST /v2/it-operation-core/device-inventory/review`, body
 * `{ patternId, requestId, instanceIds }` → `{ reviewed }`); 409 when one is not waiting for review.
 */
export function useReviewDeviceInventory() {
  return useEndpointMutation(reviewDeviceInventoryEndpoint, { revalidate: deviceInventoryCachePaths });
}
