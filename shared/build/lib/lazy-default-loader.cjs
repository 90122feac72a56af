/**
 * Turns a module whose default export is a React component into a lazy one: the module becomes a
 * small component that loads the original (its own chunk) the first time it renders, and renders
 * nothing until then. Used by `lazyAntdModules` (rspack.config.mjs) for the three illustrations of
 * antd's `Result` (404, 500, 403: 10.3 KB gzip of SVG) that every staff page downloaded because
 * `Result` is imported statically by the error, not-found and remote-unavailable states, although
 * only the not-found page draws one (issue 27). The original is imported with `?lazy-original`, a
 * request `lazyAntdModules` does not replace again.
 * @this {{ resourcePath: string }}
 * @returns {string} the wrapper module's code (the original source is not used)
 */
module.exports = function lazyDefaultLoader() {
  const original = JSON.stringify(`${this.resourcePath}?lazy-original`);
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Original = lazy(() => import(${original}));`,
    'export default function LazyDefault(props) {',
    '  return createElement(Suspense, { fallback: null }, createElement(Original, props));',
    '}',
    '',
  ].join('\n');
};
