import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  csvContentType,
  csvMaxFileBytes,
  errorCodes,
  getImagePresignedUrlEndpoint,
  imageContentTypes,
  imageMaxFileBytes,
  publicIdFileMaxBytes,
  storageImagesPath,
  storageObjectsPath,
  storageUrlTtlSeconds,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { loadSession, registerEndpoint } from '../http/register';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { contentDisposition, exportContentTypes } from '../csv/file-names';
import type { LocalStorage } from './local-storage';
import { mediaType, StorageLimitError, StorageUploadUsedError, type ObjectStorage } from './object-storage';
import { isStorageKey } from './local-storage';

/** The image extension of a key or file name (`png`, `jpg`…), or null when it is not an image. */
export function imageExtension(name: string): keyof typeof imageContentTypes | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext && ext in imageContentTypes ? (ext as keyof typeof imageContentTypes) : null;
}

/** Content types of public ID scans by extension (`public-id/…` keys, issue 13): images and PDF, at most 10 MB. */
const publicIdScanTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' };

/** The content type of a public ID scan key (`public-id/{companyId}/{uuid}.{ext}`), or null for any other key. */
export function publicIdScanType(key: string): string | null {
  if (!key.startsWith('public-id/')) return null;
  return publicIdScanTypes[/\.([a-z]+)$/.exec(key)?.[1] ?? ''] ?? null;
}

/** What a PUT to `key` must send: the content type of its extension and the largest size. */
function uploadRule(key: string) {
  const scan = publicIdScanType(key);
  if (key.startsWith('public-id/')) {
    return { contentType: scan ?? 'application/octet-stream', maxBytes: publicIdFileMaxBytes, wrongType: apiMessages.publicIdFileContentType, tooLarge: apiMessages.publicIdFileTooLarge };
  }
  const image = imageExtension(key);
  return image
    ? { contentType: imageContentTypes[image] as string, maxBytes: imageMaxFileBytes, wrongType: apiMessages.imageContentType, tooLarge: apiMessages.imageTooLarge }
    : { contentType: csvContentType as string, maxBytes: csvMaxFileBytes, wrongType: apiMessages.csvContentType, tooLarge: apiMessages.csvFileTooLarge };
}

/**
 * A new image key of the company (`{purpose}/{companyId}/{uuid}.{ext}`) and its presigned PUT.
 * @throws {Error} when `fileName` is not an image (the contract's schema refuses it first)
 */
export async function presignImageUpload(storage: ObjectStorage, purpose: 'image' | 'software-logo', companyId: string, fileName: string) {
  const ext = imageExtension(fileName);
  if (!ext) throw new Error(`not an image: ${fileName}`);
  const key = `${purpose}/${companyId}/${randomUUID()}.${ext}`;
  const contentType = imageContentTypes[ext];
  const { url, expiresAt, headers } = await storage.presignPut(key, { contentType, maxBytes: imageMaxFileBytes, ttlSeconds: storageUrlTtlSeconds });
  return { url, key, method: 'PUT' as const, headers: { ...headers, 'content-type': contentType }, expiresAt: expiresAt.toISOString() };
}

/** The URL an `<img>` shows a stored image with (served by `registerImageRoutes`). */
export const storedImageUrl = (key: string) => storageImagesPath + key;
/** The key of a stored image's URL, or null for any other URL (an external logo). */
export const storedImageKey = (url: string | null) => (url?.startsWith(storageImagesPath) ? url.slice(storageImagesPath.length) : null);

/**
 * Reads a stored image of the company: null when the key is not the company's image (another
 * company's key, a wrong shape) or nothing is stored under it.
 */
export async function readCompanyImage(storage: ObjectStorage, companyId: string, key: string): Promise<Buffer | null> {
  const [purpose, company] = key.split('/');
  const ext = imageExtension(key);
  if (!ext || !isStorageKey(key) || company !== companyId || (purpose !== 'image' && purpose !== 'software-logo')) return null;
  try {
    return await storage.read(key, { maxBytes: imageMaxFileBytes, contentTypes: [imageContentTypes[ext]] });
  } catch (error) {
    if (error instanceof StorageLimitError) return null;
    throw error;
  }
}

/**
 * Image uploads on either storage (001 §7): `GET /v2/s3/presigned-url/image?filename=` answers a
 * presigned PUT for a new `image/{companyId}/…` key; `GET /v2/storage/images/{key}` serves a stored
 * image to a signed-in user of the key's company (404 otherwise), so a logo's URL works as an
 * `<img src>` with the session cookie on both the local and the S3 storage.
 */
export function registerImageRoutes(ctx: Pick<AppContext, 'db' | 'sessions'> & { app: FastifyInstance }, storage: ObjectStorage): void {
  const { app, sessions } = ctx;
  registerEndpoint(app, getImagePresignedUrlEndpoint, sessions, async ({ query, session }) =>
    presignImageUpload(storage, 'image', session.companyId, query.filename),
  );
  app.get(`${storageImagesPath}*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await loadSession(request, sessions);
    const key = decodeURIComponent((request.params as { '*': string })['*']);
    const bytes = session && !session.mfaPending ? await readCompanyImage(storage, session.companyId, key) : null;
    if (!bytes) throw new ApiError(404, errorCodes.notFound, apiMessages.notFound);
    return reply
      .header('content-type', imageContentTypes[imageExtension(key)!])
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
}

/**
 * The embedded storage's own URLs (contracts `system/storage.ts`), served only when no S3 store is
 * configured: `PUT /v2/storage/objects/{key}` stores an upload (`text/csv`, at most 10 MB, streamed
 * to disk), `GET` downloads a stored file with the `Content-Disposition` its signature names. Both
 * need a valid, unexpired signature from the presign or export call; no session is needed, so a
 * signed URL works wherever it is opened — and only for the one key and method it was made for. An
 * upload URL takes one successful PUT: a second answers 409 `CONFLICT` and keeps the first file
 * (issue 29; a refused PUT — wrong type, too large — stores nothing and may be repeated).
 */
export async function registerStorageRoutes(app: FastifyInstance, storage: LocalStorage): Promise<void> {
  // the body is streamed by the handler itself, whatever its declared type
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const signed = async (request: FastifyRequest, method: 'PUT' | 'GET' | 'DELETE') => {
    const key = decodeURIComponent((request.params as { '*': string })['*']);
    const query = request.query as Record<string, string | undefined>;
    const expires = Number(query.expires);
    const ok = await storage.verify({ method, key, expires, fileName: method === 'GET' ? (query.filename ?? '') : undefined }, query.signature ?? '');
    if (!ok) throw new ApiError(403, errorCodes.forbidden, apiMessages.storageSignature);
    return { key, fileName: query.filename ?? '' };
  };

  app.put(`${storageObjectsPath}*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const { key } = await signed(request, 'PUT');
    // a refused upload closes the connection rather than reading the rest of the body
    const close = { connection: 'close' };
    const rule = uploadRule(key);
    if (mediaType(request.headers['content-type']) !== rule.contentType) throw new ApiError(415, errorCodes.validation, rule.wrongType, undefined, close);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > rule.maxBytes) throw new ApiError(413, errorCodes.validation, rule.tooLarge, undefined, close);
    // an upload URL takes one upload: a second PUT would replace a file that may be imported already
    const used = () => new ApiError(409, errorCodes.conflict, apiMessages.storageUploadUsed, undefined, close);
    try {
      const size = await storage.write(key, request.raw, rule.maxBytes);
      return reply.code(200).send({ key, size });
    } catch (error) {
      if (error instanceof StorageLimitError) throw new ApiError(413, errorCodes.validation, rule.tooLarge, undefined, close);
      if (error instanceof StorageUploadUsedError) throw used();
      throw error;
    }
  });

  app.delete(`${storageObjectsPath}*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const { key } = await signed(request, 'DELETE');
    await storage.remove(key);
    return reply.code(204).send();
  });

  app.get(`${storageObjectsPath}*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const { key, fileName } = await signed(request, 'GET');
    const bytes = await storage.read(key, { maxBytes: Number.MAX_SAFE_INTEGER });
    if (!bytes) throw new ApiError(404, errorCodes.notFound, apiMessages.csvFileNotFound);
    return reply
      .header('content-type', publicIdScanType(key) ?? (key.endsWith('.xlsx') ? exportContentTypes.xlsx : exportContentTypes.csv))
      .header('content-disposition', contentDisposition(fileName || key.split('/').pop()!))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
