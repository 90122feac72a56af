import { msg } from '@lingui/core/macro';
import { apiFetch, i18n } from '@kanri/runtime';
import { csvContentType, presignImportCsvEndpoint } from '@kanri/contracts';

/** Options of `putFileWithProgress`. */
export interface PutFileOptions {
  /** HTTP method (the presign answer's; `PUT`). */
  method?: string;
  /** Request headers (the presign answer's; `content-type: text/csv`). */
  headers?: Record<string, string>;
  /** Called as bytes go out, with 0–100. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (the promise rejects with an `AbortError` `DOMException`). */
  signal?: AbortSignal;
}

/**
 * Sends `file` to a (presigned) storage URL with `XMLHttpRequest`, whose upload events report real
 * progress (`fetch` has none for request bodies). The browser streams the file from disk, so a 10 MB
 * file never holds up the page.
 *
 * @throws {Error} a localized "The file could not be uploaded…" when the storage answers non-2xx or
 * cannot be reached; an `AbortError` when `signal` aborts.
 */
export function putFileWithProgress(url: string, file: Blob, { method = 'PUT', headers = { 'content-type': csvContentType }, onProgress, signal }: PutFileOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const failed = () => reject(new Error(i18n._(msg`The file could not be uploaded. Check your connection and try again.`)));
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve();
      } else failed();
    };
    request.onerror = failed;
    request.onabort = () => reject(new DOMException('', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(file);
  });
}

/**
 * Uploads one import file (000 §7): asks `GET /v2/s3/presigned-url/import-csv?filename=&size=` for
 * `{ url, key }`, then `PUT`s the file to `url` (`Content-Type: text/csv`) with progress. Resolves
 * with the storage `key`, the wizard's `uploadedFileKey`.
 *
 * @throws {ApiError} when the presign call fails (its localized message);
 * @throws {Error} "Failed to get presigned URL" (000 §8, localized) when the answer has no `url` or
 * `key`; the errors of `putFileWithProgress`.
 */
export async function uploadCsvFile(file: File, options: Pick<PutFileOptions, 'onProgress' | 'signal'> = {}): Promise<string> {
  const presigned = await apiFetch(presignImportCsvEndpoint, { query: { filename: file.name, size: file.size } });
  if (!presigned?.url || !presigned.key) throw new Error(i18n._(msg`Failed to get presigned URL`));
  await putFileWithProgress(presigned.url, file, { method: presigned.method, headers: presigned.headers, ...options });
  return presigned.key;
}
