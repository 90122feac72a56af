import { resolve } from 'node:path';
import { repoRoot } from '../db/client';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

export * from './object-storage';

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
