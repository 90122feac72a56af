import type { Accessibles, MarketplaceRole } from '@kanri/contracts';
import { navModules, paletteRoutes, type NavModule, type PaletteRoute } from './navigation';

/**
 * What the shell shows to whom (issue 9; 000 §6; docs/permissions.md "The shell"). The server
 * decides every call; the shell only hides what the server would refuse and decides a module's URL
 * before loading the remote that owns it. All of it reads the modules of the remotes' route
 * manifests (each with its product and URL spaces: ./remotes/route-registry.ts).
 */

type Session = { accessibles: Accessibles };

/**
 * Whether a module or navigation child is for the session's company (issue 30): its
 * `marketplaceRoles` name the company's marketplace role; absent, it is for customers only. A
 * session without a role is a customer's.
 */
function offeredTo(entry: { marketplaceRoles?: readonly MarketplaceRole[] }, accessibles: Accessibles): boolean {
  return (entry.marketplaceRoles ?? ['CUSTOMER']).includes(accessibles.marketplaceRole ?? 'CUSTOMER');
}

/** Whether a navigation child is for the session's company: by its own `marketplaceRoles`, else (none of its own) by its module's. */
function childOfferedTo(module: NavModule, child: NonNullable<NavModule['children']>[number], accessibles: Accessibles): boolean {
  return offeredTo({ marketplaceRoles: child.marketplaceRoles ?? module.marketplaceRoles }, accessibles);
}

/**
 * Whether a session may use a module: it needs the operator (staff) account, the module's product
 * and a module offered to its company's marketplace role (a supplier's staff: the marketplace and
 * the settings); an `any` module needs at least one product; a module missing from the table is
 * refused. `null` accessibles (no session: standalone rendering, tests) allow everything — the
 * access guard keeps signed-out users out of the shell.
 */
export function canUseModule(moduleKey: string, accessibles: Accessibles | null | undefined): boolean {
  if (!accessibles) return true;
  const entry = navModules().find((module) => module.key === moduleKey);
  if (!entry || !accessibles.hasOperator || !offeredTo(entry, accessibles)) return false;
  if (entry.product === 'any') return accessibles.products.length > 0;
  return accessibles.products.includes(entry.product);
}

/**
 * The modules of the side navigation a session may use, in navigation order, each with only the
 * children offered to its company (a supplier's marketplace: its sales orders, not the store).
 */
export function permittedModules(accessibles: Accessibles | null | undefined): NavModule[] {
  const modules = navModules().filter((module) => canUseModule(module.key, accessibles));
  if (!accessibles) return modules;
  return modules
    .map((module) => (module.children ? { ...module, children: module.children.filter((child) => childOfferedTo(module, child, accessibles)) } : module))
    .filter((module) => module.path !== undefined || module.children!.length > 0);
}

/** The module whose URL space holds `pathname` (`/person/1/x` → people), or `null` (the individual area, unknown paths). */
export function moduleForPath(pathname: string): NavModule | null {
  const path = pathname.toLowerCase();
  return navModules().find((module) => module.paths.some((base) => path === base || path.startsWith(`${base}/`))) ?? null;
}

/**
 * The command palette's routes of the modules a session may use (a route belongs to the module of
 * its URL), without the pages of navigation children not offered to its company (issue 30: a
 * supplier's palette has its sales orders, not the store; a customer's the store, not sales orders).
 */
export function permittedPaletteRoutes(accessibles: Accessibles | null | undefined): PaletteRoute[] {
  const hidden = new Set(
    accessibles ? navModules().flatMap((module) => (module.children ?? []).filter((child) => !childOfferedTo(module, child, accessibles)).map((child) => child.path)) : [],
  );
  return paletteRoutes().filter((route) => !forbiddenModuleFor(route.path, accessibles) && !hidden.has(route.path));
}

/** A module's landing page: its own path, else its first child's. */
export function moduleLanding(module: NavModule): string {
  // every module of the table has a path or at least one child (module-access.test.ts)
  return module.path ?? module.children![0]!.path;
}

/**
 * The staff home (000 §6): the landing page of the first module (navigation order) of a product
 * the session holds — not the cockpit (`any`), which sums up the others — or `null` when there is
 * none (no operator account, or no product): the forbidden dialog then shows the
 * no-accessible-page message.
 */
export function staffHome(accessibles: Accessibles | null | undefined): string | null {
  if (!accessibles) return null;
  const permitted = permittedModules(accessibles);
  const first = permitted.find((module) => module.product !== 'any' && module.available) ?? permitted.find((module) => module.available) ?? permitted[0];
  return first ? moduleLanding(first) : null;
}

/**
 * Where `/` sends a signed-in user (000 §2, §6; issue 9): the staff home (`/software/registry` for
 * IT, `/places` for GA only), else `/individual` for an account with the individual area and no
 * staff module, else `null` (the shell then shows the forbidden dialog's no-accessible-page message).
 */
export function homeRedirect(session: Session | null): string | null {
  if (!session) return null;
  return staffHome(session.accessibles) ?? (session.accessibles.hasIndividual ? '/individual' : null);
}

/**
 * The forbidden decision for a URL (000 §6, made up front from the URL's module, before the remote
 * that owns it loads): the module the session may not use, or `null` when the URL may be opened
 * (a permitted module, or no module at all: `/individual`, the not-found page).
 */
export function forbiddenModuleFor(pathname: string, accessibles: Accessibles | null | undefined): NavModule | null {
  const module = moduleForPath(pathname);
  return module && !canUseModule(module.key, accessibles) ? module : null;
}
