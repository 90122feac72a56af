/**
 * The embedded file storage's signed URLs (docs/csv.md "Storage"). Without S3 settings the API
 * keeps uploaded and exported files on its own disk and serves them itself:
 *
 * - `PUT {storageObjectsPath}{key}?expires={unix seconds}&signature={hex}` — the body is the file
 *   (`Content-Type: text/csv`, at most `csvMaxFileBytes`); 200 `{ key, size }`; 403 for a bad or
 *   expired signature, 413 over the limit, 415 for another content type.
 * - `GET {storageObjectsPath}{key}?expires=…&disposition=…&signature=…` — the file, with the
 *   `Content-Disposition` the signature covers (so downloads are named `template_{name}.csv` etc.).
 *
 * The signature is an HMAC-SHA256 over method, key, expiry (and disposition) with the server's
 * storage secret; URLs are issued only by the presign and export calls, never built by a page. With
 * S3 the same calls answer the store's own presigned URLs instead, and these paths are unused.
 */

/** Path prefix of the embedded storage's objects: `/v2/storage/objects/` + the object key. */
export const storageObjectsPath = '/v2/storage/objects/';
/** How long a signed upload or download URL stays valid, in seconds (15 minutes). */
export const storageUrlTtlSeconds = 15 * 60;
