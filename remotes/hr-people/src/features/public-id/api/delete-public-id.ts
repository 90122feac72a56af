import { useEndpointMutation } from '@kanri/runtime';
import { deletePublicIdEndpoint } from '@kanri/contracts';
import { publicIdCachePaths } from './public-id-cache';

/** Deletes a public ID and its scans for good (`DELETE /v2/public-ids/{id}`; nothing can bring them back). */
export function useDeletePublicId() {
  return useEndpointMutation(deletePublicIdEndpoint, { revalidate: publicIdCachePaths });
}
