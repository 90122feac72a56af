import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A module in the side navigation (000 §1 "Modules named in the navigation"). */
export interface NavModule {
  key: string;
  label: MessageDescriptor;
  /** Landing path; absent for a group whose pages are its `children`. */
  path?: string;
  children?: { key: string; label: MessageDescriptor; path: string }[];
}

/**
 * Every module of the spec, known to the shell at start-up without fetching any remote's code.
 * Order is the navigation's (the staff home is the landing page of the first module the session
 * may use); the product of each is in `moduleProducts` (./module-products.ts), which only the
 * signed-in shell loads. Labels are host messages; the remote that owns each URL space is found
 * from the runtime config.
 */
export const navModules: NavModule[] = [
  { key: 'software', label: msg`Software`, path: '/software/registry' },
  { key: 'people', label: msg`People`, path: '/people/workforce' },
  { key: 'organization', label: msg`Organization`, path: '/organization/chart' },
  { key: 'places', label: msg`Places`, path: '/places' },
  { key: 'devices', label: msg`Devices`, path: '/devices/inventory' },
  { key: 'equipment', label: msg`Equipment`, path: '/equipment' },
  { key: 'fleets', label: msg`Fleets`, path: '/fleets' },
  { key: 'licenses', label: msg`Licenses`, path: '/licenses/inventory' },
  { key: 'contracts', label: msg`Contracts`, path: '/contract' },
  { key: 'contractor-core', label: msg`Contractor core`, path: '/contractor-core/packages' },
  { key: 'labor-core', label: msg`Labor core`, path: '/labor-core/packages' },
  { key: 'ga-operation-core', label: msg`GA operation core`, path: '/ga-operation-core/packages' },
  {
    key: 'it-operation-core',
    label: msg`IT operation core`,
    children: [
      { key: 'it-operation-core-packages', label: msg`Operation packages`, path: '/it-operation-core/packages' },
      { key: 'it-operation-core-archived', label: msg`Archived packages`, path: '/it-operation-core/archived' },
    ],
  },
  { key: 'public-ids', label: msg`Public IDs`, path: '/public-ids/registry' },
  { key: 'id-managements', label: msg`ID management`, path: '/id-managements' },
  { key: 'networks', label: msg`Networks`, path: '/networks' },
  { key: 'starlinks', label: msg`Starlinks`, path: '/starlinks' },
  { key: 'time-and-attendance', label: msg`Time and attendance`, path: '/time-and-attendance/summary/daily-place' },
  {
    key: 'marketplace',
    label: msg`Marketplace`,
    children: [
      { key: 'marketplace-store', label: msg`Store`, path: '/marketplace/store/devices' },
      { key: 'marketplace-cart', label: msg`Cart`, path: '/marketplace/cart' },
      { key: 'marketplace-orders', label: msg`Orders`, path: '/marketplace/store/sent-orders' },
    ],
  },
  { key: 'cockpit', label: msg`Cockpit`, path: '/cockpit' },
  {
    key: 'settings',
    label: msg`Settings`,
    children: [
      { key: 'settings-persons', label: msg`Persons`, path: '/settings/persons/staff' },
      { key: 'settings-roles', label: msg`Permission and roles`, path: '/settings/permission-and-roles/roles' },
    ],
  },
];

/** A static route offered by the command palette (000 §1: static routes only). */
export interface PaletteRoute {
  path: string;
  label: MessageDescriptor;
  /** The module it belongs to, shown beside the label. */
  module: MessageDescriptor;
}

const m = Object.fromEntries(navModules.map((n) => [n.key, n.label])) as Record<string, MessageDescriptor>;

function route(module: string, path: string, label: MessageDescriptor): PaletteRoute {
  return { path, label, module: m[module] ?? label };
}

/** Every static (parameter-free) screen of every module, for the command palette. */
export const paletteRoutes: PaletteRoute[] = [
  route('software', '/software/registry', msg`Software registry`),
  route('software', '/software/add', msg`Add software`),
  route('software', '/software/marketplace', msg`Software marketplace`),
  route('software', '/software/alerts/shadow-it/apps', msg`Shadow IT alerts`),
  route('software', '/software/alerts/violated-role', msg`Role violation alerts`),
  route('software', '/software/alerts/inactive-user', msg`Inactive user alerts`),
  route('software', '/software/alerts/alumni', msg`Alumni account alerts`),
  route('people', '/people/workforce', msg({ message: 'Workforce', context: 'navigation' })),
  route('people', '/people/alumni', msg`Alumni`),
  route('people', '/person/add', msg`Add person`),
  route('people', '/people/settings/employment-types', msg`People settings`),
  route('organization', '/organization/chart', msg`Organization chart`),
  route('organization', '/organization/plan', msg`Organization plan`),
  route('places', '/places', msg`Place list`),
  route('places', '/places/add', msg`Add place`),
  route('places', '/places/import-csv', msg`Import places from CSV`),
  route('devices', '/devices/inventory', msg`Device inventory`),
  route('devices', '/devices/add', msg`Add device`),
  route('equipment', '/equipment', msg`Equipment list`),
  route('equipment', '/equipment/add', msg`Add equipment`),
  route('equipment', '/equipment/import-csv', msg`Import equipment from CSV`),
  route('equipment', '/equipment/settings/equipment-types', msg`Equipment types`),
  route('fleets', '/fleets', msg`Fleet list`),
  route('fleets', '/fleets/add', msg`Add fleet`),
  route('licenses', '/licenses/inventory', msg`License inventory`),
  route('licenses', '/licenses/add', msg`Add license`),
  route('contracts', '/contract', msg`Contract list`),
  route('contracts', '/contract/add', msg`Add contract`),
  route('contractor-core', '/contractor-core/packages', msg`Contractor core packages`),
  route('labor-core', '/labor-core/packages', msg`Labor core packages`),
  route('ga-operation-core', '/ga-operation-core/packages', msg`GA operation core packages`),
  route('it-operation-core', '/it-operation-core/packages', msg`IT operation packages`),
  route('it-operation-core', '/it-operation-core/archived', msg`Archived IT operation packages`),
  route('public-ids', '/public-ids/registry', msg`Public ID registry`),
  route('public-ids', '/public-ids/add', msg`Add public ID`),
  route('id-managements', '/id-managements', msg`ID management list`),
  route('id-managements', '/id-managements/group-id/add', msg`Add group ID`),
  route('networks', '/networks', msg`Network list`),
  route('networks', '/networks/add', msg`Add network`),
  route('starlinks', '/starlinks', msg`Starlink list`),
  route('time-and-attendance', '/time-and-attendance/summary/daily-place', msg`Daily attendance by place`),
  route('time-and-attendance', '/time-and-attendance/summary/monthly-place', msg`Monthly attendance by place`),
  route('time-and-attendance', '/time-and-attendance/summary/monthly-person', msg`Monthly attendance by person`),
  route('time-and-attendance', '/time-and-attendance/attendance-links', msg`Attendance links`),
  route('marketplace', '/marketplace/store/devices', msg`Device store`),
  route('marketplace', '/marketplace/store/sent-orders', msg`Sent orders`),
  route('marketplace', '/marketplace/store/sales-orders', msg`Sales orders`),
  route('marketplace', '/marketplace/cart', msg`Cart`),
  route('cockpit', '/cockpit', msg`Cockpit`),
  route('settings', '/settings/persons/staff', msg`Staff members`),
  route('settings', '/settings/persons/individual', msg`Individual members`),
  route('settings', '/settings/persons/mfa', msg`Multi-factor authentication`),
  route('settings', '/settings/permission-and-roles/roles', msg`Roles`),
  route('settings', '/settings/permission-and-roles/product-permissions', msg`Product permissions`),
  route('settings', '/settings/permission-and-roles/people-groups', msg`People groups`),
];

/** The module label of the remote that owns `path`'s URL space, by the nav table (for the fallback page). */
export function moduleLabelFor(path: string): MessageDescriptor | null {
  const hit = paletteRoutes
    .filter((r) => path === r.path || path.startsWith(`${r.path.split('/').slice(0, 2).join('/')}/`) || path === r.path.split('/').slice(0, 2).join('/'))
    .at(0);
  return hit?.module ?? null;
}
