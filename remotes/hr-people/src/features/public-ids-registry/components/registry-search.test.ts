import { toSearchPatch, toTableSearch } from './registry-search';

describe('registry search ↔ table search', () => {
  it('reads the 1-based page as the kit\'s 0-based pageIndex', () => {
    const table = toTableSearch({ publicIdType: 'ALL', page: 3, pageSize: 100, sortColumn: 'person', sortOrder: 'asc', nationalIdType: undefined, freeText: undefined });
    expect(table).toMatchObject({ pageIndex: 2, pageSize: 100, publicIdType: 'ALL' });
    expect(table).not.toHaveProperty('page');
  });

  it('turns a table change into the URL\'s page, leaving other changes as they are', () => {
    expect(toSearchPatch({ pageIndex: 0 })).toEqual({ page: 1 });
    expect(toSearchPatch({ pageIndex: 4, pageSize: 50 })).toEqual({ page: 5, pageSize: 50 });
    expect(toSearchPatch({ sortColumn: 'expiryDate', sortOrder: 'desc' })).toEqual({ sortColumn: 'expiryDate', sortOrder: 'desc' });
  });
});
