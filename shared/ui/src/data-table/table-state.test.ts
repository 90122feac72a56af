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

  it('retries both calls', () => {
    const list = { isLoading: false, mutate: jest.fn() };
    const count = { mutate: jest.fn() };
    toTableState(list, count).onRetry();
    expect(list.mutate).toHaveBeenCalledTimes(1);
    expect(count.mutate).toHaveBeenCalledTimes(1);
  });
});
