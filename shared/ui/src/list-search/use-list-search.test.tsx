import { act, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { renderRoutesWithProviders, renderWithProviders } from '@kanri/runtime/testing';
import { networksSearchSchema } from '@kanri/contracts';
import { pagingSearchEntries, sortColumnEntry } from './paging-search-entries';
import { parseListSearch, useListSearch } from './use-list-search';

const schema = v.object({
  ...pagingSearchEntries({ pageSize: 100 }),
  category: v.fallback(v.picklist(['ACTIVE', 'NOT_ACTIVE', 'ALL']), 'ACTIVE'),
  sortColumn: sortColumnEntry(['CODE', 'PLACE']),
  typeIdIn: v.fallback(v.array(v.string()), []),
});

let setter: ((patch: Record<string, unknown>) => void) | null = null;
function Probe() {
  const [search, setSearch] = useListSearch(schema);
  setter = setSearch as never;
  return <pre data-testid="search">{JSON.stringify(search)}</pre>;
}
const shown = () => JSON.parse(screen.getByTestId('search').textContent ?? '{}');

describe('useListSearch', () => {
  it('reads every repeated key of a contract array entry (queryArray) and a comma list, dropping invalid items', () => {
    expect(parseListSearch(networksSearchSchema, new URLSearchParams('networkType=VPN&networkType=CLOUD')).networkType).toEqual(['VPN', 'CLOUD']);
    expect(parseListSearch(networksSearchSchema, new URLSearchParams('networkType=VPN,INTERNAL')).networkType).toEqual(['VPN', 'INTERNAL']);
    expect(parseListSearch(networksSearchSchema, new URLSearchParams('networkType=VPN&networkType=NOPE')).networkType).toEqual(['VPN']);
  });

  it('reads defaults from an empty URL', () => {
    expect(parseListSearch(schema, new URLSearchParams())).toEqual({ pageIndex: 0, pageSize: 100, freeText: '', sortOrder: 'asc', category: 'ACTIVE', sortColumn: undefined, typeIdIn: [] });
  });

  it('parses valid values, repeated keys as arrays', () => {
    const search = parseListSearch(schema, new URLSearchParams('pageIndex=3&pageSize=50&category=ALL&sortColumn=CODE&sortOrder=desc&typeIdIn=a&typeIdIn=b&freeText=東京'));
    expect(search).toEqual({ pageIndex: 3, pageSize: 50, freeText: '東京', sortOrder: 'desc', category: 'ALL', sortColumn: 'CODE', typeIdIn: ['a', 'b'] });
  });

  it('falls back to the default for each invalid value and rewrites the URL with replace', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/places?pageIndex=-4&pageSize=5000&category=NOPE&sortColumn=X&sortOrder=up&freeText=abc&other=kept' });
    expect(shown()).toMatchObject({ pageIndex: 0, pageSize: 100, category: 'ACTIVE', sortOrder: 'asc', freeText: 'abc' });
    expect(shown().sortColumn).toBeUndefined();
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=abc&other=kept'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a valid URL alone', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/places?pageIndex=2&category=ALL' });
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.search).toBe('?pageIndex=2&category=ALL');
    expect(router.state.historyAction).toBe('POP');
  });

  it('writes a patch to the URL, leaving defaults out', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/places?pageIndex=2' });
    act(() => setter?.({ category: 'ALL', pageIndex: 0, typeIdIn: ['x', 'y'] }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=ALL&typeIdIn=x&typeIdIn=y'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(shown()).toMatchObject({ category: 'ALL', pageIndex: 0, typeIdIn: ['x', 'y'] });
  });

  it('keeps the other values of the URL when a patch changes one, also after an earlier patch', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/places?freeText=abc' });
    act(() => setter?.({ category: 'ALL' }));
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=abc&category=ALL'));
    act(() => setter?.({ pageIndex: 2 }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageIndex=2&freeText=abc&category=ALL'));
  });

  it('does not render the list again while a navigation to another page is under way (issue 27)', async () => {
    let renders = 0;
    function List() {
      renders++;
      const [search] = useListSearch(schema);
      return <pre data-testid="search">{JSON.stringify(search)}</pre>;
    }
    let release: (() => void) | null = null;
    const { router } = renderRoutesWithProviders(
      [
        { path: 'places', Component: List },
        {
          path: 'other',
          lazy: async () => {
            await new Promise<void>((resolve) => (release = resolve));
            return { Component: () => <p>other page</p> };
          },
        },
      ],
      { route: '/places?category=ALL' },
    );
    expect(shown()).toMatchObject({ category: 'ALL' });
    const before = renders;
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/other');
    });
    await waitFor(() => expect(release).not.toBeNull());
    expect(router.state.navigation.state).toBe('loading');
    expect(renders).toBe(before);
    await act(async () => release!());
    await act(() => navigated);
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });
});
