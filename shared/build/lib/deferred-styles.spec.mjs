/**
 * antd's style functions off the first screen (issue 27, docs/performance.md §1 "antd's style code
 * off the first screen"; node test runner): which functions the loader defers, the module it writes
 * for the first screen and the one that loads on first need, the stand-in that suspends until then,
 * the names read from the build-time sheet, and which builds use the rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { antdStyleModules, commonChunkModules, createConfig, deferredStyleRule, neverDrawnStyles } from '../rspack.config.mjs';
import { deferredStyle } from './deferred-styles.mjs';

const require = createRequire(import.meta.url);
const loader = require('./deferred-style-loader.cjs');
const { firstScreenStyleNames, firstScreenStyles } = require('./first-screen-styles.cjs');
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const hostDir = path.join(repoRoot, 'host');
const antdEs = path.join(path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/package.json')), 'es');
const names = ['Button-Button', 'Input-Component', 'Input-Shared', 'Menu-Menu', 'Tooltip-Tooltip', 'Tag-preset'];
const run = (file, query = '') => {
  const resourcePath = path.join(antdEs, file);
  return loader.call({ resourcePath, resourceQuery: query, getOptions: () => ({ names }) }, fs.readFileSync(resourcePath, 'utf8'));
};

test("the loader finds the style functions of the sheet's components, top level and inside Menu's and Tooltip's hooks, and no other", () => {
  const found = (file) => loader.deferredStyleFunctions(fs.readFileSync(path.join(antdEs, file), 'utf8'), new Set(names)).map((fn) => fn.name);
  assert.deepEqual(found('button/style/index.js'), ['Button-Button']);
  assert.deepEqual(found('input/style/index.js'), ['Input-Shared', 'Input-Component']);
  assert.deepEqual(found('menu/style/index.js'), ['Menu-Menu']);
  assert.deepEqual(found('tooltip/style/index.js'), ['Tooltip-Tooltip']);
  assert.deepEqual(found('tag/style/presetCmp.js'), ['Tag-preset']);
  assert.deepEqual(found('tag/style/statusCmp.js'), [], 'Tag-status is not in the names');
  assert.deepEqual(found('select/style/index.js'), []);
  // a function naming a local of the function around it stays where it is
  const local = 'export default (prefixCls) => genStyleHooks("Button", (token) => [token, prefixCls], prepare)(prefixCls);';
  assert.deepEqual(loader.deferredStyleFunctions(local, new Set(names)), []);
  const free = 'export default (prefixCls) => genStyleHooks("Button", (token) => [token], prepare)(prefixCls);';
  assert.deepEqual(loader.deferredStyleFunctions(free, new Set(names)).map((fn) => fn.text), ['(token) => [token]']);
});

test('the first screen gets the module with stand-ins; the style functions come with ?kanri-style-fns, in the same order', () => {
  const eager = run('input/style/index.js');
  assert.match(eager, /^import \{ deferredStyle as __kanriDeferredStyle \} from ".*[\\/]shared[\\/]build[\\/]lib[\\/]deferred-styles\.mjs";/);
  const standIns = [...eager.matchAll(/__kanriDeferredStyle\("input\/style\/index\.js", \(\) => import\(\/\* webpackChunkName: "antd-styles" \*\/ \/\* webpackExports: \["__kanriStyleFns"\] \*\/ "([^"]+)"\), (\d)\)/g)];
  assert.deepEqual(standIns.map((m) => m[2]), ['0', '1']);
  assert.equal(standIns[0][1], `${path.join(antdEs, 'input/style/index.js')}?kanri-style-fns`);
  assert.match(eager, /export const useSharedStyle = genStyleHooks\(\['Input', 'Shared'\], __kanriDeferredStyle\(/);
  assert.match(eager, /export \{ initComponentToken, initInputToken \};/, 'the other exports stay');
  const lazy = run('input/style/index.js', '?kanri-style-fns');
  assert.ok(lazy.startsWith(fs.readFileSync(path.join(antdEs, 'input/style/index.js'), 'utf8')), "antd's source as it is");
  assert.match(lazy, /\nexport const __kanriStyleFns = \[token => \{\n {2}const inputToken = mergeToken\(token, initInputToken\(token\)\);\n {2}return \[genInputStyle\(inputToken\), genAffixStyle\(inputToken\)\];\n\}, token => \{[\s\S]*\];\n$/);
  const untouched = fs.readFileSync(path.join(antdEs, 'select/style/index.js'), 'utf8');
  assert.equal(run('select/style/index.js'), untouched);
  for (const file of ['button/style/index.js', 'input/style/token.js', 'tag/style/presetCmp.js', '_util/wave/style.js']) assert.ok(antdStyleModules.test(path.join(antdEs, file)), file);
  for (const file of ['button/index.js', 'style/index.js', 'style/motion/zoom.js']) assert.ok(!antdStyleModules.test(path.join(antdEs, file)), file);
});

test('a stand-in suspends (throws its load) until the functions are in, then runs them; one load per module; a failed load answers no style', async () => {
  let loads = 0;
  const fns = [(token, info) => ({ token, info, which: 0 }), () => ({ which: 1 })];
  const load = () => {
    loads++;
    return Promise.resolve({ __kanriStyleFns: fns });
  };
  const first = deferredStyle('spec/style/index.js', load, 0);
  let thrown;
  try {
    first({ a: 1 }, { prefixCls: 'ant-x' });
  } catch (error) {
    thrown = error;
  }
  assert.ok(thrown instanceof Promise, 'suspends with the load');
  assert.throws(() => deferredStyle('spec/style/index.js', load, 1)(), (error) => error === thrown, 'a second stand-in of the module waits for the same load');
  await thrown;
  assert.deepEqual(first({ a: 1 }, { prefixCls: 'ant-x' }), { token: { a: 1 }, info: { prefixCls: 'ant-x' }, which: 0 });
  assert.deepEqual(deferredStyle('spec/style/index.js', load, 1)(), { which: 1 }, "a stand-in made later (Menu's hook makes one per render) runs at once");
  assert.equal(loads, 1);
  const failing = deferredStyle('spec/failing.js', () => Promise.reject(new Error('offline')), 0);
  const pending = (() => {
    try {
      failing();
    } catch (error) {
      return error;
    }
  })();
  await pending;
  assert.deepEqual(failing(), []);
});

test("the names come from the sheet's cache map; only the production host defers, and the functions' modules stay out of antd-common", () => {
  const css = '.data-ant-cssinjs-cache-path{content:"|ant-design-icons|anticon:a;css-x|Shared|ant:b;css-x|Button-Button|ant-btn|anticon:c;css-x|Tooltip-Tooltip|ant-tooltip|anticon:d;css-x|Tooltip-Tooltip|ant-popover|anticon:e";}';
  assert.deepEqual(firstScreenStyleNames(css), ['Button-Button', 'Tooltip-Tooltip']);
  assert.throws(() => firstScreenStyleNames('.ant-btn{}'), /no cssinjs cache path map/);
  const sheetNames = firstScreenStyleNames(firstScreenStyles(hostDir));
  for (const name of ['Button-Button', 'Menu-Menu', 'Table-Table', 'Tabs-Tabs', 'Layout-Sider', 'Result-Result', 'Tag-status', 'Input-TextArea']) assert.ok(sheetNames.includes(name), name);
  assert.deepEqual(deferredStyleRule(hostDir).options.names, [...sheetNames, ...neverDrawnStyles]);
  assert.ok(!sheetNames.includes('Pagination-bordered'), 'drawn only under the wireframe token: deferred without its CSS');
  const previous = process.env.NODE_ENV;
  const hasRule = (config) => config.module.rules.some((rule) => String(rule.loader).endsWith('deferred-style-loader.cjs'));
  try {
    process.env.NODE_ENV = 'production';
    assert.ok(hasRule(createConfig({ dir: hostDir, id: 'host' })));
    assert.ok(!hasRule(createConfig({ dir: path.join(repoRoot, 'remotes/it-ops'), id: 'it-ops' })));
    process.env.NODE_ENV = 'development';
    assert.ok(!hasRule(createConfig({ dir: hostDir, id: 'host' })));
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  const common = commonChunkModules(hostDir);
  assert.ok(common({ resource: path.join(antdEs, '_util/wave/style.js') }));
  assert.ok(!common({ resource: `${path.join(antdEs, '_util/wave/style.js')}?kanri-style-fns` }));
  assert.ok(!common({ resource: path.join(antdEs, '_util/wave/WaveEffect.js') }), 'the click wave loads on the first click');
});
