import { matchPath } from 'react-router-dom';
import type { ManifestRedirect, RedirectSearch } from '@kanri/runtime';
import { getRouteRegistry } from './remotes/route-registry';

/**
 * The redirects in force: every remote's, from its route manifest (000 §2, 001 §2, DECISIONS.md
 * Routing; issue 27), each remote's in its own order (specific before general). `/` is not among
 * them: it goes to the signed-in user's own staff home (./module-access.ts `homeRedirect`).
 * Redirects that depend on data or an action (sign-in, invitation failure, marketplace
 * availability, CSV wizard steps, create/install success) belong to their screens.
 */
export function redirects(): ManifestRedirect[] {
  return getRouteRegistry().redirects;
}

/**
 * The query a redirect's target carries: `keep`, `drop` (default), or `{ set, rename, keep }` —
 * the `set` parameters first, then each renamed parameter's first value under its new name, then
 * the kept ones (`all`, or those named) except the renamed ones and the names `set` or `rename`
 * write.
 * @param rule the rule's `search`
 * @param search the location's query
 */
export function redirectSearch(rule: RedirectSearch | undefined, search: URLSearchParams): URLSearchParams {
  if (rule === 'keep') return new URLSearchParams(search);
  if (rule === undefined || rule === 'drop') return new URLSearchParams();
  const next = new URLSearchParams(rule.set ?? {});
  const renamed = Object.entries(rule.rename ?? {});
  for (const [from, to] of renamed) {
    const value = search.get(from);
    if (value !== null) next.set(to, value);
  }
  const written = new Set([...Object.keys(rule.set ?? {}), ...renamed.flatMap(([from, to]) => [from, to])]);
  const keep = rule.keep ?? [];
  for (const [key, value] of search) {
    if (written.has(key)) continue;
    if (keep === 'all' || keep.includes(key)) next.append(key, value);
  }
  return next;
}

function fill(to: string, params: Record<string, string | undefined>): string {
  return to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function applyOnce(pathname: string, search: URLSearchParams, rules: ManifestRedirect[]): { pathname: string; search: URLSearchParams } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const rule of rules) {
    const match = matchPath({ path: rule.from, end: true, caseSensitive: false }, path);
    if (!match) continue;
    const excluded = Object.entries(rule.exclude ?? {}).some(([name, values]) => values.includes(match.params[name] ?? ''));
    if (excluded) continue;
    return { pathname: fill(rule.to, match.params), search: redirectSearch(rule.search, search) };
  }
  if (path !== pathname) return { pathname: path, search };
  return null;
}

/**
 * Where a URL redirects to, following chains (`/apps` → `/software` → `/software/registry`), or
 * `null` when it is not redirected. A trailing slash is dropped.
 * @param pathname the location's pathname
 * @param search the location's search (`?a=1` or `a=1`)
 * @param rules the redirects (default: the remotes' manifests)
 * @returns the target as `pathname?search`
 */
export function resolveRedirect(pathname: string, search = '', rules: ManifestRedirect[] = redirects()): string | null {
  let current = { pathname, search: new URLSearchParams(search) };
  let moved = false;
  for (let hop = 0; hop < 8; hop++) {
    const next = applyOnce(current.pathname, current.search, rules);
    if (!next) break;
    current = next;
    moved = true;
  }
  if (!moved) return null;
  const query = current.search.toString();
  return query ? `${current.pathname}?${query}` : current.pathname;
}
