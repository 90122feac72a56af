import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { CockpitDashboard, CockpitTile, Session } from '@kanri/contracts';
import { testSession } from '@kanri/runtime/testing';

/** A count tile of the fixtures. */
const countTile = (key: CockpitTile['key'], chart: CockpitTile['chart'], figures: [string, number, Record<string, string> | null][], path: string, search: Record<string, string> = {}): CockpitTile => ({
  key, chart, unit: 'COUNT', currency: null, of: null, series: ['count'],
  value: figures.reduce((s, [, n]) => s + n, 0),
  figures: figures.map(([k, n, s]) => ({ key: k, label: null, values: [n], link: s ? { path, search: s } : null })),
  link: { path, search },
});

/** The IT dashboard of the tests: spend over three months, devices by state, Starlink terminals by network status and their alerts, an inventory in progress. */
export const itDashboard: CockpitDashboard = {
  id: 'it',
  asOf: '2026-11-26',
  tiles: [
    {
      key: 'SAAS_SPEND', chart: 'LINE', unit: 'MONEY', currency: 'JPY', value: 182000, of: null, series: ['amount'],
      figures: [['2026-09', 150000], ['2026-10', 171000], ['2026-11', 182000]].map(([k, n]) => ({ key: k as string, label: null, values: [n as number], link: null })),
      link: { path: '/software/bill-and-cost', search: {} },
    },
    countTile('SOFTWARE_ALERTS', 'BAR', [['SHADOW_IT', 4, null], ['INACTIVE', 9, null]], '/software/alerts/shadow-it/apps'),
    countTile('DEVICES_BY_STATE', 'DONUT', [['IN_STOCK', 12, { category: 'IN_STOCK' }], ['IN_USED', 80, { category: 'IN_USED' }], ['IN_TROUBLED', 3, { category: 'IN_TROUBLED' }]], '/devices/inventory', { category: 'ALL' }),
    { key: 'DEVICE_INVENTORY', chart: 'NONE', unit: 'COUNT', currency: null, value: 12, of: 40, series: ['count'], figures: [], link: { path: '/it-operation-core/packages', search: {} } },
    countTile('STARLINKS_BY_NETWORK', 'DONUT', [['CONNECTED', 5, { networkStatus: 'CONNECTED' }], ['ROAMING', 1, { networkStatus: 'ROAMING' }]], '/starlinks', { category: 'ALL' }),
    countTile('STARLINK_ALERTS', 'BAR', [['DATA_OVERAGE', 2, { category: 'DATA_OVERAGE', status: 'OPEN' }], ['ROUTER_ISSUE', 0, { category: 'ROUTER_ISSUE', status: 'OPEN' }]], '/starlinks/alerts', { category: 'ALL', status: 'OPEN' }),
  ],
};

/** The GA dashboard of the tests: places, vehicles by status and vehicles due. */
export const gaDashboard: CockpitDashboard = {
  id: 'ga',
  asOf: '2026-11-26',
  tiles: [
    countTile('PLACES_BY_STATUS', 'DONUT', [['ACTIVE', 7, { category: 'ACTIVE' }], ['UNDER_RENOVATION', 1, null]], '/places', { category: 'ALL' }),
    countTile('FLEETS_BY_STATUS', 'DONUT', [['ACTIVE', 6, { category: 'ACTIVE' }], ['IN_MAINTENANCE', 1, { category: 'IN_MAINTENANCE' }]], '/fleets', { category: 'ALL' }),
    countTile('FLEETS_DUE', 'BAR', [['INSPECTION', 2, { category: 'INSPECTION' }], ['INSURANCE', 1, { category: 'INSURANCE' }]], '/fleets/alerts', { category: 'ALL' }),
    countTile('GA_OPERATIONS', 'NONE', [], '/ga-operation-core/packages'),
  ],
};

/** The HR dashboard of the tests: the workforce by type, nothing joining or leaving. */
export const hrDashboard: CockpitDashboard = {
  id: 'hr',
  asOf: '2026-11-26',
  tiles: [
    countTile('HEADCOUNT', 'DONUT', [['EMPLOYEE', 250, { menu: 'Employee', category: 'EMPLOYEE_ALL' }], ['CONTRACTOR', 30, { menu: 'Contractor', category: 'CONTRACTOR_ALL' }]], '/people/workforce', { menu: 'All', category: 'ALL_ALL' }),
    countTile('PEOPLE_PIPELINE', 'BAR', [['JOINING', 0, { category: 'ALL_JOINING' }], ['LEAVING', 0, { category: 'ALL_LEAVING' }]], '/people/workforce', { category: 'ALL_ALL' }),
    countTile('LABOR_OPERATIONS', 'NONE', [], '/labor-core/packages'),
  ],
};

/** A session holding only `products` (and the operator account). */
export const sessionWith = (products: Session['accessibles']['products']): Session => ({ ...testSession, accessibles: { ...testSession.accessibles, products } });

/** A fake API answering the three dashboards (the test's `answer(call)` first). */
export function fakeCockpitApi(answer?: (call: FakeApiCall) => unknown) {
  return fakeFeatureApi({ 'GET /v2/cockpit/it': itDashboard, 'GET /v2/cockpit/ga': gaDashboard, 'GET /v2/cockpit/hr': hrDashboard }, answer);
}
