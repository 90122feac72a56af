import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import * as v from 'valibot';

type Entries = v.ObjectEntries;
/** A list's search schema: a valibot object whose entries carry `v.fallback` defaults. */
export type ListSearchSchema = v.ObjectSchema<Entries, v.ErrorMessage<v.ObjectIssue> | undefined>;

function unwrap(schema: v.GenericSchema): v.GenericSchema {
  let current = schema as v.GenericSchema & { wrapped?: v.GenericSchema };
  while (current.wrapped) current = current.wrapped as typeof current;
  return current;
}

/**
 * Whether an entry takes repeated keys: a plain array, or a pipe that ends in one (the contracts'
 * `queryArray`, which also accepts a comma list).
 */
function isArrayEntry(schema: v.GenericSchema): boolean {
  const inner = unwrap(schema) as v.GenericSchema & { pipe?: readonly { type: string }[] };
  return inner.type === 'array' || Boolean(inner.pipe?.some((item) => item.type === 'array'));
}

/** The strings a value takes in a URL: arrays as repeated keys; `undefined`, `null` and `''` as nothing. */
export function toSearchValues(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((x) => x !== undefined && x !== null && x !== '').map((x) => String(x));
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Parses URL search params with a list's schema: repeated keys → arrays for array entries (an
 * invalid item is dropped, the valid ones kept), every other invalid entry → its fallback (default).
 */
export function parseListSearch<S extends ListSearchSchema>(schema: S, params: URLSearchParams): v.InferOutput<S> {
  const raw: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(schema.entries)) {
    if (isArrayEntry(entry as v.GenericSchema)) {
      const item = unwrap(entry as v.GenericSchema);
      raw[key] = params.getAll(key).filter((value) => v.safeParse(item, [value]).success);
    }
    else raw[key] = params.get(key) ?? undefined;
  }
  for (let attempt = 0; attempt <= Object.keys(raw).length; attempt++) {
    const result = v.safeParse(schema, raw);
    if (result.success) return result.output;
    // an entry without a fallback failed: drop its raw value and try again
    for (const issue of result.issues) {
      const key = (issue.path?.[0] as { key?: unknown } | undefined)?.key;
      if (typeof key === 'string') raw[key] = undefined;
    }
  }
  return v.getFallbacks(schema) as v.InferOutput<S>;
}

/**
 * The search params that carry `search`: the params of `current` that are not the schema's are
 * kept; schema entries equal to their default are left out, others written (arrays as repeated
 * keys).
 */
export function buildListSearchParams<S extends ListSearchSchema>(schema: S, search: v.InferOutput<S>, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const defaults = parseListSearch(schema, new URLSearchParams()) as Record<string, unknown>;
  for (const key of Object.keys(schema.entries)) {
    next.delete(key);
    const values = toSearchValues((search as Record<string, unknown>)[key]);
    if (sameValues(values, toSearchValues(defaults[key]))) continue;
    for (const value of values) next.append(key, value);
  }
  return next;
}

/** The URL rewrite that shows the value in force, or `null` when the URL already does. */
export function canonicalListSearchParams<S extends ListSearchSchema>(schema: S, params: URLSearchParams): URLSearchParams | null {
  const search = parseListSearch(schema, params) as Record<string, unknown>;
  const defaults = parseListSearch(schema, new URLSearchParams()) as Record<string, unknown>;
  let changed = false;
  const next = new URLSearchParams(params);
  for (const key of Object.keys(schema.entries)) {
    const inUrl = params.getAll(key);
    if (inUrl.length === 0) continue;
    const inForce = toSearchValues(search[key]);
    if (sameValues(inUrl, inForce)) continue;
    changed = true;
    next.delete(key);
    if (!sameValues(inForce, toSearchValues(defaults[key]))) for (const value of inForce) next.append(key, value);
  }
  return changed ? next : null;
}

/** Sets part of a list's search; `replace` replaces the history entry instead of pushing one. */
export type SetListSearch<S extends ListSearchSchema> = (patch: Partial<v.InferOutput<S>>, options?: { replace?: boolean }) => void;

/**
 * The URL's search params and a setter that navigates to the same path with new ones, as
 * react-router's `useSearchParams` (the setter drops the hash, as it does), but without its
 * `useNavigate`: that hook reads react-router's route context, which a data router renders anew on
 * every state change, so each list page rendered again — table and all, ~2,000 components on the
 * device inventory — when a navigation to another page started and as it went on (issue 27). The
 * location (`useLocation`) changes only when a navigation completes, and the navigator of
 * react-router's navigation context (`router.navigate` under a data router, the history otherwise)
 * is stable. kanri's routers have no `basename`.
 */
function useUrlSearchParams(): [URLSearchParams, (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: { replace?: boolean }) => void] {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const latest = useRef(location);
  latest.current = location;
  const setParams = useCallback(
    (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: { replace?: boolean }) => {
      const { pathname, search } = latest.current;
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = value.toString();
      const to = { pathname, search: query ? `?${query}` : '' };
      if (options?.replace) navigator.replace(to);
      else navigator.push(to);
    },
    [navigator],
  );
  return [params, setParams];
}

/**
 * A list's search, kept in the URL (issue 2, DECISIONS.md "Lists and search"): reads the URL's
 * search params (`useUrlSearchParams`), parses them with `schema` (every entry with a `v.fallback`
 * default; repeated keys → arrays) and, when a value in the URL is invalid, rewrites the URL with
 * `replace` to the value in force. `setSearch(patch)` merges the patch and writes non-default
 * values to the URL (remember to reset `pageIndex` to 0 when a filter changes). The page does not
 * render again while a navigation elsewhere is under way (issue 27).
 */
export function useListSearch<S extends ListSearchSchema>(schema: S): [v.InferOutput<S>, SetListSearch<S>] {
  const [params, setParams] = useUrlSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => parseListSearch(schema, params), [schema, key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const canonical = useMemo(() => canonicalListSearchParams(schema, params), [schema, key]);

  useEffect(() => {
    if (canonical) setParams(canonical, { replace: true });
  }, [canonical, setParams]);

  const setSearch = useCallback<SetListSearch<S>>(
    (patch, options) => {
      setParams(
        (current) => buildListSearchParams(schema, { ...parseListSearch(schema, current), ...patch } as v.InferOutput<S>, current),
        { replace: options?.replace },
      );
    },
    [schema, setParams],
  );
  return [search, setSearch];
}
