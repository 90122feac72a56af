import { ApiError } from '@kanri/runtime';
import { getNetworkEndpoint, listNetworksEndpoint } from '@kanri/contracts';
import { fakeFeatureApi, type FakeApiCall } from './fake-api';

const id = '0b6a3f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('fakeFeatureApi', () => {
  it("answers with the test's answer first, then the feature's defaults, then the shared answers, else a 404", async () => {
    const api = fakeFeatureApi(
      { 'GET /v2/networks': { items: ['default'] }, 'GET /v2/networks/{id}': (call: FakeApiCall) => ({ id: call.params?.id }), 'GET /v2/audit-logs': { items: ['feature history'] } },
      (call) => (call.query?.freeText === 'own' ? { items: ['own'] } : undefined),
    );
    const fetch = api.fetcher as (endpoint: { method: string; path: string }, input?: unknown) => Promise<unknown>;
    expect(await fetch(listNetworksEndpoint, { query: { freeText: 'own' } })).toEqual({ items: ['own'] });
    expect(await fetch(listNetworksEndpoint, { query: {} })).toEqual({ items: ['default'] });
    expect(await fetch(getNetworkEndpoint, { params: { id } })).toEqual({ id });
    expect(await fetch({ method: 'GET', path: '/v2/audit-logs' }, { query: {} })).toEqual({ items: ['feature history'] });
    expect(await fetch({ method: 'GET', path: '/v2/table-settings/{tableId}' }, { params: { tableId: 'networks' } })).toEqual({ columns: [] });
    expect(await fetch({ method: 'PUT', path: '/v2/table-settings/{tableId}' }, { params: { tableId: 'networks' }, body: { columns: [{ key: 'A', visible: true }] } })).toEqual({ columns: [{ key: 'A', visible: true }] });
    await expect(fetch({ method: 'GET', path: '/v2/places' })).rejects.toBeInstanceOf(ApiError);
    expect(api.callsTo('GET', '/v2/networks')).toHaveLength(2);
  });
});
