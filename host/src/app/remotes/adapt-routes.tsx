import { use, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

type LazyResult = { Component?: ComponentType | null; element?: ReactNode };
type LazyProp = RouteObject['lazy'];

const lazyCache = new WeakMap<object, Promise<LazyResult>>();

async function resolveLazy(lazy: NonNullable<LazyProp>): Promise<LazyResult> {
  if (typeof lazy === 'function') return (await (lazy as () => Promise<LazyResult>)()) ?? {};
  const parts = lazy as Record<string, (() => Promise<unknown>) | undefined>;
  const [Component, element] = await Promise.all([parts.Component?.(), parts.element?.()]);
  return { Component: Component as ComponentType | undefined, element: element as ReactNode };
}

function LazyRouteElement({ lazy }: { lazy: NonNullable<LazyProp> }) {
  let promise = lazyCache.get(lazy as object);
  if (!promise) {
    promise = resolveLazy(lazy);
    lazyCache.set(lazy as object, promise);
    promise.catch(() => undefined);
  }
  const result = use(promise);
  if (result.Component) return <result.Component />;
  return <>{result.element ?? null}</>;
}

/** Turns data-router `lazy` into an element that suspends, since descendant routes have no `lazy`. */
function withLazyElements(route: RouteObject): RouteObject {
  const children = route.children?.map(withLazyElements);
  if (!route.lazy) return route.index ? route : ({ ...route, children } as RouteObject);
  const { lazy, ...rest } = route;
  const element = <LazyRouteElement lazy={lazy} />;
  return rest.index ? ({ ...rest, element } as RouteObject) : ({ ...rest, element, children } as RouteObject);
}

function strip(routes: RouteObject[], base: string[]): RouteObject[] {
  const out: RouteObject[] = [];
  for (const route of routes) {
    if (route.path === undefined) {
      // a pathless layout: keep it when some child lives under the base path
      if (route.index || !route.children) continue;
      const children = strip(route.children, base);
      if (children.length) out.push({ ...route, children } as RouteObject);
      continue;
    }
    const own = segmentsOf(route.path);
    const starts = (a: string[], b: string[]) => b.every((s, i) => a[i]?.toLowerCase() === s.toLowerCase());
    if (own.length === 1 && own[0] === '*') {
      out.push(route);
    } else if (starts(own, base)) {
      const rest = own.slice(base.length).join('/');
      if (rest) out.push({ ...route, path: rest } as RouteObject);
      else if (route.children) out.push({ ...route, path: undefined } as RouteObject);
      else {
        const { path: _path, children: _children, ...leaf } = route as RouteObject & { children?: unknown };
        out.push({ ...leaf, index: true } as RouteObject);
      }
    } else if (starts(base, own) && route.children) {
      // the route is a prefix of the base path (`profile` holding `device/...`)
      const children = strip(route.children, base.slice(own.length));
      if (children.length) out.push({ ...route, path: undefined, children } as RouteObject);
    }
  }
  return out;
}

/**
 * A remote's routes (paths from the site root, e.g. `software/registry`) as descendant routes of
 * the shell's splat route for one of its base paths (`/software/*`): the base path's segments are
 * stripped, routes of the remote's other base paths dropped, and `lazy` routes made suspending
 * elements. Relative links inside the remote keep working.
 */
export function routesForBasePath(routes: RouteObject[], basePath: string): RouteObject[] {
  return strip(routes, segmentsOf(basePath)).map(withLazyElements);
}
