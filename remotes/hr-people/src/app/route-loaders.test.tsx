import { screen } from '@testing-library/react';
import { expectRoutePreloadsFirstCalls } from '@kanri/runtime/testing';
import { fakeApi } from '@kanri/ui';
import type { WorkforceRow } from '@kanri/contracts';
import { fakeAlumniApi } from '../features/alumni/testing';
import { routes } from './routes';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(30_000);

const contractor: WorkforceRow = {
  id: 'p-7',
  workerNumber: 'C0007',
  familyName: 'Mori',
  givenName: 'Kenji',
  nameKana: 'モリ ケンジ',
  email: 'kenji@kanri.example',
  avatarUrl: null,
  workerType: 'CONTRACTOR',
  status: 'ACTIVE',
  department: null,
  position: null,
  jobType: null,
  place: null,
  joinedAt: '2026-04-01',
  employmentType: null,
  leavingAt: null,
};

/**
 * Issue 27 "Data in parallel with code": a list route's loader preloads every call its page makes
 * on its first render, so the page sends each (endpoint, input) once, and the loader asks for
 * exactly what the page asks for.
 */
describe('hr-people list loaders', () => {
  it('/people/workforce preloads the list, its count, the filters’ choices and the column settings', async () => {
    const api = fakeApi({
      'GET /v2/people': { items: [contractor] },
      'GET /v2/people/count': { count: 1 },
      'GET /v2/people-filter-options': { departments: [], positions: [], jobTypes: [], places: [] },
      'GET /v2/table-settings/{tableId}': { tableId: 'people-workforce', columns: [] },
    });
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/people/workforce?freeText=Mori&pageIndex=2&sortOrder=desc',
      fetcher: api.fetcher,
      ready: () => screen.findByText('Kenji Mori'),
    });
    expect(loaderCalls).toHaveLength(4);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/people","GET",.*sortOrder:"desc",.*pageIndex:2,.*freeText:"Mori"/));
  });

  it('/people/alumni preloads the list, its count, the filters’ choices (the leaving window of today included) and the column settings', async () => {
    const api = fakeAlumniApi();
    const loaderCalls = await expectRoutePreloadsFirstCalls(routes, {
      route: '/people/alumni?leavingWithinMonth=true',
      fetcher: api.fetcher,
      ready: () => screen.findByRole('link', { name: 'Jun Mori' }),
    });
    expect(loaderCalls).toHaveLength(4);
    expect(loaderCalls).toContainEqual(expect.stringMatching(/"\/v2\/alumnus\/count","GET",.*leavingDateTo:"\d{4}-\d{2}-\d{2}"/));
  });
});
