import { createHash, randomBytes, randomInt } from 'node:crypto';

/** SHA-256 of a token or code, hex. Only these digests are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random session token: 32 bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random 6-digit one-time code, zero-padded. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
