/**
 * Turns a module whose default export is a React component into a lazy one: the module becomes a
 * small component that loads the original (its own chunk) the first time it renders, and renders
 * its children (or nothing) until then. Used by `lazyAntdRules` (rspack.config.mjs) for what every
 * staff page downloaded but hardly ever draws (issue 27): the three illustrations of antd's
 * `Result` (404, 500, 403: 10.3 KB gzip of SVG; only the not-found page draws one) and antd
 * Table's filter dropdown (no kanri column has `filters`; it imported Tree and its search box). The
 * original is imported with `?lazy-original`, a request the rules do not replace again.
 * Option `extra`: code appended to the wrapper, for named exports the importers need at once (the
 * filter dropdown's `flattenKeys`).
 * @this {{ resourcePath: string, getOptions(): { extra?: string } }}
 * @returns {string} the wrapper module's code (the original source is not used)
 */
module.exports = function lazyDefaultLoader() {
  const original = JSON.stringify(`${this.resourcePath}?lazy-original`);
  const { extra = '' } = this.getOptions?.() ?? {};
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Original = lazy(() => import(${original}));`,
    'export default function LazyDefault(props) {',
    '  return createElement(Suspense, { fallback: props.children ?? null }, createElement(Original, props));',
    '}',
    extra,
    '',
  ].join('\n');
};
