/**
 * How the host's async chunks are cut (node test runner; `node --test
 * shared/build/lib/split-chunks.spec.mjs`): the `antd-staff` chunk holds what the first staff
 * screen renders (the table with its selection's checkbox and radio; the shell's menu
 * and dropdown; the runtime App's message / modal / notification hooks) and not what only other
 * screens render (Form's own code with rc-form and async-validator, Drawer, ColorPicker, Watermark,
 * Modal's dialog), every named cache group still applies, and the host's page has one federation
 * SDK (issue 27, docs/performance.md §1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createConfig, federationSdkFile, hostSplitChunks, staffChunkModules } from '../rspack.config.mjs';
import { antdModuleClosure } from '../shared-dependencies.mjs';

const hostDir = fileURLToPath(new URL('../../../host', import.meta.url));
const inside = (files, suffix) => [...files].some((file) => file.replace(/\\/g, '/').endsWith(suffix));

test('the closure of an antd component follows its imports into other components and @rc-component packages', () => {
  const files = antdModuleClosure(hostDir, ['table']);
  assert.ok(inside(files, 'antd/es/table/index.js'));
  assert.ok(!inside(files, 'antd/es/tree/index.js'), "Tree comes only through the table's filter dropdown, which loads apart (lazyAntdFiles)");
  assert.ok(inside(files, 'antd/es/checkbox/index.js'), "the table's selection column imports Checkbox");
  assert.ok(inside(files, '@rc-component/table/es/index.js'), 'an @rc-component package is read as its ES build');
  assert.ok(!inside(files, 'antd/es/form/Form.js'));
  assert.ok(![...files].some((file) => /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react[\\/]/.test(file)), 'the walk stops at React');
  assert.throws(() => antdModuleClosure(hostDir, ['no-such-component']), /no component no-such-component/);
});

test('antd-staff takes the first screen\'s components and leaves what only other screens render', () => {
  const staff = staffChunkModules(hostDir);
  const closure = antdModuleClosure(hostDir, ['table', 'app', 'form', 'drawer']);
  const file = (suffix) => [...closure].find((f) => f.replace(/\\/g, '/').endsWith(suffix));
  for (const suffix of ['antd/es/table/index.js', 'antd/es/checkbox/index.js', 'antd/es/form/context.js', 'antd/es/message/useMessage.js']) {
    assert.ok(file(suffix), suffix);
    assert.equal(staff({ resource: file(suffix) }), true, `${suffix} in antd-staff`);
  }
  for (const suffix of ['antd/es/form/Form.js', 'antd/es/form/FormItem/index.js', 'antd/es/drawer/index.js']) {
    assert.ok(file(suffix), suffix);
    assert.equal(staff({ resource: file(suffix) }), false, `${suffix} not in antd-staff`);
  }
  // antd's common layers belong to antd-common, and modules without a file to no group
  assert.equal(staff({ resource: file('antd/es/config-provider/context.js') }), false);
  assert.equal(staff({}), false);
});

test('every named cache group matches its packages', () => {
  const { cacheGroups } = hostSplitChunks(hostDir);
  const store = (pkg, rest) => path.join('/repo/node_modules/.pnpm', `${pkg.replace('/', '+')}@1.0.0`, 'node_modules', pkg, rest);
  const matches = (group, resource) => (typeof group.test === 'function' ? group.test({ resource }) : group.test.test(resource));
  assert.equal(matches(cacheGroups.libs, store('swr', 'dist/index/index.mjs')), true);
  assert.equal(matches(cacheGroups.libs, store('@lingui/core', 'dist/index.mjs')), true);
  assert.equal(matches(cacheGroups.libs, store('antd', 'es/table/index.js')), false);
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
