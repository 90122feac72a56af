import { loadOnce } from './deferred-components.mjs';

/**
 * antd `App`'s message, notification and modal hooks, loaded the first time one is called
 * (rspack.config.mjs `antdSourceRewrites`, issue 27). antd's `App` calls `useMessage`,
 * `useNotification` and `useModal` when it renders, so every staff page downloaded the confirm
 * dialog with Modal and rc-dialog, and rc-notification's lists (~17 KB gzip), before its first screen,
 * though a toast or a confirm comes only after the user acts. The build rewrites antd's `App` to
 * take its three hooks from here: each returns at once an API object with the same method names
 * and a context holder; a first call queues itself and loads the real hook, whose holder then
 * mounts inside `App` (with the page's ConfigProvider, theme and locale) and runs the queued calls
 * once it is mounted (antd's hooks ignore calls before their holder is there). Later calls go
 * straight to the real API.
 *
 * What differs from antd's hooks: a call made before the real hook has loaded returns nothing
 * (antd returns a close function for a message, `{ destroy, update }` for a modal); kanri's callers
 * (`useToast`, `useValidationErrorToast`, the dialogs' `confirm`) use no return value.
 *
 * @param {typeof import('react')} React the page's React (App's own import, the shared singleton)
 * @param {() => Promise<{ default: (config?: object) => [object, import('react').ReactNode] }>} load
 *   imports antd's hook module (`import('../message/useMessage')`)
 * @param {string[]} methods the API's method names (`success`, `error`, `confirm`…)
 * @returns {(config?: object) => [Record<string, (...args: unknown[]) => unknown>, import('react').ReactNode]}
 *   a hook with antd's hook's shape
 */
export function deferredHook(React, load, methods) {
  const { start, current } = loadOnce(load);

  /** Renders the real hook's holder and hands its API over once the holder is mounted. */
  function Holder({ useHook, config, apiRef, queue }) {
    const [api, holder] = useHook(config);
    React.useEffect(() => {
      apiRef.current = api;
      const waiting = queue.current.splice(0);
      for (const [method, args] of waiting) api[method](...args);
    }, [api, apiRef, queue]);
    return holder;
  }

  return function useDeferredHook(config) {
    const [useHook, setUseHook] = React.useState(() => current());
    const apiRef = React.useRef(null);
    const queue = React.useRef([]);
    const api = React.useMemo(
      () =>
        Object.fromEntries(
          methods.map((method) => [
            method,
            (...args) => {
              if (apiRef.current) return apiRef.current[method](...args);
              // nothing shown yet, so nothing to close
              if (method === 'destroy') return undefined;
              queue.current.push([method, args]);
              void start().then((hook) => setUseHook(() => hook));
              return undefined;
            },
          ]),
        ),
      [],
    );
    const holder = useHook ? React.createElement(Holder, { useHook, config, apiRef, queue }) : null;
    return [api, holder];
  };
}
