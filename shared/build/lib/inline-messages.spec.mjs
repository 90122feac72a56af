/**
 * The production loader that puts each module's messages beside it (issue 27, "catalogs per
 * screen"; `inline-messages.cjs`): which ids it finds in SWC's output of the Lingui macros, what it
 * prepends, and that the real compiled catalogs read.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const loader = require('./inline-messages.cjs');
const { messageIds, readCatalogs, registration } = loader;
const locales = fileURLToPath(new URL('../../../locales', import.meta.url));

// SWC's production output of `msg`, `t` and `<Trans>` (descriptorFields: 'id-only') and an explicit id
const compiled = `
export const L = /*i18n*/ {
    id: "JIGqLI"
};
const d = /*i18n*/ { id: 'api.app.alreadyIntegrated', message: 'x' };
title: $__i18n._(/*i18n*/ { id: "hKg/Sw", values: { n: n } }),
children: _jsx(Trans_, { id: "G0JvUz", values: { n } }),
const route = { path: 'x', id: "software-registry" }; row.id === "no"; valid: "no"; params.id: "no";
`;

test('finds every message id SWC writes for msg, t, <Trans> and explicit ids, and nothing else', () => {
  assert.deepEqual([...messageIds(compiled)].sort(), ['G0JvUz', 'JIGqLI', 'api.app.alreadyIntegrated', 'hKg/Sw', 'software-registry']);
});

test('prepends both locales’ messages of the ids a module names, and nothing when it names none', () => {
  const byLocale = {
    'en-US': { messages: { a: ['A'], b: ['B {n}', ['n']] } },
    'ja-JP': { messages: { a: ['エー'], b: ['ビー {n}', ['n']] } },
  };
  const statement = registration(new Set(['a', 'software-registry']), byLocale);
  assert.equal(statement, '(globalThis.__kanriMessages ??= []).push({"en-US":{"a":["A"]},"ja-JP":{"a":["エー"]}});\n');
  assert.equal(registration(new Set(['software-registry']), byLocale), '');
});

test('reads the compiled browser catalogs (not the API’s) and runs as a loader', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-inline-'));
  for (const [locale, text] of [['en-US', 'Hello'], ['ja-JP', 'こんにちは']]) {
    fs.mkdirSync(path.join(dir, locale));
    fs.writeFileSync(path.join(dir, locale, 'ui.mjs'), `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ JIGqLI: [text] }))});`);
    fs.writeFileSync(path.join(dir, locale, 'api.mjs'), `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ hKgSw0: ['server'] }))});`);
  }
  assert.deepEqual(readCatalogs(path.join(dir, 'ja-JP')).messages, { JIGqLI: ['こんにちは'] });
  const dependencies = [];
  const out = loader.call({ getOptions: () => ({ locales: dir }), addDependency: (f) => dependencies.push(f) }, 'export const L = { id: "JIGqLI" }; const s = { id: "hKgSw0" };');
  assert.equal(out, '(globalThis.__kanriMessages ??= []).push({"en-US":{"JIGqLI":["Hello"]},"ja-JP":{"JIGqLI":["こんにちは"]}});\nexport const L = { id: "JIGqLI" }; const s = { id: "hKgSw0" };');
  assert.equal(dependencies.length, 2);
  // the repository's own catalogs parse, with the same ids in both locales
  const en = readCatalogs(path.join(locales, 'en-US')).messages;
  const ja = readCatalogs(path.join(locales, 'ja-JP')).messages;
  assert.ok(Object.keys(en).length > 1000);
  assert.deepEqual(Object.keys(ja).sort(), Object.keys(en).sort());
});

test('the contracts’ shared validation messages go with the modules that name them, not all with messages.ts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-shared-'));
  for (const [locale, required, picklist, email] of [['en-US', 'Required', 'Pick one', 'E-mail'], ['ja-JP', '必須', '選択', 'メール']]) {
    fs.mkdirSync(path.join(dir, locale));
    const messages = { 'validation.required': [required], 'validation.picklist': [picklist], 'validation.email': [email] };
    fs.writeFileSync(path.join(dir, locale, 'contracts.mjs'), `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`);
  }
  const shared = path.join(dir, 'messages.ts');
  const source = [
    'export const messages = {',
    "  required: /*i18n*/ { id: 'validation.required', message: 'Required' },",
    "  picklist: /*i18n*/ { id: 'validation.picklist', message: 'Pick one' },",
    "  email: /*i18n*/ { id: 'validation.email', message: 'E-mail' },",
    '} as const;',
    'export const issueMessages = { non_empty: messages.required };',
  ].join('\n');
  fs.writeFileSync(shared, source);
  assert.deepEqual([...loader.sharedMessageIdsByName(source)], [['required', 'validation.required'], ['picklist', 'validation.picklist'], ['email', 'validation.email']]);
  const run = (resourcePath, code) => loader.call({ getOptions: () => ({ locales: dir, sharedMessages: shared }), addDependency: () => undefined, resourcePath }, code);
  // messages.ts: only what its own code names, not every id of its literal, and no English source text
  const sharedOut = run(shared, source).split('\n');
  assert.equal(sharedOut[0], '(globalThis.__kanriMessages ??= []).push({"en-US":{"validation.required":["Required"]},"ja-JP":{"validation.required":["必須"]}});');
  assert.equal(sharedOut[2], "  required: /*i18n*/ { id: 'validation.required' },");
  assert.equal(loader.withoutSourceMessages('x = { id: "a.b", message: "Say why you don\'t \\"have\\" it" };'), 'x = { id: "a.b" };');
  // a schema naming `messages.picklist.id` carries that one (and a `messages.x` that is not one adds nothing)
  const schema = 'export const s = v.picklist(values, messages.picklist.id); const other = i18n.messages.email; const m = messages.unknown;';
  assert.equal(run('/x/software.ts', schema).split('\n')[0], '(globalThis.__kanriMessages ??= []).push({"en-US":{"validation.picklist":["Pick one"]},"ja-JP":{"validation.picklist":["選択"]}});');
  // its own explicit ids still go with it
  assert.match(run('/x/form.ts', 'const a = { id: "validation.email" }; messages.required;'), /"validation.email":\["メール"\],"validation.required":\["必須"\]|"validation.required":\["必須"\],"validation.email":\["メール"\]/);
  // without the option, the shared file carries every id of its literal as before
  assert.match(loader.call({ getOptions: () => ({ locales: dir }), addDependency: () => undefined, resourcePath: shared }, source), /validation\.email/);
});
