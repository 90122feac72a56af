import { useEndpointMutation } from '@kanri/runtime';
import { updatePublicIdEndpoint } from '@kanri/contracts';
import { publicIdCachePaths } from './public-id-cache';

/** Updates a public ID (`PATCH /v2/public-ids/{id}` with `version`; `number` absent = unchanged); 400 with field paths, 409 when stale. */
export function useUpdatePublicId() {
  return useEndpointMutation(updatePublicIdEndpoint, { revalidate: publicIdCachePaths });
}
