import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { PublicIdKey } from './keyring';

/**
 * The cipher of public ID numbers (docs/public-ids.md "Encryption at rest"): AES-256-GCM from
 * node:crypto, a fresh 96-bit IV per write, the 128-bit tag checked on read, and associated data
 * (the company id) so a ciphertext copied to another tenant's row does not decrypt. A stored value
 * is `base64(iv | tag | ciphertext)` plus the id of the keyring key it was made with.
 *
 * The blind index is an HMAC-SHA256 of the number (with its company, type and kind) under a second
 * key derived from the same keyring key (HKDF-SHA256 with distinct labels, so the encryption key is
 * never used as a MAC key): equal numbers give equal indexes, so duplicates and an exact search are
 * found without the clear number, and without the key the index says nothing.
 */

/** A number as stored: ciphertext (base64) and the id of its key. */
export interface SealedNumber {
  ciphertext: string;
  keyId: string;
}

/** The stored value names a key the keyring no longer holds, or does not decrypt (tampered, wrong key). */
export class PublicIdDecryptError extends Error {}

const ivBytes = 12;
const tagBytes = 16;

interface DerivedKey {
  id: string;
  encryption: Buffer;
  index: Buffer;
}

const derive = (k: PublicIdKey): DerivedKey => ({
  id: k.id,
  encryption: Buffer.from(hkdfSync('sha256', k.key, Buffer.alloc(0), 'kanri public-id number encryption v1', 32)),
  index: Buffer.from(hkdfSync('sha256', k.key, Buffer.alloc(0), 'kanri public-id blind index v1', 32)),
});

/** What a blind index covers: the tenant, the type and kind, and the normalized number. */
export interface BlindIndexInput {
  companyId: string;
  publicIdType: string;
  nationalIdType: string | null;
  number: string;
}

/** Encrypts, decrypts and indexes public ID numbers with a keyring (first key current). */
export class PublicIdCipher {
  private readonly keys: DerivedKey[];

  constructor(keyring: readonly PublicIdKey[]) {
    if (!keyring.length) throw new Error('empty keyring');
    this.keys = keyring.map(derive);
  }

  /** The id of the key new values are written with. */
  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  /** The ids of every key (current first). */
  get keyIds(): string[] {
    return this.keys.map((k) => k.id);
  }

  /** Encrypts `plain` under the current key, bound to `aad` (the company id). */
  encrypt(plain: string, aad: string): SealedNumber {
    const key = this.keys[0]!;
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', key.encryption, iv, { authTagLength: tagBytes });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'), keyId: key.id };
  }

  /**
   * Decrypts a stored value with the key it names.
   * @throws {PublicIdDecryptError} when that key is not in the ring or the value does not authenticate
   */
  decrypt(sealed: SealedNumber, aad: string): string {
    const key = this.keys.find((k) => k.id === sealed.keyId);
    if (!key) throw new PublicIdDecryptError(`key ${sealed.keyId} is not in the keyring`);
    const raw = Buffer.from(sealed.ciphertext, 'base64');
    if (raw.length < ivBytes + tagBytes) throw new PublicIdDecryptError('ciphertext too short');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.encryption, raw.subarray(0, ivBytes), { authTagLength: tagBytes });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      throw new PublicIdDecryptError('the stored number does not authenticate');
    }
  }

  /** The blind index (hex) of a number under the current key, or under the key `keyId`. */
  blindIndex(input: BlindIndexInput, keyId = this.currentKeyId): string {
    const key = this.keys.find((k) => k.id === keyId);
    if (!key) throw new PublicIdDecryptError(`key ${keyId} is not in the keyring`);
    const message = [input.companyId, input.publicIdType, input.nationalIdType ?? '', input.number].join('\n');
    return createHmac('sha256', key.index).update(message, 'utf8').digest('hex');
  }

  /** The blind index under every key of the ring (a search or duplicate check matches rows written before a rotation too). */
  blindIndexes(input: BlindIndexInput): string[] {
    return this.keys.map((k) => this.blindIndex(input, k.id));
  }
}
