import { endpoint } from '@kanri/contracts';
import * as v from 'valibot';
import { apiFetch, busyRetryDelayMs, endpointUrl, httpFetcher, serializeQuery, setApiFailureHandlers, setApiFetcher } from './api-fetch';
import { ApiError } from './api-error';
import { adoptEarlyCalls, clearEarlyCalls, preloadMaxAgeMs } from './early-calls';
import { activateLocale, i18n, registerCatalogLoader } from '../i18n/i18n';

const listEndpoint = endpoint({
  method: 'GET',
  path: '/v2/places/{placeId}/items',
  summary: 'test',
  access: 'operator',
  params: v.object({ placeId: v.string() }),
  query: v.object({ typeIdIn: v.optional(v.array(v.string())), pageIndex: v.optional(v.number()), freeText: v.optional(v.string()) }),
  responses: { 200: v.object({ items: v.array(v.string()) }) },
});

describe('API client', () => {
  beforeAll(() => {
    i18n.load('en-US', {});
    i18n.activate('en-US');
  });
  afterEach(() => {
    setApiFetcher(null);
    setApiFailureHandlers(null);
  });

  it('serializes arrays as repeated keys and leaves empty values out', () => {
    expect(serializeQuery({ a: ['x', 'y'], b: 2, c: '', d: undefined, e: null, f: true })).toBe('?a=x&a=y&b=2&f=true');
    expect(endpointUrl(listEndpoint, { params: { placeId: 'p 1' }, query: { typeIdIn: ['1', '2'], pageIndex: 0 } })).toBe('/v2/places/p%201/items?typeIdIn=1&typeIdIn=2&pageIndex=0');
  });

  it('takes a call the entry chunk already sent for the same URL and language, once, instead of sending it again', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ items: ['fresh'] }), { status: 200 }));
    global.fetch = fetchMock as never;
    const early = (items: string[]) => Promise.resolve(new Response(JSON.stringify({ items }), { status: 200 }));
    adoptEarlyCalls([
      // the manifest spells the query in another order: the same call
      { url: '/v2/places/p1/items?pageIndex=0&typeIdIn=1', language: 'en-US', startedAt: Date.now(), response: early(['early']) },
      { url: '/v2/places/p2/items', language: 'ja-JP', startedAt: Date.now(), response: early(['japanese']) },
      { url: '/v2/places/p3/items', language: 'en-US', startedAt: Date.now() - preloadMaxAgeMs - 1, response: early(['stale']) },
    ]);
    await expect(httpFetcher(listEndpoint, { params: { placeId: 'p1' }, query: { typeIdIn: ['1'], pageIndex: 0 } })).resolves.toEqual({ items: ['early'] });
    expect(fetchMock).not.toHaveBeenCalled();
    // taken once; another language or a stale answer is not this page's
    await expect(httpFetcher(listEndpoint, { params: { placeId: 'p1' }, query: { typeIdIn: ['1'], pageIndex: 0 } })).resolves.toEqual({ items: ['fresh'] });
    await expect(httpFetcher(listEndpoint, { params: { placeId: 'p2' } })).resolves.toEqual({ items: ['fresh'] });
    await expect(httpFetcher(listEndpoint, { params: { placeId: 'p3' } })).resolves.toEqual({ items: ['fresh'] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends a call anew when the early one failed on the network, and forgets early calls on clearEarlyCalls', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ items: ['fresh'] }), { status: 200 }));
    global.fetch = fetchMock as never;
    adoptEarlyCalls([{ url: '/v2/places/p1/items', language: 'en-US', startedAt: Date.now(), response: Promise.reject(new TypeError('Failed to fetch')) }]);
    await expect(httpFetcher(listEndpoint, { params: { placeId: 'p1' } })).resolves.toEqual({ items: ['fresh'] });
    adoptEarlyCalls([{ url: '/v2/places/p1/items', language: 'en-US', startedAt: Date.now(), response: Promise.resolve(new Response('{"items":["early"]}')) }]);
    clearEarlyCalls();
    await expect(httpFetcher(listEndpoint, { params: { placeId: 'p1' } })).resolves.toEqual({ items: ['fresh'] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends JSON with credentials and Accept-Language', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ items: ['a'] }), { status: 200 }));
    global.fetch = fetchMock as never;
    await expect(httpFetcher(listEndpoint, { params: { placeId: 'p1' } })).resolves.toEqual({ items: ['a'] });
    expect(fetchMock).toHaveBeenCalledWith('/v2/places/p1/items', expect.objectContaining({ method: 'GET', credentials: 'same-origin', headers: expect.objectContaining({ 'Accept-Language': 'en-US' }) }));
  });

  it("leaves Accept-Language to the browser before any locale is active (the start-up identity call)", async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 }));
    global.fetch = fetchMock as never;
    const locale = jest.spyOn(Object.getPrototypeOf(i18n), 'locale', 'get').mockReturnValue('');
    try {
      await httpFetcher(listEndpoint, { params: { placeId: 'p1' } });
    } finally {
      locale.mockRestore();
    }
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Accept-Language');
  });

  it('asks in the language being activated while its catalogs load (a route’s data at start-up)', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 }));
    global.fetch = fetchMock as never;
    let release: () => void = () => undefined;
    const gate = new Promise<Record<string, unknown>>((resolve) => (release = () => resolve({})));
    await registerCatalogLoader('slow-unit', async (locale) => (locale === 'ja-JP' ? gate : {}));
    const switching = activateLocale('ja-JP');
    try {
      await httpFetcher(listEndpoint, { params: { placeId: 'p1' } });
    } finally {
      release();
      await switching;
      await activateLocale('en-US');
    }
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toHaveProperty('Accept-Language', 'ja-JP');
  });

  it('maps a network failure to status 0 with a localized message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as never;
    const error = (await httpFetcher(listEndpoint, { params: { placeId: 'p1' } }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('maps an error body to ApiError with field errors', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 'VALIDATION_ERROR', message: 'Bad', fieldErrors: [{ path: 'freeText', message: 'Too long' }] }), { status: 400 })) as never;
    const error = (await httpFetcher(listEndpoint, { params: { placeId: 'p1' } }).catch((e) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Bad', fieldErrors: [{ path: 'freeText', message: 'Too long' }] });
  });

  it('hands 401 to the sign-in handler and 403 to the forbidden dialog', async () => {
    const unauthorized = jest.fn();
    const forbidden = jest.fn();
    setApiFailureHandlers({ unauthorized, forbidden });
    setApiFetcher(async () => {
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' });
    });
    await expect(apiFetch(listEndpoint, { params: { placeId: 'p' } })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    setApiFetcher(async () => {
      throw new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x' });
    });
    await expect(apiFetch(listEndpoint, { params: { placeId: 'p' } })).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledTimes(1);
  });

  it('does not treat a public endpoint 401 (wrong password) as an ended session', async () => {
    const unauthorized = jest.fn();
    setApiFailureHandlers({ unauthorized });
    setApiFetcher(async () => {
      throw new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'x' });
    });
    await expect(apiFetch({ ...listEndpoint, access: 'public' }, { params: { placeId: 'p' } })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
  });
  describe('a busy API (503 with Retry-After)', () => {
    const busy = (retryAfter = '1') =>
      new Response(JSON.stringify({ code: 'SERVER_BUSY', message: 'The server is busy. Please try again in a moment.' }), { status: 503, headers: { 'Retry-After': retryAfter } });
    const createEndpoint = { ...listEndpoint, method: 'POST' as const };
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('sends a read again after Retry-After and returns its data', async () => {
      const fetchMock = jest.fn().mockResolvedValueOnce(busy('1')).mockResolvedValueOnce(new Response(JSON.stringify({ items: ['a'] }), { status: 200 }));
      global.fetch = fetchMock as never;
      const settled = jest.fn();
      const call = apiFetch(listEndpoint, { params: { placeId: 'p1' } }).then(settled, settled);
      await jest.advanceTimersByTimeAsync(999);
      // not before the second the server asked for
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await call;
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(settled).toHaveBeenCalledWith({ items: ['a'] });
    });

    it('surfaces the localized error after two retries', async () => {
      const fetchMock = jest.fn(async () => busy('2'));
      global.fetch = fetchMock as never;
      const call = apiFetch(listEndpoint, { params: { placeId: 'p1' } }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(4000);
      const error = (await call) as ApiError;
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, code: 'SERVER_BUSY', message: 'The server is busy. Please try again in a moment.' });
    });

    it('does not send a POST again (the client sends no Idempotency-Key)', async () => {
      const fetchMock = jest.fn(async () => busy('1'));
      global.fetch = fetchMock as never;
      const error = (await apiFetch(createEndpoint, { params: { placeId: 'p1' } }).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({ status: 503, code: 'SERVER_BUSY' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('Idempotency-Key');
    });

    it('rejects with the abort reason when aborted during the wait, and sends nothing more', async () => {
      const fetchMock = jest.fn(async () => busy('5'));
      global.fetch = fetchMock as never;
      const controller = new AbortController();
      const call = apiFetch(listEndpoint, { params: { placeId: 'p1' } }, { signal: controller.signal }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(1000);
      controller.abort();
      const error = await call;
      expect(error).not.toBeInstanceOf(ApiError);
      expect(error).toBe(controller.signal.reason);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('waits only for a Retry-After of at most 5 s, in seconds or as a date, and only on a 503', () => {
      const now = Date.parse('2026-01-01T00:00:00Z');
      const answer = (status: number, retryAfter?: string) => new Response(null, { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });
      expect(busyRetryDelayMs(answer(503, '5'), now)).toBe(5000);
      expect(busyRetryDelayMs(answer(503, '6'), now)).toBeUndefined();
      expect(busyRetryDelayMs(answer(503, 'Thu, 01 Jan 2026 00:00:03 GMT'), now)).toBe(3000);
      expect(busyRetryDelayMs(answer(503, 'soon'), now)).toBeUndefined();
      expect(busyRetryDelayMs(answer(503), now)).toBeUndefined();
      expect(busyRetryDelayMs(answer(429, '1'), now)).toBeUndefined();
    });
  });
});
