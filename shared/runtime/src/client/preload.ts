import type { EndpointDef, EndpointResponse } from '@kanri/contracts';
import { apiFetch, apiFetcherGeneration, type EndpointInput } from './api-fetch';
import { endpointKey, endpointKeyHash, type EndpointKey } from './endpoint-key';
import { clearEarlyCalls, preloadMaxAgeMs } from './early-calls';

/**
 * How long a preloaded answer waits for its page (`early-calls.ts`): an entry nobody took by then is
 * dropped, and the page fetches for itself.
 */
export { preloadMaxAgeMs };

interface Preload {
  path: string;
  /** the SWR key of the call (`endpointKey`), under which its answer is primed */
  key: EndpointKey;
  startedAt: number;
  answer: Promise<unknown>;
  /** the answer, once it has arrived (and the entry was not taken or dropped before) */
  settled?: { value: unknown };
}

/**
 * Writes an arrived answer into the SWR cache in force without revalidating (`setPreloadPrimer`,
 * set by the runtime's SWR bridge); `null` while no cache is mounted.
 */
type Primer = (key: EndpointKey, value: unknown) => void;
let primer: Primer | null = null;

/** Calls started by `preloadEndpoint` that no page took yet, by `endpointKeyHash`. */
const preloads = new Map<string, Preload>();
/**
 * When a page's hook last fetched each key: a loader that runs again for a page that already has
 * the answer (the same link clicked twice, the URL rewritten to its canonical form) sends nothing.
 */
const fetchedAt = new Map<string, number>();
let generation = apiFetcherGeneration();

/** Forgets answers of a replaced HTTP exchange and entries past `preloadMaxAgeMs`. */
function prune(now: number): void {
  const current = apiFetcherGeneration();
  if (current !== generation) {
    generation = current;
    clearPreloads();
    return;
  }
  for (const [hash, entry] of preloads) if (now - entry.startedAt > preloadMaxAgeMs) preloads.delete(hash);
  for (const [hash, at] of fetchedAt) if (now - at > preloadMaxAgeMs) fetchedAt.delete(hash);
}

/**
 * Starts a GET now, before the page that needs it is rendered (a route's `loader`, issue 27 "Data
 * in parallel with code"), so that the page's `useEndpoint(endpoint, input)` with an equal input
 * takes this answer instead of sending a second request — also when the page mounts while the call
 * is still in flight. Returns at once; never await it in a loader (navigation must not wait).
 *
 * - Keyed by `endpointKey(endpoint, input)` as SWR serializes it: a different input is a different
 *   call. A second preload of a key still waiting, or of a key a page fetched within
 *   `preloadMaxAgeMs`, sends nothing.
 * - A page takes an entry once; later revalidations fetch afresh. An entry nobody takes within
 *   `preloadMaxAgeMs` is dropped; so is every entry on `clearCache()` (sign-out), `revalidateAll()`
 *   (language switch), and those under the prefixes of `revalidatePaths` (after a mutation).
 * - Failures: the call runs without the runtime's 401/403 handling (no sign-in redirect, no
 *   forbidden dialog before the page decides), and a failed entry is dropped. A page that took an
 *   entry which then fails fetches once more through `apiFetch`, so the 401/403 handling runs once
 *   and the page shows its own error state.
 *
 * Why not SWR's `preload`: its entries live until a hook takes them, with no expiry, and a failed or
 * stale one cannot be removed (nor dropped on sign-out). Throws `TypeError` for a non-GET endpoint.
 */
export function preloadEndpoint<E extends EndpointDef>(endpoint: E, input?: EndpointInput<E>): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, read by developers
  if (endpoint.method !== 'GET') throw new TypeError(`preloadEndpoint: ${endpoint.method} ${endpoint.path} is not a GET`);
  const now = Date.now();
  prune(now);
  const hash = endpointKeyHash(endpoint, input);
  if (preloads.has(hash) || fetchedAt.has(hash)) return;
  const entry: Preload = { path: endpoint.path, key: endpointKey(endpoint, input), startedAt: now, answer: apiFetch(endpoint, input, { handleAuthErrors: false }) };
  preloads.set(hash, entry);
  entry.answer.then(
    (value) => {
      if (preloads.get(hash) !== entry) return;
      entry.settled = { value };
      primer?.(entry.key, value);
    },
    () => {
      if (preloads.get(hash) === entry) preloads.delete(hash);
    },
  );
}

/**
 * Primes the SWR cache with preloaded answers as they arrive (issue 27, "fewer renders before the
 * first paint"): an answer that arrives before its page renders is written into the cache under its
 * key without revalidating, so the page's first render already has it — the list's table renders
 * once with its rows, count and column settings instead of once per answer. The entry stays, so the
 * page's mount revalidation takes the same answer (no second request, and SWR sees equal data: no
 * re-render). Answers that arrived while no cache was mounted are primed when one is set. An entry
 * taken, dropped or cleared before its answer arrives primes nothing.
 * @param next the cache's writer (`mutate(key, value, { revalidate: false })`), or `null` when the
 *   cache is unmounted
 */
export function setPreloadPrimer(next: Primer | null): void {
  primer = next;
  if (!next) return;
  for (const entry of preloads.values()) if (entry.settled) next(entry.key, entry.settled.value);
}

/**
 * The fetcher behind `useEndpoint`: takes the preloaded call of this key when there is one (once),
 * else calls `apiFetch`. A taken call that fails is sent again through `apiFetch` (see
 * `preloadEndpoint`).
 */
export function fetchEndpoint<E extends EndpointDef>(endpoint: E, input: EndpointInput<E> | undefined): Promise<EndpointResponse<E>> {
  const now = Date.now();
  prune(now);
  const hash = endpointKeyHash(endpoint, input);
  fetchedAt.set(hash, now);
  const entry = preloads.get(hash);
  if (!entry) return apiFetch(endpoint, input);
  preloads.delete(hash);
  return entry.answer.then(
    (answer) => answer as EndpointResponse<E>,
    () => apiFetch(endpoint, input),
  );
}

/** Drops the waiting preloads whose endpoint path matches (`revalidatePaths`: a mutation changed them). */
export function dropPreloads(matches: (path: string) => boolean): void {
  for (const [hash, entry] of preloads) if (matches(entry.path)) preloads.delete(hash);
  for (const hash of fetchedAt.keys()) if (matches(pathOfHash(hash))) fetchedAt.delete(hash);
}

/**
 * Drops every waiting preload, the calls the host's entry chunk started, and the record of what
 * pages fetched (sign-out, language switch).
 */
export function clearPreloads(): void {
  preloads.clear();
  fetchedAt.clear();
  clearEarlyCalls();
}

/** The endpoint path inside a serialized key (`@"api","/v2/x","GET",…`). */
function pathOfHash(hash: string): string {
  return /^@"api","((?:[^"\\]|\\.)*)"/.exec(hash)?.[1] ?? '';
}

/** One call a page makes: the endpoint and its input (what `useEndpoint` takes). */
export interface EndpointCall<E extends EndpointDef = EndpointDef> {
  readonly endpoint: E;
  readonly input: EndpointInput<E>;
}

/** Any endpoint's call, whatever its input type (what a list of a page's calls holds). */
export interface AnyEndpointCall {
  readonly endpoint: EndpointDef;
  readonly input: unknown;
}

/** Types one call against its endpoint: `endpointCall(listSoftwareEndpoint, { query: search })`. */
export function endpointCall<E extends EndpointDef>(endpoint: E, input: EndpointInput<E>): EndpointCall<E> {
  return { endpoint, input };
}

/**
 * A route `loader` that preloads the calls a page makes on its first render (issue 27): it parses
 * the request URL's search with `parseSearch` (the page's own parse, e.g. `parseListSearch(schema,
 * params)`), calls `preloadEndpoint` for every call `callsOf(search)` returns — the same function
 * the page's hooks take their calls from, so the two cannot drift — and returns `null` without
 * waiting for any answer. Define it statically on the route object beside `lazy` (not inside it), so
 * react-router runs it in parallel with loading the page's code.
 */
export function preloadLoader<S>(
  parseSearch: (params: URLSearchParams) => S,
  callsOf: (search: S) => Readonly<Record<string, AnyEndpointCall>>,
): (args: { request: Request }) => null {
  return ({ request }) => {
    for (const call of Object.values(callsOf(parseSearch(new URL(request.url).searchParams)))) {
      preloadEndpoint(call.endpoint, call.input as EndpointInput<EndpointDef>);
    }
    return null;
  };
}

/**
 * A route `loader` that keeps the routes module small (STYLE.md "A page pays for what it uses"):
 * it returns `null` at once and, in the background, imports the list's calls module (`load`
 * resolves with its `preloadLoader`) and runs it with the same request. The module is a chunk the
 * page needs anyway (its contracts and valibot), so the calls start as soon as that part of the
 * page's code has arrived — while the rest (antd, the kit, the page) still loads — and no other
 * page of the remote downloads it. A failed import preloads nothing: the page fetches for itself.
 */
export function lazyPreloadLoader(load: () => Promise<(args: { request: Request }) => unknown>): (args: { request: Request }) => null {
  return (args) => {
    void load()
      .then((loader) => loader(args))
      .catch(() => undefined);
    return null;
  };
}
