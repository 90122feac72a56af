import { useEffect, useState } from 'react';
import { useEndpoint } from '@kanri/runtime';
import { searchGroupProducts, searchRecordsEndpoint, type Accessibles, type SearchResult } from '@kanri/contracts';

/** How long typing must pause before the palette searches records, in ms. */
export const recordSearchDelayMs = 150;

/**
 * Whether a query is worth a record search: two characters or more, or one that is not ASCII (a
 * one-kanji surname such as 林).
 */
export function searchesRecords(query: string): boolean {
  const q = query.trim();
  return q.length >= 2 || [...q].some((c) => c.charCodeAt(0) > 0x7f);
}

/**
 * Whether the session may search any record group (issue 31 §1): the operator account and a
 * product of one of the groups (`searchGroupProducts`). The server decides what each group shows;
 * this only spares a call it would answer empty.
 */
export function maySearchRecords(accessibles: Accessibles | null | undefined): boolean {
  if (!accessibles?.hasOperator) return false;
  return Object.values(searchGroupProducts).some((product) => accessibles.products.includes(product));
}

/** `value`, once it has not changed for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** What `useRecordSearch` returns: the answer for the settled query (undefined while none), and whether a call is pending or failed. */
export interface RecordSearch {
  result: SearchResult | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * The palette's record search (`GET /v2/search`, contracts `system/search.ts`): the records
 * matching `query` once typing pauses (`recordSearchDelayMs`), at most `limit` per group; nothing
 * is sent while `enabled` is false or the query is too short (`searchesRecords`). SWR keys the
 * call by its query, so going back to an earlier query shows its answer at once.
 */
export function useRecordSearch(query: string, enabled: boolean, limit = 5): RecordSearch {
  const settled = useSettled(query.trim(), recordSearchDelayMs);
  const active = enabled && searchesRecords(settled) && settled === query.trim();
  const { data, error, isLoading } = useEndpoint(searchRecordsEndpoint, active ? { query: { q: settled, limit } } : null, { keepPreviousData: false });
  const waiting = enabled && searchesRecords(query) && settled !== query.trim();
  return { result: active ? data : undefined, loading: waiting || (active && isLoading), failed: active && !!error };
}
