import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { repoRoot } from '../../db/client';

/**
 * The keyring of the public ID cipher (docs/public-ids.md "Keys and rotation"):
 * `KANRI_PUBLIC_ID_KEYS="id1:base64key,id2:base64key"`, each key 32 random bytes (AES-256) in
 * base64, ids 1–40 of `A–Z a–z 0–9 . _ -`. The first key is the current one: every new or updated
 * number is encrypted under it; the others only still decrypt numbers written before a rotation.
 *
 * Without the variable the API uses a random key kept in `KANRI_PUBLIC_ID_KEY_FILE` (default
 * `<repo>/.data/public-id-keys`, created on first use, mode 0600) — for development and tests,
 * like the storage secret. Production must set the variable (from a secret manager); the API logs
 * a warning at start when it is missing there.
 */

/** One key of the ring: its id (stored next to every ciphertext) and its 32 bytes. */
export interface PublicIdKey {
  id: string;
  key: Buffer;
}

/** A keyring that cannot be read (the message never holds key material). */
export class KeyringError extends Error {}

const idPattern = /^[A-Za-z0-9._-]{1,40}$/;

/**
 * Parses `id:base64key[,id:base64key…]` (spaces around entries ignored).
 * @throws {KeyringError} for an empty ring, a bad id, a repeated id, or a key that is not 32 bytes
 */
export function parseKeyring(text: string): PublicIdKey[] {
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (!entries.length) throw new KeyringError('the public ID keyring is empty');
  const keys: PublicIdKey[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon);
    if (!idPattern.test(id)) throw new KeyringError(`public ID key entry ${keys.length + 1}: the id must be 1–40 letters, digits, dots, underscores or hyphens`);
    if (keys.some((k) => k.id === id)) throw new KeyringError(`public ID key id ${id} is listed twice`);
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (key.length !== 32) throw new KeyringError(`public ID key ${id} must be 32 bytes in base64 (e.g. openssl rand -base64 32)`);
    keys.push({ id, key });
  }
  return keys;
}

/** Formats a keyring as `KANRI_PUBLIC_ID_KEYS` reads it. */
export function formatKeyring(keys: readonly PublicIdKey[]): string {
  return keys.map((k) => `${k.id}:${k.key.toString('base64')}`).join(',');
}

/** A new random key with the given id. */
export function newKey(id: string): PublicIdKey {
  if (!idPattern.test(id)) throw new KeyringError('bad key id');
  return { id, key: randomBytes(32) };
}

async function localKeyring(file: string): Promise<PublicIdKey[]> {
  try {
    return parseKeyring(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    const text = formatKeyring([newKey(`local-${randomBytes(4).toString('hex')}`)]);
    // 'wx': if another process wrote it first, use theirs
    try {
      await writeFile(file, text, { mode: 0o600, flag: 'wx' });
    } catch {
      // written meanwhile
    }
    return parseKeyring(await readFile(file, 'utf8'));
  }
}

/** Where the development keyring lives without `KANRI_PUBLIC_ID_KEYS`. */
export function localKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.KANRI_PUBLIC_ID_KEY_FILE ? resolve(env.KANRI_PUBLIC_ID_KEY_FILE) : resolve(repoRoot, '.data/public-id-keys');
}

/**
 * The keyring the environment gives: `KANRI_PUBLIC_ID_KEYS`, else the local key file (see the
 * module's docstring). `warn` is told when production runs on the local file.
 * @throws {KeyringError} for a malformed variable or file
 */
export async function keyringFromEnv(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = () => {}): Promise<PublicIdKey[]> {
  if (env.KANRI_PUBLIC_ID_KEYS) return parseKeyring(env.KANRI_PUBLIC_ID_KEYS);
  if (env.NODE_ENV === 'production') warn('KANRI_PUBLIC_ID_KEYS is not set: public ID numbers are encrypted with a key kept in the local data folder (set the variable in production; docs/public-ids.md)');
  return localKeyring(localKeyFile(env));
}
