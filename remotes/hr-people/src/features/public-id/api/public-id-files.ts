import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import {
  attachPublicIdFileEndpoint,
  deletePublicIdFileEndpoint,
  getPublicIdFileUrlEndpoint,
  listPublicIdFilesEndpoint,
  presignPublicIdFileEndpoint,
} from '@kanri/contracts';

const filesCachePaths = ['/v2/public-ids', '/v2/people', '/v2/audit-logs'];

/** The scans attached to a public ID (`GET /v2/public-ids/{id}/files`). */
export function usePublicIdFiles(id: string) {
  return useEndpoint(listPublicIdFilesEndpoint, { params: { id } });
}

/** Asks for a presigned upload (`POST /v2/public-ids/{id}/files/upload-url` → `{ url, key, method, headers, expiresAt }`). */
export function usePresignPublicIdFile() {
  return useEndpointMutation(presignPublicIdFileEndpoint);
}

/** Attaches an uploaded object to the public ID (`POST /v2/public-ids/{id}/files` with `{ key, fileName, side }`). */
export function useAttachPublicIdFile() {
  return useEndpointMutation(attachPublicIdFileEndpoint, { revalidate: filesCachePaths });
}

/**
 * A short-lived download URL of one scan (`GET /v2/public-ids/{id}/files/{fileId}/download-url`),
 * asked for on each click as a mutation so the URL is never cached (the call is audited).
 */
export function usePublicIdFileUrl() {
  return useEndpointMutation(getPublicIdFileUrlEndpoint);
}

/** Deletes one scan (`DELETE /v2/public-ids/{id}/files/{fileId}`). */
export function useDeletePublicIdFile() {
  return useEndpointMutation(deletePublicIdFileEndpoint, { revalidate: filesCachePaths });
}
