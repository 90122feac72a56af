import type { Product } from '@kanri/contracts';

/**
 * The product a module belongs to (issue 9; docs/permissions.md "The shell"): the one the server
 * declares for the module's calls, or `any` for a module every staff user holding at least one
 * product may open (the cockpit, which shows a dashboard per product the user holds; each dashboard's call declares its product).
 */
export type ModuleProduct = Product | 'any';

/** What the shell needs to decide a module: its product and its URL spaces (first path segments). */
export interface ModuleProductEntry {
  product: ModuleProduct;
  /** The module's URL spaces (`/people`, `/person`): a URL is decided from these before any remote loads. */
  paths: string[];
}

/**
 * THE module→product table, keyed by the modules of `navModules` (./navigation.ts; a test keeps
 * the two in step). The side navigation, the command palette, the forbidden decision on a URL and
 * the staff home all read it through ./module-access.ts. It lives apart from `navModules` so that
 * the sign-in page, which loads the navigation labels for the document title, does not download it.
 */
export const moduleProducts: Record<string, ModuleProductEntry> = {
  software: { product: 'IT', paths: ['/software', '/app-integrations'] },
  people: { product: 'HR', paths: ['/people', '/person'] },
  organization: { product: 'HR', paths: ['/organization'] },
  places: { product: 'GA', paths: ['/places'] },
  devices: { product: 'IT', paths: ['/devices', '/profile/device'] },
  equipment: { product: 'GA', paths: ['/equipment'] },
  fleets: { product: 'GA', paths: ['/fleets'] },
  licenses: { product: 'IT', paths: ['/licenses'] },
  contracts: { product: 'LEGAL', paths: ['/contract'] },
  'contractor-core': { product: 'LEGAL', paths: ['/contractor-core'] },
  'labor-core': { product: 'HR', paths: ['/labor-core'] },
  'ga-operation-core': { product: 'GA', paths: ['/ga-operation-core'] },
  'it-operation-core': { product: 'IT', paths: ['/it-operation-core'] },
  'public-ids': { product: 'HR', paths: ['/public-ids'] },
  'id-managements': { product: 'IT', paths: ['/id-managements'] },
  networks: { product: 'IT', paths: ['/networks'] },
  starlinks: { product: 'IT', paths: ['/starlinks'] },
  'time-and-attendance': { product: 'HR', paths: ['/time-and-attendance'] },
  marketplace: { product: 'MARKETPLACE', paths: ['/marketplace'] },
  cockpit: { product: 'any', paths: ['/cockpit'] },
  settings: { product: 'SETTINGS', paths: ['/settings'] },
};
