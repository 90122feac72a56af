import type { Accessibles, Product } from '@kanri/contracts';
import { navModules, paletteRoutes } from './navigation';
import { installTestRouteRegistry } from './testing/route-registry';
import { canUseModule, forbiddenModuleFor, homeRedirect, moduleForPath, permittedModules, permittedPaletteRoutes, staffHome } from './module-access';

const staff = (...products: Product[]): Accessibles => ({ hasOperator: true, hasIndividual: true, products });
const keys = (accessibles: Accessibles) => permittedModules(accessibles).map((m) => m.key);

beforeAll(() => installTestRouteRegistry());

describe('the modules of the remotes’ manifests', () => {
  it('gives every module of the navigation a product, URL spaces and a landing page, in the spec’s order', () => {
    expect(navModules().map((m) => m.key)).toEqual([
      'software', 'people', 'organization', 'places', 'devices', 'equipment', 'fleets', 'licenses', 'contracts', 'contractor-core',
      'labor-core', 'ga-operation-core', 'it-operation-core', 'public-ids', 'id-managements', 'networks', 'starlinks',
      'time-and-attendance', 'marketplace', 'cockpit', 'settings',
    ]);
    for (const module of navModules()) {
      expect(module.paths.length).toBeGreaterThan(0);
      expect(module.path ?? module.children?.[0]?.path).toMatch(/^\//);
    }
  });

  it('puts every palette route in a module of its own manifest', () => {
    for (const route of paletteRoutes()) expect(moduleForPath(route.path)?.label).toBe(route.module);
  });

  it('matches the products the server declares for the modules built so far', () => {
    const product = (key: string) => navModules().find((m) => m.key === key)?.product;
    expect(['software', 'devices', 'licenses', 'networks', 'starlinks', 'id-managements', 'it-operation-core'].map(product)).toEqual(Array(7).fill('IT'));
    expect(['people', 'organization', 'public-ids', 'time-and-attendance', 'labor-core'].map(product)).toEqual(Array(5).fill('HR'));
    expect(['places', 'equipment', 'fleets', 'ga-operation-core'].map(product)).toEqual(Array(4).fill('GA'));
    expect(['contracts', 'contractor-core'].map(product)).toEqual(['LEGAL', 'LEGAL']);
    expect([product('marketplace'), product('settings'), product('cockpit')]).toEqual(['MARKETPLACE', 'SETTINGS', 'any']);
  });

  it('finds the module of a URL, records and sub-pages included', () => {
    expect(moduleForPath('/person/p-1/personal-information')?.key).toBe('people');
    expect(moduleForPath('/networks/n-1')?.key).toBe('networks');
    expect(moduleForPath('/equipment/settings/equipment-types')?.key).toBe('equipment');
    expect(moduleForPath('/contract/add')?.key).toBe('contracts');
    expect(moduleForPath('/contractor-core/packages')?.key).toBe('contractor-core');
    expect(moduleForPath('/placesx')).toBeNull();
    expect(moduleForPath('/individual')).toBeNull();
  });
});

describe('navigation and palette by products', () => {
  it('keeps only the IT modules (and the cockpit) for an IT-only session', () => {
    expect(keys(staff('IT'))).toEqual(['software', 'devices', 'licenses', 'it-operation-core', 'id-managements', 'networks', 'starlinks', 'cockpit']);
  });

  it('keeps only the GA modules (and the cockpit) for a GA-only session', () => {
    expect(keys(staff('GA'))).toEqual(['places', 'equipment', 'fleets', 'ga-operation-core', 'cockpit']);
  });

  it('shows every module to a session holding every product', () => {
    expect(keys(staff('IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'))).toEqual(navModules().map((m) => m.key));
  });

  it('shows a supplier company’s staff its sales orders and settings only, and lands them on the sales orders (issue 30)', () => {
    const every = ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'] as const;
    const supplier: Accessibles = { ...staff(...every), marketplaceRole: 'SUPPLIER' };
    expect(keys(supplier)).toEqual(['marketplace', 'settings']);
    const marketplace = permittedModules(supplier).find((m) => m.key === 'marketplace')!;
    expect(marketplace.children?.map((c) => c.path)).toEqual(['/marketplace/store/sales-orders']);
    // a child without its own roles is offered as its module is: a supplier keeps the settings' pages
    expect(permittedModules(supplier).find((m) => m.key === 'settings')!.children!.map((c) => c.key)).toEqual(['settings-persons', 'settings-roles']);
    expect(staffHome(supplier)).toBe('/marketplace/store/sales-orders');
    expect(homeRedirect({ accessibles: supplier })).toBe('/marketplace/store/sales-orders');
    expect(forbiddenModuleFor('/software/registry', supplier)?.key).toBe('software');
    expect(forbiddenModuleFor('/settings/persons/staff', supplier)).toBeNull();
    // a customer (the role said, or absent) keeps the store and no sales-orders entry
    for (const customer of [staff(...every), { ...staff(...every), marketplaceRole: 'CUSTOMER' as const }]) {
      const children = permittedModules(customer).find((m) => m.key === 'marketplace')!.children!.map((c) => c.key);
      expect(children).toEqual(['marketplace-store', 'marketplace-cart', 'marketplace-orders']);
      expect(staffHome(customer)).toBe('/software/registry');
    }
  });

  it('shows no staff module without the operator account or without any product', () => {
    expect(keys({ hasOperator: false, hasIndividual: true, products: [] })).toEqual([]);
    expect(keys(staff())).toEqual([]);
    expect(canUseModule('cockpit', staff())).toBe(false);
    expect(canUseModule('no-such-module', staff('IT'))).toBe(false);
  });

  it('offers in the palette only the routes of permitted modules', () => {
    const paths = permittedPaletteRoutes(staff('HR')).map((r) => r.path);
    expect(paths).toContain('/people/workforce');
    expect(paths).toContain('/time-and-attendance/attendance-links');
    expect(paths).toContain('/cockpit');
    expect(paths).not.toContain('/places');
    expect(paths).not.toContain('/networks/add');
    expect(paths).not.toContain('/settings/persons/staff');
    // a customer's palette: every route but the suppliers' sales orders (issue 30)
    const customer = permittedPaletteRoutes(staff('IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS')).map((r) => r.path);
    expect(customer).toEqual(paletteRoutes().map((r) => r.path).filter((path) => path !== '/marketplace/store/sales-orders'));
    const supplier = permittedPaletteRoutes({ ...staff('IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'), marketplaceRole: 'SUPPLIER' }).map((r) => r.path);
    expect(supplier).toContain('/marketplace/store/sales-orders');
    expect(supplier).toContain('/settings/persons/staff');
    for (const path of ['/marketplace/store/devices', '/marketplace/cart', '/marketplace/store/sent-orders', '/software/registry']) expect(supplier).not.toContain(path);
  });
});

describe('staff home and the forbidden decision', () => {
  it('is the landing page of the first permitted module', () => {
    expect(staffHome(staff('IT', 'GA'))).toBe('/software/registry');
    expect(staffHome(staff('GA'))).toBe('/places');
    expect(staffHome(staff('HR'))).toBe('/people/workforce');
    expect(staffHome(staff('MARKETPLACE'))).toBe('/marketplace/store/devices');
    expect(staffHome(staff('SETTINGS'))).toBe('/settings/persons/staff');
  });

  it('is where / sends a signed-in user, else the individual area, else nowhere', () => {
    expect(homeRedirect({ accessibles: staff('GA') })).toBe('/places');
    expect(homeRedirect({ accessibles: staff() })).toBe('/individual');
    expect(homeRedirect({ accessibles: { hasOperator: true, hasIndividual: false, products: [] } })).toBeNull();
  });

  it('does not exist without a permitted module', () => {
    expect(staffHome(staff())).toBeNull();
    expect(staffHome({ hasOperator: false, hasIndividual: true, products: [] })).toBeNull();
  });

  it('refuses a URL of a module whose product the session lacks', () => {
    expect(forbiddenModuleFor('/people/workforce', staff('IT'))?.key).toBe('people');
    expect(forbiddenModuleFor('/person/p-1', staff('IT'))?.key).toBe('people');
    expect(forbiddenModuleFor('/settings/persons/staff', staff('IT', 'HR'))?.key).toBe('settings');
    expect(forbiddenModuleFor('/networks/n-1', { hasOperator: false, hasIndividual: true, products: [] })?.key).toBe('networks');
  });

  it('lets through a permitted module, the individual area and unknown paths', () => {
    expect(forbiddenModuleFor('/networks/add', staff('IT'))).toBeNull();
    expect(forbiddenModuleFor('/individual', staff())).toBeNull();
    expect(forbiddenModuleFor('/no-such-page', staff('IT'))).toBeNull();
    expect(forbiddenModuleFor('/people/workforce', null)).toBeNull();
  });
});

describe('a remote that could not be reached', () => {
  afterAll(() => installTestRouteRegistry());

  it('keeps its modules (from the last good copy) but sends no one home to them', () => {
    const registry = installTestRouteRegistry({ 'it-ops': { state: 'unavailable' } });
    expect(registry.navModules.find((m) => m.key === 'software')?.available).toBe(false);
    expect(staffHome(staff('IT', 'GA'))).toBe('/places');
    // its URLs are still decided by product: the server decides, the shell only shows
    expect(forbiddenModuleFor('/software/registry', staff('GA'))?.key).toBe('software');
  });
});
