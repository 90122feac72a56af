/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as Jest requires a mapped module; each component is required on first read */
/**
 * `antd` for Jest (jest.config.mjs maps the bare specifier here): the same exports as antd's
 * CommonJS entry, each loaded the first time a test reads it. antd's `lib/index.js` requires all
 * of its ~75 components up front, ~1 s of CPU in every test file (Jest loads modules afresh per
 * file), while a page uses a dozen. The export table is read from that entry itself, so it follows
 * antd upgrades; `antd-lazy.test.ts` proves it lists every export of the real entry, each the same
 * object. Deep imports (`antd/locale/…`, `antd/lib/…`) are not mapped.
 */
const fs = require('node:fs');
const path = require('node:path');

// antd is a dependency of the UI kit, not of the repository root (pnpm is strict); found by path, as
// Jest's `require.resolve('antd')` would answer this file
const antdDir = path.join(__dirname, '../../ui/node_modules/antd');
const entry = path.join(antdDir, JSON.parse(fs.readFileSync(path.join(antdDir, 'package.json'), 'utf8')).main);
const source = fs.readFileSync(entry, 'utf8');

/** `_button` → `./button`: the entry's `var _x = _interopRequireDefault(require("./x"))` lines. */
const modules = new Map(
  [...source.matchAll(/var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);/g)].map(([, name, request]) => [name, request]),
);
/** `Button` → `_button`: the entry's `Object.defineProperty(exports, "Button", { … return _button.default; … })`. */
const getters = [...source.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g)];

if (getters.length < 50 || getters.some(([, , name]) => !modules.has(name))) {
  // antd's build changed shape: load it whole rather than guess (antd-lazy.test.ts then fails)
  module.exports = require(entry);
} else {
  Object.defineProperty(exports, '__esModule', { value: true });
  for (const [, exportName, name] of getters) {
    const file = path.join(path.dirname(entry), modules.get(name));
    Object.defineProperty(exports, exportName, {
      enumerable: true,
      get() {
        const loaded = require(file);
        return loaded && loaded.__esModule ? loaded.default : loaded;
      },
    });
  }
  // the entry's one plain export: a deprecated no-op kept for React 18 compatibility
  exports.unstableSetRender = () => {};
}
