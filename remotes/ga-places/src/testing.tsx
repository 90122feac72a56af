import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';

/**
 * Testing Library's user-event for this remote's tests: no delay between actions and no
 * pointer-events check (it reads the computed style of every ancestor, which is slow in jsdom under
 * antd's many style rules).
 */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Types `text` into `field` at once: a click, then one paste (one change instead of one per key). */
export async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** One recorded API call. */
export interface RecordedCall {
  method: string;
  path: string;
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> } | undefined;
}

/**
 * A fake API for the feature's pages: `answers` maps `"METHOD /path"` (the endpoint's path
 * pattern) to a body or an `ApiError` (or a function of the input returning either); every call is
 * recorded in `calls`. Unknown calls fail with a 404 `ApiError`.
 */
export function fakeApi(answers: Record<string, unknown>) {
  const calls: RecordedCall[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    calls.push({ method: endpoint.method, path: endpoint.path, input: input as RecordedCall['input'] });
    const key = `${endpoint.method} ${endpoint.path}`;
    if (!(key in answers)) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: `No answer for ${key}` });
    const answer = answers[key];
    const body = typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
    if (body instanceof ApiError) throw body;
    return body;
  };
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetcher };
}

/**
 * A list's saved views as the fake API answers them (issue 31 §4): `views` for `GET /v2/saved-views`,
 * no people group to share with, a `POST` answering the view it created, and the column settings
 * `saved` (`GET`) with a `PUT` answering what it sent. Merge into a `fakeApi`'s answers.
 */
export function savedViewsAnswers(views: unknown[], saved: { columns: { key: string; visible: boolean }[] } = { columns: [] }): Record<string, unknown> {
  return {
    'GET /v2/table-settings/{tableId}': saved,
    'PUT /v2/table-settings/{tableId}': (input: { body: unknown }) => input.body,
    'GET /v2/saved-views': { items: views },
    'GET /v2/saved-view-groups': { items: [] },
    'POST /v2/saved-views': (input: { body: Record<string, unknown> }) => ({ ...(views[0] as object), ...input.body, id: 'v-new', isMine: true, peopleGroup: null }),
  };
}

