import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { errorResponses } from '../errors';
import { messages } from '../messages';

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

/* ------------------------------------------------------------------------------ image uploads */

/** Image types an upload may have, by file extension (lower-case): the `Content-Type` the PUT must send. SVG is refused (it can carry script). */
export const imageContentTypes = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
/** The largest image upload, in bytes (2 MB). */
export const imageMaxFileBytes = 2 * 1024 * 1024;
/** Path prefix under which the API serves stored images to signed-in users of the key's company: `/v2/storage/images/` + the key. */
export const storageImagesPath = '/v2/storage/images/';

/** `filename` of an image presign: 1–255 characters ending in `.png`, `.jpg`, `.jpeg`, `.gif` or `.webp` (any case). */
export const imageFileNameSchema = v.pipe(
  v.string(messages.required.id),
  v.trim(),
  v.nonEmpty(messages.required.id),
  v.maxLength(255, messages.maxLength.id),
  v.regex(/\.(png|jpe?g|gif|webp)$/i, messages.imageFileType.id),
);

/**
 * Answer of an image presign (`GET /v2/s3/presigned-url/image`, the software logo's): `url` to `PUT`
 * the image to (or `DELETE`, for a logo's deletion) — relative to the page's origin with the
 * embedded storage, absolute with S3 —, the object `key`, the `method`, the `headers` to send
 * (`content-type` of the file's extension) and `expiresAt` (ISO 8601; 15 minutes).
 */
export const presignedImageUrlSchema = v.object({
  url: v.string(),
  key: v.string(),
  method: v.picklist(['PUT', 'DELETE']),
  headers: v.record(v.string(), v.string()),
  expiresAt: v.string(),
});
export type PresignedImageUrl = v.InferOutput<typeof presignedImageUrlSchema>;

/**
 * `GET /v2/s3/presigned-url/image?filename=` (001 §7) — where to upload one image (app logos): the
 * key is `image/{companyId}/{uuid}.{ext}`, bound to the caller's company. 400 for a name that is
 * not an image.
 */
export const getImagePresignedUrlEndpoint = endpoint({
  method: 'GET', path: '/v2/s3/presigned-url/image', summary: 'Upload URL for an image', access: 'operator', product: 'IT',
  query: v.strictObject({ filename: imageFileNameSchema }, messages.invalid.id),
  responses: { 200: presignedImageUrlSchema, ...errorResponses(400, 401, 403) },
});
