import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { maskPublicIdNumber, type NationalIdType, type PublicIdType } from '@kanri/contracts';
import { recordAudit, type AuditSnapshot, type DbOrTx } from '../../audit/audit-log';
import { publicIds } from '../../schema';
import type { PublicIdCipher } from './cipher';

/**
 * Writes of public IDs shared by the calls, the CSV import, the seed and the key rotation
 * (docs/public-ids.md): the number is encrypted under the keyring's current key, indexed with the
 * blind index and masked before anything is stored; audit entries hold the masked number only.
 */

/** The fields of a public ID as written (the number normalized, in clear only in memory). */
export interface PublicIdValues {
  nationalIdType: NationalIdType | null;
  issueDate: string | null;
  expiryDate: string | null;
  issuingCountry: string | null;
  nameOnDocument: string | null;
  issuingAuthority: string | null;
  note: string | null;
}

/** A new public ID: its person and type, the clear number and the fields. */
export interface NewPublicId extends PublicIdValues {
  personId: string;
  publicIdType: PublicIdType;
  number: string;
}

type PublicIdRow = typeof publicIds.$inferSelect;

/** The record as the audit log keeps it: every field, the number masked (never in clear, never encrypted). */
export function auditSnapshot(row: Pick<PublicIdRow, 'personId' | 'publicIdType' | 'nationalIdType' | 'maskedNumber' | keyof PublicIdValues>): AuditSnapshot {
  return {
    personId: row.personId,
    publicIdType: row.publicIdType,
    nationalIdType: row.nationalIdType,
    maskedNumber: row.maskedNumber,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    issuingCountry: row.issuingCountry,
    nameOnDocument: row.nameOnDocument,
    issuingAuthority: row.issuingAuthority,
    note: row.note,
  };
}

/** The stored columns of a number: ciphertext, key id, blind index and masked form. */
export function sealNumber(cipher: PublicIdCipher, companyId: string, publicIdType: PublicIdType, nationalIdType: NationalIdType | null, number: string) {
  const sealed = cipher.encrypt(number, companyId);
  return {
    numberCiphertext: sealed.ciphertext,
    numberKeyId: sealed.keyId,
    numberBlindIndex: cipher.blindIndex({ companyId, publicIdType, nationalIdType, number }),
    maskedNumber: maskPublicIdNumber(number),
  };
}

/**
 * The person who already has this number in the company (same type and kind), found by blind index
 * under every key of the ring, other than the record `exceptId`; null when nobody has it.
 */
export async function numberOwner(
  db: DbOrTx,
  cipher: PublicIdCipher,
  input: { companyId: string; publicIdType: PublicIdType; nationalIdType: NationalIdType | null; number: string; exceptId?: string },
): Promise<string | null> {
  const indexes = cipher.blindIndexes(input);
  const [row] = await db
    .select({ personId: publicIds.personId })
    .from(publicIds)
    .where(and(eq(publicIds.companyId, input.companyId), inArray(publicIds.numberBlindIndex, indexes), input.exceptId ? ne(publicIds.id, input.exceptId) : undefined))
    .limit(1);
  return row?.personId ?? null;
}

/** Inserts a public ID and its audit entry (CREATE, masked number); returns its id. */
export async function insertPublicId(tx: DbOrTx, session: { companyId: string; userId: string }, cipher: PublicIdCipher, input: NewPublicId): Promise<string> {
  const { number, ...fields } = input;
  const [row] = await tx
    .insert(publicIds)
    .values({ companyId: session.companyId, ...fields, ...sealNumber(cipher, session.companyId, input.publicIdType, input.nationalIdType, number) })
    .returning();
  await recordAudit(tx, { session, action: 'CREATE', resourceType: 'PUBLIC_ID', resourceId: row!.id, before: null, after: auditSnapshot(row!) });
  return row!.id;
}

/**
 * Updates a public ID read `FOR UPDATE` as `before`: the fields, and the number when given
 * (re-encrypted under the current key); bumps `version`; writes the audit entry (UPDATE, masked).
 */
export async function updatePublicIdRow(
  tx: DbOrTx,
  session: { companyId: string; userId: string },
  cipher: PublicIdCipher,
  before: PublicIdRow,
  values: PublicIdValues & { number?: string },
): Promise<void> {
  const { number, ...fields } = values;
  const sealed = number === undefined ? {} : sealNumber(cipher, session.companyId, before.publicIdType, fields.nationalIdType, number);
  const [after] = await tx
    .update(publicIds)
    .set({ ...fields, ...sealed, version: sql`${publicIds.version} + 1`, updatedAt: new Date() })
    .where(eq(publicIds.id, before.id))
    .returning();
  await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PUBLIC_ID', resourceId: before.id, before: auditSnapshot(before), after: auditSnapshot(after!) });
}

/**
 * Re-encrypts every number not under the keyring's current key (docs/public-ids.md "Key
 * rotation"): decrypts with the row's own key, encrypts and indexes under the current one, in
 * batches of `batchSize` rows, each batch one transaction. Returns how many rows moved. Numbers
 * under the current key are left alone, so a second run does nothing.
 * @throws {PublicIdDecryptError} when a row names a key the ring no longer holds (nothing of that batch is written)
 */
export async function rotatePublicIdKeys(db: DbOrTx, cipher: PublicIdCipher, options: { batchSize?: number } = {}): Promise<{ rotated: number }> {
  const batchSize = options.batchSize ?? 500;
  let rotated = 0;
  for (;;) {
    const batch = await db
      .select({ id: publicIds.id, companyId: publicIds.companyId, publicIdType: publicIds.publicIdType, nationalIdType: publicIds.nationalIdType, numberCiphertext: publicIds.numberCiphertext, numberKeyId: publicIds.numberKeyId })
      .from(publicIds)
      .where(ne(publicIds.numberKeyId, cipher.currentKeyId))
      .orderBy(publicIds.id)
      .limit(batchSize);
    if (!batch.length) break;
    await db.transaction(async (tx) => {
      for (const row of batch) {
        const number = cipher.decrypt({ ciphertext: row.numberCiphertext, keyId: row.numberKeyId }, row.companyId);
        const sealed = sealNumber(cipher, row.companyId, row.publicIdType, row.nationalIdType, number);
        await tx
          .update(publicIds)
          .set({ numberCiphertext: sealed.numberCiphertext, numberKeyId: sealed.numberKeyId, numberBlindIndex: sealed.numberBlindIndex })
          .where(and(eq(publicIds.id, row.id), eq(publicIds.numberKeyId, row.numberKeyId)));
      }
    });
    rotated += batch.length;
  }
  return { rotated };
}
