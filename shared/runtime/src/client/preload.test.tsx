import { act, screen } from '@testing-library/react';
import * as v from 'valibot';
import { endpoint } from '@kanri/contracts';
import { renderRoutesWithProviders, renderWithProviders } from '../testing';
import { ApiError } from './api-error';
import { setApiFailureHandlers, setApiFetcher, type ApiFetcher } from './api-fetch';
import { clearCache, revalidatePaths, useEndpoint } from './swr';
import { preloadEndpoint, preloadLoader, lazyPreloadLoader, preloadMaxAgeMs, endpointCall } from './preload';

const listEndpoint = endpoint({
  method: 'GET',
  path: '/v2/things',
  summary: 'test',
  access: 'operator',
  query: v.object({ pageIndex: v.number(), freeText: v.optional(v.string()) }),
  responses: { 200: v.object({ items: v.array(v.string()) }) },
});

/** A page that lists the things of `pageIndex` (what a list page's hook does). */
function Things({ pageIndex }: { pageIndex: number }) {
  const { data, error } = useEndpoint(listEndpoint, { query: { pageIndex } });
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data ? `items: ${data.items.join(',')}` : 'loading'}</p>;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A fake network that records every request. Answers `{ items: ['p<pageIndex>#<n>'] }` (n = the
 * request's number), or with `answers[n]` when given (an `ApiError` is thrown, `'hold'` waits
 * until the test settles it through `held`).
 */
function recordingApi(answers: Record<number, ApiError | 'hold'> = {}) {
  const calls: Array<{ path: string; query: unknown }> = [];
  const held: Deferred[] = [];
  const fetcher: ApiFetcher = (endpoint, input) => {
    calls.push({ path: endpoint.path, query: input?.query });
    const n = calls.length;
    const answer = answers[n];
    if (answer === 'hold') return new Promise((resolve, reject) => held.push({ resolve, reject }));
    if (answer) return Promise.reject(answer);
    return Promise.resolve({ items: [`p${(input?.query as { pageIndex: number }).pageIndex}#${n}`] });
  };
  setApiFetcher(fetcher);
  return { calls, fetcher, held };
}

/**
 * A router at `/` whose `/things` page lists the things of page 0 and records what each of its
 * renders showed (`seen`), to tell whether its first render already had the answer.
 */
async function renderHomeThenThings(fetcher: ApiFetcher) {
  const seen: string[] = [];
  function Recorded() {
    const { data } = useEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    const text = data ? `items: ${data.items.join(',')}` : 'loading';
    seen.push(text);
    return <p>{text}</p>;
  }
  const { router } = renderRoutesWithProviders(
    [
      { path: '/', element: <p>home</p> },
      { path: '/things', element: <Recorded /> },
    ],
    { route: '/', fetcher },
  );
  expect(await screen.findByText('home')).toBeInTheDocument();
  return { router, seen };
}

const serverError = () => new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Failed on the server' });

describe('preloadEndpoint', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setApiFailureHandlers(null);
    setApiFetcher(null);
  });

  it('sends one request when a call is preloaded and then rendered', async () => {
    const api = recordingApi();
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    expect(api.calls).toHaveLength(1);
    await act(async () => {});
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    expect(await screen.findByText('items: p0#1')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('primes the cache with an answer that arrived first: the page renders it on its first render, with one request', async () => {
    await clearCache();
    const api = recordingApi();
    const { router, seen } = await renderHomeThenThings(api.fetcher);
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    await act(async () => {});
    await act(async () => router.navigate('/things'));
    expect(await screen.findByText('items: p0#1')).toBeInTheDocument();
    expect(seen[0]).toBe('items: p0#1');
    expect(seen).not.toContain('loading');
    expect(api.calls).toHaveLength(1);
  });

  it('primes nothing for a preload dropped before its answer arrived', async () => {
    await clearCache();
    const api = recordingApi({ 1: 'hold' });
    const { router, seen } = await renderHomeThenThings(api.fetcher);
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    await act(async () => revalidatePaths(['/v2/things']));
    await act(async () => api.held[0]!.resolve({ items: ['stale'] }));
    await act(async () => router.navigate('/things'));
    expect(await screen.findByText('items: p0#2')).toBeInTheDocument();
    expect(seen[0]).toBe('loading');
    expect(seen).not.toContain('items: stale');
  });

  it('sends one request when the page mounts while the preload is in flight', async () => {
    const api = recordingApi({ 1: 'hold' });
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => api.held[0]!.resolve({ items: ['early'] }));
    expect(await screen.findByText('items: early')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('drops a failed preload: the page fetches normally and shows the answer of its own request', async () => {
    const api = recordingApi({ 1: serverError() });
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    await act(async () => {});
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    expect(await screen.findByText('items: p0#2')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('a page that took a preload which then fails fetches once more and shows its error state', async () => {
    const api = recordingApi({ 1: 'hold', 2: serverError() });
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    await act(async () => api.held[0]!.reject(serverError()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed on the server');
    expect(api.calls).toHaveLength(2);
  });

  it('leaves 401 and 403 to the page: the forbidden dialog opens once, for the page’s own request', async () => {
    const forbidden = jest.fn();
    const unauthorized = jest.fn();
    const refused = () => new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Not allowed' });
    const api = recordingApi({ 1: refused(), 2: refused() });
    setApiFailureHandlers({ forbidden, unauthorized });
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    await act(async () => {});
    expect(forbidden).not.toHaveBeenCalled();
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    setApiFailureHandlers({ forbidden, unauthorized });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('a different input is a different request', async () => {
    const api = recordingApi();
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    renderWithProviders(<Things pageIndex={1} />, { fetcher: api.fetcher });
    expect(await screen.findByText('items: p1#2')).toBeInTheDocument();
    expect(api.calls.map((call) => call.query)).toEqual([{ pageIndex: 0 }, { pageIndex: 1 }]);
  });

  it('keys like SWR: property order and undefined properties do not make another call', async () => {
    const api = recordingApi();
    preloadEndpoint(listEndpoint, { query: { freeText: undefined, pageIndex: 0 } });
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    expect(await screen.findByText('items: p0#1')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('does not serve a preload nobody took within preloadMaxAgeMs', async () => {
    const api = recordingApi();
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    await act(async () => {});
    now.mockReturnValue(start + preloadMaxAgeMs + 1);
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    expect(await screen.findByText('items: p0#2')).toBeInTheDocument();
  });

  it('drops preloads on clearCache (sign-out) and under the paths a mutation revalidates', async () => {
    const api = recordingApi();
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    await clearCache();
    preloadEndpoint(listEndpoint, { query: { pageIndex: 1 } });
    await revalidatePaths(['/v2/things']);
    renderWithProviders(
      <>
        <Things pageIndex={0} />
        <Things pageIndex={1} />
      </>,
      { fetcher: api.fetcher },
    );
    expect(await screen.findByText('items: p0#3')).toBeInTheDocument();
    expect(await screen.findByText('items: p1#4')).toBeInTheDocument();
  });

  it('sends nothing for a key a page fetched moments ago (a loader running again for the same URL)', async () => {
    const api = recordingApi();
    renderWithProviders(<Things pageIndex={0} />, { fetcher: api.fetcher });
    expect(await screen.findByText('items: p0#1')).toBeInTheDocument();
    preloadEndpoint(listEndpoint, { query: { pageIndex: 0 } });
    expect(api.calls).toHaveLength(1);
  });

  it('refuses a call that is not a GET', () => {
    const create = endpoint({ method: 'POST', path: '/v2/things', summary: 'test', access: 'operator', body: v.object({}), responses: { 201: v.object({}) } });
    expect(() => preloadEndpoint(create, { body: {} })).toThrow(TypeError);
  });

  it('preloadLoader parses the request URL and preloads every call without waiting, returning null', () => {
    const api = recordingApi({ 1: 'hold', 2: 'hold' });
    const loader = preloadLoader(
      (params) => ({ pageIndex: Number(params.get('page') ?? 0) }),
      (search) => ({ list: endpointCall(listEndpoint, { query: search }), next: endpointCall(listEndpoint, { query: { pageIndex: search.pageIndex + 1 } }) }),
    );
    expect(loader({ request: new Request('http://localhost/things?page=3') })).toBeNull();
    expect(api.calls.map((call) => call.query)).toEqual([{ pageIndex: 3 }, { pageIndex: 4 }]);
  });

  it('lazyPreloadLoader returns null at once and preloads once the calls module has loaded; a failed import preloads nothing', async () => {
    const api = recordingApi({ 1: 'hold' });
    let loaded: (loader: (args: { request: Request }) => unknown) => void = () => undefined;
    const module = new Promise<(args: { request: Request }) => unknown>((resolve) => (loaded = resolve));
    const loader = lazyPreloadLoader(() => module);
    expect(loader({ request: new Request('http://localhost/things?page=2') })).toBeNull();
    expect(api.calls).toHaveLength(0);
    await act(async () => loaded(preloadLoader((params) => ({ pageIndex: Number(params.get('page')) }), (search) => ({ list: endpointCall(listEndpoint, { query: search }) }))));
    expect(api.calls.map((call) => call.query)).toEqual([{ pageIndex: 2 }]);
    const failing = lazyPreloadLoader(() => Promise.reject(new Error('ChunkLoadError')));
    expect(failing({ request: new Request('http://localhost/things') })).toBeNull();
    await act(async () => {});
    expect(api.calls).toHaveLength(1);
  });
});
