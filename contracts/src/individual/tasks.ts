import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { apiErrorSchema } from '../errors';
import { countQuery, countResponseSchema, listQuery, listResponse, searchParamsSchema } from '../common/list-query';

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

/** `GET /v2/individual/tasks` — the signed-in user's tasks. Individual account only. */
export const listTasksEndpoint = endpoint({
  method: 'GET',
  path: '/v2/individual/tasks',
  summary: "The signed-in user's tasks",
  access: 'individual',
  query: tasksListQuerySchema,
  responses: { 200: listResponse(taskSchema), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});

/** `GET /v2/individual/tasks-count`. Individual account only. */
export const countTasksEndpoint = endpoint({
  method: 'GET',
  path: '/v2/individual/tasks-count',
  summary: "The signed-in user's task count",
  access: 'individual',
  query: tasksCountQuerySchema,
  responses: { 200: countResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
});
