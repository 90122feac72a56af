import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  deletePlaceAdministratorEndpoint,
  errorCodes,
  listPlaceAdministratorsEndpoint,
  listPlaceLaborInstancesEndpoint,
  placeAdministratorMessages,
  placeAdministratorRoleValues,
  putPlaceAdministratorEndpoint,
  type Locale,
  type PlaceAdministrator,
  type PlaceAdministratorRole,
  type PlaceLaborInstanceRow,
  type PlaceLaborInstancesQuery,
} from '@kanri/contracts';
import * as t from '../schema';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { containsPattern, page, selectRows } from '../http/list-sql';
import { isUuid, personName, sortKey } from '../http/resource';

/**
 * The labor-core and administrators tabs of a place's page (issue 15; contracts
 * `ga-places/place-administrators.ts`; docs/places.md "The labor-core and administrators tabs").
 * GA staff only (the descriptors' product); every query is scoped to the session's company and an
 * unknown place, another company's or a non-UUID id is 404.
 *
 * - labor-core instances: `operation_instances` of LABOR packages whose subject is a person whose
 *   `place_id` is the place (the person's current place: a person moved elsewhere takes their
 *   instances along), with the package, pattern and open step named in the reader's language;
 * - administrators: `place_administrators` rows (one per place, person and role). A PUT of a role the
 *   person holds already answers the row as it is; a change is one audit entry on the place
 *   (`PLACE` UPDATE, field `administrators.<ROLE>`: the person ids holding the role before and after).
 */

const ja = (locale: Locale) => locale === 'ja-JP';

/** 404 unless `placeId` is a place of the company (not a UUID included). */
async function assertPlace(db: DbOrTx, companyId: string, placeId: string): Promise<void> {
  if (!isUuid(placeId)) throw notFound();
  const [row] = await db.select({ id: t.places.id }).from(t.places).where(and(eq(t.places.companyId, companyId), eq(t.places.id, placeId)));
  if (!row) throw notFound();
}

/* ------------------------------------------------------------ labor-core instances */

const i = t.operationInstances;
const tasks = t.operationTaskInstances;
const pkg = t.operationPackages;
const pattern = t.operationPackagePatterns;

function laborWhere(companyId: string, placeId: string, q: Pick<PlaceLaborInstancesQuery, 'status' | 'freeText'>): SQL | undefined {
  const text = containsPattern(q.freeText);
  return and(
    eq(i.companyId, companyId),
    eq(i.subjectKind, 'PERSON'),
    eq(pkg.core, 'LABOR'),
    eq(t.people.placeId, placeId),
    q.status === 'ALL' ? undefined : eq(i.status, q.status),
    text
      ? sql`lower(${t.people.familyNameJa} || ' ' || ${t.people.givenNameJa} || ' ' || ${t.people.familyNameJa} || ${t.people.givenNameJa} || ' ' || ${t.people.givenNameEn} || ' ' || ${t.people.familyNameEn} || ' ' || ${t.people.workerNumber}) like ${text}`
      : undefined,
  );
}

/** One page of the place's labor instances and the number of rows the filters match. */
export async function placeLaborInstances(
  db: DbOrTx,
  companyId: string,
  placeId: string,
  q: PlaceLaborInstancesQuery,
  locale: Locale,
): Promise<{ items: PlaceLaborInstanceRow[]; count: number }> {
  const where = laborWhere(companyId, placeId, q);
  const key = q.sortColumn === 'anchorDate' ? i.anchorDate : i.createdAt;
  const { limit, offset } = page(q);
  const rows = await selectRows(
    db
      .select({
        id: i.id,
        packageId: i.packageId,
        packageName: ja(locale) ? pkg.nameJa : pkg.nameEn,
        patternId: i.patternId,
        patternName: ja(locale) ? pattern.nameJa : pattern.nameEn,
        person: { id: t.people.id, familyNameJa: t.people.familyNameJa, givenNameJa: t.people.givenNameJa, familyNameEn: t.people.familyNameEn, givenNameEn: t.people.givenNameEn, avatarUrl: t.people.avatarUrl },
        anchorDate: i.anchorDate,
        status: i.status,
        currentStepIndex: i.currentStepIndex,
        currentStepName: sql<string | null>`(select ${ja(locale) ? tasks.stepNameJa : tasks.stepNameEn} from ${tasks} where ${tasks.instanceId} = ${i.id} and ${tasks.stepIndex} = ${i.currentStepIndex} limit 1)`,
        startedAt: i.createdAt,
      })
      .from(i)
      .innerJoin(pkg, eq(pkg.id, i.packageId))
      .innerJoin(pattern, eq(pattern.id, i.patternId))
      .innerJoin(t.people, and(eq(t.people.id, i.subjectId), eq(t.people.companyId, i.companyId)))
      .where(where)
      .orderBy(sortKey(key, q.sortOrder), asc(i.id))
      .limit(limit)
      .offset(offset),
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(i)
    .innerJoin(pkg, eq(pkg.id, i.packageId))
    .innerJoin(t.people, and(eq(t.people.id, i.subjectId), eq(t.people.companyId, i.companyId)))
    .where(where);
  return {
    count: counted?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      packageId: r.packageId,
      packageName: r.packageName,
      patternId: r.patternId,
      patternName: r.patternName,
      subject: { id: r.person.id, name: personName(r.person, locale), avatarUrl: r.person.avatarUrl },
      anchorDate: r.anchorDate,
      status: r.status,
      currentStep: r.status === 'IN_PROGRESS' && r.currentStepName !== null ? { index: r.currentStepIndex, name: r.currentStepName } : null,
      startedAt: r.startedAt.toISOString(),
    })),
  };
}

/* ------------------------------------------------------------ administrators */

const adder = alias(t.users, 'adder');
const roleOrder = sql`array_position(array[${sql.join(placeAdministratorRoleValues.map((r) => sql`${r}`), sql`, `)}]::text[], ${t.placeAdministrators.role})`;

/** The place's administrators (all, or one person's), by role order, then worker number. */
async function administrators(db: DbOrTx, companyId: string, placeId: string, locale: Locale, only?: { personId: string; role: PlaceAdministratorRole }): Promise<PlaceAdministrator[]> {
  const rows = await db
    .select({
      personId: t.placeAdministrators.personId,
      role: t.placeAdministrators.role,
      addedAt: t.placeAdministrators.addedAt,
      person: { id: t.people.id, familyNameJa: t.people.familyNameJa, givenNameJa: t.people.givenNameJa, familyNameEn: t.people.familyNameEn, givenNameEn: t.people.givenNameEn, avatarUrl: t.people.avatarUrl, email: t.people.email, workerNumber: t.people.workerNumber },
      adder: { familyNameJa: adder.familyNameJa, givenNameJa: adder.givenNameJa, familyNameEn: adder.familyNameEn, givenNameEn: adder.givenNameEn },
      adderId: adder.id,
    })
    .from(t.placeAdministrators)
    .innerJoin(t.people, eq(t.people.id, t.placeAdministrators.personId))
    .leftJoin(adder, eq(adder.id, t.placeAdministrators.addedBy))
    .where(
      and(
        eq(t.placeAdministrators.companyId, companyId),
        eq(t.placeAdministrators.placeId, placeId),
        only ? and(eq(t.placeAdministrators.personId, only.personId), eq(t.placeAdministrators.role, only.role)) : undefined,
      ),
    )
    .orderBy(roleOrder, asc(t.people.workerNumber), asc(t.people.id));
  return rows.map((r) => ({
    personId: r.personId,
    role: r.role,
    person: { id: r.person.id, name: personName(r.person, locale), avatarUrl: r.person.avatarUrl, email: r.person.email, workerNumber: r.person.workerNumber },
    addedAt: r.addedAt.toISOString(),
    addedBy: r.adderId === null ? null : { name: personName(r.adder as { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string }, locale) },
  }));
}

/** What the place's history records of its administrators: the person ids holding each role. */
async function administratorsSnapshot(tx: DbOrTx, companyId: string, placeId: string): Promise<{ administrators: Record<PlaceAdministratorRole, string[]> }> {
  const rows = await tx
    .select({ personId: t.placeAdministrators.personId, role: t.placeAdministrators.role })
    .from(t.placeAdministrators)
    .where(and(eq(t.placeAdministrators.companyId, companyId), eq(t.placeAdministrators.placeId, placeId)))
    .orderBy(asc(t.placeAdministrators.personId));
  const byRole = Object.fromEntries(placeAdministratorRoleValues.map((role) => [role, rows.filter((r) => r.role === role).map((r) => r.personId)])) as Record<PlaceAdministratorRole, string[]>;
  return { administrators: byRole };
}

/** The place locked for an administrators change (two changes of one place run one after the other); 404 unless the company's. */
async function lockPlace(tx: DbOrTx, companyId: string, placeId: string): Promise<void> {
  if (!isUuid(placeId)) throw notFound();
  const [row] = await tx.select({ id: t.places.id }).from(t.places).where(and(eq(t.places.companyId, companyId), eq(t.places.id, placeId))).for('update');
  if (!row) throw notFound();
}

const personFieldError = (descriptor: (typeof placeAdministratorMessages)[keyof typeof placeAdministratorMessages]) =>
  new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'personId', descriptor }]);

/** Registers the labor-core instances and administrators calls of a place. */
export function registerPlaceAdministratorRoutes({ app, db, sessions }: AppContext): void {
  registerEndpoint(app, listPlaceLaborInstancesEndpoint, sessions, async ({ params, query, session, locale }) => {
    await assertPlace(db, session.companyId, params.id);
    return placeLaborInstances(db, session.companyId, params.id, query, locale);
  });

  registerEndpoint(app, listPlaceAdministratorsEndpoint, sessions, async ({ params, session, locale }) => {
    await assertPlace(db, session.companyId, params.id);
    return { items: await administrators(db, session.companyId, params.id, locale) };
  });

  registerEndpoint(app, putPlaceAdministratorEndpoint, sessions, async ({ params, body, session, locale }) => {
    if (!isUuid(params.personId)) throw notFound();
    await db.transaction(async (tx) => {
      await lockPlace(tx, session.companyId, params.id);
      const [person] = await tx
        .select({ id: t.people.id, status: t.people.status })
        .from(t.people)
        .where(and(eq(t.people.companyId, session.companyId), eq(t.people.id, params.personId)));
      if (!person) throw personFieldError(placeAdministratorMessages.personNotFound);
      if (person.status === 'ALUMNI') throw personFieldError(placeAdministratorMessages.alumni);
      const before = await administratorsSnapshot(tx, session.companyId, params.id);
      const [added] = await tx
        .insert(t.placeAdministrators)
        .values({ companyId: session.companyId, placeId: params.id, personId: params.personId, role: body.role, addedBy: session.userId })
        .onConflictDoNothing()
        .returning({ id: t.placeAdministrators.id });
      // the person holds the role already: nothing changed, nothing to record
      if (!added) return;
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PLACE', resourceId: params.id, before, after: await administratorsSnapshot(tx, session.companyId, params.id) });
    });
    const [row] = await administrators(db, session.companyId, params.id, locale, { personId: params.personId, role: body.role });
    if (!row) throw notFound();
    return row;
  });

  registerEndpoint(app, deletePlaceAdministratorEndpoint, sessions, async ({ params, query, session }) => {
    if (!isUuid(params.personId)) throw notFound();
    await db.transaction(async (tx) => {
      await lockPlace(tx, session.companyId, params.id);
      const before = await administratorsSnapshot(tx, session.companyId, params.id);
      const removed = await tx
        .delete(t.placeAdministrators)
        .where(
          and(
            eq(t.placeAdministrators.companyId, session.companyId),
            eq(t.placeAdministrators.placeId, params.id),
            eq(t.placeAdministrators.personId, params.personId),
            eq(t.placeAdministrators.role, query.role),
          ),
        )
        .returning({ id: t.placeAdministrators.id });
      if (!removed.length) throw notFound();
      await recordAudit(tx, { session, action: 'UPDATE', resourceType: 'PLACE', resourceId: params.id, before, after: await administratorsSnapshot(tx, session.companyId, params.id) });
    });
    return undefined;
  });
}
