/* eslint-disable lingui/no-unlocalized-strings -- console messages for developers and storage keys, no UI text */
import { parseRouteManifest, routeManifestFileName, type LocalizedLabel, type ModuleProduct, type RouteManifest } from '@kanri/runtime';
import type { MarketplaceRole } from '@kanri/contracts';
import type { RemoteConfig } from './runtime-config';

/**
 * What the shell knows of its remotes' routes (issue 27 "Remotes own their routes"): every remote's
 * `route-manifest.json`, fetched at start-up in parallel with the host's own code, merged into the
 * side navigation, the command palette, the module→product table and the redirects. Nothing here
 * is written in the host: a remote that adds a screen and its nav entry deploys alone.
 */

/** How a remote's manifest was obtained. */
export type ManifestState =
  /** fetched and valid */
  | 'live'
  /** the remote answered something invalid: the last good copy (if any) is used, the console says why */
  | 'refused'
  /** the remote could not be reached: its entries show as unavailable */
  | 'unavailable';

/** A module of the side navigation (000 §1), from the manifest of the remote that owns it. */
export interface NavModule {
  key: string;
  label: LocalizedLabel;
  /** Landing path; absent for a group whose pages are its `children`. */
  path?: string;
  children?: { key: string; label: LocalizedLabel; path: string; marketplaceRoles?: MarketplaceRole[] }[];
  product: ModuleProduct;
  /** the companies whose staff see it, by marketplace role (absent: customers only; issue 30) */
  marketplaceRoles?: MarketplaceRole[];
  /** the module's URL spaces (`/people`, `/person`): a URL is decided from these before any remote loads */
  paths: string[];
  order: number;
  /** the remote's id */
  remote: string;
  /** false when its remote could not be reached (shown, but said to be unavailable) */
  available: boolean;
}

/** A static route offered by the command palette (000 §1: static routes only). */
export interface PaletteRoute {
  path: string;
  label: LocalizedLabel;
  /** The module it belongs to, shown beside the label. */
  module: LocalizedLabel;
}

/** One remote as the registry holds it. */
export interface RegisteredRemote {
  remote: RemoteConfig;
  /** the manifest in force (live, or the last good copy), or null when none is known */
  manifest: RouteManifest | null;
  state: ManifestState;
}

/** Everything the shell derives from the manifests. */
export interface RouteRegistry {
  remotes: RegisteredRemote[];
  /** every module, in navigation order */
  navModules: NavModule[];
  paletteRoutes: PaletteRoute[];
  /** every remote's redirects, remote by remote, each in its own order */
  redirects: RouteManifest['redirects'];
}

/**
 * Merges the remotes' manifests. A module key or a base path claimed by two remotes stays with the
 * first (runtime-config order) and the console names the conflict; redirects of a remote whose
 * manifest is unknown are absent (its URLs are then the remote's to refuse).
 * @param remotes each remote with its manifest and state
 */
export function buildRouteRegistry(remotes: RegisteredRemote[]): RouteRegistry {
  const modules = new Map<string, NavModule>();
  const owners = new Map<string, string>();
  const paletteRoutes: PaletteRoute[] = [];
  const redirects: RouteManifest['redirects'] = [];
  const kept: RegisteredRemote[] = [];
  for (const entry of remotes) {
    const manifest = entry.manifest;
    if (!manifest) {
      kept.push(entry);
      continue;
    }
    const taken = manifest.basePaths.filter((base) => owners.has(base) && owners.get(base) !== entry.remote.id);
    if (taken.length) console.error(`[kanri] route manifest of ${entry.remote.id}: ${taken.join(', ')} already belong to ${taken.map((b) => owners.get(b)).join(', ')}; ignored`);
    const basePaths = manifest.basePaths.filter((base) => !taken.includes(base));
    for (const base of basePaths) owners.set(base, entry.remote.id);
    const own = (path: string) => basePaths.some((base) => path === base || path.startsWith(`${base}/`));
    const ownModules = new Map<string, LocalizedLabel>();
    for (const module of manifest.modules) {
      if (modules.has(module.key) || !module.paths.every(own)) {
        console.error(`[kanri] route manifest of ${entry.remote.id}: module ${module.key} conflicts with another remote; ignored`);
        continue;
      }
      modules.set(module.key, { ...module, remote: entry.remote.id, available: entry.state !== 'unavailable' });
      ownModules.set(module.key, module.label);
    }
    for (const item of manifest.palette) {
      const module = ownModules.get(item.module);
      if (module) paletteRoutes.push({ path: item.path, label: item.label, module });
    }
    redirects.push(...manifest.redirects.filter((rule) => own(rule.from.replace(/\/\*$/, ''))));
    kept.push({ ...entry, manifest: { ...manifest, basePaths } });
  }
  const navModules = [...modules.values()].sort((a, b) => a.order - b.order);
  return { remotes: kept, navModules, paletteRoutes, redirects };
}

let registry: RouteRegistry = buildRouteRegistry([]);

/** Replaces the registry (start-up; tests). */
export function setRouteRegistry(next: RouteRegistry): void {
  registry = next;
}

/** The registry in force (empty until start-up has loaded the manifests). */
export function getRouteRegistry(): RouteRegistry {
  return registry;
}

/** The remote that owns `pathname` (longest matching base path of the manifests), if any. */
export function remoteForPath(pathname: string, from: RouteRegistry = registry): { entry: RegisteredRemote; basePath: string } | null {
  const path = pathname.toLowerCase();
  let best: { entry: RegisteredRemote; basePath: string } | null = null;
  for (const entry of from.remotes) {
    for (const basePath of entry.manifest?.basePaths ?? []) {
      const owns = path === basePath || path.startsWith(`${basePath}/`);
      if (owns && (!best || basePath.length > best.basePath.length)) best = { entry, basePath };
    }
  }
  return best;
}

/** The URL of a remote's route manifest: beside its `mf-manifest.json`. */
export function routeManifestUrl(remote: Pick<RemoteConfig, 'entry'>, base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href): string {
  return new URL(routeManifestFileName, new URL(remote.entry, base)).href;
}

const storageKey = (id: string) => `kanri:route-manifest:${id}`;

/** Where the last good manifests are kept, so that a dead remote's entries still show (as unavailable). */
export interface ManifestStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function lastGood(id: string, store: ManifestStore | null): RouteManifest | null {
  try {
    const text = store?.getItem(storageKey(id));
    if (!text) return null;
    const parsed = parseRouteManifest(JSON.parse(text));
    return parsed.ok && parsed.manifest.remote === id ? parsed.manifest : null;
  } catch {
    return null;
  }
}

/**
 * Turns one remote's fetched manifest into its registry entry: a valid manifest is used and kept as
 * the last good copy; an invalid one is refused with its problems in the console (the last good
 * copy, if any, stands in); a failed fetch marks the remote unavailable (its last good copy still
 * names its entries).
 * @param remote the remote's runtime config
 * @param body the parsed JSON body, or an `Error` when the fetch or the JSON failed
 * @param store the last-good store (`localStorage`), or null
 */
export function registerManifest(remote: RemoteConfig, body: unknown, store: ManifestStore | null): RegisteredRemote {
  if (body instanceof Error) {
    console.error(`[kanri] route manifest of ${remote.id} could not be loaded (${body.message}): its modules show as unavailable`);
    return { remote, manifest: lastGood(remote.id, store), state: 'unavailable' };
  }
  const parsed = parseRouteManifest(body);
  const problems = parsed.ok ? (parsed.manifest.remote === remote.id ? [] : [`remote: "${parsed.manifest.remote}" is not ${remote.id}`]) : parsed.issues;
  if (!parsed.ok || problems.length) {
    console.error(`[kanri] route manifest of ${remote.id} refused:\n  ${problems.join('\n  ')}`);
    return { remote, manifest: lastGood(remote.id, store), state: 'refused' };
  }
  try {
    store?.setItem(storageKey(remote.id), JSON.stringify(parsed.manifest));
  } catch {
    // a full or disabled storage only loses the fallback
  }
  return { remote, manifest: parsed.manifest, state: 'live' };
}

/** Fetches a remote's manifest body: the JSON, or an `Error` (never rejects). */
export type ManifestFetcher = (remote: RemoteConfig) => Promise<unknown>;

/** The plain fetch of a remote's manifest (served `no-cache`: a redeployed remote shows on the next load; same request mode as the page's preload, so it is fetched once). */
export const fetchManifest: ManifestFetcher = async (remote) => {
  try {
    const response = await fetch(routeManifestUrl(remote), { credentials: 'same-origin' });
    if (!response.ok) return new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
};

/**
 * Loads every remote's manifest in parallel and builds the registry.
 * @param remotes the runtime config's remotes
 * @param options `fetcher` (default: the early fetches of the entry chunk, else `fetchManifest`), `store` (default `localStorage`)
 */
export async function loadRouteRegistry(remotes: RemoteConfig[], options: { fetcher?: ManifestFetcher; store?: ManifestStore | null } = {}): Promise<RouteRegistry> {
  const fetcher = options.fetcher ?? fetchManifest;
  const store = options.store !== undefined ? options.store : typeof localStorage === 'undefined' ? null : localStorage;
  const entries = await Promise.all(remotes.map(async (remote) => registerManifest(remote, await fetcher(remote), store)));
  return buildRouteRegistry(entries);
}
