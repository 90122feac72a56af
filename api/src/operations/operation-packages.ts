import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  defaultPatternDefinition,
  definitionCounts,
  errorCodes,
  operationCoreValues,
  operationEndpointsByCore,
  operationMessages,
  patternDefinitionSchema,
  type Locale,
  type MessageDescriptor,
  type OperationCore,
  type OperationPackageDetail,
  type OperationPatternDetail,
  type OperationPatternRow,
  type PatternDefinition,
} from '@kanri/contracts';
import * as t from '../schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { apiMessages } from '../i18n/messages';
import { ApiError, notFound } from '../lib/errors';
import { registerEndpoint } from '../http/register';
import type { AppContext } from '../http/context';
import { isUuid, startPattern } from './engine';
import { containsPattern } from '../http/list-sql';
import { countInstances, listInstances, registerOperationInstanceRoutes } from './operation-instances';

/**
 * The staff calls of the operation packages in the four cores (issue 14; 001 §7 "Operation
 * packages"; docs/operation-packages.md): one loop registers `operationCoreEndpoints(core)` for IT,
 * LABOR, GA and CONTRACTOR, each under its prefix and product (IT, HR, GA, LEGAL). Every query is
 * scoped to the session's company and the core: a package, pattern or instance of another core is
 * 404 like an unknown one. Config changes write the audit log (`OPERATION_PACKAGE`,
 * `OPERATION_PATTERN`), starts and moves the instance's (`OPERATION_INSTANCE`), in the same
 * transaction.
 */

const p = t.operationPackages;
const pt = t.operationPackagePatterns;
const oi = t.operationInstances;
const ja = (locale: Locale) => locale === 'ja-JP';
const refused = (descriptor: MessageDescriptor) => new ApiError(409, errorCodes.conflict, descriptor);
const invalid = (errors: { path: string; descriptor: MessageDescriptor }[]) => new ApiError(400, errorCodes.validation, apiMessages.validation, errors);

const countSql = (where: SQL) => sql<number>`(select count(*)::int from ${oi} where ${where})`;

/* ----------------------------------------------------------------- packages */

function packageSelect(db: DbOrTx) {
  return db
    .select({
      pkg: p,
      // (qualified by hand: a select without joins leaves its columns unqualified, and a subquery would read its own)
      patternCount: sql<number>`(select count(*)::int from operation_package_patterns x where x.package_id = "operation_packages"."id" and x.archived_at is null)`,
      inProgressCount: sql<number>`(select count(*)::int from operation_instances x where x.package_id = "operation_packages"."id" and x.status = 'IN_PROGRESS')`,
    })
    .from(p);
}
type SelectedPackage = Awaited<ReturnType<ReturnType<typeof packageSelect>['execute']>>[number];

function toPackage({ pkg, patternCount, inProgressCount }: SelectedPackage, locale: Locale): OperationPackageDetail {
  return {
    id: pkg.id,
    core: pkg.core,
    kind: pkg.kind,
    subjectKind: pkg.subjectKind,
    name: ja(locale) ? pkg.nameJa : pkg.nameEn,
    description: (ja(locale) ? pkg.descriptionJa : pkg.descriptionEn) ?? null,
    selfService: pkg.selfService,
    archived: pkg.archivedAt !== null,
    patternCount,
    inProgressCount,
    updatedAt: pkg.updatedAt.toISOString(),
    version: pkg.version,
  };
}

/** The package `id` of `core` in the company, else 404 (also for a non-UUID). */
async function findPackage(db: DbOrTx, core: OperationCore, companyId: string, id: string, lock = false) {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(p).where(and(eq(p.id, id), eq(p.companyId, companyId), eq(p.core, core)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function packageDetail(db: DbOrTx, companyId: string, id: string, locale: Locale): Promise<OperationPackageDetail> {
  const [row] = await packageSelect(db).where(and(eq(p.id, id), eq(p.companyId, companyId)));
  if (!row) throw notFound();
  return toPackage(row, locale);
}

/* ----------------------------------------------------------------- patterns */

function patternSelect(db: DbOrTx) {
  return db
    .select({
      pattern: pt,
      pkg: p,
      inProgressCount: countSql(sql`${oi.patternId} = ${pt.id} and ${oi.status} = 'IN_PROGRESS'`),
      completedCount: countSql(sql`${oi.patternId} = ${pt.id} and ${oi.status} = 'COMPLETED'`),
    })
    .from(pt)
    .innerJoin(p, eq(p.id, pt.packageId));
}
type SelectedPattern = Awaited<ReturnType<ReturnType<typeof patternSelect>['execute']>>[number];

function definitionOf(raw: unknown): PatternDefinition {
  const parsed = v.safeParse(patternDefinitionSchema, raw);
  return parsed.success ? parsed.output : { steps: [], forms: [] };
}

function toPatternRow({ pattern, pkg, inProgressCount, completedCount }: SelectedPattern, locale: Locale): OperationPatternRow {
  return {
    id: pattern.id,
    packageId: pkg.id,
    packageName: ja(locale) ? pkg.nameJa : pkg.nameEn,
    name: ja(locale) ? pattern.nameJa : pattern.nameEn,
    description: (ja(locale) ? pattern.descriptionJa : pattern.descriptionEn) ?? null,
    archived: pattern.archivedAt !== null,
    ...definitionCounts(definitionOf(pattern.definition)),
    inProgressCount,
    completedCount,
    updatedAt: pattern.updatedAt.toISOString(),
  };
}

function toPatternDetail(row: SelectedPattern, locale: Locale): OperationPatternDetail {
  const { pattern, pkg } = row;
  return {
    ...toPatternRow(row, locale),
    core: pkg.core,
    definition: definitionOf(pattern.definition),
    subjectKind: pkg.subjectKind,
    packageKind: pkg.kind,
    packageArchived: pkg.archivedAt !== null,
    localizedName: { ja: pattern.nameJa, en: pattern.nameEn },
    localizedDescription: pattern.descriptionJa !== null || pattern.descriptionEn !== null ? { ja: pattern.descriptionJa ?? '', en: pattern.descriptionEn ?? '' } : null,
    version: pattern.version,
  };
}

/** The pattern `patternId` of package `packageId` of `core` in the company, else 404. */
async function findPattern(db: DbOrTx, core: OperationCore, companyId: string, packageId: string, patternId: string, lock = false) {
  if (!isUuid(packageId) || !isUuid(patternId)) throw notFound();
  const query = db
    .select({ pattern: pt, pkg: p })
    .from(pt)
    .innerJoin(p, eq(p.id, pt.packageId))
    .where(and(eq(pt.id, patternId), eq(pt.packageId, packageId), eq(pt.companyId, companyId), eq(p.core, core)));
  const [row] = lock ? await query.for('update', { of: pt }) : await query;
  if (!row) throw notFound();
  return row;
}

async function patternDetail(db: DbOrTx, companyId: string, patternId: string, locale: Locale): Promise<OperationPatternDetail> {
  const [row] = await patternSelect(db).where(and(eq(pt.id, patternId), eq(pt.companyId, companyId)));
  if (!row) throw notFound();
  return toPatternDetail(row, locale);
}

/** A pattern as the audit log compares it. */
const patternAudit = (r: typeof pt.$inferSelect) => ({
  nameJa: r.nameJa, nameEn: r.nameEn, descriptionJa: r.descriptionJa, descriptionEn: r.descriptionEn, archived: r.archivedAt !== null, definition: r.definition,
});

/**
 * The checks of a definition that need the package and the company: DEVICE_SELF_REPORT only in a
 * DEVICE package (at `…kind`), a PERSON assignee is one of the company's people and a ROLE one of
 * its roles (at `…assignee.personId` / `…assignee.roleId`). Empty when all hold.
 */
export async function patternDefinitionIssues(db: DbOrTx, companyId: string, subjectKind: string, definition: PatternDefinition, prefix = 'definition') {
  const issues: { path: string; descriptor: MessageDescriptor }[] = [];
  const personIds = new Set<string>();
  const roleIds = new Set<string>();
  definition.steps.forEach((step, si) =>
    step.tasks.forEach((task, ti) => {
      const at = `${prefix}.steps.${si}.tasks.${ti}`;
      if (task.kind === 'DEVICE_SELF_REPORT' && subjectKind !== 'DEVICE') issues.push({ path: `${at}.kind`, descriptor: operationMessages.deviceSelfReportNotRelevant });
      if (task.assignee.kind === 'PERSON') personIds.add(task.assignee.personId);
      if (task.assignee.kind === 'ROLE') roleIds.add(task.assignee.roleId);
    }),
  );
  const known = new Set<string>();
  if (personIds.size) for (const r of await db.select({ id: t.people.id }).from(t.people).where(and(eq(t.people.companyId, companyId), inArray(t.people.id, [...personIds])))) known.add(r.id);
  if (roleIds.size) for (const r of await db.select({ id: t.roles.id }).from(t.roles).where(and(eq(t.roles.companyId, companyId), inArray(t.roles.id, [...roleIds])))) known.add(r.id);
  definition.steps.forEach((step, si) =>
    step.tasks.forEach((task, ti) => {
      const at = `${prefix}.steps.${si}.tasks.${ti}.assignee`;
      if (task.assignee.kind === 'PERSON' && !known.has(task.assignee.personId)) issues.push({ path: `${at}.personId`, descriptor: apiMessages.personNotFound });
      if (task.assignee.kind === 'ROLE' && !known.has(task.assignee.roleId)) issues.push({ path: `${at}.roleId`, descriptor: operationMessages.subjectNotFound });
    }),
  );
  return issues;
}

/* ------------------------------------------------------------------- routes */

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type OperationPackagesContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the operation-package calls of the four cores (and their instance calls). */
export function registerOperationPackageRoutes(ctx: OperationPackagesContext): void {
  for (const core of operationCoreValues) {
    registerCore(ctx, core);
    registerOperationInstanceRoutes(ctx, core);
  }
}

function registerCore(ctx: OperationPackagesContext, core: OperationCore): void {
  const { app, db, sessions } = ctx;
  const e = operationEndpointsByCore[core];

  registerEndpoint(app, e.listPackages, sessions, async ({ query, session, locale }) => {
    const pattern = containsPattern(query.freeText);
    const rows = await packageSelect(db)
      .where(
        and(
          eq(p.companyId, session.companyId),
          eq(p.core, core),
          query.tab === 'archive' ? isNotNull(p.archivedAt) : isNull(p.archivedAt),
          pattern ? sql`lower(${p.nameJa} || ' ' || ${p.nameEn} || ' ' || coalesce(${p.descriptionJa}, '') || ' ' || coalesce(${p.descriptionEn}, '')) like ${pattern}` : undefined,
        ),
      )
      .orderBy(ja(locale) ? asc(p.nameJa) : asc(p.nameEn), asc(p.id));
    return { items: rows.map((r) => toPackage(r, locale)) };
  });

  registerEndpoint(app, e.getPackage, sessions, async ({ params, session, locale }) => {
    await findPackage(db, core, session.companyId, params.id);
    return packageDetail(db, session.companyId, params.id, locale);
  });

  registerEndpoint(app, e.countPackageInProgress, sessions, async ({ params, session }) => {
    await findPackage(db, core, session.companyId, params.id);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(oi).where(and(eq(oi.companyId, session.companyId), eq(oi.packageId, params.id), eq(oi.status, 'IN_PROGRESS')));
    return { count: row?.n ?? 0 };
  });

  const setPackageArchived = (archive: boolean) =>
    async ({ params, session, locale }: { params: { id: string }; session: { companyId: string; userId: string }; locale: Locale }) => {
      await db.transaction(async (tx) => {
        const before = await findPackage(tx, core, session.companyId, params.id, true);
        if ((before.archivedAt !== null) === archive) throw refused(archive ? operationMessages.alreadyArchived : operationMessages.notArchived);
        await tx
          .update(p)
          .set({ archivedAt: archive ? new Date() : null, updatedAt: new Date(), version: sql`${p.version} + 1` })
          .where(eq(p.id, before.id));
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'OPERATION_PACKAGE', resourceId: before.id, before: { archived: !archive }, after: { archived: archive } });
      });
      return packageDetail(db, session.companyId, params.id, locale);
    };
  registerEndpoint(app, e.archivePackage, sessions, setPackageArchived(true));
  registerEndpoint(app, e.unarchivePackage, sessions, setPackageArchived(false));

  registerEndpoint(app, e.listPatterns, sessions, async ({ params, query, session, locale }) => {
    await findPackage(db, core, session.companyId, params.id);
    const rows = await patternSelect(db)
      .where(and(eq(pt.companyId, session.companyId), eq(pt.packageId, params.id), query.archived ? isNotNull(pt.archivedAt) : isNull(pt.archivedAt)))
      .orderBy(asc(pt.createdAt), asc(pt.id));
    return { items: rows.map((r) => toPatternRow(r, locale)) };
  });

  registerEndpoint(app, e.listConfigs, sessions, async ({ query, session, locale }) => {
    const pattern = containsPattern(query.freeText);
    const rows = await patternSelect(db)
      .where(
        and(
          eq(pt.companyId, session.companyId),
          eq(p.core, core),
          query.archived ? isNotNull(pt.archivedAt) : isNull(pt.archivedAt),
          pattern ? sql`lower(${pt.nameJa} || ' ' || ${pt.nameEn} || ' ' || ${p.nameJa} || ' ' || ${p.nameEn}) like ${pattern}` : undefined,
        ),
      )
      .orderBy(ja(locale) ? asc(p.nameJa) : asc(p.nameEn), asc(pt.createdAt), asc(pt.id));
    return { items: rows.map((r) => toPatternRow(r, locale)) };
  });

  registerEndpoint(app, e.createPattern, sessions, async ({ params, body, session, reply }) => {
    const id = await db.transaction(async (tx) => {
      const pkg = await findPackage(tx, core, session.companyId, params.id);
      if (pkg.archivedAt) throw refused(operationMessages.packageArchived);
      let definition = defaultPatternDefinition(pkg.kind, pkg.subjectKind);
      // a new pattern is told apart from its siblings by its number in the package until it is renamed
      const [{ patterns } = { patterns: 0 }] = await tx.select({ patterns: count() }).from(pt).where(and(eq(pt.packageId, pkg.id), eq(pt.companyId, session.companyId)));
      let name = { ja: `${pkg.nameJa} パターン${patterns + 1}`, en: `${pkg.nameEn}: pattern ${patterns + 1}` };
      let description: { ja: string | null; en: string | null } = { ja: null, en: null };
      if (body.copyFromPatternId) {
        const [source] = await tx.select().from(pt).where(and(eq(pt.id, body.copyFromPatternId), eq(pt.packageId, pkg.id), eq(pt.companyId, session.companyId)));
        if (!source) throw invalid([{ path: 'copyFromPatternId', descriptor: apiMessages.notFound }]);
        definition = definitionOf(source.definition);
        name = { ja: `${source.nameJa}（コピー）`, en: `${source.nameEn} (copy)` };
        description = { ja: source.descriptionJa, en: source.descriptionEn };
      }
      if (body.name) name = body.name;
      const [row] = await tx
        .insert(pt)
        .values({
          companyId: session.companyId, packageId: pkg.id, nameJa: name.ja.slice(0, 100), nameEn: name.en.slice(0, 100), descriptionJa: description.ja, descriptionEn: description.en,
          definition, createdBy: session.userId, updatedBy: session.userId,
        })
        .returning();
      await recordAudit(tx, { session, action: 'CREATE', resourceType: 'OPERATION_PATTERN', resourceId: row!.id, before: null, after: patternAudit(row!) });
      return row!.id;
    });
    reply.code(201);
    return { id };
  });

  registerEndpoint(app, e.getPattern, sessions, async ({ params, session, locale }) => {
    await findPattern(db, core, session.companyId, params.id, params.patternId);
    return patternDetail(db, session.companyId, params.patternId, locale);
  });

  registerEndpoint(app, e.updatePattern, sessions, async ({ params, body, session, locale }) => {
    await db.transaction(async (tx) => {
      const { pattern, pkg } = await findPattern(tx, core, session.companyId, params.id, params.patternId, true);
      const issues = await patternDefinitionIssues(tx, session.companyId, pkg.subjectKind, body.definition);
      if (issues.length) throw invalid(issues);
      if (pattern.version !== body.version) throw refused(operationMessages.conflict);
      const [after] = await tx
        .update(pt)
        .set({
          nameJa: body.name.ja, nameEn: body.name.en, descriptionJa: body.description?.ja ?? null, descriptionEn: body.description?.en ?? null,
          definition: body.definition, updatedBy: session.userId, updatedAt: new Date(), version: sql`${pt.version} + 1`,
        })
        .where(eq(pt.id, pattern.id))
        .returning();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'OPERATION_PATTERN', resourceId: pattern.id, before: patternAudit(pattern), after: patternAudit(after!) });
    });
    return patternDetail(db, session.companyId, params.patternId, locale);
  });

  const setPatternArchived = (archive: boolean) =>
    async ({ params, session, locale }: { params: { id: string; patternId: string }; session: { companyId: string; userId: string }; locale: Locale }) => {
      await db.transaction(async (tx) => {
        const { pattern } = await findPattern(tx, core, session.companyId, params.id, params.patternId, true);
        if ((pattern.archivedAt !== null) === archive) throw refused(archive ? operationMessages.alreadyArchived : operationMessages.notArchived);
        const [after] = await tx
          .update(pt)
          .set({ archivedAt: archive ? new Date() : null, updatedBy: session.userId, updatedAt: new Date(), version: sql`${pt.version} + 1` })
          .where(eq(pt.id, pattern.id))
          .returning();
        await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'OPERATION_PATTERN', resourceId: pattern.id, before: patternAudit(pattern), after: patternAudit(after!) });
      });
      return patternDetail(db, session.companyId, params.patternId, locale);
    };
  registerEndpoint(app, e.archivePattern, sessions, setPatternArchived(true));
  registerEndpoint(app, e.unarchivePattern, sessions, setPatternArchived(false));

  registerEndpoint(app, e.startPattern, sessions, async ({ params, body, session, reply }) => {
    const result = await db.transaction(async (tx) => {
      const { pattern, pkg } = await findPattern(tx, core, session.companyId, params.id, params.patternId);
      let subjectIds = body.subjectIds;
      if (body.deviceCategories) {
        if (pkg.subjectKind !== 'DEVICE') throw invalid([{ path: 'deviceCategories', descriptor: operationMessages.deviceCategoriesNotRelevant }]);
        const rows = await tx
          .select({ id: t.devices.id })
          .from(t.devices)
          .where(and(eq(t.devices.companyId, session.companyId), inArray(t.devices.category, body.deviceCategories)))
          .orderBy(asc(t.devices.deviceTag), asc(t.devices.id));
        if (!rows.length) throw invalid([{ path: 'deviceCategories', descriptor: operationMessages.noSubjects }]);
        subjectIds = rows.map((r) => r.id);
      }
      return startPattern(tx, { companyId: session.companyId, actorUserId: session.userId, patternId: pattern.id, anchorDate: body.anchorDate, title: body.title, subjectIds: subjectIds ?? [] });
    });
    reply.code(201);
    return result;
  });

  registerEndpoint(app, e.countPatternInProgress, sessions, async ({ params, session }) => {
    await findPattern(db, core, session.companyId, params.id, params.patternId);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(oi).where(and(eq(oi.companyId, session.companyId), eq(oi.patternId, params.patternId), eq(oi.status, 'IN_PROGRESS')));
    return { count: row?.n ?? 0 };
  });

  registerEndpoint(app, e.listPatternRequests, sessions, async ({ params, session, locale }) => {
    await findPattern(db, core, session.companyId, params.id, params.patternId);
    const r = t.operationRequests;
    const rows = await db
      .select({
        request: r,
        instanceCount: countSql(sql`${oi.requestId} = ${r.id}`),
        inProgressCount: countSql(sql`${oi.requestId} = ${r.id} and ${oi.status} = 'IN_PROGRESS'`),
        user: t.users,
      })
      .from(r)
      .leftJoin(t.users, eq(t.users.id, r.requestedBy))
      .where(and(eq(r.companyId, session.companyId), eq(r.patternId, params.patternId)))
      .orderBy(desc(r.requestedAt), asc(r.id));
    return {
      items: rows.map(({ request, instanceCount, inProgressCount, user }) => ({
        id: request.id,
        title: request.title,
        anchorDate: request.anchorDate,
        requestedAt: request.requestedAt.toISOString(),
        requestedBy: user ? { name: ja(locale) ? `${user.familyNameJa} ${user.givenNameJa}` : `${user.givenNameEn} ${user.familyNameEn}` } : null,
        instanceCount,
        inProgressCount,
      })),
    };
  });

  registerEndpoint(app, e.listPatternInstances, sessions, async ({ params, query, session, locale }) => {
    await findPattern(db, core, session.companyId, params.id, params.patternId);
    return { items: await listInstances(db, session.companyId, params.patternId, query, locale) };
  });

  registerEndpoint(app, e.countPatternInstances, sessions, async ({ params, query, session, locale }) => {
    await findPattern(db, core, session.companyId, params.id, params.patternId);
    return { count: await countInstances(db, session.companyId, params.patternId, query, locale) };
  });
}
