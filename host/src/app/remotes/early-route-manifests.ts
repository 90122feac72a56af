import type { Accessibles, Product } from '@kanri/contracts';
import { earlyAccessibles, earlyRequestHeaders, earlySessionLanguage } from '../early-session';

/**
 * The remotes' route manifests, fetched from the entry chunk (`src/index.ts`) before the shared
 * modules load (issue 27: the shell learns its routes in parallel with its own start). Reads the
 * runtime config the host's server inlined into the page; with none (a dev server), nothing starts
 * here and the bootstrap fetches them itself. Once a manifest names the URL's base path and the
 * early identity call says the session may open the URL's module, the remote's `mf-manifest.json`,
 * `remoteEntry.js` and `./module` files are preloaded, so the remote's code starts downloading while
 * the shell's does (nothing for a signed-out visit or a refused module). The page's first data
 * calls that the manifest declares (`preload`) start as soon as it arrives. No valibot here: the
 * bootstrap validates.
 */

interface EarlyRemote {
  id: string;
  entry: string;
}

const early = new Map<string, Promise<unknown>>();

function addPreload(href: string, as: 'fetch' | 'script'): void {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/**
 * Reads the remote's `mf-manifest.json` (the request the preload above already made) and preloads
 * the files of its `./module` expose, which the federation runtime would otherwise ask for only
 * after `remoteEntry.js` has run. Files are relative to the manifest (`publicPath: auto`).
 */
function preloadExposedModule(entry: URL): void {
  fetch(entry, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((manifest: { metaData?: { publicPath?: string }; exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[] } | null) => {
      const publicPath = manifest?.metaData?.publicPath;
      const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, entry) : entry;
      const files = manifest?.exposes?.find((expose) => expose.name === 'module')?.assets?.js?.sync ?? [];
      for (const file of files) addPreload(new URL(file, base).href, 'script');
    })
    .catch(() => undefined);
}

interface EarlyManifest {
  basePaths?: unknown;
  modules?: { product?: unknown; paths?: unknown }[];
  preload?: { path?: unknown; calls?: unknown }[];
}

/** A call started here, for the runtime to adopt (the runtime's `EarlyCall`). */
export interface StartedCall {
  url: string;
  language: string | null;
  startedAt: number;
  response: Promise<Response>;
}

const started: StartedCall[] = [];

/**
 * The params of `pathname` under a manifest's route pattern (`/devices/:deviceId` and
 * `/devices/d-1` → `{ deviceId: 'd-1' }`), or `null` when it does not match. Literal segments
 * compare exactly; a param takes one non-empty segment.
 */
export function matchPreloadPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      if (!have[i]) return null;
      params[segment.slice(1)] = have[i]!;
    } else if (segment !== have[i]) return null;
  }
  return params;
}

/**
 * The URLs a manifest's `preload` declares for this page: those of the entry whose path matches
 * `pathname`, with its params filled in (URI-encoded as they came). Only for a page opened with no
 * query (`search` empty): a query changes the page's calls, and its loader then preloads them.
 */
export function preloadUrls(body: unknown, pathname: string, search: string): string[] {
  const entries = (body as EarlyManifest | null)?.preload;
  if ((search && search !== '?') || !Array.isArray(entries)) return [];
  for (const entry of entries) {
    if (typeof entry?.path !== 'string' || !Array.isArray(entry.calls)) continue;
    const params = matchPreloadPath(entry.path, pathname);
    if (!params) continue;
    return entry.calls.filter((call): call is string => typeof call === 'string' && call.startsWith('/v')).map((call) => call.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? ''));
  }
  return [];
}

/**
 * Sends the page's first data calls that the URL's manifest declares (issue 27 "Data starts with
 * the code"), in the language the identity call asked in, without waiting for the identity call's
 * answer: the server decides each call, and the answer of one the session may not make (signed
 * out, a product it lacks) is never adopted by a page and is dropped.
 */
function startPreloads(body: unknown): void {
  const urls = preloadUrls(body, window.location.pathname, window.location.search);
  if (urls.length === 0) return;
  const language = earlySessionLanguage();
  const headers = earlyRequestHeaders();
  for (const url of urls) {
    const response = fetch(url, { headers, credentials: 'same-origin' });
    response.catch(() => undefined);
    started.push({ url, language, startedAt: Date.now(), response });
  }
}

/** The calls `startRouteManifests` started for the page, taken once (the bootstrap hands them to the runtime). */
export function takeEarlyCalls(): StartedCall[] {
  return started.splice(0, started.length);
}

const within = (pathname: string, base: unknown) => typeof base === 'string' && (pathname === base || pathname.startsWith(`${base}/`));

/**
 * Whether the remote of this manifest serves `pathname` to a session with these accessibles: the
 * URL lies in its base paths and the session may use the URL's module (000 §6; as the shell will
 * decide: staff account, and the module's product or, for `any`, some product). Signed out: no.
 */
export function servesPath(body: unknown, pathname: string, accessibles: Accessibles | null): boolean {
  const manifest = body as EarlyManifest | null;
  if (!accessibles || !Array.isArray(manifest?.basePaths) || !manifest.basePaths.some((base) => within(pathname, base))) return false;
  const module = (Array.isArray(manifest.modules) ? manifest.modules : []).find((m) => Array.isArray(m.paths) && m.paths.some((space) => within(pathname, space)));
  if (!module) return true;
  if (!accessibles.hasOperator) return false;
  return module.product === 'any' ? accessibles.products.length > 0 : accessibles.products.includes(module.product as Product);
}

/**
 * Starts fetching every remote's `route-manifest.json` (`no-cache`). Does nothing without the
 * inlined runtime config or `fetch`, or on the auth pages.
 * @param options `preloadRemoteCode: false` preloads no remote's files (a build that bundles the
 *   remotes' code itself: the bench's single-bundle comparison)
 */
export function startRouteManifests(options: { preloadRemoteCode?: boolean } = {}): void {
  if (early.size || typeof fetch !== 'function' || typeof document === 'undefined') return;
  const pathname = window.location.pathname.toLowerCase();
  if (pathname.startsWith('/auth/')) return;
  let remotes: EarlyRemote[];
  try {
    remotes = (JSON.parse(document.getElementById('kanri-runtime-config')?.textContent ?? 'null') as { remotes?: EarlyRemote[] } | null)?.remotes ?? [];
  } catch {
    return;
  }
  for (const remote of remotes) {
    let url: URL;
    try {
      url = new URL('route-manifest.json', new URL(remote.entry, window.location.href));
    } catch {
      continue;
    }
    const body = fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : new Error(`HTTP ${response.status}`)))
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    early.set(remote.id, body);
    void body.then(startPreloads);
    if (options.preloadRemoteCode === false) continue;
    void Promise.all([body, earlyAccessibles()]).then(([json, accessibles]) => {
      if (json instanceof Error || !servesPath(json, pathname, accessibles)) return;
      const entry = new URL(remote.entry, window.location.href);
      addPreload(entry.href, 'fetch');
      addPreload(new URL('remoteEntry.js', entry).href, 'script');
      preloadExposedModule(entry);
    });
  }
}

/**
 * The early fetch of a remote's manifest, taken once: the parsed JSON or an `Error`; `undefined`
 * when none was started for it.
 * @param remoteId the remote's id
 */
export function takeEarlyRouteManifest(remoteId: string): Promise<unknown> | undefined {
  const body = early.get(remoteId);
  early.delete(remoteId);
  return body;
}
