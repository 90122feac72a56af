import { useEndpoint } from '@kanri/runtime';
import { listAppCategoriesEndpoint } from '@kanri/contracts';

/** The marketplace's categories in display order, named in the session's language (`GET /v2/app-categories`). */
export function useAppCategories() {
  return useEndpoint(listAppCategoriesEndpoint, {});
}
