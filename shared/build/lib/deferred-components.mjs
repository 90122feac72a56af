/**
 * antd components that a first screen imports but does not draw, loaded the first time they are
 * drawn or used (issue 27, docs/performance.md §1 "Deferred antd parts"). The build puts these
 * helpers in place of an antd import (rspack.config.mjs `antdSourceRewrites` and `lazyAntdRules`);
 * antd's own code is kept, only its download is moved to its first use.
 */

/**
 * A module's default export, loaded at most once, on the first `start()`.
 * @template T
 * @param {() => Promise<{ default: T }>} load imports the module
 * @returns {{ start: () => Promise<T>, current: () => T | null }} `current()` is null until loaded
 */
export function loadOnce(load) {
  let loaded = null;
  let loading = null;
  return {
    start: () =>
      (loading ??= load().then((module) => {
        loaded = module.default;
        return loaded;
      })),
    current: () => loaded,
  };
}

/**
 * A named function of a module, loaded on its first call, for a function that is called while
 * rendering: until the module is in, a call throws its load, so React suspends the rendering
 * component and renders it again once the module has loaded; later calls run the function. A failed
 * load throws its error from then on (the nearest error boundary, as for a lazy component). Used for
 * rc-tree's `conductCheck` and `convertDataToEntities`, which antd Table's selection hook calls only
 * for a selection with `checkStrictly: false` (none in kanri) and first while rendering, so an event
 * handler never meets the load.
 * @param {() => Promise<Record<string, Function>>} load imports the module
 * @param {string} name the function's export name
 * @returns {(...args: unknown[]) => unknown} the function's stand-in
 */
export function suspendingFunction(load, name) {
  let loaded = null;
  let failure = null;
  let loading = null;
  return (...args) => {
    if (loaded) return loaded(...args);
    if (failure) throw failure;
    throw (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error) => {
        failure = error;
      },
    ));
  };
}

/**
 * A component that loads a module whose default export is a React component the first time it is
 * rendered, and renders that component from then on with the same props (React 19 passes `ref` on
 * as a prop). Until the module has loaded it renders its `children`, or nothing. Used for antd
 * Table's selection checkbox and radio (drawn only when a list sets `rowSelection`), Result's
 * illustrations, the table's filter dropdown and virtual body, and `Input.OTP`.
 * @param {typeof import('react')} React the page's React (the shared singleton)
 * @param {() => Promise<{ default: import('react').ComponentType<any> }>} load imports the module
 *   (`() => import('../../checkbox')`)
 * @returns {import('react').ComponentType<any>} the component to render in its place
 */
export function lazyDefault(React, load) {
  const Original = React.lazy(load);
  return function LazyDefault(props) {
    return React.createElement(React.Suspense, { fallback: props.children ?? null }, React.createElement(Original, props));
  };
}

/**
 * antd Pagination's page-size changer, an antd `Select` only from its first use: until then it draws
 * the closed select's look (the current size's label and the down arrow, in the theme's tokens, the
 * same size as antd's; its border takes the hover colour under the pointer) as a `combobox` with the
 * same accessible name. A click on it, or Enter, Space, ↓ or ↑ while it has focus, loads antd's
 * Select (once per page: three files, 23 KB gzip with rc-select and its virtual list) and puts it in its place, focused and open, so the user picks a
 * size as before; hovering or pressing it starts the download early. Once Select has loaded, every
 * later page-size changer is antd's Select from its first render. antd draws the changer on every
 * list's first screen (kanri's lists set `showSizeChanger`), though few users change the size.
 * @param {typeof import('react')} React the page's React (Pagination's own import)
 * @param {() => Promise<{ default: import('react').ComponentType<any> }>} load imports antd's Select
 * @param {() => [unknown, Record<string, any>]} useToken antd's `theme/internal` `useToken` (the
 *   page's theme: colours, heights, radii)
 * @param {import('react').ComponentType<{ style?: object }>} DownOutlined the arrow icon antd's
 *   Select draws
 * @returns {import('react').ComponentType<any>} the size changer, with antd Select's props (those
 *   Pagination passes: `value`, `options`, `onChange`, `size`, `disabled`, `aria-label`, `className`…)
 */
export function deferredSelect(React, load, useToken, DownOutlined) {
  const { start, current } = loadOnce(load);

  return function DeferredSelect(props) {
    // null: not used yet; otherwise how the real Select starts once it has loaded
    const [use, setUse] = React.useState(() => (current() ? { open: false, focus: false } : null));
    const [, setLoaded] = React.useState(false);
    const [hover, setHover] = React.useState(false);
    const [, token] = useToken();
    const Select = current();
    if (use && Select) return React.createElement(Select, { ...props, ...(use.open ? { defaultOpen: true } : {}), ...(use.focus ? { autoFocus: true } : {}) });

    const { value, options = [], disabled, size, className, style } = props;
    const small = size === 'small';
    const large = size === 'large';
    const open = (focus) => {
      if (disabled) return;
      setUse({ open: true, focus });
      void start().then(() => setLoaded(true));
    };
    const label = options.find((option) => String(option.value) === String(value))?.label ?? value;
    return React.createElement(
      'span',
      {
        role: 'combobox',
        tabIndex: disabled ? -1 : 0,
        'aria-label': props['aria-label'],
        'aria-expanded': false,
        'aria-haspopup': 'listbox',
        'aria-disabled': disabled || undefined,
        'aria-busy': use ? true : undefined,
        className,
        onPointerEnter: () => {
          if (disabled) return;
          setHover(true);
          void start();
        },
        onPointerLeave: () => setHover(false),
        onMouseDown: (event) => {
          event.preventDefault();
          if (!disabled) void start();
        },
        // after the whole click: a Select put in place on mousedown would take the click's end as a
        // second press and close again (when Select is already there, the swap is immediate)
        onClick: () => open(true),
        onKeyDown: (event) => {
          if (!['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
          event.preventDefault();
          open(true);
        },
        style: {
          display: 'inline-flex',
          alignItems: 'center',
          boxSizing: 'border-box',
          height: small ? token.controlHeightSM : large ? token.controlHeightLG : token.controlHeight,
          paddingInline: (small ? token.paddingXS : token.paddingSM) - token.lineWidth,
          border: `${token.lineWidth}px ${token.lineType} ${hover ? token.colorPrimaryHover : token.colorBorder}`,
          borderRadius: small ? token.borderRadiusSM : large ? token.borderRadiusLG : token.borderRadius,
          background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
          color: disabled ? token.colorTextDisabled : token.colorText,
          fontSize: large ? token.fontSizeLG : token.fontSize,
          lineHeight: token.lineHeight,
          verticalAlign: 'middle',
          whiteSpace: 'nowrap',
          cursor: disabled ? 'not-allowed' : 'pointer',
          ...style,
        },
      },
      label,
      React.createElement(DownOutlined, { 'aria-hidden': true, style: { marginInlineStart: token.paddingXXS * 1.5, fontSize: token.fontSizeIcon, color: token.colorTextQuaternary } }),
    );
  };
}
