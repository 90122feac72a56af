import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csvContentType, csvMaxFileBytes, errorCodes, storageObjectsPath } from '@kanri/contracts';
import { ApiError } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { contentDisposition } from '../csv/file-names';
import type { LocalStorage } from '../storage/local-storage';
import { mediaType, StorageLimitError } from '../storage/storage';

/**
 * The embedded storage's own URLs (contracts `system/storage.ts`), served only when no S3 store is
 * configured: `PUT /v2/storage/objects/{key}` stores an upload (`text/csv`, at most 10 MB, streamed
 * to disk), `GET` downloads a stored file with the `Content-Disposition` its signature names. Both
 * need a valid, unexpired signature from the presign or export call; no session is needed, so a
 * signed URL works wherever it is opened — and only for the one key and method it was made for.
 */
export async function registerStorageRoutes(app: FastifyInstance, storage: LocalStorage): Promise<void> {
  // the body is streamed by the handler itself, whatever its declared type
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const signed = async (request: FastifyRequest, method: 'PUT' | 'GET') => {
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
    if (mediaType(request.headers['content-type']) !== csvContentType) throw new ApiError(415, errorCodes.validation, apiMessages.csvContentType, undefined, close);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > csvMaxFileBytes) throw new ApiError(413, errorCodes.validation, apiMessages.csvFileTooLarge, undefined, close);
    try {
      const size = await storage.write(key, request.raw, csvMaxFileBytes);
      return reply.code(200).send({ key, size });
    } catch (error) {
      if (error instanceof StorageLimitError) throw new ApiError(413, errorCodes.validation, apiMessages.csvFileTooLarge, undefined, close);
      throw error;
    }
  });

  app.get(`${storageObjectsPath}*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const { key, fileName } = await signed(request, 'GET');
    const bytes = await storage.read(key, { maxBytes: Number.MAX_SAFE_INTEGER });
    if (!bytes) throw new ApiError(404, errorCodes.notFound, apiMessages.csvFileNotFound);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(fileName || key.split('/').pop()!))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
