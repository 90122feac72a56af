import { msg } from '@lingui/core/macro';
import { buildPath, type EndpointDef, type EndpointResponse, type EndpointParams, type EndpointQuery, type EndpointBody } from '@kanri/contracts';
import { i18n, requestLocale } from '../i18n/i18n';
import { ApiError } from './api-error';
import { redirectToSignIn } from './navigation';
import { takeEarlyCall } from './early-calls';

/** What a call passes: path params, query and body, typed by the endpoint's schemas. */
export interface EndpointInput<E extends EndpointDef> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

/** What a call may pass to the HTTP exchange besides its input. */
export interface ApiFetcherInit {
  /** Aborts the call: the request in flight, or the wait before sending it again (`busyRetry`). */
  signal?: AbortSignal;
}

/**
 * Performs the HTTP exchange of one call. The default one uses `fetch`; tests replace it through
 * `renderWithProviders({ fetcher })`. It returns the success body or throws `ApiError` (or the
 * signal's reason once `init.signal` aborted).
 */
export type ApiFetcher = <E extends EndpointDef>(endpoint: E, input: EndpointInput<E> | undefined, init?: ApiFetcherInit) => Promise<unknown>;

/** Serializes a query object: arrays as repeated keys, `undefined`, `null` and `''` left out. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: the path with its params filled in, plus the serialized query. */
export function endpointUrl<E extends EndpointDef>(endpoint: E, input?: EndpointInput<E>): string {
  return buildPath(endpoint.path, input?.params as Record<string, unknown> | undefined) + serializeQuery(input?.query as Record<string, unknown> | undefined);
}

function genericMessage(status: number): string {
  if (status === 404) return i18n._(msg`The requested data was not found.`);
  if (status === 403) return i18n._(msg`You do not have permission to do this.`);
  if (status === 401) return i18n._(msg`Your session has ended. Please sign in again.`);
  if (status === 429) return i18n._(msg`Too many attempts. Please wait a moment and try again.`);
  return i18n._(msg`Something went wrong on the server. Please try again later.`);
}

/**
 * How the default fetcher waits out a busy API (issue 28: the API sheds load with 503 `SERVER_BUSY`
 * and `Retry-After: 1`, `api/src/http/under-pressure.ts`; the host's proxy answers 503
 * `SERVICE_UNAVAILABLE` with `Retry-After: 5` while the API is down). A 503 that carries
 * `Retry-After` (delta-seconds or an HTTP date) of at most `maxWaitSeconds` is sent again after that
 * many seconds, at most `maxRetries` times; then, or for a longer `Retry-After`, its error is thrown
 * as any other (the localized message of its body). Other statuses are never retried.
 *
 * Only the methods in `methods` are retried: GET (reads: SWR and preloads) and PUT and DELETE,
 * idempotent by HTTP's definition (RFC 9110 §9.2.2), so sending one twice asks for no more than
 * once. POST and PATCH are not: the web client sends no `Idempotency-Key` (the API's
 * `api/src/http/idempotency.ts` replays a keyed POST, not a PATCH), so a repeat might do the work
 * twice if the first did run; a mutation's 503 reaches the form, and the user sends it again.
 */
export const busyRetry = {
  /** The retries after the first request: three requests at most. */
  maxRetries: 2,
  /** The longest `Retry-After` waited, in seconds; a longer one is thrown at once. */
  maxWaitSeconds: 5,
  /** The methods retried. */
  methods: new Set<string>(['GET', 'PUT', 'DELETE']),
} as const;

/**
 * The wait, in ms, before sending again a call answered `response`, or `undefined` when it is not
 * retried: not a 503, no or a malformed `Retry-After`, or one past `busyRetry.maxWaitSeconds`.
 * `now` (epoch ms) dates an HTTP-date `Retry-After`.
 */
export function busyRetryDelayMs(response: Response, now = Date.now()): number | undefined {
  if (response.status !== 503) return undefined;
  const raw = response.headers.get('retry-after')?.trim();
  if (!raw) return undefined;
  let ms: number;
  if (/^\d+$/.test(raw)) ms = Number(raw) * 1000;
  else {
    const at = Date.parse(raw);
    if (Number.isNaN(at)) return undefined;
    ms = Math.max(0, at - now);
  }
  return ms <= busyRetry.maxWaitSeconds * 1000 ? ms : undefined;
}

/** The reason an aborted `signal` rejects with: its own, else an `AbortError` as `fetch` throws. */
function abortReason(signal: AbortSignal): unknown {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a DOMException's name and message, read by code and developers
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Resolves after `ms`, or rejects with the abort reason as soon as `signal` aborts. */
function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The default fetcher: same-origin cookies, JSON body, Accept-Language = the locale being
 * activated, else the active one (`requestLocale`). Before any locale is chosen (the start-up
 * identity call) the browser's own Accept-Language goes, so the
 * names come back in the language the page is about to choose, not always in English.
 * A GET that the host's entry chunk already sent in the same language (`adoptEarlyCalls`) takes
 * that call's response instead of sending it again; if that call failed on the network, it is sent anew.
 * A busy API's 503 is waited out and sent again as `busyRetry` says. `init.signal` aborts the
 * request and the wait; the call then rejects with the signal's reason, not an `ApiError`.
 */
export const httpFetcher: ApiFetcher = async (endpoint, input, init) => {
  const signal = init?.signal;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const locale = requestLocale();
  if (locale) headers['Accept-Language'] = locale;
  let body: string | undefined;
  if (input?.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  let response: Response;
  const url = endpointUrl(endpoint, input);
  const send = () => fetch(url, { method: endpoint.method, headers, body, credentials: 'same-origin', ...(signal ? { signal } : {}) });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const early = attempt === 0 && endpoint.method === 'GET' && !signal?.aborted ? takeEarlyCall(url, locale) : undefined;
      response = await (early ? early.catch(send) : send());
    } catch {
      if (signal?.aborted) throw abortReason(signal);
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18n._(msg`Could not reach the server. Check your connection and try again.`) });
    }
    const delayMs = attempt < busyRetry.maxRetries && busyRetry.methods.has(endpoint.method) ? busyRetryDelayMs(response) : undefined;
    if (delayMs === undefined) break;
    // the refused answer's body (its message) is dropped: the call's outcome is the next answer
    await response.text().catch(() => '');
    await waitFor(delayMs, signal);
  }
  const text = await response.text().catch(() => '');
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (response.ok) return json;
  const errorBody = (json ?? {}) as { code?: unknown; message?: unknown; fieldErrors?: unknown };
  throw new ApiError({
    status: response.status,
    code: typeof errorBody.code === 'string' ? errorBody.code : `HTTP_${response.status}`,
    message: typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : genericMessage(response.status),
    fieldErrors: Array.isArray(errorBody.fieldErrors) ? (errorBody.fieldErrors as ApiError['fieldErrors']) : [],
  });
};

let fetcher: ApiFetcher = httpFetcher;
let fetcherGeneration = 0;

/** Replaces the HTTP exchange (tests, storybooks); `null` restores `fetch`. */
export function setApiFetcher(next: ApiFetcher | null): void {
  const replacement = next ?? httpFetcher;
  if (replacement !== fetcher) fetcherGeneration += 1;
  fetcher = replacement;
}

/**
 * How many times the HTTP exchange was replaced: answers preloaded from another exchange (a previous
 * test's fake API) are not answers of this one (`preloadEndpoint`).
 */
export function apiFetcherGeneration(): number {
  return fetcherGeneration;
}

/** Handlers the providers install: what a 401 and a 403 do. */
export interface ApiFailureHandlers {
  unauthorized: () => void;
  forbidden: (error: ApiError) => void;
}

const defaultHandlers: ApiFailureHandlers = {
  unauthorized: () => redirectToSignIn(),
  forbidden: () => {},
};
let handlers: ApiFailureHandlers = defaultHandlers;

/** Installs the 401/403 handlers (KanriProviders does); `null` restores the defaults. */
export function setApiFailureHandlers(next: Partial<ApiFailureHandlers> | null): void {
  handlers = next ? { ...defaultHandlers, ...next } : defaultHandlers;
}

/** Options of one call. */
export interface ApiFetchOptions {
  /**
   * Let the runtime handle 401 (→ sign-in) and 403 (→ forbidden dialog). Default: true, except for
   * `public` endpoints, whose 401 means wrong credentials rather than an ended session.
   */
  handleAuthErrors?: boolean;
  /**
   * Aborts the call, also while it waits out a busy API's 503 (`busyRetry`): `apiFetch` then
   * rejects with the signal's reason (an `AbortError` `DOMException` by default), not an `ApiError`.
   */
  signal?: AbortSignal;
}

/**
 * Calls one contract endpoint and returns its success body.
 *
 * Every failure becomes an `ApiError` (network failure: status 0, localized message). A 503 with
 * `Retry-After` of a GET, PUT or DELETE is first waited out and sent again (`busyRetry`: at most
 * 2 retries, `Retry-After` ≤ 5 s; never a POST or PATCH). A 401 of a
 * non-public endpoint sends the user to `/auth/sign-in?redirect=<current path+search>`; a 403 opens
 * the forbidden dialog; both still throw, and every other failure is the caller's to show (a toast,
 * or `fieldErrors` under form fields). Once `options.signal` aborts, it rejects with the signal's
 * reason instead.
 */
export async function apiFetch<E extends EndpointDef>(endpoint: E, input?: EndpointInput<E>, options?: ApiFetchOptions): Promise<EndpointResponse<E>> {
  const signal = options?.signal;
  try {
    return (await (signal ? fetcher(endpoint, input, { signal }) : fetcher(endpoint, input))) as EndpointResponse<E>;
  } catch (error) {
    // the caller's abort is not the API's failure: no error toast, no handlers
    if (signal?.aborted && !(error instanceof ApiError)) throw error;
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError({ status: 0, code: 'CLIENT_ERROR', message: error instanceof Error ? error.message : String(error) });
    const handle = options?.handleAuthErrors ?? endpoint.access !== 'public';
    if (handle && apiError.status === 401) handlers.unauthorized();
    if (handle && apiError.status === 403) handlers.forbidden(apiError);
    throw apiError;
  }
}
