import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countTasksEndpoint, listTasksEndpoint, type Task, type TasksCountQuery } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { devices, operationInstances, operationPackages, operationTaskInstances, people, places } from '../schema';
import { containsPattern, orderBy, page } from '../http/list-sql';
import { registerIndividualTaskRoutes } from './individual-tasks';
import { registerIndividualPackageRoutes } from './individual-packages';
import { subjectColumns, subjectJoins, subjectNameOf } from './subjects';

/**
 * The individual area (001 §2 "Individual area"; issue 14; docs/operation-packages.md "The
 * individual area"): the signed-in user's tasks — the operation task instances assigned to them
 * (`operation_task_instances.assignee_user_id`) in the session's company — and, registered from
 * here, one task's calls (`individual-tasks.ts`) and the self-service packages
 * (`individual-packages.ts`). Every call has `access: 'individual'`.
 */

const categoryStatuses = { OPEN: ['NOT_STARTED', 'IN_PROGRESS'], DONE: ['DONE'], ALL: null } as const;

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
