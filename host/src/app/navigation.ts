import type { LocalizedLabel } from '@kanri/runtime';
import { getRouteRegistry, remoteForPath, type NavModule, type PaletteRoute } from './remotes/route-registry';

export type { NavModule, PaletteRoute } from './remotes/route-registry';

/**
 * Every module of the side navigation (000 §1), in navigation order, as the remotes' route
 * manifests declare them (issue 27: the host holds no module table). The staff home is the
 * landing page of the first module the session may use.
 */
export function navModules(): NavModule[] {
  return getRouteRegistry().navModules;
}

/** Every static (parameter-free) screen of every module, for the command palette. */
export function paletteRoutes(): PaletteRoute[] {
  return getRouteRegistry().paletteRoutes;
}

/**
 * The label of the module whose URL space holds `path` (for the fallback page and the browser
 * tab), else `null`.
 */
export function moduleLabelFor(path: string): LocalizedLabel | null {
  const lower = path.toLowerCase();
  const module = navModules().find((m) => m.paths.some((space) => lower === space || lower.startsWith(`${space}/`)));
  if (module) return module.label;
  return remoteForPath(lower)?.entry.manifest?.modules[0]?.label ?? null;
}
