import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countTasksEndpoint, listTasksEndpoint, type Locale, type Task, type TasksCountQuery } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { devices, operationInstances, operationPackages, operationTaskInstances, people, places } from '../schema';
import { containsPattern, orderBy, page } from '../http/list-sql';
import { registerIndividualTaskRoutes } from './individual-tasks';
import { registerIndividualPackageRoutes } from './individual-packages';

/**
 * The individual area (001 §2 "Individual area"; issue 14; docs/operation-packages.md "The
 * individual area"): the signed-in user's tasks — the operation task instances assigned to them
 * (`operation_task_instances.assignee_user_id`) in the session's company — and, registered from
 * here, one task's calls (`individual-tasks.ts`) and the self-service packages
 * (`individual-packages.ts`). Every call has `access: 'individual'`.
 */

const categoryStatuses = { OPEN: ['NOT_STARTED', 'IN_PROGRESS'], DONE: ['DONE'], ALL: null } as const;

/** The columns naming an instance's subject (a person, a device or a place), for `subjectNameOf`. */
export const subjectColumns = {
  personFamilyJa: people.familyNameJa,
  personGivenJa: people.givenNameJa,
  personFamilyEn: people.familyNameEn,
  personGivenEn: people.givenNameEn,
  workerNumber: people.workerNumber,
  deviceName: devices.name,
  deviceTag: devices.deviceTag,
  placeNameJa: places.nameJa,
  placeNameEn: places.nameEn,
  placeAddressJa: places.addressJa,
  placeAddressEn: places.addressEn,
};
type SubjectColumns = { [K in keyof typeof subjectColumns]: string | null };

/** LEFT JOINs of the instance's subject (people, devices or places, by `subject_kind`) in the same company. */
export const subjectJoins = {
  person: and(eq(operationInstances.subjectKind, 'PERSON'), eq(people.id, operationInstances.subjectId), eq(people.companyId, operationInstances.companyId)),
  device: and(eq(operationInstances.subjectKind, 'DEVICE'), eq(devices.id, operationInstances.subjectId), eq(devices.companyId, operationInstances.companyId)),
  place: and(eq(operationInstances.subjectKind, 'PLACE'), eq(places.id, operationInstances.subjectId), eq(places.companyId, operationInstances.companyId)),
};

/**
 * The subject's name in the locale (a person family name first in Japanese, given name first in
 * English; a device's name; a place's name) and its detail (worker number, device tag, address);
 * nulls when the subject is gone.
 */
export function subjectNameOf(row: SubjectColumns, locale: Locale): { name: string | null; detail: string | null } {
  const ja = locale === 'ja-JP';
  if (row.personFamilyJa !== null) {
    const name = ja ? `${row.personFamilyJa} ${row.personGivenJa}` : `${row.personGivenEn} ${row.personFamilyEn}`;
    return { name, detail: row.workerNumber };
  }
  if (row.deviceName !== null) return { name: row.deviceName, detail: row.deviceTag };
  if (row.placeNameJa !== null) return { name: ja ? row.placeNameJa : row.placeNameEn, detail: ja ? row.placeAddressJa : row.placeAddressEn };
  return { name: null, detail: null };
}

/** WHERE of the task list: the session user's tasks in the session's company, by category and free text (task, step or package name). */
function tasksWhere(session: SessionContext, q: TasksCountQuery): SQL | undefined {
  const statuses = categoryStatuses[q.category];
  const pattern = containsPattern(q.freeText);
  const t = operationTaskInstances;
  return and(
    eq(t.companyId, session.companyId),
    eq(t.assigneeUserId, session.userId),
    statuses ? inArray(t.status, [...statuses]) : undefined,
    pattern
      ? sql`lower(${t.nameJa} || ' ' || ${t.nameEn} || ' ' || ${t.stepNameJa} || ' ' || ${t.stepNameEn} || ' ' || ${operationPackages.nameJa} || ' ' || ${operationPackages.nameEn}) LIKE ${pattern}`
      : undefined,
  );
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type IndividualContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the individual area's calls: the task list here, one task's calls and the self-service packages. */
export function registerIndividualRoutes(ctx: IndividualContext): void {
  const { app, db, sessions } = ctx;
  const t = operationTaskInstances;

  registerEndpoint(app, listTasksEndpoint, sessions, async ({ query, session, locale }) => {
    const ja = locale === 'ja-JP';
    // due date first with undated tasks last, whatever the direction
    const sort = {
      DUE_DATE: sql`coalesce(${t.dueDate}, '9999-12-31'::date)`,
      TITLE: ja ? t.nameJa : t.nameEn,
      CREATED_AT: t.createdAt,
    }[query.sortColumn];
    const rows = await db
      .select({ task: t, packageNameJa: operationPackages.nameJa, packageNameEn: operationPackages.nameEn, ...subjectColumns })
      .from(t)
      .innerJoin(operationInstances, eq(operationInstances.id, t.instanceId))
      .innerJoin(operationPackages, eq(operationPackages.id, operationInstances.packageId))
      .leftJoin(people, subjectJoins.person)
      .leftJoin(devices, subjectJoins.device)
      .leftJoin(places, subjectJoins.place)
      .where(tasksWhere(session, query))
      .orderBy(...orderBy(query.sortOrder, sort, t.id))
      .limit(page(query).limit)
      .offset(page(query).offset);
    return {
      items: rows.map(
        (r): Task => ({
          id: r.task.id,
          title: ja ? r.task.nameJa : r.task.nameEn,
          kind: r.task.kind,
          status: r.task.status,
          stepName: ja ? r.task.stepNameJa : r.task.stepNameEn,
          instanceId: r.task.instanceId,
          subjectName: subjectNameOf(r, locale).name,
          operationPackageName: ja ? r.packageNameJa : r.packageNameEn,
          dueDate: r.task.dueDate,
          createdAt: r.task.createdAt.toISOString(),
        }),
      ),
    };
  });

  registerEndpoint(app, countTasksEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db
      .select({ count: count() })
      .from(t)
      .innerJoin(operationInstances, eq(operationInstances.id, t.instanceId))
      .innerJoin(operationPackages, eq(operationPackages.id, operationInstances.packageId))
      .where(tasksWhere(session, query));
    return { count: row?.count ?? 0 };
  });

  registerIndividualTaskRoutes(ctx);
  registerIndividualPackageRoutes(ctx);
}
