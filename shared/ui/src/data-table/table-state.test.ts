import { toTableState } from './table-state';

describe('toTableState', () => {
  it('takes rows, loading and error from the list and the total from the count', () => {
    const error = { message: 'Server down' };
    const state = toTableState({ data: { items: [{ id: 'a' }] }, isLoading: true, error, mutate: jest.fn() }, { data: { count: 41 }, mutate: jest.fn() });
    expect(state).toMatchObject({ rows: [{ id: 'a' }], total: 41, loading: true, error });
  });

  it('leaves rows and total undefined until the calls answer', () => {
    const state = toTableState({ isLoading: true, mutate: jest.fn() }, { mutate: jest.fn() });
    expect(state).toMatchObject({ rows: undefined, total: undefined, loading: true, error: undefined });
  });

  it('holds the rows while the count’s first answer is on its way, so the table is drawn once with both', () => {
    const list = { data: { items: [{ id: 'a' }] }, isLoading: false, mutate: jest.fn() };
    expect(toTableState(list, { isLoading: true, mutate: jest.fn() })).toMatchObject({ rows: undefined, total: undefined, loading: true });
    expect(toTableState(list, { isLoading: false, data: { count: 1 }, mutate: jest.fn() })).toMatchObject({ rows: [{ id: 'a' }], total: 1, loading: false });
    // a failed count (no longer loading, no data) does not hold the rows
    expect(toTableState(list, { isLoading: false, mutate: jest.fn() })).toMatchObject({ rows: [{ id: 'a' }], total: undefined, loading: false });
    // a count revalidating with an answer already there holds nothing
    expect(toTableState(list, { isLoading: false, data: { count: 7 }, mutate: jest.fn() })).toMatchObject({ rows: [{ id: 'a' }], total: 7 });
    // a failed list shows its error while the count still loads
    const error = { message: 'Server down' };
    expect(toTableState({ isLoading: false, error, mutate: jest.fn() }, { isLoading: true, mutate: jest.fn() })).toMatchObject({ loading: false, error });
  });

  it('retries both calls', () => {
    const list = { isLoading: false, mutate: jest.fn() };
    const count = { mutate: jest.fn() };
    toTableState(list, count).onRetry();
    expect(list.mutate).toHaveBeenCalledTimes(1);
    expect(count.mutate).toHaveBeenCalledTimes(1);
  });
});
