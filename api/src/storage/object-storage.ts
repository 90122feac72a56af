import type { Readable } from 'node:stream';

/**
 * The object-storage interface and its errors (docs/csv.md "Storage"): what `LocalStorage` and
 * `S3Storage` implement and what the routes call. `storage.ts` picks the implementation from the
 * environment and re-exports this file; the implementations import this file only (no circle).
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
