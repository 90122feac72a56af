import type { Accessibles, Product } from '@kanri/contracts';
import { earlyAccessibles } from '../early-session';

/**
 * The remotes' route manifests, fetched from the entry chunk (`src/index.ts`) before the shared
 * modules load (issue 27: the shell learns its routes in parallel with its own start). Reads the
 * runtime config the host's server inlined into the page; with none (a dev server), nothing starts
 * here and the bootstrap fetches them itself. Once a manifest names the URL's base path and the
 * early identity call says the session may open the URL's module, the remote's `mf-manifest.json`,
 * `remoteEntry.js` and `./module` files are preloaded, so the remote's code starts downloading while
 * the shell's does (nothing for a signed-out visit or a refused module). No valibot here: the bootstrap validates.
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
 */
export function startRouteManifests(): void {
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
