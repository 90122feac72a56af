// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader (rspack loads loaders with require)
const path = require('node:path');

/**
 * Turns a module whose default export is a React component into a lazy one: the module becomes a
 * small component that loads the original (its own chunk) the first time it renders, and renders
 * its children (or nothing) until then (`lazyDefault` of `deferred-components.mjs`). Used by
 * `lazyAntdRules` (rspack.config.mjs) for what every staff page downloaded but hardly ever draws
 * (issue 27): the three illustrations of antd's `Result` (404, 500, 403: 10.3 KB gzip of SVG; only
 * the not-found page draws one), antd Table's filter dropdown (no kanri column has `filters`; it
 * imported Tree and its search box), the table's virtual body and `Input.OTP`. The original is
 * imported with `?lazy-original`, a request the rules do not replace again.
 * Option `extra`: code appended to the wrapper, for named exports the importers need at once (the
 * filter dropdown's `flattenKeys`).
 * @this {{ resourcePath: string, getOptions(): { extra?: string } }}
 * @returns {string} the wrapper module's code (the original source is not used)
 */
module.exports = function lazyDefaultLoader() {
  const original = JSON.stringify(`${this.resourcePath}?lazy-original`);
  const helper = JSON.stringify(path.join(__dirname, 'deferred-components.mjs'));
  const { extra = '' } = this.getOptions?.() ?? {};
  return [
    "import * as React from 'react';",
    `import { lazyDefault } from ${helper};`,
    `export default lazyDefault(React, () => import(${original}));`,
    extra,
    '',
  ].join('\n');
};
