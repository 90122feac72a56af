import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { deferredHook } from '../lib/deferred-app-hooks.mjs';

type Api = Record<string, (...args: unknown[]) => unknown>;
type Hook = (config?: object) => [Api, React.ReactNode];

/**
 * antd App's message / modal / notification hooks loaded on first call (issue 27,
 * `lib/deferred-app-hooks.mjs`, rspack.config.mjs `antdSourceRewrites`): a call before the real
 * hook has loaded is queued and shown once its holder is mounted, later calls go straight through,
 * and a page that never calls one never loads it.
 */
function Page({ useHook, onApi }: { useHook: Hook; onApi: (api: Api) => void }) {
  const [api, holder] = useHook({ maxCount: 3 });
  onApi(api);
  return <div>{holder}</div>;
}

describe('deferredHook', () => {
  it("queues the first calls, loads antd's real useMessage once and shows them; later calls go straight to it", async () => {
    const load = jest.fn(() => import('antd/lib/message/useMessage'));
    const useMessage = deferredHook(React, load, ['open', 'info', 'success', 'warning', 'error', 'loading', 'destroy']) as Hook;
    let api: Api = {};
    render(<Page useHook={useMessage} onApi={(a) => (api = a)} />);
    expect(load).not.toHaveBeenCalled();
    // nothing is shown yet: destroy does not load anything
    act(() => void api.destroy());
    expect(load).not.toHaveBeenCalled();

    act(() => {
      expect(api.success('Saved the first one.')).toBeUndefined();
      api.error({ content: 'And a second one.' });
    });
    expect(await screen.findByText('Saved the first one.')).toBeInTheDocument();
    expect(screen.getByText('And a second one.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    let close: unknown;
    act(() => {
      close = api.info('Now at once.');
    });
    expect(await screen.findByText('Now at once.')).toBeInTheDocument();
    expect(typeof close).toBe('function');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the API object stays the same across renders, and a second user of a loaded hook renders its holder at once', async () => {
    const calls: string[] = [];
    const realHook: Hook = () => [{ success: (text) => void calls.push(String(text)) }, <span key="holder">holder</span>];
    const useToast = deferredHook(React, () => Promise.resolve({ default: realHook }), ['success']) as Hook;
    const apis: Api[] = [];
    const { rerender } = render(<Page useHook={useToast} onApi={(a) => apis.push(a)} />);
    rerender(<Page useHook={useToast} onApi={(a) => apis.push(a)} />);
    expect(apis[0]).toBe(apis[1]);
    expect(screen.queryByText('holder')).toBeNull();
    act(() => void apis[0]!.success('one'));
    expect(await screen.findByText('holder')).toBeInTheDocument();
    expect(calls).toEqual(['one']);

    let second: Api = {};
    render(<Page useHook={useToast} onApi={(a) => (second = a)} />);
    expect(screen.getAllByText('holder')).toHaveLength(2);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => void second.success('two'));
    expect(calls).toEqual(['one', 'two']);
  });
});
