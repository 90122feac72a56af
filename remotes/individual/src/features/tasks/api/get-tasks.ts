import type * as v from 'valibot';
import { useEndpoint } from '@kanri/runtime';
import { listTasksEndpoint, type tasksSearchSchema } from '@kanri/contracts';

/** The URL search of `/individual` after fallbacks. */
export type TasksSearch = v.InferOutput<typeof tasksSearchSchema>;

/** One page of the signed-in user's tasks (`GET /v2/individual/tasks`). */
export function useTasks(search: TasksSearch) {
  return useEndpoint(listTasksEndpoint, { query: search });
}
