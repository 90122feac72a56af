import { msg } from '@lingui/core/macro';
import { apiFetch, i18n } from '@kanri/runtime';
import { getSoftwareLogoPresignedUrlEndpoint } from '@kanri/contracts';

/** What the logo control holds: keep the logo, a new file, or delete it. */
export type LogoChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'delete' };

/** A logo step that failed, with the 001 §8 message to show in a destructive toast. */
export class LogoError extends Error {}

/** The fields of `PUT …/detail` that say what happened to the logo. */
export interface LogoFields {
  logoChanged: boolean;
  logoDeleted: boolean;
  logoFile: string | null;
}

/**
 * Runs a logo change against the object store (001 §7): `GET …/logo/presigned-url` (PUT with the
 * file name, or DELETE), then PUT the file (its content type) or DELETE to the answered URL.
 * Resolves the detail's logo fields; rejects with a `LogoError` carrying the 001 §8 message —
 * "Failed to get presigned URL" (no url in the answer, or the call failed), "Logo upload failed:
 * {status text}", "Logo delete failed: {status text}".
 */
export async function applyLogoChange(softwareId: string, change: LogoChange): Promise<LogoFields> {
  if (change.kind === 'keep') return { logoChanged: false, logoDeleted: false, logoFile: null };
  const method = change.kind === 'upload' ? 'PUT' : 'DELETE';
  let presigned: { url?: string; key?: string; headers?: Record<string, string> } | undefined;
  try {
    presigned = await apiFetch(getSoftwareLogoPresignedUrlEndpoint, {
      params: { softwareId },
      query: change.kind === 'upload' ? { method, filename: change.file.name } : { method },
    });
  } catch {
    presigned = undefined;
  }
  if (!presigned?.url || !presigned.key) throw new LogoError(i18n._(msg`Failed to get presigned URL`));
  let response: Response | undefined;
  let statusText: string;
  try {
    response = await fetch(presigned.url, change.kind === 'upload' ? { method, headers: presigned.headers, body: change.file } : { method });
    statusText = response.statusText || String(response.status);
  } catch (error) {
    statusText = error instanceof Error ? error.message : String(error);
  }
  if (!response?.ok) {
    throw new LogoError(change.kind === 'upload' ? i18n._(msg`Logo upload failed: ${statusText}`) : i18n._(msg`Logo delete failed: ${statusText}`));
  }
  return change.kind === 'upload' ? { logoChanged: true, logoDeleted: false, logoFile: presigned.key } : { logoChanged: false, logoDeleted: true, logoFile: null };
}
