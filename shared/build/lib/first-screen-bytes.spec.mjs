/**
 * The build rules that cut the first staff screen's bytes (issue 27, docs/performance.md "Cutting
 * the first screen's bytes"; node test runner): the federation runtime read as ES modules, antd
 * Result's illustrations made lazy, and which of these a production and a development build use.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createConfig, federationEsmFile, federationSdkFile, inlineMessagesRule, lazyAntdImagesRule } from '../rspack.config.mjs';

const require = createRequire(import.meta.url);
const lazyDefaultLoader = require('./lazy-default-loader.cjs');
const hostDir = fileURLToPath(new URL('../../../host', import.meta.url));

test("a federation package's CommonJS file maps to its ES build beside it, anything else to itself", () => {
  const sdkCjs = federationSdkFile(hostDir);
  assert.match(sdkCjs, /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]index\.cjs$/);
  assert.equal(federationEsmFile(sdkCjs), sdkCjs.replace(/\.cjs$/, '.js'));
  const errorCodes = createRequire(sdkCjs).resolve('@module-federation/error-codes');
  assert.equal(federationEsmFile(errorCodes), errorCodes.replace(/\.cjs$/, '.mjs'), 'error-codes ships .mjs');
  assert.equal(federationEsmFile('/nowhere/@module-federation/sdk/dist/gone.cjs'), '/nowhere/@module-federation/sdk/dist/gone.cjs');
});

test("antd Result's three illustrations become lazy components; the original is imported once, unreplaced", () => {
  const antd = path.dirname(createRequire(path.join(hostDir, 'package.json')).resolve('antd/package.json'));
  for (const image of ['noFound', 'serverError', 'unauthorized']) assert.ok(lazyAntdImagesRule.test.test(path.join(antd, 'es/result', `${image}.js`)), image);
  assert.ok(!lazyAntdImagesRule.test.test(path.join(antd, 'es/result/index.js')));
  assert.ok(lazyAntdImagesRule.resourceQuery.not[0].test('?lazy-original'));
  const code = lazyDefaultLoader.call({ resourcePath: '/x/antd/es/result/noFound.js' });
  assert.match(code, /lazy\(\(\) => import\("\/x\/antd\/es\/result\/noFound\.js\?lazy-original"\)\)/);
  assert.match(code, /export default function LazyDefault\(props\)/);
  assert.match(code, /Suspense, \{ fallback: null \}/);
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
    assert.ok(development.module.rules.includes(lazyAntdImagesRule));
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
});
