import * as v from 'valibot';
import { countQuery, listQuery, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';
import { operationTaskStatusSchema, operationTaskStatusValues, type OperationTaskStatus } from '../operations/operation-packages';
import { operationTaskKindSchema } from '../operations/pattern-definition';

/**
 * The individual area's tasks (001 §2 Individual area; DECISIONS.md "Other gaps"; issue 14;
 * docs/operation-packages.md "The individual area"): the operation task instances assigned to the
 * signed-in user (`operation_task_instances.assignee_user_id`), in the session's company.
 */

/** Task status: the operation task's (WAITING: its step is not open yet; CANCELED: the instance was aborted). */
export const taskStatusValues = operationTaskStatusValues;
export const taskStatusSchema = operationTaskStatusSchema;
export type TaskStatus = OperationTaskStatus;

/**
 * Task list `category`: OPEN (default: NOT_STARTED or IN_PROGRESS, what the user can act on now),
 * DONE, or ALL (every task of the user, waiting and canceled ones included).
 */
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
 * A task of the signed-in user: `title` (the task's name), `kind` (TODO, FORM, APPROVAL,
 * DEVICE_SELF_REPORT, REVIEW), `status`, `stepName` (its step), `instanceId` (the instance it
 * belongs to), `subjectName` (who or what the instance is about: a person's name in the request's
 * language order, a device's or a place's name), `operationPackageName` — names in the request's
 * language; `dueDate` YYYY-MM-DD or null, `createdAt` ISO date-time.
 */
export const taskSchema = v.object({
  id: v.string(),
  title: v.string(),
  kind: operationTaskKindSchema,
  status: taskStatusSchema,
  stepName: v.string(),
  instanceId: v.string(),
  subjectName: v.nullable(v.string()),
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
