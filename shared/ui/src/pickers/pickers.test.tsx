import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { DevicePicker } from './device-picker';
import { PlacePicker } from './place-picker';
import { WorkerPicker } from './worker-picker';

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

type Query = { freeText?: string; pageIndex: number; pageSize: number; orderBy?: string; orderDirection?: string };

/** A fake API answering each select call from `answer(path, query)`; records every query. */
function fakeApi(answer: (path: string, query: Query) => unknown | Promise<unknown>) {
  const calls: Array<{ path: string; query: Query }> = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    const query = (input?.query ?? {}) as Query;
    calls.push({ path: endpoint.path, query });
    return answer(endpoint.path, query);
  };
  return { calls, fetcher };
}

const devices = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `d-${from + i}`, name: `Device ${from + i}`, avatarUrl: null }));

/** A promise resolved from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The scrolling element of the open option list. */
const holder = () => document.querySelector('.ant-select-dropdown [class*="list-holder"]') as HTMLElement;

describe('DevicePicker', () => {
  it('loads devices by name when opened and sends the typed text after the debounce, once', async () => {
    const api = fakeApi((_, query) => ({ items: query.freeText ? [{ id: 'd-7', name: `Router ${query.freeText}`, avatarUrl: null }] : devices(1, 3) }));
    const onChange = jest.fn();
    renderWithProviders(<DevicePicker value={null} onChange={onChange} aria-label="Device" />, { fetcher: api.fetcher });

    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    expect(await screen.findByTitle('Device 1')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({ path: '/v2/components/devices-for-select', query: { orderBy: 'name', orderDirection: 'asc', freeText: undefined, pageIndex: 0, pageSize: 50 } });

    await user.type(screen.getByRole('combobox', { name: 'Device' }), 'abc');
    expect(await screen.findByTitle('Router abc')).toBeInTheDocument();
    const texts = api.calls.map((call) => call.query.freeText);
    expect(texts).toEqual([undefined, 'abc']);

    await user.click(screen.getByTitle('Router abc'));
    expect(onChange).toHaveBeenCalledWith('d-7', expect.objectContaining({ id: 'd-7', name: 'Router abc', avatarUrl: null }));
  });

  it('loads the next page when the list is scrolled to the bottom, until a short page', async () => {
    const api = fakeApi((_, query) => ({ items: query.pageIndex === 0 ? devices(0, 50) : devices(50, 10) }));
    renderWithProviders(<DevicePicker value={null} onChange={jest.fn()} aria-label="Device" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    await screen.findByTitle('Device 0');

    fireEvent.scroll(holder());
    await waitFor(() => expect(api.calls.map((call) => call.query.pageIndex)).toEqual([0, 1]));
    await waitFor(() => expect(screen.queryByText('Loading more…')).not.toBeInTheDocument());

    // the second page was shorter than the page size: the list is complete
    // (a request would be recorded synchronously by the scroll handler)
    fireEvent.scroll(holder());
    expect(api.calls).toHaveLength(2);
  });

  it('shows an option without id or name as the localized mapping error, not as a blank option', async () => {
    const api = fakeApi(() => ({ items: [{ id: 'd-1', name: 'Core switch', avatarUrl: null }, { id: 'd-2', name: '', avatarUrl: null }, { name: 'No id', avatarUrl: null }] }));
    renderWithProviders(<DevicePicker value={null} onChange={jest.fn()} aria-label="Device" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    expect(await screen.findByTitle('Core switch')).toBeInTheDocument();
    const alert = await screen.findByText('A device in the list could not be shown: Device name is required');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('A device in the list could not be shown: Device ID is required');
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1);
  });

  it('shows the initial option’s label for a value it has not loaded, without a call', () => {
    const api = fakeApi(() => ({ items: [] }));
    renderWithProviders(<DevicePicker value="d-9" initialOption={{ id: 'd-9', name: 'Router 9' }} onChange={jest.fn()} aria-label="Device" />, { fetcher: api.fetcher });
    expect(screen.getByTitle('Router 9')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('does not open or load when disabled', async () => {
    const api = fakeApi(() => ({ items: devices(1, 3) }));
    renderWithProviders(<DevicePicker value={null} onChange={jest.fn()} disabled aria-label="Device" />, { fetcher: api.fetcher });
    const box = screen.getByRole('combobox', { name: 'Device' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('ignores an answer that arrives after a newer search', async () => {
    const first = deferred<unknown>();
    const api = fakeApi((_, query) => (query.freeText ? { items: [{ id: 'd-5', name: 'Printer', avatarUrl: null }] } : first.promise));
    renderWithProviders(<DevicePicker value={null} onChange={jest.fn()} aria-label="Device" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    await user.type(screen.getByRole('combobox', { name: 'Device' }), 'pri');
    expect(await screen.findByTitle('Printer')).toBeInTheDocument();

    await act(async () => first.resolve({ items: devices(1, 3) }));
    expect(screen.queryByTitle('Device 1')).not.toBeInTheDocument();
    expect(screen.getByTitle('Printer')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    const api = fakeApi(() => {
      if (fail) throw new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Down' });
      return { items: devices(1, 1) };
    });
    renderWithProviders(<DevicePicker value={null} onChange={jest.fn()} aria-label="Device" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    expect(await screen.findByText('Could not load the options.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Device 1')).toBeInTheDocument();
  });

  it('clears to null', async () => {
    const onChange = jest.fn();
    renderWithProviders(<DevicePicker value="d-9" initialOption={{ id: 'd-9', name: 'Router 9' }} onChange={onChange} aria-label="Device" />, { fetcher: fakeApi(() => ({ items: [] })).fetcher });
    await user.click(document.querySelector('.ant-select-clear') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('PlacePicker', () => {
  it('orders by address and shows each place’s name and address', async () => {
    const api = fakeApi(() => ({ places: [{ id: 'p-1', name: 'Head office', address: '1-1 Marunouchi, Tokyo' }] }));
    const onChange = jest.fn();
    renderWithProviders(<PlacePicker value={null} onChange={onChange} aria-label="Place" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('combobox', { name: 'Place' }));
    const option = await screen.findByRole('option', { name: /Head office/ });
    expect(within(option.closest('.ant-select-dropdown') as HTMLElement).getByText('1-1 Marunouchi, Tokyo')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({ path: '/v2/components/place-select', query: { orderBy: 'ADDRESS', orderDirection: 'asc', freeText: undefined, pageIndex: 0, pageSize: 50 } });
    await user.click(screen.getByTitle('Head office'));
    expect(onChange).toHaveBeenCalledWith('p-1', { id: 'p-1', name: 'Head office', address: '1-1 Marunouchi, Tokyo' });
  });
});

describe('WorkerPicker', () => {
  it('shows each worker’s name and e-mail and answers the personId', async () => {
    const worker = { personId: 'w-1', name: 'Hanako Sato', primaryWorkerEmail: 'hanako@kanri.example', avatarUrl: null };
    const api = fakeApi(() => ({ items: [worker] }));
    const onChange = jest.fn();
    renderWithProviders(<WorkerPicker value={null} onChange={onChange} aria-label="Admin contact" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('combobox', { name: 'Admin contact' }));
    expect(await screen.findByText('hanako@kanri.example')).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe('/v2/workers-for-select');
    expect(api.calls[0]?.query).toMatchObject({ orderDirection: 'asc', pageIndex: 0 });
    await user.click(screen.getByTitle('Hanako Sato'));
    expect(onChange).toHaveBeenCalledWith('w-1', worker);
  });
});
