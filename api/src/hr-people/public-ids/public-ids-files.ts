import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  attachPublicIdFileEndpoint,
  deletePublicIdFileEndpoint,
  errorCodes,
  getPublicIdFileUrlEndpoint,
  listPublicIdFilesEndpoint,
  presignPublicIdFileEndpoint,
  publicIdFileMaxBytes,
  storageUrlTtlSeconds,
  type Locale,
  type PublicIdFile,
} from '@kanri/contracts';
import type { CsvContext } from '../../csv/routes';
import { registerEndpoint } from '../../http/register';
import { ApiError, notFound } from '../../lib/errors';
import { apiMessages } from '../../i18n/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { publicIdFiles, users } from '../../schema';
import { StorageLimitError, type ObjectStorage } from '../../storage/storage';
import { isStorageKey } from '../../storage/local-storage';
import { assertMayHandle, loadPublicId } from './queries';
import { publicIdScanType } from '../../storage/images';

/**
 * Scans of public IDs (names13 "Files"; docs/public-ids.md "Scans"): kept in the object storage
 * under `public-id/{companyId}/{uuid}.{png|jpg|webp|pdf}` (at most 10 MB), uploaded with a presigned
 * PUT and downloaded only through a presigned GET issued per request, after the permission check
 * and valid `downloadUrlTtlSeconds` — never a public or image-serving URL. A My Number's scans need
 * the `MY_NUMBER_HANDLER` privilege to upload, download or delete; every download is audited.
 */


/** How long a scan's download URL stays valid, in seconds (one minute: enough to open it, too short to pass around). */
export const downloadUrlTtlSeconds = 60;

const extensionOf: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };
const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

/** The uploader's name in the request's language. */
const uploaderName = (locale: Locale, u: { familyNameJa: string | null; givenNameJa: string | null; familyNameEn: string | null; givenNameEn: string | null }) =>
  u.familyNameJa === null ? null : locale === 'ja-JP' ? `${u.familyNameJa} ${u.givenNameJa}` : `${u.givenNameEn} ${u.familyNameEn}`;

async function listFiles(db: Db, publicIdId: string, locale: Locale, fileId?: string): Promise<(PublicIdFile & { key: string })[]> {
  const rows = await db
    .select({ file: publicIdFiles, familyNameJa: users.familyNameJa, givenNameJa: users.givenNameJa, familyNameEn: users.familyNameEn, givenNameEn: users.givenNameEn })
    .from(publicIdFiles)
    .leftJoin(users, eq(users.id, publicIdFiles.uploadedBy))
    .where(and(eq(publicIdFiles.publicIdId, publicIdId), fileId ? eq(publicIdFiles.id, fileId) : undefined))
    .orderBy(asc(publicIdFiles.uploadedAt), asc(publicIdFiles.id));
  return rows.map((r) => {
    const name = uploaderName(locale, r);
    return {
      id: r.file.id,
      key: r.file.storageKey,
      fileName: r.file.fileName,
      contentType: r.file.contentType,
      sizeBytes: r.file.sizeBytes,
      side: r.file.side,
      uploadedAt: r.file.uploadedAt.toISOString(),
      uploadedBy: name === null ? null : { name },
    };
  });
}

const publicFile = ({ key: _key, ...file }: PublicIdFile & { key: string }): PublicIdFile => file;

/** Registers the scan calls of public IDs. */
export function registerPublicIdFileRoutes(ctx: Pick<CsvContext, 'app' | 'db' | 'sessions'>, storage: ObjectStorage): void {
  const { app, sessions } = ctx;
  const db = ctx.db as Db;

  registerEndpoint(app, listPublicIdFilesEndpoint, sessions, async ({ params, session, locale }) => {
    const record = await loadPublicId(db, session.companyId, params.id);
    if (!record) throw notFound();
    return { items: (await listFiles(db, record.id, locale)).map(publicFile) };
  });

  registerEndpoint(app, presignPublicIdFileEndpoint, sessions, async ({ params, body, session }) => {
    const record = await loadPublicId(db, session.companyId, params.id);
    if (!record) throw notFound();
    await assertMayHandle(db, session, record.nationalIdType);
    const key = `public-id/${session.companyId}/${randomUUID()}.${extensionOf[body.contentType]}`;
    const { url, expiresAt, headers } = await storage.presignPut(key, { contentType: body.contentType, maxBytes: publicIdFileMaxBytes, ttlSeconds: storageUrlTtlSeconds });
    return { url, key, method: 'PUT' as const, headers: { ...headers, 'content-type': body.contentType }, expiresAt: expiresAt.toISOString() };
  });

  registerEndpoint(app, attachPublicIdFileEndpoint, sessions, async ({ params, body, session, locale }) => {
    const record = await loadPublicId(db, session.companyId, params.id);
    if (!record) throw notFound();
    await assertMayHandle(db, session, record.nationalIdType);
    const notUploaded = () => new ApiError(404, errorCodes.notFound, apiMessages.publicIdFileNotUploaded);
    const [purpose, company] = body.key.split('/');
    const contentType = publicIdScanType(body.key);
    if (purpose !== 'public-id' || company !== session.companyId || !contentType || !isStorageKey(body.key)) throw notUploaded();
    let bytes: Buffer | null;
    try {
      bytes = await storage.read(body.key, { maxBytes: publicIdFileMaxBytes, contentTypes: [contentType] });
    } catch (error) {
      if (!(error instanceof StorageLimitError)) throw error;
      const descriptor = error.reason === 'tooLarge' ? apiMessages.publicIdFileTooLarge : apiMessages.publicIdFileContentType;
      throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'key', descriptor }]);
    }
    if (!bytes) throw notUploaded();
    const size = bytes.length;
    const id = await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: publicIdFiles.id }).from(publicIdFiles).where(eq(publicIdFiles.storageKey, body.key));
      if (taken) throw notUploaded();
      const [row] = await tx
        .insert(publicIdFiles)
        .values({ companyId: session.companyId, publicIdId: record.id, storageKey: body.key, fileName: body.fileName, contentType, sizeBytes: size, side: body.side, uploadedBy: session.userId })
        .returning({ id: publicIdFiles.id });
      await recordAudit(tx, {
        session, action: 'CREATE', resourceType: 'PUBLIC_ID_FILE', resourceId: row!.id, before: null,
        after: { publicIdId: record.id, fileName: body.fileName, contentType, sizeBytes: size, side: body.side },
      });
      return row!.id;
    });
    return publicFile((await listFiles(db, record.id, locale, id))[0]!);
  });

  registerEndpoint(app, getPublicIdFileUrlEndpoint, sessions, async ({ params, session, locale }) => {
    const record = await loadPublicId(db, session.companyId, params.id);
    if (!record || !isUuid(params.fileId)) throw notFound();
    const [file] = await listFiles(db, record.id, locale, params.fileId);
    if (!file) throw notFound();
    await assertMayHandle(db, session, record.nationalIdType);
    const { url, expiresAt } = await storage.presignGet(file.key, { fileName: file.fileName, ttlSeconds: downloadUrlTtlSeconds });
    await recordAudit(db, {
      session, action: 'ACCESS', resourceType: 'PUBLIC_ID', resourceId: record.id, before: null,
      after: { access: 'DOWNLOAD', fileId: file.id, fileName: file.fileName },
    });
    return { url, expiresAt: expiresAt.toISOString() };
  });

  registerEndpoint(app, deletePublicIdFileEndpoint, sessions, async ({ params, session }) => {
    const record = await loadPublicId(db, session.companyId, params.id);
    if (!record || !isUuid(params.fileId)) throw notFound();
    await assertMayHandle(db, session, record.nationalIdType);
    const key = await db.transaction(async (tx) => {
      const [gone] = await tx.delete(publicIdFiles).where(and(eq(publicIdFiles.publicIdId, record.id), eq(publicIdFiles.id, params.fileId))).returning();
      if (!gone) throw notFound();
      await recordAudit(tx, {
        session, action: 'DELETE', resourceType: 'PUBLIC_ID_FILE', resourceId: gone.id,
        before: { publicIdId: record.id, fileName: gone.fileName, contentType: gone.contentType, sizeBytes: gone.sizeBytes, side: gone.side }, after: null,
      });
      return gone.storageKey;
    });
    await storage.remove(key);
    return undefined;
  });
}
