import { and, asc, count, desc, eq, isNull, or, inArray } from 'drizzle-orm';
import {
  errorCodes,
  getIndividualPackageEndpoint,
  getIndividualPatternEndpoint,
  individualPackageMessages,
  listIndividualPackagesEndpoint,
  startIndividualPatternEndpoint,
  type IndividualPatternRow,
  type Locale,
  type PatternDefinition,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import type { DbOrTx } from '../audit/audit-log';
import * as t from '../schema';
import { isUuid } from '../http/resource';
import { startPattern } from '../operations';

/**
 * Self-service operation packages of the individual area (001 §2 "Individual area":
 * `/individual/operation-package/{id}`, `…/pattern/{patternId}`; issue 14; docs/operation-packages.md
 * "The individual area"): the company's packages marked `self_service` whose subjects are people,
 * not archived, and their unarchived patterns. An individual starts a pattern for themselves — the
 * subject is their person, the requester themselves — through the operation engine. Anything else
 * (another company's, not self-service, archived, not a UUID) is 404.
 */

const loc = (locale: Locale, ja: string, en: string) => (locale === 'ja-JP' ? ja : en);
const locOrNull = (locale: Locale, ja: string | null, en: string | null) => (locale === 'ja-JP' ? ja : en);

/** WHERE of the packages an individual may start: the company's, self-service, about people, not archived. */
const selfServiceWhere = (companyId: string) =>
  and(eq(t.operationPackages.companyId, companyId), eq(t.operationPackages.selfService, true), eq(t.operationPackages.subjectKind, 'PERSON'), isNull(t.operationPackages.archivedAt));

async function findPackage(db: DbOrTx, session: SessionContext, id: string) {
  if (!isUuid(id)) throw notFound();
  const [pkg] = await db.select().from(t.operationPackages).where(and(eq(t.operationPackages.id, id), selfServiceWhere(session.companyId)));
  if (!pkg) throw notFound();
  return pkg;
}

async function findPattern(db: DbOrTx, session: SessionContext, packageId: string, patternId: string) {
  const pkg = await findPackage(db, session, packageId);
  if (!isUuid(patternId)) throw notFound();
  const [pattern] = await db
    .select()
    .from(t.operationPackagePatterns)
    .where(and(eq(t.operationPackagePatterns.id, patternId), eq(t.operationPackagePatterns.packageId, pkg.id), eq(t.operationPackagePatterns.companyId, session.companyId), isNull(t.operationPackagePatterns.archivedAt)));
  if (!pattern) throw notFound();
  return { pkg, pattern };
}

const definitionOf = (definition: unknown) => (definition ?? { steps: [], forms: [] }) as PatternDefinition;

function patternRow(p: typeof t.operationPackagePatterns.$inferSelect, locale: Locale): IndividualPatternRow {
  const def = definitionOf(p.definition);
  return {
    id: p.id,
    name: loc(locale, p.nameJa, p.nameEn),
    description: locOrNull(locale, p.descriptionJa, p.descriptionEn),
    stepCount: def.steps.length,
    taskCount: def.steps.reduce((n, s) => n + s.tasks.length, 0),
  };
}

/** The user's first open task (NOT_STARTED or IN_PROGRESS) of each instance, by step and task order. */
async function nextTaskIds(db: DbOrTx, session: SessionContext, instanceIds: string[]): Promise<Map<string, string>> {
  if (!instanceIds.length) return new Map();
  const rows = await db
    .select({ id: t.operationTaskInstances.id, instanceId: t.operationTaskInstances.instanceId })
    .from(t.operationTaskInstances)
    .where(
      and(
        eq(t.operationTaskInstances.companyId, session.companyId),
        eq(t.operationTaskInstances.assigneeUserId, session.userId),
        inArray(t.operationTaskInstances.instanceId, instanceIds),
        inArray(t.operationTaskInstances.status, ['NOT_STARTED', 'IN_PROGRESS']),
      ),
    )
    .orderBy(asc(t.operationTaskInstances.stepIndex), asc(t.operationTaskInstances.taskIndex));
  const next = new Map<string, string>();
  for (const r of rows) if (!next.has(r.instanceId)) next.set(r.instanceId, r.id);
  return next;
}

/** Instances that are the user's own: about their person, or started by them. */
const ownInstanceWhere = (session: SessionContext) =>
  or(
    session.personId ? and(eq(t.operationInstances.subjectKind, 'PERSON'), eq(t.operationInstances.subjectId, session.personId)) : undefined,
    eq(t.operationInstances.startedBy, session.userId),
  );

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type IndividualPackagesContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the self-service package calls of the individual area. */
export function registerIndividualPackageRoutes(ctx: IndividualPackagesContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listIndividualPackagesEndpoint, sessions, async ({ session, locale }) => {
    const patternCount = db
      .select({ packageId: t.operationPackagePatterns.packageId, n: count().as('n') })
      .from(t.operationPackagePatterns)
      .where(and(eq(t.operationPackagePatterns.companyId, session.companyId), isNull(t.operationPackagePatterns.archivedAt)))
      .groupBy(t.operationPackagePatterns.packageId)
      .as('pattern_count');
    const rows = await db
      .select({ pkg: t.operationPackages, n: patternCount.n })
      .from(t.operationPackages)
      .leftJoin(patternCount, eq(patternCount.packageId, t.operationPackages.id))
      .where(selfServiceWhere(session.companyId))
      .orderBy(asc(locale === 'ja-JP' ? t.operationPackages.nameJa : t.operationPackages.nameEn), asc(t.operationPackages.id));
    return {
      items: rows.map((r) => ({
        id: r.pkg.id,
        core: r.pkg.core,
        name: loc(locale, r.pkg.nameJa, r.pkg.nameEn),
        description: locOrNull(locale, r.pkg.descriptionJa, r.pkg.descriptionEn),
        patternCount: Number(r.n ?? 0),
      })),
    };
  });

  registerEndpoint(app, getIndividualPackageEndpoint, sessions, async ({ params, session, locale }) => {
    const pkg = await findPackage(db, session, params.id);
    const patterns = await db
      .select()
      .from(t.operationPackagePatterns)
      .where(and(eq(t.operationPackagePatterns.packageId, pkg.id), eq(t.operationPackagePatterns.companyId, session.companyId), isNull(t.operationPackagePatterns.archivedAt)))
      .orderBy(asc(t.operationPackagePatterns.createdAt), asc(t.operationPackagePatterns.id));
    const instances = await db
      .select({ instance: t.operationInstances, patternNameJa: t.operationPackagePatterns.nameJa, patternNameEn: t.operationPackagePatterns.nameEn })
      .from(t.operationInstances)
      .innerJoin(t.operationPackagePatterns, eq(t.operationPackagePatterns.id, t.operationInstances.patternId))
      .where(and(eq(t.operationInstances.companyId, session.companyId), eq(t.operationInstances.packageId, pkg.id), ownInstanceWhere(session)))
      .orderBy(desc(t.operationInstances.createdAt), desc(t.operationInstances.id))
      .limit(20);
    const next = await nextTaskIds(db, session, instances.map((r) => r.instance.id));
    // the open step's name of each instance
    const stepRows = instances.length
      ? await db
          .selectDistinct({ instanceId: t.operationTaskInstances.instanceId, stepIndex: t.operationTaskInstances.stepIndex, ja: t.operationTaskInstances.stepNameJa, en: t.operationTaskInstances.stepNameEn })
          .from(t.operationTaskInstances)
          .where(inArray(t.operationTaskInstances.instanceId, instances.map((r) => r.instance.id)))
      : [];
    const live = patterns.filter((p) => p.archivedAt === null);
    return {
      id: pkg.id,
      core: pkg.core,
      name: loc(locale, pkg.nameJa, pkg.nameEn),
      description: locOrNull(locale, pkg.descriptionJa, pkg.descriptionEn),
      patternCount: live.length,
      patterns: live.map((p) => patternRow(p, locale)),
      myInstances: instances.map(({ instance, patternNameJa, patternNameEn }) => {
        const step = instance.status === 'IN_PROGRESS' ? stepRows.find((s) => s.instanceId === instance.id && s.stepIndex === instance.currentStepIndex) : undefined;
        return {
          id: instance.id,
          patternId: instance.patternId,
          patternName: loc(locale, patternNameJa, patternNameEn),
          status: instance.status,
          anchorDate: instance.anchorDate,
          startedAt: instance.createdAt.toISOString(),
          currentStepName: step ? loc(locale, step.ja, step.en) : null,
          nextTaskId: next.get(instance.id) ?? null,
        };
      }),
    };
  });

  registerEndpoint(app, getIndividualPatternEndpoint, sessions, async ({ params, session, locale }) => {
    const { pkg, pattern } = await findPattern(db, session, params.id, params.patternId);
    const def = definitionOf(pattern.definition);
    const [open] = session.personId
      ? await db
          .select({ id: t.operationInstances.id })
          .from(t.operationInstances)
          .where(
            and(
              eq(t.operationInstances.companyId, session.companyId),
              eq(t.operationInstances.patternId, pattern.id),
              eq(t.operationInstances.status, 'IN_PROGRESS'),
              eq(t.operationInstances.subjectId, session.personId),
            ),
          )
      : [];
    const next = open ? await nextTaskIds(db, session, [open.id]) : new Map<string, string>();
    return {
      ...patternRow(pattern, locale),
      packageId: pkg.id,
      packageName: loc(locale, pkg.nameJa, pkg.nameEn),
      steps: def.steps.map((s) => ({
        name: loc(locale, s.name.ja, s.name.en),
        tasks: s.tasks.map((task) => ({ name: loc(locale, task.name.ja, task.name.en), kind: task.kind, assigneeKind: task.assignee.kind, dueOffsetDays: task.dueOffsetDays })),
      })),
      openInstance: open ? { id: open.id, nextTaskId: next.get(open.id) ?? null } : null,
    };
  });

  registerEndpoint(app, startIndividualPatternEndpoint, sessions, async ({ params, body, session }) => {
    const { pattern } = await findPattern(db, session, params.id, params.patternId);
    const personId = session.personId;
    if (!personId) throw new ApiError(409, errorCodes.conflict, individualPackageMessages.noPerson);
    const result = await db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: t.operationInstances.id })
        .from(t.operationInstances)
        .where(and(eq(t.operationInstances.companyId, session.companyId), eq(t.operationInstances.patternId, pattern.id), eq(t.operationInstances.status, 'IN_PROGRESS'), eq(t.operationInstances.subjectId, personId)));
      if (open) throw new ApiError(409, errorCodes.conflict, individualPackageMessages.alreadyStarted);
      return startPattern(tx, { companyId: session.companyId, actorUserId: session.userId, patternId: pattern.id, anchorDate: body.anchorDate, title: null, subjectIds: [personId] });
    });
    const instanceId = result.instanceIds[0]!;
    const next = await nextTaskIds(db, session, [instanceId]);
    return { requestId: result.requestId, instanceId, firstTaskId: next.get(instanceId) ?? null };
  });
}
