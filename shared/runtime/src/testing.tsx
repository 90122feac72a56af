import type { ReactElement } from 'react';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AuditChange, AuditLogEntry, AuditResourceType, FieldDescription, MessageDescriptor, Session } from '@kanri/contracts';
import { KanriProviders } from './providers';
import { endpointUrl, setApiFetcher, type ApiFetcher } from './client/api-fetch';
import { normalizeCallUrl } from './client/early-calls';
import { clearPreloads } from './client/preload';
import type { RouteManifestSource } from './route-manifest';
import { endpointKeyHash } from './client/endpoint-key';
import { setNavigator } from './client/navigation';
import { i18n } from './i18n/i18n';
import type { Locale } from './remote-module';

/** Options of `renderWithProviders`. */
export interface RenderWithProvidersOptions {
  /** The initial URL (path, search, hash); default `/`. */
  route?: string;
  /** The signed-in session; default `null` (signed out). */
  session?: Session | null;
  /** Active locale; default en-US (source messages, no catalog needed). */
  locale?: Locale;
  /** Replaces the network: returns the body of a call or throws `ApiError`. Default: every call fails with 404. */
  fetcher?: ApiFetcher;
  /** Route pattern the UI is mounted at (default `*`), for components reading params. */
  path?: string;
}

/** A minimal signed-in session for tests (operator and individual). */
export const testSession: Session = {
  user: { id: 'u-1', email: 'admin@kanri.example', name: 'Taro Yamada', familyName: 'Yamada', givenName: 'Taro', avatarUrl: null, personId: null },
  company: { id: 'c-1', name: 'Kanri Demo' },
  locale: 'en-US',
  accessibles: { hasOperator: true, hasIndividual: true, products: ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'] },
};

/**
 * Renders `ui` inside `KanriProviders` (fresh SWR cache) and a memory router at `route`, with
 * `fetcher` in place of the network. Returns Testing Library's result plus the `router`
 * (`router.state.location` shows where the UI navigated).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  return renderRoutesWithProviders([{ path: options.path ?? '*', element: ui }], options);
}

/**
 * Like `renderWithProviders`, for a remote's route objects as they are (`routes` of
 * `src/app/routes.tsx`): a data router over them at `route`, so their `loader`s run beside their
 * `lazy` code, as in the host and the standalone mount (issue 27).
 */
export function renderRoutesWithProviders(routes: RouteObject[], options: Omit<RenderWithProvidersOptions, 'path'> = {}): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const locale = options.locale ?? 'en-US';
  i18n.load(locale, {});
  i18n.activate(locale);
  setApiFetcher(
    options.fetcher ??
      (async (endpoint) => {
        throw new Error(`no fetcher for ${endpoint.method} ${endpoint.path}`);
      }),
  );
  // a pathless root with an empty HydrateFallback: the first render waits for the loaders quietly
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], { initialEntries: [options.route ?? '/'] });
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const result = render(
    <KanriProviders session={options.session ?? null} cacheProvider={() => new Map()}>
      <RouterProvider router={router} />
    </KanriProviders>,
  );
  return Object.assign(result, { router });
}

/** What `routeFirstCalls` found: each call as SWR keys it (`"api","/v2/software","GET",#query:…`). */
export interface RouteFirstCalls {
  /** Every request the route's first render sent, its loader's preloads included, in order. */
  pageCalls: string[];
  /** The requests sent before the page showed its heading (the loader's, in parallel with the code). */
  sentBeforePage: string[];
  /** The requests the matched route's `loader` alone sends for the same URL. */
  loaderCalls: string[];
  result: RenderResult & { router: ReturnType<typeof createMemoryRouter> };
}

/**
 * Issue 27's check of a route whose `loader` preloads its page's calls: renders `routes` at
 * `options.route` through a data router (`renderRoutesWithProviders`), waits for `ready()` (e.g.
 * the first row) and records every request; then runs the deepest matched route's `loader` again on
 * a fresh network and records what it sends (also what a `lazyPreloadLoader` sends once its module
 * has loaded). A page that sends nothing twice has no duplicate in
 * `pageCalls`; a loader in step with its page has `loaderCalls` equal to `pageCalls` as sets.
 */
export async function routeFirstCalls(
  routes: RouteObject[],
  options: Omit<RenderWithProvidersOptions, 'path'> & { fetcher: ApiFetcher; ready: () => Promise<unknown> },
): Promise<RouteFirstCalls> {
  const pageCalls: string[] = [];
  const sentBeforePage: string[] = [];
  const recordingFetcher: ApiFetcher = (endpoint, input) => {
    const call = endpointKeyHash(endpoint, input);
    pageCalls.push(call);
    // the page's heading shows once the route's code has loaded: a call sent before is not the page's own
    if (!document.querySelector('h1')) sentBeforePage.push(call);
    return options.fetcher(endpoint, input);
  };
  const result = renderRoutesWithProviders(routes, { ...options, fetcher: recordingFetcher });
  await options.ready();
  // let effects that follow the first answers (a canonical URL rewrite, a second hook) run
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  const loaderCalls: string[] = [];
  setApiFetcher((endpoint, input) => {
    loaderCalls.push(endpointKeyHash(endpoint, input));
    return new Promise(() => {});
  });
  const match = result.router.state.matches.at(-1);
  const loader = match?.route.loader;
  if (typeof loader !== 'function') throw new Error(`no loader on the route matched by ${options.route ?? '/'}`);
  await loader({ request: new Request(new URL(options.route ?? '/', 'http://localhost')), params: match!.params, context: undefined } as never);
  // a `lazyPreloadLoader` preloads once its calls module has loaded
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  setApiFetcher(recordingFetcher);
  return { pageCalls, sentBeforePage, loaderCalls, result };
}

/**
 * Asserts issue 27's rule for a list route (`routeFirstCalls`): its first render sends each
 * (endpoint, input) once — nothing again after the loader's preload —, every one of them is sent
 * before the page shows its `h1` (by the loader, while the code loads), and its loader preloads
 * exactly the calls the page makes. Resolves with the loader's calls (SWR's serialized keys), for
 * checks of the search they carry.
 */
export async function expectRoutePreloadsFirstCalls(
  routes: RouteObject[],
  options: Omit<RenderWithProvidersOptions, 'path'> & { fetcher: ApiFetcher; ready: () => Promise<unknown> },
): Promise<string[]> {
  const { pageCalls, sentBeforePage, loaderCalls } = await routeFirstCalls(routes, { session: testSession, ...options });
  expect(pageCalls).toEqual([...new Set(pageCalls)]);
  expect([...loaderCalls].sort()).toEqual([...pageCalls].sort());
  // every call was on its way before the page rendered: the page took the loader's answers
  expect([...sentBeforePage].sort()).toEqual([...pageCalls].sort());
  return loaderCalls;
}

/**
 * What a route's `loader` preloads for `path` opened with no query: the URLs of its calls as
 * `apiFetch` would request them (`endpointUrl`), query parameters in key order
 * (`normalizeCallUrl`), sorted. Waits up to 2 s for a `lazyPreloadLoader`'s module.
 * @param routes a remote's route objects (`src/app/routes.tsx`)
 * @param path a concrete path (`/devices/inventory`)
 * @throws {Error} when no route with a loader matches `path`
 */
export async function loaderPreloadUrls(routes: RouteObject[], path: string): Promise<string[]> {
  const match = matchRoutes(routes, path)?.findLast((m) => typeof m.route.loader === 'function');
  const loader = match?.route.loader;
  if (!match || typeof loader !== 'function') throw new Error(`no route with a loader matches ${path}`);
  clearPreloads();
  const urls: string[] = [];
  setApiFetcher((endpoint, input) => {
    urls.push(normalizeCallUrl(endpointUrl(endpoint, input)));
    return new Promise(() => {});
  });
  try {
    await loader({ request: new Request(new URL(path, 'http://localhost')), params: match.params, context: undefined } as never);
    // a `lazyPreloadLoader` preloads once its calls module has loaded: wait until its calls stop coming
    for (let waited = 0, seen = -1; waited < 2_000 && (urls.length === 0 || urls.length !== seen); waited += 50) {
      seen = urls.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    setApiFetcher(null);
    clearPreloads();
  }
  return urls.sort();
}

/**
 * Issue 27's check of a remote's route manifest `preload` (the calls the host's entry chunk sends
 * before any of the remote's code): for each entry, the matched route's own `loader` preloads
 * exactly the declared calls for the page opened with no query (`:param`s filled with
 * `sample-<name>`). A page whose calls change (another page size, a new call) fails here until
 * the manifest says the same.
 */
export async function expectManifestPreloadsMatchLoaders(manifest: RouteManifestSource, routes: RouteObject[]): Promise<void> {
  for (const entry of manifest.preload ?? []) {
    const fill = (text: string) => text.replace(/:([A-Za-z]+)/g, 'sample-$1');
    const declared = entry.calls.map((call) => normalizeCallUrl(fill(call))).sort();
    expect({ path: entry.path, calls: await loaderPreloadUrls(routes, fill(entry.path)) }).toEqual({ path: entry.path, calls: declared });
  }
}

/** `«id»`: how `markDescribedLabels` renders a described label or enumeration value. */
export const markedLabel = (label: MessageDescriptor | string): string => `«${typeof label === 'string' ? label : label.id}»`;

/**
 * Issue 30's test of "a field is described once" (docs/fields.md): in every test of the calling
 * `describe`, the en-US catalog renders each label and enumeration value of `descriptions` as
 * `«its id»` (`markedLabel`), so a screen that shows the marked text reads the description, and one
 * that keeps a copy of its own shows its own words instead. After each test the screen is unmounted
 * and the English messages are put back. Call at the top of a `describe` (it registers `beforeEach`
 * and `afterEach`); returns `markedLabel`.
 */
export function markDescribedLabels(...descriptions: Readonly<Record<string, FieldDescription>>[]): typeof markedLabel {
  const described = descriptions.flatMap((description) => Object.values(description).flatMap((field) => [field.label, ...(field.kind === 'enum' ? Object.values(field.values) : [])]));
  beforeEach(() => {
    i18n.load('en-US', Object.fromEntries(described.map((d) => [d.id, markedLabel(d)])));
  });
  afterEach(() => {
    cleanup();
    i18n.load('en-US', Object.fromEntries(described.map((d) => [d.id, d.message ?? d.id])));
  });
  return markedLabel;
}

/**
 * One entry of a record's history (`AuditLogEntry`, what `GET /v2/audit-logs` answers in `items`)
 * for a test's fake API: the `changes` (`{ field, before, after, beforeName?, afterName? }`, a field
 * by its dotted path) made to `resourceType`'s record `resourceId`, by default an `UPDATE` by the
 * test session's user (`u-1`, Taro Yamada) at `2026-05-10T03:30:00.000Z` with id `a1`; `overrides`
 * replace any of these (another `action`, `actor`, `occurredAt`, or the `id` of a second entry).
 * The history tests of issue 30 (`*-fields.test.tsx`, docs/fields.md) build theirs with it.
 */
export function auditLogEntry(
  resourceType: AuditResourceType,
  resourceId: string,
  changes: AuditChange[],
  overrides: Partial<Omit<AuditLogEntry, 'resourceType' | 'resourceId' | 'changes'>> = {},
): AuditLogEntry {
  return { id: 'a1', action: 'UPDATE', occurredAt: '2026-05-10T03:30:00.000Z', actor: { userId: testSession.user.id, name: testSession.user.name }, resourceType, resourceId, changes, ...overrides };
}
