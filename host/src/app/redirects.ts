/* eslint-disable lingui/no-unlocalized-strings -- a table of URLs and spec references, no UI text */
import { matchPath } from 'react-router-dom';

/**
 * One redirect of the URL space. `from` is a react-router pattern (`:id` params, trailing `*`);
 * `to` a path with the same `:params` (or a function of the match); `search` says what happens to
 * the query: `keep` (default `drop`), or a function that rewrites it.
 */
export interface RedirectRule {
  from: string;
  to: string | ((params: Record<string, string | undefined>) => string);
  search?: 'keep' | 'drop' | ((search: URLSearchParams) => URLSearchParams);
  /** A param value that must not match (static siblings such as `/person/add`). */
  exclude?: Record<string, string[]>;
  /** Where the rule comes from. */
  source: string;
}

const publicIdsPages = ['settings', 'rules-and-policies', 'operation-activity', 'members', 'alerts'];
const organizationLegacyPages = ['rule-policy', 'cost', 'alert', 'alerts'];

/** The apps-area integration filter becomes the registry's `integration` search (DECISIONS.md). */
function integrationsSearch(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams({ status: 'SAAS' });
  const status = search.get('status');
  if (status !== null) next.set('integration', status);
  for (const [key, value] of search) if (key !== 'status' && key !== 'integration') next.append(key, value);
  return next;
}

/**
 * Every redirect of 000 §2, 001 §2 and DECISIONS.md, in match order (specific before general).
 * Applied by the shell before any remote routing; `resolveRedirect` follows chains
 * (`/` → `/software` → `/software/registry`). Redirects that depend on data or an action (sign-in,
 * invitation failure, marketplace availability, CSV wizard steps, create/install success) belong
 * to their screens, not here.
 */
export const redirects: RedirectRule[] = [
  { from: '/', to: '/software', source: '000 §2' },
  { from: '/software', to: '/software/registry', search: 'keep', source: 'DECISIONS.md Routing' },
  { from: '/software/integrations', to: '/software/registry', search: 'keep', source: '001 §2 Software' },
  { from: '/software/alerts', to: '/software/alerts/shadow-it/apps', source: '001 §2 Software' },
  { from: '/software/alerts/shadow-it', to: '/software/alerts/shadow-it/apps', source: '001 §2 Software' },
  { from: '/apps/integrations', to: '/software/registry', search: integrationsSearch, source: '000 §2; DECISIONS.md Routing' },
  { from: '/apps/integrations/*', to: '/software/registry', search: integrationsSearch, source: '000 §2; DECISIONS.md Routing' },
  { from: '/apps', to: '/software', search: 'keep', source: '000 §2; DECISIONS.md Routing' },
  { from: '/apps/*', to: '/software', search: 'keep', source: '000 §2; DECISIONS.md Routing' },
  { from: '/settings', to: '/settings/persons/staff', source: '000 §2' },
  { from: '/settings/persons', to: '/settings/persons/staff', source: '000 §2' },
  { from: '/settings/permission-and-roles', to: '/settings/permission-and-roles/roles', source: '000 §2; DECISIONS.md Routing' },
  { from: '/organization', to: '/organization/chart', source: '000 §2' },
  ...organizationLegacyPages.map((page): RedirectRule => ({ from: `/organization/${page}`, to: '/organization/chart', source: '001 §2 Organization' })),
  {
    from: '/organization/:id/history',
    to: ({ id }) => `/organization/${id}`,
    search: (search) => {
      const kept = new URLSearchParams();
      const baseDate = search.get('baseDate');
      if (baseDate !== null) kept.set('baseDate', baseDate);
      return kept;
    },
    source: '001 §2 Organization',
  },
  { from: '/it-operation-core', to: '/it-operation-core/packages', source: '000 §2' },
  { from: '/it-operation-core/operation-instances/:instanceId', to: '/it-operation-core/operation-instances/:instanceId/detail', source: '001 §2 Operation packages' },
  { from: '/time-and-attendance', to: '/time-and-attendance/summary/daily-place', source: '000 §2' },
  { from: '/public-ids', to: '/public-ids/registry', source: '000 §2' },
  ...publicIdsPages.map((page): RedirectRule => ({ from: `/public-ids/${page}`, to: '/public-ids/registry', source: '001 §2 Public IDs' })),
  { from: '/public-ids/:id', to: '/public-ids/:id/details', exclude: { id: ['registry', 'add'] }, source: '000 §2; DECISIONS.md Routing' },
  { from: '/devices', to: '/devices/inventory', search: 'keep', source: 'DECISIONS.md Routing' },
  { from: '/licenses', to: '/licenses/inventory', search: 'keep', source: 'DECISIONS.md Routing' },
  { from: '/people', to: '/people/workforce', search: 'keep', source: 'DECISIONS.md Routing' },
  { from: '/people/settings', to: '/people/settings/employment-types', source: '001 §2 People' },
  { from: '/person/alumni/:id', to: '/person/alumni/:id/personal-information', source: '001 §2 People' },
  { from: '/person/:id', to: '/person/:id/personal-information', exclude: { id: ['add', 'external-hr-saas', 'alumni'] }, source: '001 §2 People' },
  { from: '/equipment/settings', to: '/equipment/settings/equipment-types', source: '001 §2 Equipment' },
  // `add` is the add screen (001 §2 "/id-managements/group-id/add"), not a group ID to open on its members
  { from: '/id-managements/group-id/:id', to: '/id-managements/group-id/:id/members', exclude: { id: ['add'] }, source: '001 §2 ID management groups' },
];

function fill(to: RedirectRule['to'], params: Record<string, string | undefined>): string {
  if (typeof to === 'function') return to(params);
  return to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function applyOnce(pathname: string, search: URLSearchParams): { pathname: string; search: URLSearchParams } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const rule of redirects) {
    const match = matchPath({ path: rule.from, end: true, caseSensitive: false }, path);
    if (!match) continue;
    const excluded = Object.entries(rule.exclude ?? {}).some(([name, values]) => values.includes(match.params[name] ?? ''));
    if (excluded) continue;
    const nextSearch =
      typeof rule.search === 'function' ? rule.search(search) : rule.search === 'keep' ? new URLSearchParams(search) : new URLSearchParams();
    return { pathname: fill(rule.to, match.params), search: nextSearch };
  }
  if (path !== pathname) return { pathname: path, search };
  return null;
}

/**
 * Where a URL redirects to, following chains, or `null` when it is not redirected.
 * @param pathname the location's pathname
 * @param search the location's search (`?a=1` or `a=1`)
 * @returns the target as `pathname?search`
 */
export function resolveRedirect(pathname: string, search = ''): string | null {
  let current = { pathname, search: new URLSearchParams(search) };
  let moved = false;
  for (let hop = 0; hop < 8; hop++) {
    const next = applyOnce(current.pathname, current.search);
    if (!next) break;
    current = next;
    moved = true;
  }
  if (!moved) return null;
  const query = current.search.toString();
  return query ? `${current.pathname}?${query}` : current.pathname;
}
