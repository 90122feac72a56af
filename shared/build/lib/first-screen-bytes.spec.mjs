/**
 * The build rules that cut the first staff screen's bytes (issue 27, docs/performance.md "Cutting
 * the first screen's bytes" and "Deferred antd parts"; node test runner): the federation runtime
 * read as ES modules, antd files made lazy (Result's illustrations, the table's filter dropdown…),
 * the rewrites of antd's radio group, App and Pagination, and which of these a production and a
 * development build use.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { antdLocaleAliases, antdSourceRewrites, createConfig, emptyCatalog, federationEsmFile, federationSdkFile, inlineMessagesRule, lazyAntdRules } from '../rspack.config.mjs';
import { antdModuleClosure } from '../shared-dependencies.mjs';

const require = createRequire(import.meta.url);
const lazyDefaultLoader = require('./lazy-default-loader.cjs');
const rewriteSourceLoader = require('./rewrite-source-loader.cjs');
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const hostDir = path.join(repoRoot, 'host');
const inClosure = (files, pattern) => [...files].some((file) => pattern.test(file));

test("a federation package's CommonJS file maps to its ES build beside it, anything else to itself", () => {
  const sdkCjs = federationSdkFile(hostDir);
  assert.match(sdkCjs, /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]index\.cjs$/);
  assert.equal(federationEsmFile(sdkCjs), sdkCjs.replace(/\.cjs$/, '.js'));
  const errorCodes = createRequire(sdkCjs).resolve('@module-federation/error-codes');
  assert.equal(federationEsmFile(errorCodes), errorCodes.replace(/\.cjs$/, '.mjs'), 'error-codes ships .mjs');
  assert.equal(federationEsmFile('/nowhere/@module-federation/sdk/dist/gone.cjs'), '/nowhere/@module-federation/sdk/dist/gone.cjs');
});

test("antd Result's illustrations, Table's filter dropdown and virtual body, Input.OTP and Input.Password, Space.Addon, Tag's checkable tags, Dropdown.Button, Typography's editing box and rc-table's fixed header and sticky scroll bar become lazy components; the original is imported once, unreplaced", async () => {
  const fs = await import('node:fs');
  const antd = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/package.json'));
  const ruleFor = (file) => lazyAntdRules.filter((rule) => rule.test(file));
  for (const image of ['noFound', 'serverError', 'unauthorized']) assert.equal(ruleFor(path.join(antd, 'es/result', `${image}.js`)).length, 1, image);
  const dropdown = path.join(antd, 'es/table/hooks/useFilter/FilterDropdown.js');
  assert.equal(ruleFor(dropdown).length, 1);
  const lazyFiles = ['es/table/RcTable/VirtualTable.js', 'es/input/OTP/index.js', 'es/input/Password.js', 'es/space/Addon.js', 'es/tag/CheckableTag.js', 'es/tag/CheckableTagGroup.js', 'es/dropdown/dropdown-button.js', 'es/typography/Editable.js', 'es/typography/Base/CopyBtn.js', 'es/empty/empty.js', 'es/empty/simple.js'];
  for (const file of lazyFiles) {
    assert.equal(ruleFor(path.join(antd, file)).length, 1, file);
    // the wrapper replaces the default export only: the file must have no other
    assert.deepEqual(fs.readFileSync(path.join(antd, file), 'utf8').match(/^export .*/gm), [`export default ${fs.readFileSync(path.join(antd, file), 'utf8').match(/^export default (\w+);$/m)[1]};`], file);
  }
  const rcTable = path.dirname(createRequire(path.join(antd, 'es/table/index.js')).resolve('@rc-component/table/package.json'));
  for (const file of ['es/stickyScrollBar.js', 'es/FixedHolder/index.js']) {
    assert.equal(ruleFor(path.join(rcTable, file)).length, 1, file);
    assert.deepEqual(fs.readFileSync(path.join(rcTable, file), 'utf8').match(/^export .*/gm), ['export default /*#__PURE__*/React.' + (file.includes('Fixed') ? 'memo(FixedHolder);' : 'forwardRef(StickyScrollBar);')], file);
  }
  assert.equal(ruleFor(path.join(rcTable, 'es/Table.js')).length, 0);
  const tableClosure = antdModuleClosure(hostDir, ['table']);
  assert.ok(inClosure(tableClosure, /[\\/]@rc-component[\\/]table[\\/]es[\\/]FixedHolder[\\/]index\.js$/), 'the wrapper is in the table\'s closure');
  for (const file of ['es/result/index.js', 'es/table/index.js', 'es/table/hooks/useFilter/index.js', 'es/table/RcTable/index.js', 'es/input/OTP/OTPInput.js', 'es/input/index.js', 'es/tag/index.js', 'es/dropdown/dropdown.js', 'es/typography/Base/index.js', 'es/space/index.js', 'es/space/Compact.js', 'es/input/Search.js', 'es/empty/index.js', 'es/empty/utils.js']) assert.equal(ruleFor(path.join(antd, file)).length, 0, file);
  assert.ok(lazyAntdRules[0].resourceQuery.not[0].test('?lazy-original'));
  const image = lazyDefaultLoader.call({ resourcePath: '/x/antd/es/result/noFound.js', getOptions: () => ruleFor(path.join(antd, 'es/result/noFound.js'))[0].options });
  assert.match(image, /export default lazyDefault\(React, \(\) => import\("\/x\/antd\/es\/result\/noFound\.js\?lazy-original"\)\);/);
  assert.match(image, /import \{ lazyDefault \} from ".*[\\/]shared[\\/]build[\\/]lib[\\/]deferred-components\.mjs";/);
  assert.doesNotMatch(image, /flattenKeys/);
  // the filter hook calls flattenKeys at once: the wrapper keeps it, with antd's behaviour
  const wrapper = lazyDefaultLoader.call({ resourcePath: dropdown, getOptions: () => ruleFor(dropdown)[0].options });
  const flattenKeys = new Function(`${wrapper.match(/export (function flattenKeys[\s\S]*)$/)[1]}; return flattenKeys;`)();
  assert.deepEqual(flattenKeys([{ value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] }, { value: 'e' }]), ['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual(flattenKeys(undefined), []);
  // what the lazy files import is not part of the first screen's closure
  const closure = antdModuleClosure(hostDir, ['table', 'result']);
  assert.ok(![...closure].some((f) => /[\\/]antd[\\/]es[\\/]tree[\\/]/.test(f)), 'Tree only through the filter dropdown');
  assert.ok([...closure].some((f) => /FilterDropdown\.js$/.test(f)) && [...closure].some((f) => /noFound\.js$/.test(f)), 'the wrappers are');
  assert.ok(![...closure].some((f) => /FilterSearch\.js$/.test(f)), 'what the dropdown imports is not');
  const inputAndTable = antdModuleClosure(hostDir, ['table', 'input']);
  assert.ok(![...inputAndTable].some((f) => /[\\/]@rc-component[\\/]table[\\/]es[\\/]VirtualTable[\\/]/.test(f)), "not rc-table's virtual body");
  assert.ok(![...inputAndTable].some((f) => /OTPInput\.js$/.test(f)), "not Input.OTP's boxes");
  assert.ok([...inputAndTable].some((f) => /[\\/]table[\\/]RcTable[\\/]VirtualTable\.js$/.test(f)), 'the wrapper is');
  const shell = antdModuleClosure(hostDir, ['tag', 'dropdown', 'typography']);
  assert.ok([...shell].some((f) => /[\\/]typography[\\/]Editable\.js$/.test(f)) && [...shell].some((f) => /[\\/]tag[\\/]CheckableTagGroup\.js$/.test(f)), 'the wrappers are');
  assert.ok(![...shell].some((f) => /EnterOutlined\.js$/.test(f)), "not the editing box's Enter icon");
  const input = antdModuleClosure(hostDir, ['input', 'space']);
  assert.ok(![...input].some((f) => /EyeOutlined\.js$|[\\/]space[\\/]style[\\/]addon\.js$/.test(f)), "not the password's eye nor the addon's style");
});

test("antd's radio group takes toNamePathStr without Form's useForm module (and rc-form's store); a changed antd file fails the build", async () => {
  const antd = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/package.json'));
  const group = path.join(antd, 'es/radio/group.js');
  const [rule] = antdSourceRewrites;
  assert.ok(rule.test.test(group) && !rule.test.test(path.join(antd, 'es/radio/radio.js')));
  assert.ok(createConfig({ dir: hostDir, id: 'host' }).module.rules.includes(rule));
  const fs = await import('node:fs');
  const rewritten = rewriteSourceLoader.call({ resourcePath: group, getOptions: () => rule.options }, fs.readFileSync(group, 'utf8'));
  assert.doesNotMatch(rewritten, /form\/hooks\/useForm/);
  assert.match(rewritten, /import \{ toArray \} from '\.\.\/form\/util';/);
  // the same name path string as antd's own toNamePathStr
  const { toNamePathStr } = await import(path.join(antd, 'es/form/hooks/useForm.js')).catch(() => ({}));
  const line = rewritten.match(/const toNamePathStr = (.*);/)[1];
  const ours = new Function('toArray', `return ${line};`)((c) => (c === undefined || c === false ? [] : Array.isArray(c) ? c : [c]));
  for (const [name, expected] of [[['a', 0, 'b'], 'a_0_b'], ['user', 'user'], [undefined, '']]) {
    assert.equal(ours(name), expected);
    if (toNamePathStr) assert.equal(ours(name), toNamePathStr(name));
  }
  assert.throws(() => rewriteSourceLoader.call({ resourcePath: group, getOptions: () => rule.options }, 'export default 1;'), /no longer contains/);
});

test("antd's App takes its message, modal and notification hooks from deferred-app-hooks, each loaded on first call", async () => {
  const fs = await import('node:fs');
  const antd = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/package.json'));
  const app = path.join(antd, 'es/app/App.js');
  const rule = antdSourceRewrites.find((r) => r.test.test(app));
  assert.ok(rule && !rule.test.test(path.join(antd, 'es/app/index.js')));
  const rewritten = rewriteSourceLoader.call({ resourcePath: app, getOptions: () => rule.options }, fs.readFileSync(app, 'utf8'));
  assert.doesNotMatch(rewritten, /^import use(?:Message|Modal|Notification) from/m);
  for (const [folder, hook] of [['message', 'useMessage'], ['modal', 'useModal'], ['notification', 'useNotification']]) {
    assert.match(rewritten, new RegExp(`const ${hook} = deferredHook\\(React, \\(\\) => import\\('\\.\\./${folder}/${hook}'\\), \\[`));
  }
  assert.match(rewritten, /import \{ deferredHook \} from ".*[\\/]shared[\\/]build[\\/]lib[\\/]deferred-app-hooks\.mjs";/);
  // App still calls the three hooks, in the same order, and renders their holders
  assert.match(rewritten, /useMessage\(mergedAppConfig\.message\)[\s\S]*useNotification\(mergedAppConfig\.notification\)[\s\S]*useModal\(\)/);
});

test("Pagination takes its size changer's Select from deferred-components; a changed antd file fails the build", async () => {
  const fs = await import('node:fs');
  const antd = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/package.json'));
  const rewrite = (file) => {
    const rule = antdSourceRewrites.find((r) => r.test.test(path.join(antd, file)));
    assert.ok(rule, file);
    return rewriteSourceLoader.call({ resourcePath: path.join(antd, file), getOptions: () => rule.options }, fs.readFileSync(path.join(antd, file), 'utf8'));
  };
  const pagination = rewrite('es/pagination/Pagination.js');
  assert.doesNotMatch(pagination, /^import Select from/m);
  assert.match(pagination, /const Select = deferredSelect\(React, \(\) => import\('\.\.\/select'\), useToken, DownOutlined\);/);
  assert.match(pagination, /^import \{ useToken \} from '\.\.\/theme\/internal';/m);
  assert.match(pagination, /const SizeChanger = selectComponentClass \|\| Select;/, 'Select is only drawn as the size changer');
  assert.equal(pagination.match(/\bSelect\b(?! is using)(?!\.Option,)/g).length, 2, 'Select is named only where it is defined and where it is the size changer');
  // Select is not in the first screen's closure
  const closure = antdModuleClosure(hostDir, ['table', 'pagination']);
  for (const component of ['select']) assert.ok(![...closure].some((f) => f.includes(`${path.sep}antd${path.sep}es${path.sep}${component}${path.sep}`)), component);
  const rule = antdSourceRewrites.find((r) => r.test.test(path.join(antd, 'es/pagination/Pagination.js')));
  assert.throws(() => rewriteSourceLoader.call({ resourcePath: 'Pagination.js', getOptions: () => rule.options }, "import Select from '../select/index';"), /no longer contains/);
});

test("antd's locale entries resolve to its ES modules (not the CommonJS lib copies); the federation SDK drops its Node loader; shared validation messages go with the modules that name them", () => {
  const aliases = antdLocaleAliases(hostDir);
  const antdEs = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/es/locale/en_US.js'));
  assert.deepEqual(aliases, { 'antd/locale/ja_JP$': path.join(antdEs, 'ja_JP.js'), 'antd/locale/en_US$': path.join(antdEs, 'en_US.js') });
  for (const id of ['host', 'it-ops']) {
    const config = createConfig({ dir: path.join(repoRoot, id === 'host' ? 'host' : 'remotes/it-ops'), id });
    assert.equal(config.resolve.alias['antd/locale/ja_JP$'], aliases['antd/locale/ja_JP$']);
    const define = config.plugins.find((p) => p?.constructor?.name === 'DefinePlugin');
    assert.ok(define, 'a DefinePlugin');
    assert.equal(define._args[0].ENV_TARGET, JSON.stringify("web"));
  }
  assert.equal(inlineMessagesRule.options.sharedMessages, path.join(repoRoot, 'contracts/src/messages.ts'));
});

test('production builds inline messages and empty the catalogs; development builds keep the catalogs', () => {
  const previous = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production';
    const production = createConfig({ dir: hostDir, id: 'host' });
    assert.ok(production.module.rules.includes(inlineMessagesRule));
    assert.equal(production.plugins.filter((p) => p?.constructor?.name === 'NormalModuleReplacementPlugin').length, 2, 'the federation one and the empty catalogs');
    process.env.NODE_ENV = 'development';
    const development = createConfig({ dir: hostDir, id: 'host' });
    assert.ok(!development.module.rules.includes(inlineMessagesRule));
    assert.equal(development.plugins.filter((p) => p?.constructor?.name === 'NormalModuleReplacementPlugin').length, 1, 'only the federation one');
    for (const rule of lazyAntdRules) assert.ok(development.module.rules.includes(rule));
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
});

test("the sign-in page's production build inlines messages and empties the catalogs as the host's does, and leaves out the runtime's modules it does not use; development keeps the catalogs", async () => {
  const { authPageConfig, runtimeSideEffectFree } = await import('../../../host/auth.rspack.config.mjs');
  const previous = process.env.NODE_ENV;
  const replacements = (config) => config.plugins.filter((p) => p?.constructor?.name === 'NormalModuleReplacementPlugin');
  try {
    process.env.NODE_ENV = 'production';
    const production = authPageConfig({ dir: hostDir, host: createConfig({ dir: hostDir, id: 'host' }) });
    assert.ok(production.module.rules.includes(inlineMessagesRule));
    const [catalogs, ...others] = replacements(production);
    assert.equal(others.length, 0);
    const [pattern, replacement] = catalogs._args; // rspack's plugin keeps its arguments as given
    assert.ok(pattern.test('@locales/ja-JP/contracts') && !pattern.test('@kanri/runtime'));
    assert.equal(replacement, emptyCatalog);
    assert.ok(production.module.rules.includes(runtimeSideEffectFree));
    assert.ok(runtimeSideEffectFree.test.test(path.join(repoRoot, 'shared/runtime/src/route-manifest.ts')));
    assert.ok(!runtimeSideEffectFree.test.test(path.join(hostDir, 'src/features/auth/auth-page.tsx')));
    process.env.NODE_ENV = 'development';
    const development = authPageConfig({ dir: hostDir, host: createConfig({ dir: hostDir, id: 'host' }) });
    assert.equal(replacements(development).length, 0);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
});

test("the production host's page links the first screen's antd styles, with cssinjs's cache map of their production paths; development builds and remotes do not", async () => {
  const { FirstScreenStylesPlugin, firstScreenStyles } = require('./first-screen-styles.cjs');
  const css = firstScreenStyles(hostDir);
  const map = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/)?.[1].split(';').map((entry) => entry.split(':')[0]) ?? [];
  for (const component of ['Layout-Sider|ant-layout-sider', 'Menu-Menu|ant-menu', 'Button-Button|ant-btn', 'Table-Table|ant-table', 'Tabs-Tabs|ant-tabs', 'Typography-Typography|ant-typography', 'Pagination-Pagination|ant-pagination']) {
    assert.ok(map.some((entry) => /^css-[a-z0-9]+\|/.test(entry) && entry.includes(`|${component}|`)), component);
  }
  assert.ok(!css.includes('css-dev-only'), 'the production class hash');
  assert.match(css, /:where\(\.css-[a-z0-9]+\)\.ant-table/);
  assert.ok(!css.includes('--ant-color-primary:'), "the theme's variables stay at run time");
  const previous = process.env.NODE_ENV;
  const has = (config) => config.plugins.some((p) => p instanceof FirstScreenStylesPlugin);
  try {
    process.env.NODE_ENV = 'production';
    assert.ok(has(createConfig({ dir: hostDir, id: 'host' })));
    assert.ok(!has(createConfig({ dir: path.join(repoRoot, 'remotes/it-ops'), id: 'it-ops' })));
    process.env.NODE_ENV = 'development';
    assert.ok(!has(createConfig({ dir: hostDir, id: 'host' })));
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
});

test("a remote's production build consumes every shared module from the host (no copies of its own); the host and development builds keep theirs", () => {
  const federation = (config) => config.plugins.find((p) => p?.constructor?.name === 'ModuleFederationPlugin')._options.shared;
  const previous = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production';
    const remote = federation(createConfig({ dir: path.join(repoRoot, 'remotes/it-ops'), id: 'it-ops' }));
    const host = federation(createConfig({ dir: hostDir, id: 'host' }));
    assert.ok(Object.keys(remote).length > 50, 'antd per module, the libraries, the runtime');
    assert.deepEqual(Object.keys(remote).sort(), Object.keys(host).sort(), 'the host provides every module a remote consumes');
    for (const [key, config] of Object.entries(remote)) {
      assert.equal(config.import, false, key);
      assert.equal(config.singleton, true, key);
      assert.equal(config.requiredVersion, host[key].requiredVersion, key);
    }
    assert.ok(Object.values(host).every((config) => config.import !== false));
    process.env.NODE_ENV = 'development';
    assert.ok(Object.values(federation(createConfig({ dir: path.join(repoRoot, 'remotes/it-ops'), id: 'it-ops' }))).every((config) => config.import !== false));
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
});

test("antd Table's selection hook loads rc-tree's conductCheck and convertDataToEntities on first call, and the click wave its effect on the first click; a changed antd file fails the build", async () => {
  const fs = await import('node:fs');
  const { suspendingFunction } = await import('./deferred-components.mjs');
  const antd = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/package.json'));
  const rewrite = (file) => {
    const rules = antdSourceRewrites.filter((r) => r.test.test(path.join(antd, file)));
    assert.ok(rules.length, file);
    return rules.reduce((text, rule) => rewriteSourceLoader.call({ resourcePath: path.join(antd, file), getOptions: () => rule.options }, text), fs.readFileSync(path.join(antd, file), 'utf8'));
  };
  const selection = rewrite('es/table/hooks/useSelection.js');
  assert.match(selection, /^import \{ arrAdd, arrDel \} from '@rc-component\/tree';$/m);
  assert.match(selection, /^const conductCheck = suspendingFunction\(\(\) => import\('@rc-component\/tree\/es\/utils\/conductUtil'\), 'conductCheck'\);$/m);
  assert.match(selection, /^const convertDataToEntities = suspendingFunction\(\(\) => import\('@rc-component\/tree\/es\/utils\/treeUtil'\), 'convertDataToEntities'\);$/m);
  // both are called only for checkStrictly: false, and first while rendering (useMemo), before any click handler
  assert.match(selection, /checkStrictly = true\n/);
  assert.ok(selection.indexOf('return convertDataToEntities(') < selection.indexOf('} = conductCheck(mergedSelectedKeyList'));
  const wave = rewrite('es/_util/wave/useWave.js');
  assert.doesNotMatch(wave, /^import showWaveEffect/m);
  assert.match(wave, /const showWaveEffect = \(\.\.\.args\) => \{\n {2}import\('\.\/WaveEffect'\)\.then\(\(module\) => module\.default\(\.\.\.args\)\);\n\};/);
  const rule = antdSourceRewrites.find((r) => r.test.test(path.join(antd, 'es/_util/wave/useWave.js')));
  assert.throws(() => rewriteSourceLoader.call({ resourcePath: 'useWave.js', getOptions: () => rule.options }, "import showWaveEffect from './WaveEffect.js';"), /no longer contains/);
  // the stand-in: suspends with its load, then runs the function; a failed load throws its error
  let loads = 0;
  const add = suspendingFunction(() => {
    loads++;
    return Promise.resolve({ add: (a, b) => a + b });
  }, 'add');
  let thrown;
  try {
    add(1, 2);
  } catch (error) {
    thrown = error;
  }
  assert.ok(thrown instanceof Promise);
  assert.throws(() => add(1, 2), (error) => error === thrown, 'one load');
  await thrown;
  assert.equal(add(1, 2), 3);
  assert.equal(loads, 1);
  const offline = suspendingFunction(() => Promise.reject(new Error('offline')), 'add');
  await (() => {
    try {
      offline();
    } catch (error) {
      return error;
    }
  })();
  assert.throws(() => offline(), /offline/);
});
