import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countTasksEndpoint, listTasksEndpoint, type Task, type TasksCountQuery } from '@kanri/contracts';
import type { AppContext } from '../server';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { tasks } from '../db/schema';
import { containsPattern, orderBy, page } from './common';

const categoryStatuses = { OPEN: ['NOT_STARTED', 'IN_PROGRESS'], DONE: ['DONE'], ALL: null } as const;

/** WHERE of the task list: the session user's tasks in the session's company. */
function tasksWhere(session: SessionContext, q: TasksCountQuery): SQL | undefined {
  const statuses = categoryStatuses[q.category];
  const pattern = containsPattern(q.freeText);
  return and(
    eq(tasks.companyId, session.companyId),
    eq(tasks.assigneeUserId, session.userId),
    statuses ? inArray(tasks.status, [...statuses]) : undefined,
    pattern ? sql`lower(${tasks.titleJa} || ' ' || ${tasks.titleEn}) LIKE ${pattern}` : undefined,
  );
}

/** The individual area's tasks (001 §2 Individual area). */
export function registerIndividualRoutes(ctx: AppContext): void {
  const { app, db, sessions } = ctx;

  registerEndpoint(app, listTasksEndpoint, sessions, async ({ query, session, locale }) => {
    const ja = locale === 'ja-JP';
    const sort = { DUE_DATE: tasks.dueDate, TITLE: ja ? tasks.titleJa : tasks.titleEn, CREATED_AT: tasks.createdAt }[query.sortColumn];
    const rows = await db
      .select()
      .from(tasks)
      .where(tasksWhere(session, query))
      .orderBy(...orderBy(query.sortOrder, sort, tasks.id))
      .limit(page(query).limit)
      .offset(page(query).offset);
    return {
      items: rows.map(
        (r): Task => ({
          id: r.id,
          title: ja ? r.titleJa : r.titleEn,
          status: r.status as Task['status'],
          operationPackageName: ja ? r.operationPackageNameJa : r.operationPackageNameEn,
          dueDate: r.dueDate,
          createdAt: r.createdAt.toISOString(),
        }),
      ),
    };
  });

  registerEndpoint(app, countTasksEndpoint, sessions, async ({ query, session }) => {
    const [row] = await db.select({ count: count() }).from(tasks).where(tasksWhere(session, query));
    return { count: row?.count ?? 0 };
  });
}
