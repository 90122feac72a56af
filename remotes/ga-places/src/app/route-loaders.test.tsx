import { screen } from '@testing-library/react';
import { expectRoutePreloadsFirstCalls } from '@kanri/runtime/testing';
import { fakeApi } from '../testing';
import { ids, items, laptopRow, types } from '../features/equipment/testing';
import { placeTypes, tokyoDetail } from '../features/places/testing';
import { routes } from './routes';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(60_000);

/**
 * Issue 27 "Data in parallel with code": a list route's loader preloads every call its page makes
 * on its first render, so the page sends each (endpoint, input) once, and the loader asks for
 * exactly what the page asks for.
 */
describe('ga-places list loaders', () => {
  it('/equipment preloads the list, its count, the four filters’ choices and the column settings', async () => {
    const api = fakeApi({
      'GET /v2/table-settings/{tableId}': { columns: [] },
      'GET /v2/equipment': { items: [laptopRow] },
      'GET /v2/equipment-count': { count: 1 },
      'GET /v2/equipment-types': { items: types },
      'GET /v2/equipment-items': { items },
      'GET /v2/workers-for-select': { items: [{ personId: ids.person, name: 'Taro Yamada', primaryWorkerEmail: null, avatarUrl: null }] },
      'GET /v2/components/place-select': { places: [{ id: ids.place, name: 'Tokyo Head Office', address: null }] },
    });
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/equipment?category=DISPOSED&pageSize=20&orderDirection=desc',
      fetcher: api.fetcher,
      ready: () => screen.findByText('ThinkPad X1 Carbon #12'),
    });
    expect(loaderCalls).toHaveLength(7);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/equipment","GET",.*pageSize:20,.*orderDirection:"desc",.*category:"DISPOSED"/));
  });

  it('/places preloads the list, its count, the place types and the column settings', async () => {
    const api = fakeApi({
      'GET /v2/table-settings/{tableId}': { columns: [] },
      'GET /v2/places': { items: [{ ...tokyoDetail, name: 'Nagoya Office' }] },
      'GET /v2/places-count': { count: 1 },
      'GET /v2/place-types': { items: placeTypes },
    });
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/places?freeText=Nagoya&sortOrder=desc',
      fetcher: api.fetcher,
      ready: () => screen.findByText('Nagoya Office'),
    });
    expect(loaderCalls).toHaveLength(4);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/places","GET",.*sortOrder:"desc",.*freeText:"Nagoya"/));
  });
});
