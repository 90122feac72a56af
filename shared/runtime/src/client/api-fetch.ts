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

/**
 * Performs the HTTP exchange of one call. The default one uses `fetch`; tests replace it through
 * `renderWithProviders({ fetcher })`. It returns the success body or throws `ApiError`.
 */
export type ApiFetcher = <E extends EndpointDef>(endpoint: E, input: EndpointInput<E> | undefined) => Promise<unknown>;

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
 * The default fetcher: same-origin cookies, JSON body, Accept-Language = the locale being
 * activated, else the active one (`requestLocale`). Before any locale is chosen (the start-up
 * identity call) the browser's own Accept-Language goes, so the
 * names come back in the language the page is about to choose, not always in English.
 * A GET that the host's entry chunk already sent in the same language (`adoptEarlyCalls`) takes
 * that call's response instead of sending it again; if that call failed on the network, it is sent anew.
 */
export const httpFetcher: ApiFetcher = async (endpoint, input) => {
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
  const send = () => fetch(url, { method: endpoint.method, headers, body, credentials: 'same-origin' });
  try {
    const early = endpoint.method === 'GET' ? takeEarlyCall(url, locale) : undefined;
    response = await (early ? early.catch(send) : send());
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18n._(msg`Could not reach the server. Check your connection and try again.`) });
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
}

/**
 * Calls one contract endpoint and returns its success body.
 *
 * Every failure becomes an `ApiError` (network failure: status 0, localized message). A 401 of a
 * non-public endpoint sends the user to `/auth/sign-in?redirect=<current path+search>`; a 403 opens
 * the forbidden dialog; both still throw, and every other failure is the caller's to show (a toast,
 * or `fieldErrors` under form fields).
 */
export async function apiFetch<E extends EndpointDef>(endpoint: E, input?: EndpointInput<E>, options?: ApiFetchOptions): Promise<EndpointResponse<E>> {
  try {
    return (await fetcher(endpoint, input)) as EndpointResponse<E>;
  } catch (error) {
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
