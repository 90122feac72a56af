import { useEndpoint } from '@kanri/runtime';
import { countTasksEndpoint } from '@kanri/contracts';
import type { TasksSearch } from './get-tasks';

/** How many of the user's tasks match the category and `freeText` (`GET /v2/individual/tasks-count`). */
export function useTasksCount({ category, freeText }: TasksSearch) {
  return useEndpoint(countTasksEndpoint, { query: { category, freeText } });
}
