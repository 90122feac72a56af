import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { PublicIdCipher, PublicIdDecryptError } from './cipher';
import { formatKeyring, KeyringError, newKey, parseKeyring } from './keyring';
import { looksLikeMyNumber, withCheckDigit } from './my-number';

const companyA = '00000000-0000-4000-8000-00000000000a';
const companyB = '00000000-0000-4000-8000-00000000000b';

describe('public ID keyring', () => {
  it('reads "id:base64key,…" with the first key current, and round-trips through formatKeyring', () => {
    const keys = [newKey('2026-11'), newKey('2025_04.old')];
    const parsed = parseKeyring(` ${formatKeyring(keys)} `);
    assert.deepEqual(parsed.map((k) => k.id), ['2026-11', '2025_04.old']);
    assert.ok(parsed[0]!.key.equals(keys[0]!.key));
  });

  it('refuses an empty ring, a bad or repeated id and a key that is not 32 bytes, without echoing key material', () => {
    const key = randomBytes(32).toString('base64');
    const short = randomBytes(16).toString('base64');
    for (const text of ['', ' , ', `:${key}`, `bad id:${key}`, `a:${key},a:${key}`, `a:${short}`, key]) {
      assert.throws(() => parseKeyring(text), (e: unknown) => e instanceof KeyringError && !e.message.includes(key) && !e.message.includes(short), text);
    }
  });
});

describe('public ID cipher', () => {
  const ring = [newKey('k2'), newKey('k1')];
  const cipher = new PublicIdCipher(ring);

  it('encrypts under the current key with a fresh IV each time, and decrypts only for the same company', () => {
    const a = cipher.encrypt('123456789018', companyA);
    const b = cipher.encrypt('123456789018', companyA);
    assert.equal(a.keyId, 'k2');
    assert.notEqual(a.ciphertext, b.ciphertext);
    assert.ok(!Buffer.from(a.ciphertext, 'base64').toString('latin1').includes('123456789018'));
    assert.equal(cipher.decrypt(a, companyA), '123456789018');
    assert.throws(() => cipher.decrypt(a, companyB), PublicIdDecryptError);
  });

  it('detects a tampered ciphertext and a key the ring no longer holds', () => {
    const sealed = cipher.encrypt('TK1234567', companyA);
    const raw = Buffer.from(sealed.ciphertext, 'base64');
    raw[raw.length - 1]! ^= 1;
    assert.throws(() => cipher.decrypt({ ...sealed, ciphertext: raw.toString('base64') }, companyA), PublicIdDecryptError);
    assert.throws(() => cipher.decrypt({ ...sealed, keyId: 'gone' }, companyA), PublicIdDecryptError);
    assert.throws(() => cipher.decrypt({ ...sealed, ciphertext: 'AAAA' }, companyA), PublicIdDecryptError);
  });

  it('reads what an older ring wrote once the old key is kept after the new one', () => {
    const old = new PublicIdCipher([ring[1]!]);
    const sealed = old.encrypt('987654321098', companyA);
    assert.equal(sealed.keyId, 'k1');
    assert.equal(cipher.decrypt(sealed, companyA), '987654321098');
  });

  it('gives equal blind indexes for equal inputs, different ones per company, kind and key, and one per key of the ring', () => {
    const input = { companyId: companyA, publicIdType: 'NATIONAL_ID', nationalIdType: 'MY_NUMBER', number: '123456789018' };
    const index = cipher.blindIndex(input);
    assert.match(index, /^[0-9a-f]{64}$/);
    assert.equal(cipher.blindIndex(input), index);
    assert.notEqual(cipher.blindIndex({ ...input, companyId: companyB }), index);
    assert.notEqual(cipher.blindIndex({ ...input, nationalIdType: 'NATIONAL_REGISTRATION_IDENTITY_CARD' }), index);
    assert.notEqual(cipher.blindIndex(input, 'k1'), index);
    assert.deepEqual(cipher.blindIndexes(input), [index, cipher.blindIndex(input, 'k1')]);
    // the index is not the number's plain hash: without the key it says nothing
    assert.ok(!index.includes('123456789018'));
  });
});

describe('My Number helpers', () => {
  it('appends the check digit and recognizes a bare 12-digit text', () => {
    assert.equal(withCheckDigit('12345678901'), '123456789018');
    assert.throws(() => withCheckDigit('1234'), RangeError);
    assert.equal(looksLikeMyNumber('1234 5678 9018'), true);
    assert.equal(looksLikeMyNumber('山田'), false);
  });
});
