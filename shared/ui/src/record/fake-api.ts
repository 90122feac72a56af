import { ApiError, type ApiFetcher } from '@kanri/runtime';

/** One call a {@link fakeApi} saw. */
export interface FakeApiCall {
  method: string;
  /** The endpoint's path pattern (`/v2/networks/{id}`). */
  path: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * An answer of {@link fakeApi}: a body, an `ApiError` to throw, or a function of the call
 * returning either (`undefined` = not handled: the next answer, then a 404).
 */
export type FakeApiAnswer = unknown | ((call: FakeApiCall) => unknown);

/**
 * A fake API for page tests (pass `fetcher` to `renderWithProviders`): `answers` maps
 * `"METHOD /path"` (the endpoint's path pattern) to an answer; `fallback(call)` answers the rest.
 * Every call is recorded (`calls`, `callsTo(method, path)`). A call nothing answers fails with a
 * 404 `ApiError` naming it. Test code only (tree-shaken out of the apps).
 */
export function fakeApi(answers: Readonly<Record<string, FakeApiAnswer>> = {}, fallback?: (call: FakeApiCall) => unknown) {
  const calls: FakeApiCall[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    const raw = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } | undefined;
    const call: FakeApiCall = { method: endpoint.method, path: endpoint.path, params: raw?.params, query: raw?.query, body: raw?.body };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    let result = answerFrom(answers, call);
    if (result === undefined && fallback) result = fallback(call);
    if (result instanceof ApiError) throw result;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a test's own failure, read by developers
    if (result === undefined) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: `No fake for ${key}` });
    return result;
  };
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetcher };
}

/** The answer `answers` gives `call` (by `"METHOD /path"`; a function is called with the call), or `undefined`. */
function answerFrom(answers: Readonly<Record<string, FakeApiAnswer>>, call: FakeApiCall): unknown {
  const answer = answers[`${call.method} ${call.path}`];
  return typeof answer === 'function' ? (answer as (call: FakeApiCall) => unknown)(call) : answer;
}

/**
 * Answers the features' fakes share: no saved column settings (a PUT answers what it sent) and an
 * empty audit log. A feature's own defaults replace them.
 */
export const sharedFakeAnswers: Readonly<Record<string, FakeApiAnswer>> = {
  'GET /v2/table-settings/{tableId}': { columns: [] },
  'PUT /v2/table-settings/{tableId}': (call: FakeApiCall) => call.body,
  'GET /v2/audit-logs': { items: [] },
};

/**
 * A feature's fake API (its `testing.tsx`): the test's own `answer(call)` first, then the feature's
 * `defaults` (by `"METHOD /path"`, as {@link fakeApi}'s answers), then {@link sharedFakeAnswers};
 * a call none answers fails with a 404. Returns {@link fakeApi}'s `calls`, `callsTo`, `fetcher`.
 */
export function fakeFeatureApi(defaults: Readonly<Record<string, FakeApiAnswer>>, answer?: (call: FakeApiCall) => unknown) {
  const answers = { ...sharedFakeAnswers, ...defaults };
  return fakeApi({}, (call) => {
    const own = answer?.(call);
    return own !== undefined ? own : answerFrom(answers, call);
  });
}
