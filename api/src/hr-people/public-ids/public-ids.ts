import { and, asc, eq, sql } from 'drizzle-orm';
import {
  countPublicIdsEndpoint,
  createPublicIdEndpoint,
  deletePublicIdEndpoint,
  errorCodes,
  getPublicIdEndpoint,
  getPublicIdPermissionsEndpoint,
  listPersonPublicIdsEndpoint,
  listPublicIdsEndpoint,
  normalizePublicIdNumber,
  revealPublicIdNumberEndpoint,
  updatePublicIdEndpoint,
  type Locale,
  type NationalIdType,
  type PublicIdDetail,
  type PublicIdType,
} from '@kanri/contracts';
import { registerEndpoint } from '../../http/register';
import { ApiError, notFound } from '../../lib/errors';
import { apiMessages } from '../../i18n/messages';
import { recordAudit, type DbOrTx } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { people, publicIdFiles, publicIds } from '../../schema';
import { PublicIdDecryptError, type PublicIdCipher } from './cipher';
import { handlesMyNumber } from './privilege';
import { publicIdCipher } from './service';
import { auditSnapshot, insertPublicId, numberOwner, updatePublicIdRow } from './records';
import { assertMayHandle, loadPublicId, publicIdsOrderBy, publicIdsWhere, rowFields, selectPublicIdRows, toRow, type Session } from './queries';
import { registerPublicIdFileRoutes } from './public-ids-files';
import { isUuid } from '../../http/resource';
import { publicIdCsvBindings } from './public-ids-csv';
import { registerCsvExport, registerCsvImport, type CsvContext } from '../../csv/routes';

/**
 * Public IDs (001 §2 "Public IDs", §5; DECISIONS.md "My Number"; docs/public-ids.md): the registry
 * list and count, one record, create, update, hard delete, the audited reveal, a person's public
 * IDs and the caller's My Number permission — every query scoped to the session's company. The
 * number is stored encrypted (see ../public-ids), answered masked, and revealed in clear only by
 * `POST …/reveal` (a My Number: only to `MY_NUMBER_HANDLER` holders). Creating, changing or deleting
 * a My Number also needs the privilege. Scans and CSV live in ./public-ids-files and ./public-ids-csv.
 */

const typeTaken = () => new ApiError(409, errorCodes.conflict, apiMessages.publicIdTypeTaken, [{ path: 'publicIdType', descriptor: apiMessages.publicIdTypeTaken }]);
const numberTaken = () => new ApiError(409, errorCodes.conflict, apiMessages.publicIdNumberTaken, [{ path: 'number', descriptor: apiMessages.publicIdNumberTaken }]);
const kindMismatch = () =>
  new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'nationalIdType', descriptor: apiMessages.publicIdNationalIdTypeMismatch }]);

/** Whether the person already has a public ID of this type and kind (other than `exceptId`). */
async function typeTakenBy(db: DbOrTx, personId: string, publicIdType: PublicIdType, nationalIdType: NationalIdType | null, exceptId?: string) {
  const [row] = await db
    .select({ id: publicIds.id })
    .from(publicIds)
    .where(
      and(
        eq(publicIds.personId, personId),
        eq(publicIds.publicIdType, publicIdType),
        nationalIdType === null ? sql`${publicIds.nationalIdType} IS NULL` : eq(publicIds.nationalIdType, nationalIdType),
        exceptId ? sql`${publicIds.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * 400 when a free text holds the number itself (spaces and hyphens ignored): the number is kept only
 * encrypted, so it may not slip into a note, a name or a reveal's reason (which the audit log keeps).
 */
export function refuseTextsHoldingNumber(number: string, texts: Record<string, string | null | undefined>): void {
  const paths = Object.entries(texts)
    .filter(([, text]) => text && normalizePublicIdNumber(text).includes(number))
    .map(([path]) => ({ path, descriptor: apiMessages.publicIdTextHoldsNumber }));
  if (paths.length) throw new ApiError(400, errorCodes.validation, apiMessages.validation, paths);
}

/** The stored number in clear, or null when the keyring cannot read it. */
function tryDecrypt(cipher: PublicIdCipher, row: { numberCiphertext: string; numberKeyId: string }, companyId: string): string | null {
  try {
    return cipher.decrypt({ ciphertext: row.numberCiphertext, keyId: row.numberKeyId }, companyId);
  } catch (error) {
    if (error instanceof PublicIdDecryptError) return null;
    throw error;
  }
}

/** Serializes writes of one company's public IDs (the duplicate checks read before they write). */
const lockCompany = (tx: DbOrTx, companyId: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('public_ids:' || ${companyId}))`);

async function loadDetail(db: DbOrTx, session: Session, locale: Locale, id: string): Promise<PublicIdDetail> {
  if (!isUuid(id)) throw notFound();
  const [r] = await db
    .select({ ...rowFields(locale), nameOnDocument: publicIds.nameOnDocument, issuingAuthority: publicIds.issuingAuthority, note: publicIds.note, version: publicIds.version })
    .from(publicIds)
    .innerJoin(people, eq(people.id, publicIds.personId))
    .where(and(eq(publicIds.companyId, session.companyId), eq(publicIds.id, id)));
  if (!r) throw notFound();
  const canReveal = r.nationalIdType !== 'MY_NUMBER' || (await handlesMyNumber(db, session));
  return { ...toRow(r), nameOnDocument: r.nameOnDocument, issuingAuthority: r.issuingAuthority, note: r.note, version: r.version, canReveal };
}

/**
 * Registers the public ID calls (and, through ./public-ids-files and ./public-ids-csv, the scans
 * and CSV calls) with the storage the CSV registration chose.
 */
export function registerPublicIdRoutes(ctx: CsvContext): void {
  const { app, db, sessions, storage } = ctx;
  const cipher = () => publicIdCipher(process.env, (m) => app.log.warn(m));

  registerEndpoint(app, listPublicIdsEndpoint, sessions, async ({ query, session, locale }) => {
    const { page, pageSize, sortColumn, sortOrder, ...filters } = query;
    const mayFindMyNumber = await handlesMyNumber(db, session);
    const rows = await selectPublicIdRows(db, locale)
      .where(publicIdsWhere(session.companyId, filters, await cipher(), mayFindMyNumber))
      .orderBy(...publicIdsOrderBy(sortColumn, sortOrder, locale))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { items: rows.map(toRow), page, pageSize };
  });

  registerEndpoint(app, countPublicIdsEndpoint, sessions, async ({ query, session }) => {
    const mayFindMyNumber = await handlesMyNumber(db, session);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(publicIds)
      .innerJoin(people, eq(people.id, publicIds.personId))
      .where(publicIdsWhere(session.companyId, query, await cipher(), mayFindMyNumber));
    return { count: Number(row?.count ?? 0) };
  });

  registerEndpoint(app, getPublicIdEndpoint, sessions, ({ params, session, locale }) => loadDetail(db, session, locale, params.id));

  registerEndpoint(app, createPublicIdEndpoint, sessions, async ({ body, session }) => {
    await assertMayHandle(db, session, body.nationalIdType);
    refuseTextsHoldingNumber(body.number, { note: body.note, nameOnDocument: body.nameOnDocument, issuingAuthority: body.issuingAuthority });
    const c = await cipher();
    const id = await (db as Db).transaction(async (tx) => {
      await lockCompany(tx, session.companyId);
      const [person] = await tx.select({ id: people.id }).from(people).where(and(eq(people.companyId, session.companyId), eq(people.id, body.personId)));
      if (!person) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'personId', descriptor: apiMessages.notFound }]);
      if (await typeTakenBy(tx, body.personId, body.publicIdType, body.nationalIdType)) throw typeTaken();
      const owner = await numberOwner(tx, c, { companyId: session.companyId, publicIdType: body.publicIdType, nationalIdType: body.nationalIdType, number: body.number });
      if (owner !== null && owner !== body.personId) throw numberTaken();
      return insertPublicId(tx, session, c, body);
    });
    return { id };
  });

  registerEndpoint(app, updatePublicIdEndpoint, sessions, async ({ params, body, session, locale }) => {
    const c = await cipher();
    await (db as Db).transaction(async (tx) => {
      await lockCompany(tx, session.companyId);
      const before = await loadPublicId(tx, session.companyId, params.id, true);
      if (!before) throw notFound();
      await assertMayHandle(tx, session, before.nationalIdType);
      await assertMayHandle(tx, session, body.nationalIdType);
      if ((before.publicIdType === 'NATIONAL_ID') !== (body.nationalIdType !== null)) throw kindMismatch();
      if (before.version !== body.version) throw new ApiError(409, errorCodes.conflict, apiMessages.recordConflict);
      if (body.nationalIdType !== before.nationalIdType) {
        // a new kind has its own number rules: the number must be given again
        if (body.number === undefined) throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'number', descriptor: apiMessages.validation }]);
        if (await typeTakenBy(tx, before.personId, before.publicIdType, body.nationalIdType, before.id)) throw typeTaken();
      }
      const current = body.number ?? tryDecrypt(c, before, session.companyId);
      if (current !== null) refuseTextsHoldingNumber(current, { note: body.note, nameOnDocument: body.nameOnDocument, issuingAuthority: body.issuingAuthority });
      if (body.number !== undefined) {
        const owner = await numberOwner(tx, c, { companyId: session.companyId, publicIdType: before.publicIdType, nationalIdType: body.nationalIdType, number: body.number, exceptId: before.id });
        if (owner !== null && owner !== before.personId) throw numberTaken();
      }
      const { version: _version, ...values } = body;
      await updatePublicIdRow(tx, session, c, before, values);
    });
    return loadDetail(db, session, locale, params.id);
  });

  registerEndpoint(app, deletePublicIdEndpoint, sessions, async ({ params, session }) => {
    const keys = await (db as Db).transaction(async (tx) => {
      const before = await loadPublicId(tx, session.companyId, params.id, true);
      if (!before) throw notFound();
      await assertMayHandle(tx, session, before.nationalIdType);
      const files = await tx.select({ key: publicIdFiles.storageKey }).from(publicIdFiles).where(eq(publicIdFiles.publicIdId, before.id));
      // a hard delete: the row (and its files' rows, by cascade) are gone; the audit entry keeps the masked number only
      await tx.delete(publicIds).where(eq(publicIds.id, before.id));
      await recordAudit(tx, { session, action: 'DELETE', resourceType: 'PUBLIC_ID', resourceId: before.id, before: auditSnapshot(before), after: null });
      return files.map((f) => f.key);
    });
    for (const key of keys) await storage.remove(key);
    return undefined;
  });

  registerEndpoint(app, revealPublicIdNumberEndpoint, sessions, async ({ params, body, session }) => {
    const row = await loadPublicId(db, session.companyId, params.id);
    if (!row) throw notFound();
    await assertMayHandle(db, session, row.nationalIdType);
    let number: string;
    try {
      number = (await cipher()).decrypt({ ciphertext: row.numberCiphertext, keyId: row.numberKeyId }, session.companyId);
    } catch (error) {
      if (error instanceof PublicIdDecryptError) throw new ApiError(409, errorCodes.conflict, apiMessages.publicIdUndecryptable);
      throw error;
    }
    refuseTextsHoldingNumber(number, { reason: body.reason });
    await recordAudit(db, {
      session, action: 'ACCESS', resourceType: 'PUBLIC_ID', resourceId: row.id, before: null,
      after: { access: 'REVEAL', reason: body.reason, maskedNumber: row.maskedNumber },
    });
    return { number };
  });

  registerEndpoint(app, listPersonPublicIdsEndpoint, sessions, async ({ params, session, locale }) => {
    if (!isUuid(params.personId)) throw notFound();
    const [person] = await db.select({ id: people.id }).from(people).where(and(eq(people.companyId, session.companyId), eq(people.id, params.personId)));
    if (!person) throw notFound();
    const rows = await selectPublicIdRows(db, locale)
      .where(and(eq(publicIds.companyId, session.companyId), eq(publicIds.personId, params.personId)))
      .orderBy(asc(publicIds.publicIdType), asc(publicIds.nationalIdType), asc(publicIds.id));
    return { items: rows.map(toRow) };
  });

  registerEndpoint(app, getPublicIdPermissionsEndpoint, sessions, async ({ session }) => ({ handlesMyNumber: await handlesMyNumber(db, session) }));

  registerPublicIdFileRoutes(ctx, storage);
  const csv = publicIdCsvBindings(cipher);
  registerCsvExport(ctx, csv.exportBinding);
  registerCsvImport(ctx, csv.importBinding);
}
