/**
 * Calls started by the host's entry chunk before the runtime loaded (issue 27 "Data starts with the
 * code"): a route manifest's `preload` calls, sent beside the identity call while the shell's and
 * the remote's code still download. The host hands them over once (`adoptEarlyCalls`) and the
 * default HTTP exchange (`httpFetcher`) uses an adopted call instead of sending the same request
 * again — so the page's first `useEndpoint` (or its route loader's preload) gets the answer that is
 * already on its way.
 */

/**
 * How long an answer started before its page may wait for it (ms, from the call's start): long
 * enough for the page's code to load on a slow machine (issue 27 measured 7.0 s at 4× CPU
 * slowdown), short enough that a page never first shows a list older than that. Shared by the
 * early calls and the route loaders' preloads (`preloadEndpoint`).
 */
export const preloadMaxAgeMs = 15_000;

/** One call the host's entry chunk started (`fetch` with same-origin credentials, `Accept: application/json`). */
export interface EarlyCall {
  /** the URL requested, path and query (`/v2/software?pageSize=50`) */
  url: string;
  /** the Accept-Language it was sent with; `null`: none (the browser's own went) */
  language: string | null;
  /** `Date.now()` when it was sent */
  startedAt: number;
  response: Promise<Response>;
}

/** Adopted calls not yet taken, by `normalizeCallUrl`. */
const waiting = new Map<string, EarlyCall>();

/**
 * A call URL with its query parameters in key order (repeated keys keep their own order), so a
 * manifest's spelling and `endpointUrl`'s serialization of the same call compare equal.
 * @param url a path with an optional query (`/v2/x?b=1&a=2` → `/v2/x?a=2&b=1`)
 */
export function normalizeCallUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/**
 * Takes over the calls the host's entry chunk started. Calls already older than `preloadMaxAgeMs`
 * are dropped; a second call of the same URL replaces the first.
 * @param calls what the entry chunk started (`takeEarlyCalls` of the host)
 */
export function adoptEarlyCalls(calls: readonly EarlyCall[]): void {
  const now = Date.now();
  for (const call of calls) {
    // the answer of a call nobody takes is read by nobody: let a failure pass silently
    call.response.catch(() => undefined);
    if (now - call.startedAt <= preloadMaxAgeMs) waiting.set(normalizeCallUrl(call.url), call);
  }
}

/**
 * The response of an adopted call of `url` asked in `language`, taken once; `undefined` when there
 * is none, it is older than `preloadMaxAgeMs`, or it was asked in another language (its names and
 * labels would be in the wrong one).
 * @param url the URL about to be requested (`endpointUrl`)
 * @param language the Accept-Language about to be sent (`requestLocale()`)
 */
export function takeEarlyCall(url: string, language: string | null | undefined): Promise<Response> | undefined {
  if (waiting.size === 0) return undefined;
  const key = normalizeCallUrl(url);
  const call = waiting.get(key);
  if (!call) return undefined;
  waiting.delete(key);
  if (Date.now() - call.startedAt > preloadMaxAgeMs || call.language !== (language ?? null)) return undefined;
  return call.response;
}

/** Drops every adopted call (sign-out, a language switch, a replaced HTTP exchange). */
export function clearEarlyCalls(): void {
  waiting.clear();
}
