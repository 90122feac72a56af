import fs from 'node:fs';
import path from 'node:path';
import { redirectSearch, redirects, resolveRedirect } from './redirects';
import { homeRedirect } from './module-access';
import { installTestRouteRegistry } from './testing/route-registry';

beforeAll(() => installTestRouteRegistry());

describe('redirect table', () => {
  const cases: Array<[string, string]> = [
    ['/software', '/software/registry'],
    ['/software?status=INSTALLED', '/software/registry?status=INSTALLED'],
    ['/apps', '/software/registry'],
    ['/apps?freeText=slack', '/software/registry?freeText=slack'],
    ['/apps/people', '/software/registry'],
    ['/apps/alerts/shadow-it', '/software/registry'],
    ['/apps/integrations', '/software/registry?status=SAAS'],
    ['/apps/integrations?status=CUSTOM_APPS', '/software/registry?status=SAAS&integration=CUSTOM_APPS'],
    ['/apps/integrations/abc?status=DEACTIVATED&pageIndex=2', '/software/registry?status=SAAS&integration=DEACTIVATED&pageIndex=2'],
    ['/settings', '/settings/persons/staff'],
    ['/settings/persons', '/settings/persons/staff'],
    ['/settings/permission-and-roles', '/settings/permission-and-roles/roles'],
    ['/organization', '/organization/chart'],
    ['/organization/rule-policy', '/organization/chart'],
    ['/organization/cost', '/organization/chart'],
    ['/organization/alert', '/organization/chart'],
    ['/organization/o-1/history?baseDate=2026-04-01&x=1', '/organization/o-1?baseDate=2026-04-01'],
    ['/it-operation-core', '/it-operation-core/packages'],
    ['/it-operation-core/operation-instances/i-9', '/it-operation-core/operation-instances/i-9/detail'],
    ['/time-and-attendance', '/time-and-attendance/summary/daily-place'],
    ['/public-ids', '/public-ids/registry'],
    ['/public-ids/p-1', '/public-ids/p-1/details'],
    ['/public-ids/settings', '/public-ids/registry'],
    ['/public-ids/members', '/public-ids/registry'],
    ['/devices', '/devices/inventory'],
    ['/licenses', '/licenses/inventory'],
    ['/people', '/people/workforce'],
    ['/people/settings', '/people/settings/employment-types'],
    ['/software/integrations', '/software/registry'],
    ['/software/alerts', '/software/alerts/shadow-it/apps'],
    ['/software/alerts/shadow-it', '/software/alerts/shadow-it/apps'],
    ['/equipment/settings', '/equipment/settings/equipment-types'],
    ['/person/p-7', '/person/p-7/personal-information'],
    ['/person/alumni/p-8', '/person/alumni/p-8/personal-information'],
    ['/id-managements/group-id/g-1', '/id-managements/group-id/g-1/members'],
    ['/software/', '/software/registry'],
  ];
  it.each(cases)('%s → %s', (from, to) => {
    const [pathname, search = ''] = from.split('?');
    expect(resolveRedirect(pathname!, search)).toBe(to);
  });

  const untouched = [
    '/software/registry',
    '/public-ids/registry',
    '/public-ids/add',
    '/public-ids/p-1/details',
    '/person/add',
    '/person/external-hr-saas',
    '/person/p-7/personal-information',
    '/places',
    '/networks',
    '/app-integrations/a-1',
    '/auth/sign-in',
    '/marketplace/store/devices',
  ];
  it.each(untouched)('%s is not redirected', (pathname) => {
    expect(resolveRedirect(pathname, '')).toBeNull();
  });

  it('opens the group ID add screen, with its loginId search, instead of sending it to a group "add"\'s members', () => {
    expect(resolveRedirect('/id-managements/group-id/add', '')).toBeNull();
    expect(resolveRedirect('/id-managements/group-id/add', '?loginId=info%40example.com')).toBeNull();
    expect(resolveRedirect('/id-managements/group-id/add/', '')).toBe('/id-managements/group-id/add');
    expect(resolveRedirect('/id-managements/group-id/0d5e1c52-8a8e-4c4e-9a51-3f0a2b9c7d10', '')).toBe('/id-managements/group-id/0d5e1c52-8a8e-4c4e-9a51-3f0a2b9c7d10/members');
  });

  it('every rule fires for a sample of its own pattern', () => {
    expect(redirects().length).toBeGreaterThan(30);
    for (const rule of redirects()) {
      const sample = rule.from.replace(/:(\w+)/g, 'x-1').replace(/\/\*$/, '/anything');
      expect(resolveRedirect(sample, '')).not.toBeNull();
    }
  });

  it('covers every unconditional redirect of the specification (redirects.fixture.json)', () => {
    const inventory = JSON.parse(fs.readFileSync(path.join(__dirname, 'redirects.fixture.json'), 'utf8')) as {
      redirects: Array<{ from: string; to: string; trigger?: string; conflict?: boolean; condition: string | null }>;
    };
    expect(inventory.redirects).toHaveLength(42);
    const unconditional = inventory.redirects.filter((r) => !r.trigger && !r.condition && !r.conflict);
    for (const r of unconditional) {
      // `/` is the signed-in user's own staff home (000 §6): the registry for a full account
      if (r.from === '/') {
        const full = { hasOperator: true, hasIndividual: true, products: ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'] as const };
        expect(homeRedirect({ accessibles: { ...full, products: [...full.products] } })).toMatch(new RegExp(`^${r.to}`));
        continue;
      }
      const from = r.from.replace(/\{\w+\}/g, 'x-1').replace('/*', '/anything');
      const result = resolveRedirect(from, '');
      expect({ from: r.from, redirected: result !== null }).toEqual({ from: r.from, redirected: true });
      // DECISIONS.md: the apps area goes to /software (then its registry); the rest land where the spec says
      if (!r.from.startsWith('/apps') && !r.to.startsWith('/software')) {
        expect({ from: r.from, to: result!.split('?')[0] }).toEqual({ from: r.from, to: r.to.replace(/\{\w+\}/g, 'x-1') });
      }
    }
  });
});

describe('what a redirect does with the query', () => {
  const search = new URLSearchParams('status=CUSTOM_APPS&integration=old&pageIndex=2&pageIndex=3');
  it('keeps it, drops it, or rewrites it: set, then renamed, then kept', () => {
    expect(redirectSearch('keep', search).toString()).toBe(search.toString());
    expect(redirectSearch(undefined, search).toString()).toBe('');
    expect(redirectSearch('drop', search).toString()).toBe('');
    expect(redirectSearch({ set: { status: 'SAAS' }, rename: { status: 'integration' }, keep: 'all' }, search).toString()).toBe('status=SAAS&integration=CUSTOM_APPS&pageIndex=2&pageIndex=3');
    expect(redirectSearch({ keep: ['pageIndex'] }, search).toString()).toBe('pageIndex=2&pageIndex=3');
  });
});
