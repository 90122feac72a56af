import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { storageObjectsPath } from '@kanri/contracts';
import { StorageLimitError, StorageUploadUsedError, type ObjectStorage } from './object-storage';

/** Object keys this storage accepts: `{purpose}/{companyId}/{uuid}.{csv|xlsx|png|jpg|jpeg|gif|webp|pdf}` (no path tricks possible). */
const keyPattern = /^[a-z][a-z0-9-]{0,30}\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(csv|xlsx|png|jpg|jpeg|gif|webp|pdf)$/;
/** Purposes whose objects are kept (images in use, public ID scans); the others (imports, exports) are swept after a day. */
const keptPurposes = new Set(['image', 'software-logo', 'public-id']);

/** True when `key` has the shape of a key this storage issues. */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/** What a signature covers: the method, the key, the expiry (unix seconds) and the download name. */
interface SignedRequest {
  method: 'PUT' | 'GET' | 'DELETE';
  key: string;
  expires: number;
  fileName?: string;
}

/**
 * Files on the API's own disk (`dir`), reached through URLs the API signs (HMAC-SHA256 with
 * `secret`) and serves itself: `PUT|GET /v2/storage/objects/{key}?expires=…[&filename=…]&signature=…`
 * (routes/storage.ts). Uploads and exports older than a day are swept away. `secret` defaults to
 * random bytes kept in `{dir}/.secret`, so every API process on the same folder shares it.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private secretPromise: Promise<Buffer> | undefined;
  private lastSweep = 0;

  constructor(private readonly options: { dir: string; secret?: string; maxAgeMs?: number }) {}

  /** Absolute path of a key's file. @throws {Error} for a key of the wrong shape */
  pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
    return join(this.options.dir, key);
  }

  private secret(): Promise<Buffer> {
    this.secretPromise ??= (async () => {
      if (this.options.secret) return Buffer.from(this.options.secret, 'utf8');
      const file = join(this.options.dir, '.secret');
      try {
        return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
      } catch {
        await mkdir(this.options.dir, { recursive: true });
        const secret = randomBytes(32);
        // 'wx': if another process wrote it first, use theirs
        try {
          await writeFile(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
          return secret;
        } catch {
          return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
        }
      }
    })();
    return this.secretPromise;
  }

  private async sign(request: SignedRequest): Promise<string> {
    const payload = [request.method, request.key, String(request.expires), request.fileName ?? ''].join('\n');
    return createHmac('sha256', await this.secret()).update(payload).digest('hex');
  }

  /** True when `signature` is this storage's signature of `request` and it has not expired. */
  async verify(request: SignedRequest, signature: string, now = Date.now()): Promise<boolean> {
    if (!Number.isInteger(request.expires) || request.expires * 1000 < now) return false;
    if (!isStorageKey(request.key) || !/^[0-9a-f]{64}$/.test(signature)) return false;
    const expected = Buffer.from(await this.sign(request), 'hex');
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }

  private async url(request: SignedRequest): Promise<string> {
    const path = storageObjectsPath + request.key.split('/').map(encodeURIComponent).join('/');
    const query = new URLSearchParams({ expires: String(request.expires) });
    if (request.fileName !== undefined) query.set('filename', request.fileName);
    query.set('signature', await this.sign(request));
    return `${path}?${query.toString()}`;
  }

  async presignPut(key: string, options: { contentType: string; ttlSeconds: number }) {
    void this.sweep();
    const expires = Math.floor(Date.now() / 1000) + options.ttlSeconds;
    // a second PUT to the key is refused by `write` itself (409)
    return { url: await this.url({ method: 'PUT', key, expires }), expiresAt: new Date(expires * 1000), headers: { 'content-type': options.contentType } };
  }

  async presignGet(key: string, options: { fileName: string; ttlSeconds: number }) {
    const expires = Math.floor(Date.now() / 1000) + options.ttlSeconds;
    return { url: await this.url({ method: 'GET', key, expires, fileName: options.fileName }), expiresAt: new Date(expires * 1000) };
  }

  async presignDelete(key: string, options: { ttlSeconds: number }) {
    const expires = Math.floor(Date.now() / 1000) + options.ttlSeconds;
    return { url: await this.url({ method: 'DELETE', key, expires }), expiresAt: new Date(expires * 1000) };
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    if (Buffer.isBuffer(body)) await writeFile(`${file}.part`, body);
    else await pipeline(body, createWriteStream(`${file}.part`));
    await rename(`${file}.part`, file);
  }

  /**
   * Streams an upload to the key's file, at most `maxBytes`; the file appears only when complete.
   * A key takes one upload (issue 29): the file is linked into place, which fails when a file is
   * already there, so of two uploads to one key, even at once from two processes, one wins and the
   * other changes nothing.
   * @throws {StorageLimitError} `tooLarge` past `maxBytes` (nothing is kept)
   * @throws {StorageUploadUsedError} when the key already holds a file (nothing is changed)
   */
  async write(key: string, body: Readable, maxBytes: number): Promise<number> {
    const file = this.pathOf(key);
    if (await this.exists(key)) throw new StorageUploadUsedError(key);
    await mkdir(dirname(file), { recursive: true });
    const part = `${file}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) callback(new StorageLimitError('tooLarge'));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(body, limit, createWriteStream(part));
      // unlike rename, link never replaces an existing file
      await link(part, file).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new StorageUploadUsedError(key) : error;
      });
      return size;
    } finally {
      await rm(part, { force: true });
    }
  }

  /** True when an object is stored under `key`. */
  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async read(key: string, options: { maxBytes: number }): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (info.size > options.maxBytes) throw new StorageLimitError('tooLarge');
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Deletes objects older than `maxAgeMs` (one day); runs at most once an hour. */
  async sweep(now = Date.now()): Promise<void> {
    if (now - this.lastSweep < 3_600_000) return;
    this.lastSweep = now;
    const maxAge = this.options.maxAgeMs ?? 86_400_000;
    try {
      for (const purpose of await readdir(this.options.dir, { withFileTypes: true })) {
        if (!purpose.isDirectory() || keptPurposes.has(purpose.name)) continue;
        for (const company of await readdir(join(this.options.dir, purpose.name), { withFileTypes: true })) {
          if (!company.isDirectory()) continue;
          const folder = join(this.options.dir, purpose.name, company.name);
          for (const name of await readdir(folder)) {
            const info = await stat(join(folder, name)).catch(() => null);
            if (info && now - info.mtimeMs > maxAge) await rm(join(folder, name), { force: true });
          }
        }
      }
    } catch {
      // nothing stored yet, or a file vanished mid-sweep: the next sweep catches up
    }
  }
}
