import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentDisposition } from '../csv/file-names';
import { mediaType, StorageLimitError, type ObjectStorage } from './object-storage';

/** Settings of `S3Storage` (see `storageFromEnv`). */
export interface S3StorageOptions {
  endpoint: string;
  /** The endpoint as browsers reach it, when it differs from `endpoint` (presigned URLs name this host). */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Any S3-compatible store (AWS S3, MinIO, …) through the AWS SDK v3. Uploads are presigned PUTs
 * with the content type among the signed headers; exports are stored by the API and downloaded
 * through presigned GETs that set `Content-Disposition`. Size and content type of an upload are
 * checked again with `HeadObject` before the API reads it (a presigned PUT cannot cap the size).
 * The bucket is created on first use when missing. The browser needs the bucket's CORS to allow
 * `PUT` from the app's origin (MinIO allows every origin by default).
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly presigner: S3Client;
  private bucketReady: Promise<void> | undefined;

  constructor(private readonly options: S3StorageOptions) {
    const base = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // S3-compatible stores do not all know the SDK's default CRC32 checksums
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    };
    this.client = new S3Client({ ...base, endpoint: options.endpoint });
    this.presigner = options.publicEndpoint ? new S3Client({ ...base, endpoint: options.publicEndpoint }) : this.client;
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
        await this.client.send(new CreateBucketCommand({ Bucket: this.options.bucket }));
      }
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async presignPut(key: string, options: { contentType: string; ttlSeconds: number }) {
    await this.ensureBucket();
    // a conditional write (S3's If-None-Match: *): a second PUT to the key answers 412 and the first file stays
    const command = new PutObjectCommand({ Bucket: this.options.bucket, Key: key, ContentType: options.contentType, IfNoneMatch: '*' });
    const url = await getSignedUrl(this.presigner, command, { expiresIn: options.ttlSeconds, signableHeaders: new Set(['content-type', 'if-none-match']) });
    return { url, expiresAt: new Date(Date.now() + options.ttlSeconds * 1000), headers: { 'content-type': options.contentType, 'if-none-match': '*' as const } };
  }

  async presignGet(key: string, options: { fileName: string; ttlSeconds: number }) {
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(options.fileName),
      ResponseContentType: 'text/csv; charset=utf-8',
    });
    const url = await getSignedUrl(this.presigner, command, { expiresIn: options.ttlSeconds });
    return { url, expiresAt: new Date(Date.now() + options.ttlSeconds * 1000) };
  }

  async presignDelete(key: string, options: { ttlSeconds: number }) {
    const command = new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key });
    const url = await getSignedUrl(this.presigner, command, { expiresIn: options.ttlSeconds });
    return { url, expiresAt: new Date(Date.now() + options.ttlSeconds * 1000) };
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    await this.ensureBucket();
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType }));
      return;
    }
    // a PUT needs its length: spool the stream to a temporary file (disk, not memory), then send that
    const dir = await mkdtemp(join(tmpdir(), 'kanri-export-'));
    try {
      const file = join(dir, 'body');
      await pipeline(body, createWriteStream(file));
      const { size } = await stat(file);
      await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: contentType }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async read(key: string, options: { maxBytes: number; contentTypes: readonly string[] }): Promise<Buffer | null> {
    let head;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || status === 403) return null;
      throw error;
    }
    if ((head.ContentLength ?? 0) > options.maxBytes) throw new StorageLimitError('tooLarge');
    if (!options.contentTypes.includes(mediaType(head.ContentType))) throw new StorageLimitError('contentType');
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.Body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      // the object may have been replaced since HeadObject
      if (size > options.maxBytes) throw new StorageLimitError('tooLarge');
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }
}
