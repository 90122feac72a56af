import { PublicIdCipher } from './cipher';
import { keyringFromEnv } from './keyring';

/**
 * The cipher the environment's keyring gives (`KANRI_PUBLIC_ID_KEYS`, else the local key file; see
 * ./keyring.ts), built once per distinct keyring: a process reads the variable on every call, so a
 * test (or an operator restarting with a new ring) switches keyrings without other state.
 */
const ciphers = new Map<string, Promise<PublicIdCipher>>();

/** The public ID cipher of `env` (see the module docstring). `warn` is told when production lacks the variable. */
export function publicIdCipher(env: NodeJS.ProcessEnv = process.env, warn?: (message: string) => void): Promise<PublicIdCipher> {
  const cacheKey = `${env.KANRI_PUBLIC_ID_KEYS ?? ''}|${env.KANRI_PUBLIC_ID_KEY_FILE ?? ''}`;
  let cipher = ciphers.get(cacheKey);
  if (!cipher) {
    cipher = keyringFromEnv(env, warn).then((keys) => new PublicIdCipher(keys));
    // a failed read is not cached: the next call tries again
    cipher.catch(() => ciphers.delete(cacheKey));
    ciphers.set(cacheKey, cipher);
  }
  return cipher;
}
