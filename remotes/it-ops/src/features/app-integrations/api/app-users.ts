import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import { changeAppUserPersonEndpoint, countAppUsersEndpoint, deleteAppUserEndpoint, listAppUsersEndpoint, type AppUserCategory, type AppUsersSearch } from '@kanri/contracts';
import { appIntegrationCachePaths } from './app-integration-cache';

/** One page of the integration's accounts (`GET /v3/app-integrations/{id}/users`) for the users tab's search. */
export function useAppUsers(id: string, search: AppUsersSearch) {
  const { category, freeText, sortColumn, sortOrder, pageIndex, pageSize } = search;
  return useEndpoint(listAppUsersEndpoint, { params: { id }, query: { category, freeText: freeText || undefined, sortColumn, sortOrder, pageIndex, pageSize } });
}

/** How many rows a category (and the search text) has (`GET /v3/app-integrations/{id}/users/count`): the tab badges and the table's total. */
export function useAppUsersCount(id: string, category: AppUserCategory, freeText: string | undefined) {
  return useEndpoint(countAppUsersEndpoint, { params: { id }, query: { category, freeText: freeText || undefined } });
}

/** `DELETE /v3/app-integrations/{id}/users/{appUserId}` (where `canDelete`). */
export const useDeleteAppUser = () => useEndpointMutation(deleteAppUserEndpoint, { revalidate: appIntegrationCachePaths });
/** `PATCH /v3/app-integrations/{id}/users/{appUserId}` `{ personId }` (where `canChangePerson`). */
export const useChangeAppUserPerson = () => useEndpointMutation(changeAppUserPersonEndpoint, { revalidate: appIntegrationCachePaths });
