/**
 * How the host's async chunks are cut (node test runner; `node --test
 * shared/build/lib/split-chunks.spec.mjs`): the `antd-staff` chunk holds what the first staff
 * screen renders (the table with its selection's checkbox and radio, and pagination, but not the
 * page-size changer's Select, which loads on first use; the shell's menu and dropdown; the runtime App's message / modal / notification hooks) and not what only other
 * screens render (Form's own code with rc-form and async-validator, Drawer, ColorPicker, Watermark,
 * Modal's dialog), every named cache group still applies, and the host's page has one federation
 * SDK (issue 27, docs/performance.md §1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { commonChunkModules, createConfig, federationSdkFile, hostSplitChunks, staffChunkModules } from '../rspack.config.mjs';
import { antdModuleClosure, antdSharedModules, reexports, sideEffectFreeRule } from '../shared-dependencies.mjs';

const hostDir = fileURLToPath(new URL('../../../host', import.meta.url));
const inside = (files, suffix) => [...files].some((file) => file.replace(/\\/g, '/').endsWith(suffix));

test('the closure of an antd component follows its imports into other components and @rc-component packages', () => {
  const files = antdModuleClosure(hostDir, ['table']);
  assert.ok(inside(files, 'antd/es/table/index.js'));
  assert.ok(!inside(files, 'antd/es/tree/index.js'), "Tree comes only through the table's filter dropdown, which loads apart (lazyAntdFiles)");
  assert.ok(!inside(files, 'antd/es/checkbox/index.js') && !inside(files, 'antd/es/radio/index.js'), "the selection column's Checkbox and Radio load when drawn (deferredAntdImports)");
  assert.ok(inside(files, 'antd/es/pagination/index.js') && !inside(files, 'antd/es/select/index.js'), "the page-size changer's Select loads on first use (deferredAntdImports)");
  assert.ok(inside(files, '@rc-component/table/es/Table.js'), 'an @rc-component package is read as its ES build');
  assert.ok(!inside(files, 'antd/es/form/Form.js'));
  assert.ok(![...files].some((file) => /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react[\\/]/.test(file)), 'the walk stops at React');
  assert.throws(() => antdModuleClosure(hostDir, ['no-such-component']), /no component no-such-component/);
});

test('antd-staff takes the first screen\'s components and leaves what only other screens render', () => {
  const staff = staffChunkModules(hostDir);
  const closure = antdModuleClosure(hostDir, ['table', 'app', 'form', 'drawer', 'checkbox', 'select']);
  const file = (suffix) => [...closure].find((f) => f.replace(/\\/g, '/').endsWith(suffix));
  for (const suffix of ['antd/es/table/index.js', 'antd/es/pagination/Pagination.js', 'antd/es/form/context.js', 'antd/es/message/useMessage.js']) {
    assert.ok(file(suffix), suffix);
    assert.equal(staff({ resource: file(suffix) }), true, `${suffix} in antd-staff`);
  }
  for (const suffix of ['antd/es/form/Form.js', 'antd/es/form/FormItem/index.js', 'antd/es/drawer/index.js', 'antd/es/select/index.js', '@rc-component/select/es/Select.js', 'antd/es/checkbox/index.js']) {
    assert.ok(file(suffix), suffix);
    assert.equal(staff({ resource: file(suffix) }), false, `${suffix} not in antd-staff`);
  }
  // antd's common layers belong to antd-common, and modules without a file to no group
  assert.equal(staff({ resource: file('antd/es/config-provider/context.js') }), false);
  assert.equal(staff({}), false);
});

test("a named import from a side-effect-free barrel follows only the files its names come from", () => {
  const files = antdModuleClosure(hostDir, ['table', 'input']);
  // the selection column's { arrAdd, arrDel, conductCheck, convertDataToEntities } from '@rc-component/tree'
  assert.ok(inside(files, '@rc-component/tree/es/utils/conductUtil.js') && inside(files, '@rc-component/tree/es/utils/treeUtil.js'));
  assert.ok(!inside(files, '@rc-component/tree/es/index.js') && !inside(files, '@rc-component/tree/es/Tree.js'), 'not the barrel nor the Tree');
  // the form context's { FormProvider } from '@rc-component/form'
  assert.ok(inside(files, '@rc-component/form/es/FormContext.js'));
  assert.ok(!inside(files, '@rc-component/form/es/Field.js') && ![...files].some((f) => /async-validator/.test(f)), 'not Field nor async-validator');
  // the button's style { Color } from '@rc-component/color-picker'
  assert.ok(!inside(files, '@rc-component/color-picker/es/ColorPicker.js'));

  const { names, stars } = reexports([
    'import Tree from "./Tree";',
    'import { UnstableContext as Context } from "./contextTypes";',
    'import * as React from "react";',
    'export { arrAdd, arrDel as remove } from "./util";',
    'export { default as Block } from "./Block";',
    'export * from "./interface";',
    'const local = 1;',
    'export { Context, local };',
    'export default Tree;',
  ].join('\n'));
  assert.deepEqual(Object.fromEntries(names), {
    arrAdd: { spec: './util', name: 'arrAdd' },
    remove: { spec: './util', name: 'arrDel' },
    Block: { spec: './Block', name: 'default' },
    Context: { spec: './contextTypes', name: 'UnstableContext' },
    default: { spec: './Tree', name: 'default' },
  });
  assert.deepEqual(stars, ['./interface'], 'a name defined here (local) is not passed on');
  assert.equal(sideEffectFreeRule.sideEffects, false);
  assert.ok(sideEffectFreeRule.test.test('/r/node_modules/.pnpm/@rc-component+tree@1.4.0/node_modules/@rc-component/tree/es/Tree.js'));
  assert.ok(!sideEffectFreeRule.test.test('/r/node_modules/.pnpm/antd@6.6.8/node_modules/antd/es/table/index.js'), "antd's package.json says it");
  assert.ok(createConfig({ dir: hostDir, id: 'host' }).module.rules.includes(sideEffectFreeRule));
});

test("with rspack's chunk graph, antd-staff takes a closure module only from a chunk of a shared module the closure reaches", () => {
  const staff = staffChunkModules(hostDir);
  const closure = antdModuleClosure(hostDir, ['table']);
  const file = (suffix) => [...closure].find((f) => f.replace(/\\/g, '/').endsWith(suffix));
  const shared = Object.keys(antdSharedModules(hostDir));
  const tableEntry = shared.find((f) => f.replace(/\\/g, '/').endsWith('antd/es/table/index.js'));
  const treeEntry = shared.find((f) => f.replace(/\\/g, '/').endsWith('antd/es/tree/index.js'));
  const treeUtil = file('@rc-component/tree/es/util.js');
  assert.ok(tableEntry && treeEntry && treeUtil);
  const tableChunk = { modules: [{ resource: tableEntry }, { resource: treeUtil }] };
  const treeChunk = { modules: [{ resource: treeEntry }, { resource: treeUtil }] };
  const chunkGraph = (chunksOf) => ({ getChunkModules: (chunk) => chunk.modules, getModuleChunks: (module) => chunksOf[module.resource] ?? [] });
  // in the table's chunk: staff; only in the Tree's (the table does not use it after tree shaking): not
  assert.equal(staff({ resource: treeUtil }, { chunkGraph: chunkGraph({ [treeUtil]: [treeChunk, tableChunk] }) }), true);
  assert.equal(staff({ resource: treeUtil }, { chunkGraph: chunkGraph({ [treeUtil]: [treeChunk] }) }), false);
  // a file outside the closure never, whatever its chunks
  const treeFile = path.join(path.dirname(treeEntry), 'Tree.js');
  assert.equal(staff({ resource: treeFile }, { chunkGraph: chunkGraph({ [treeFile]: [tableChunk] }) }), false);
});

test("antd-common takes an icon only when the first screen or the host's own code draws it", () => {
  const common = commonChunkModules(hostDir);
  const shared = Object.keys(antdSharedModules(hostDir));
  const entry = (suffix) => shared.find((f) => f.replace(/\\/g, '/').endsWith(suffix));
  const icons = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('@ant-design/icons/package.json'));
  const icon = { resource: path.join(icons, 'es/icons/RotateRightOutlined.js') };
  const base = { resource: path.join(icons, 'es/components/AntdIcon.js') };
  const chunks = {
    image: { modules: [{ resource: entry('antd/es/image/index.js') }, icon] },
    table: { modules: [{ resource: entry('antd/es/table/index.js') }, icon] },
    shell: { modules: [{ resource: path.join(hostDir, 'src/app/layout.tsx') }, icon] },
  };
  const graph = (...names) => ({ chunkGraph: { getChunkModules: (chunk) => chunk.modules, getModuleChunks: () => names.map((n) => chunks[n]) } });
  assert.equal(common(icon, graph('image')), false, "only another screen's component draws it");
  assert.equal(common(icon, graph('image', 'table')), true, 'the first screen draws it');
  assert.equal(common(icon, graph('shell')), true, "the host's own code draws it");
  assert.equal(common(base, graph('image')), true, "the icons' base is common whoever uses it");
  assert.equal(common({ resource: entry('antd/es/table/index.js') }, graph('table')), false);
  assert.equal(common(icon), true, 'without a chunk graph every icon is common');
});

test('every named cache group matches its packages', () => {
  const { cacheGroups } = hostSplitChunks(hostDir);
  const store = (pkg, rest) => path.join('/repo/node_modules/.pnpm', `${pkg.replace('/', '+')}@1.0.0`, 'node_modules', pkg, rest);
  const matches = (group, resource) => (typeof group.test === 'function' ? group.test({ resource }) : group.test.test(resource));
  assert.equal(matches(cacheGroups.libs, store('swr', 'dist/index/index.mjs')), true);
  assert.equal(matches(cacheGroups.libs, store('@lingui/core', 'dist/index.mjs')), true);
  assert.equal(matches(cacheGroups.libs, store('antd', 'es/table/index.js')), false);
  assert.equal(matches(cacheGroups.libs, store('dayjs', 'dayjs.min.js')), true);
  assert.equal(matches(cacheGroups.libs, store('dayjs', 'locale/ja.js')), true);
  assert.equal(matches(cacheGroups.libs, store('dayjs', 'plugin/customParseFormat.js')), false, "the date picker's plugins load with it");
  assert.equal(matches(cacheGroups.react, store('react-dom', 'client.js')), true);
  assert.equal(matches(cacheGroups.antdCommon, store('antd', 'es/_util/hooks/useProxyImperativeHandle.js')), true);
});

test("the host's retry plugin runs on the federation runtime's own SDK", () => {
  const sdk = federationSdkFile(hostDir);
  const enhanced = createRequire(path.join(hostDir, 'package.json')).resolve('@module-federation/enhanced');
  const runtimeCore = createRequire(enhanced).resolve('@module-federation/runtime-core');
  assert.equal(sdk, createRequire(runtimeCore).resolve('@module-federation/sdk'), 'the SDK file runtime-core requires');
  assert.equal(createConfig({ dir: hostDir, id: 'host' }).resolve.alias['@module-federation/sdk$'], sdk);
  const remoteDir = fileURLToPath(new URL('../../../remotes/it-ops', import.meta.url));
  assert.equal(createConfig({ dir: remoteDir, id: 'it-ops' }).resolve.alias['@module-federation/sdk$'], undefined, 'remotes have no retry plugin');
});
