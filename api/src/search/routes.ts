import { searchGroupProducts, searchGroupValues, searchRecordsEndpoint, type Product, type SearchGroup } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { searchRecords } from './queries';
import { searchWords } from './terms';

/**
 * The groups a session may search (issue 31 §1): those whose product (`searchGroupProducts`) its
 * roles grant, in `searchGroupValues` order. Empty for a caller holding only the marketplace or
 * the settings.
 */
export function searchableGroups(products: readonly Product[]): SearchGroup[] {
  return searchGroupValues.filter((group) => products.includes(searchGroupProducts[group]));
}

/**
 * Registers `GET /v2/search` (contracts `system/search.ts`; docs/search.md): any product lets an
 * operator in, and only the groups of the session's products are searched, in the session's
 * company, with titles in the request's language. Bad `q` or `limit`: 400 with the field's path
 * (the endpoint's schema).
 */
export function registerSearchRoutes(ctx: Pick<AppContext, 'app' | 'db' | 'sessions'>): void {
  const { app, db, sessions } = ctx;
  registerEndpoint(app, searchRecordsEndpoint, sessions, async ({ query, session, locale }) => {
    const searched = searchableGroups(session.products);
    const groups = await searchRecords(db, { companyId: session.companyId, groups: searched, words: searchWords(query.q), limit: query.limit, locale });
    return { groups, searched };
  });
}
