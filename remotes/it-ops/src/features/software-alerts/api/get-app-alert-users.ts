import { useEndpoint } from '@kanri/runtime';
import { listAppAlertUsersEndpoint, type AppAlertCategory, type AppAlertSearch } from '@kanri/contracts';

/** One page of alert rows of a category and its `count` (`GET /v2/app-alerts/users`). */
export function useAppAlertUsers(category: AppAlertCategory, search: AppAlertSearch) {
  return useEndpoint(listAppAlertUsersEndpoint, { query: { ...search, category } });
}
