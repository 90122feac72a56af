import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { buildListSearchParams, canonicalListSearchParams, parseListSearch } from '../list-search/use-list-search';
import { csvImportSearchSchema, csvImportStepFromHash, csvImportStepGuard, type CsvImportSearch, type CsvImportStep } from './csv-import-search';

/** Options of one wizard navigation. */
export interface CsvImportNavigateOptions {
  /** The step to show (default: the current one). */
  step?: CsvImportStep;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
}

/** Changes the wizard's search (merged into the current one) and/or its step in one navigation. */
export type CsvImportNavigate = (patch: Partial<CsvImportSearch>, options?: CsvImportNavigateOptions) => void;

/** What `useCsvImportLocation` returns. */
export interface CsvImportLocation {
  /** The step shown: the hash's, after `csvImportStepGuard`. */
  step: CsvImportStep;
  /** The search in force (invalid values read as their defaults). */
  search: CsvImportSearch;
  navigate: CsvImportNavigate;
}

function searchString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The CSV import wizard's place in the URL (000 §2, DECISIONS.md "CSV"): the step is the hash
 * (`#upload-file`, `#preview-file`, `#import-data`), the rest is `csvImportSearchSchema`.
 *
 * An invalid search value, a missing or unknown hash, or a step the guard refuses (a later step
 * without an uploaded file, the import without a clean dry run) is rewritten in place (`replace`)
 * to what is shown. Search and hash always change together in one navigation, because
 * `useSearchParams`' setter would drop the hash.
 */
export function useCsvImportLocation(): CsvImportLocation {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const search = useMemo(() => parseListSearch(csvImportSearchSchema, params), [params]);
  const step = csvImportStepGuard(csvImportStepFromHash(location.hash), search);
  const canonical = useMemo(() => canonicalListSearchParams(csvImportSearchSchema, params), [params]);

  useEffect(() => {
    if (!canonical && location.hash === `#${step}`) return;
    routerNavigate({ search: searchString(canonical ?? params), hash: `#${step}` }, { replace: true });
  }, [canonical, params, step, location.hash, routerNavigate]);

  // the latest values, so that a navigation started by an earlier render's callback builds on them
  const latest = useRef({ params, search, step });
  useLayoutEffect(() => {
    latest.current = { params, search, step };
  }, [params, search, step]);

  const navigate = useCallback<CsvImportNavigate>(
    (patch, options) => {
      const current = latest.current;
      const next = buildListSearchParams(csvImportSearchSchema, { ...current.search, ...patch }, current.params);
      routerNavigate({ search: searchString(next), hash: `#${options?.step ?? current.step}` }, { replace: options?.replace });
    },
    [routerNavigate],
  );

  return { step, search, navigate };
}
