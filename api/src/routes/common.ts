import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@kanri/contracts';

/** `LIKE` pattern for freeText: lower-cased, `%`/`_`/`\` escaped, wrapped in `%…%`; null when empty. */
export function containsPattern(freeText: string | undefined): string | null {
  const text = freeText?.trim().toLowerCase();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `search_text LIKE pattern` (served by the pg_trgm GIN index), or undefined without freeText. */
export function matchesText(searchText: AnyColumn, freeText: string | undefined): SQL | undefined {
  const pattern = containsPattern(freeText);
  return pattern ? sql`${searchText} LIKE ${pattern}` : undefined;
}

/** ORDER BY the columns in one direction (the last one is the unique tie-breaker). */
export function orderBy(order: SortOrder, ...columns: (AnyColumn | SQL)[]): SQL[] {
  return columns.map((c) => (order === 'desc' ? desc(c) : asc(c)));
}

/** LIMIT/OFFSET of a page. */
export function page(query: { pageIndex: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: query.pageIndex * query.pageSize };
}
