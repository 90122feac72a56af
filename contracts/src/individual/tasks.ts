import * as v from 'valibot';
import { countQuery, listQuery, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';

/** The individual area's tasks (001 §2 Individual area; DECISIONS.md "Other gaps"). */

/** Task status. */
export const taskStatusValues = ['NOT_STARTED', 'IN_PROGRESS', 'DONE'] as const;
export const taskStatusSchema = v.picklist(taskStatusValues);
export type TaskStatus = v.InferOutput<typeof taskStatusSchema>;

/** Task list `category`: OPEN (default: not done), DONE or ALL. */
export const taskCategoryValues = ['OPEN', 'DONE', 'ALL'] as const;
/** Sortable task columns; default `DUE_DATE`. */
export const taskSortColumnValues = ['DUE_DATE', 'TITLE', 'CREATED_AT'] as const;

const taskFilters = { category: v.optional(v.picklist(taskCategoryValues), 'OPEN') };

/** Query of `GET /v2/individual/tasks`. */
export const tasksListQuerySchema = listQuery({ sortColumns: taskSortColumnValues, sortColumn: 'DUE_DATE', filters: taskFilters });
export type TasksListQuery = v.InferOutput<typeof tasksListQuerySchema>;
/** Query of `GET /v2/individual/tasks-count`. */
export const tasksCountQuerySchema = countQuery(taskFilters);
export type TasksCountQuery = v.InferOutput<typeof tasksCountQuerySchema>;
/** URL search of `/individual`. */
export const tasksSearchSchema = searchParamsSchema(tasksListQuerySchema);

/**
 * A task of the signed-in user: `title` and `operationPackageName` in the request's language,
 * `dueDate` YYYY-MM-DD or null, `createdAt` ISO date-time.
 */
export const taskSchema = v.object({
  id: v.string(),
  title: v.string(),
  status: taskStatusSchema,
  operationPackageName: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Task = v.InferOutput<typeof taskSchema>;

/** `GET /v2/individual/tasks` (and `-count`) — the signed-in user's tasks. Individual account only. */
export const { list: listTasksEndpoint, count: countTasksEndpoint } = listEndpoints({
  path: '/v2/individual/tasks', countPath: '/v2/individual/tasks-count', access: 'individual',
  summary: "The signed-in user's tasks", countSummary: "The signed-in user's task count",
  row: taskSchema, query: tasksListQuerySchema, countQuery: tasksCountQuerySchema,
});
