import { screen } from '@testing-library/react';
import { expectRoutePreloadsFirstCalls } from '@kanri/runtime/testing';
import { fakeApi } from '@kanri/ui';
import { slackRow } from '../features/software/testing';
import { fakeDevicesApi } from '../features/devices/testing';
import { fakeIdManagementApi } from '../features/id-managements/testing';
import { fakeLicensesApi } from '../features/licenses/testing';
import { fakeNetworksApi } from '../features/networks/testing';
import { routes } from './routes';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(30_000);

/**
 * Issue 27 "Data in parallel with code": a list route's loader preloads the calls its page makes on
 * its first render, so the page sends each (endpoint, input) once, and the loader asks for exactly
 * what the page asks for (a loader with another page size, say, fails both checks).
 */
describe('it-ops list loaders', () => {
  it('/software/registry preloads the list, its count, the refresh status and the column settings (not the saved views)', async () => {
    const api = fakeApi({
      'GET /v2/software': { items: [slackRow] },
      'GET /v2/software-count': { count: 1 },
      'GET /v2/app-integrations/refresh-resources-all/status': { status: 'IDLE', queued: 0, running: 0 },
      'GET /v2/table-settings/{tableId}': { columns: [] },
    });
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/software/registry?status=ALL&pageSize=50&freeText=sl',
      fetcher: api.fetcher,
      ready: () => screen.findByText('Slack'),
    });
    expect(loaderCalls).toHaveLength(4);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/software","GET",.*pageSize:50,.*freeText:"sl"/));
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/table-settings\/\{tableId\}","GET",.*tableId:"software-registry"/));
    expect(api.calls.some((call) => call.path === '/v2/saved-views')).toBe(false);
  });

  it('/devices/inventory preloads the list, its count and the column settings', async () => {
    const api = fakeDevicesApi();
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/devices/inventory?category=IN_USED&pageIndex=1&sortColumn=NAME',
      fetcher: api.fetcher,
      ready: () => screen.findByRole('link', { name: 'MacBook Pro 14 (Sato)' }),
    });
    expect(loaderCalls).toHaveLength(3);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/devices","GET",.*pageIndex:1,.*category:"IN_USED"/));
  });

  it('/id-managements preloads the list, its count, the apps filter and the column settings', async () => {
    const api = fakeIdManagementApi();
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/id-managements?freeText=hanako',
      fetcher: api.fetcher,
      ready: () => screen.findByRole('link', { name: 'Hanako Sato' }),
    });
    expect(loaderCalls).toHaveLength(4);
  });

  it('/licenses/inventory preloads the list, its count and the column settings', async () => {
    const api = fakeLicensesApi();
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/licenses/inventory?pageSize=25',
      fetcher: api.fetcher,
      ready: () => screen.findByRole('link', { name: 'Slack' }),
    });
    expect(loaderCalls).toHaveLength(3);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/licenses","GET",.*pageSize:25,/));
  });

  it('/networks preloads the list, its count and the column settings', async () => {
    const api = fakeNetworksApi();
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/networks?networkType=VPN&freeText=remote',
      fetcher: api.fetcher,
      ready: () => screen.findByRole('link', { name: 'Remote access VPN' }),
    });
    expect(loaderCalls).toHaveLength(3);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/networks-count","GET",.*networkType:@"VPN",.*freeText:"remote"/));
  });
});
