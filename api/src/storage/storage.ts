import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { repoRoot } from '../db/client';
import { LocalStorage } from './local-storage';

/**
 * Where uploaded import files and generated export files live (issue "CSV import and export",
 * docs/csv.md "Storage"). Two implementations behind one interface:
 * - `LocalStorage` (default): files on the API's disk, behind HMAC-signed, expiring PUT/GET URLs
 *   that the API serves itself under `/v2/storage/objects/…` (same origin through the host's proxy);
 * - `S3Storage` (`S3_ENDPOINT` + `S3_BUCKET` set): any S3-compatible store through the AWS SDK's
 *   presigner; the browser talks to the store directly.
 *
 * Keys are `{purpose}/{companyId}/{uuid}.{ext}` (`.csv`, or an image's extension for `image/` and
 * `software-logo/`, which are kept while imports and exports are swept); routes check the company segment against the session.
 */
/** The headers a presigned PUT must carry (see `ObjectStorage.presignPut`). */
export interface PresignedPutHeaders {
  'content-type': string;
  'if-none-match'?: '*';
  [name: string]: string | undefined;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * A URL the browser `PUT`s one object to, valid `ttlSeconds` (relative to the page's origin for
   * the local storage, absolute for S3), and the `headers` that PUT must send: `content-type`, and
   * with S3 `if-none-match: *`, signed, so the URL stores one object and never replaces it
   * (issue 29 "presigned upload URLs are single-use"; the local storage refuses a second PUT itself).
   */
  presignPut(key: string, options: { contentType: string; maxBytes: number; ttlSeconds: number }): Promise<{ url: string; expiresAt: Date; headers: PresignedPutHeaders }>;
  /** A URL that downloads the object as an attachment named `fileName`, valid `ttlSeconds`. */
  presignGet(key: string, options: { fileName: string; ttlSeconds: number }): Promise<{ url: string; expiresAt: Date }>;
  /** A URL the browser `DELETE`s one object with (a software logo's removal), valid `ttlSeconds`. */
  presignDelete(key: string, options: { ttlSeconds: number }): Promise<{ url: string; expiresAt: Date }>;
  /** Deletes an object; nothing happens when it does not exist. */
  remove(key: string): Promise<void>;
  /** Stores an object the server made (exports); a stream is written as it is read (issue 31), never held whole. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Reads a stored object whole. Resolves `null` when it does not exist; rejects with
   * `StorageLimitError` when it is larger than `maxBytes` or its content type is not one of
   * `contentTypes` (as stored; the local storage accepts only the types its PUT route allowed).
   */
  read(key: string, options: { maxBytes: number; contentTypes: readonly string[] }): Promise<Buffer | null>;
}

/** A stored object breaks the size or content-type rule (`reason`). */
export class StorageLimitError extends Error {
  constructor(readonly reason: 'tooLarge' | 'contentType') {
    super(reason === 'tooLarge' ? 'object too large' : 'object content type not allowed');
  }
}

/** An upload to a key that already holds an object: presigned upload URLs are single-use (issue 29). */
export class StorageUploadUsedError extends Error {
  constructor(readonly key: string) {
    super(`an object is already stored under ${key}`);
  }
}

/** The media type of a Content-Type header value, lower-cased, without parameters (`text/csv`). */
export function mediaType(contentType: string | undefined | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The storage the environment asks for:
 * - `S3_ENDPOINT` and `S3_BUCKET` set → `S3Storage` with `S3_REGION` (default `us-east-1`),
 *   `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY` (else the AWS SDK's default credential chain),
 *   `S3_FORCE_PATH_STYLE` (default on, as MinIO needs) and `S3_PUBLIC_ENDPOINT` (the endpoint as
 *   the browser reaches it, when it differs from the API's, e.g. `http://localhost:9000` in
 *   docker-compose);
 * - otherwise `LocalStorage` in `KANRI_STORAGE_DIR` (default `<repo>/.data/storage`), signing with
 *   `KANRI_STORAGE_SECRET` (else a random secret kept in that folder).
 */
export async function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<ObjectStorage> {
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage({
      endpoint: env.S3_ENDPOINT,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT || undefined,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' && env.S3_FORCE_PATH_STYLE !== 'false' : true,
    });
  }
  return new LocalStorage({
    dir: env.KANRI_STORAGE_DIR ? resolve(env.KANRI_STORAGE_DIR) : resolve(repoRoot, '.data/storage'),
    secret: env.KANRI_STORAGE_SECRET || undefined,
  });
}
