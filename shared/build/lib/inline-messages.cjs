/**
 * Per-module messages (issue 27, "catalogs per screen"): a production build puts beside each module
 * the translations of the message ids it names, in both locales, instead of downloading a unit's
 * whole catalog before its first screen. A page then carries the messages of the code it runs:
 * the it-ops, contracts and ui catalogs (19 + 12 + 7 KB gzip in ja-JP) held every screen's
 * messages, and `/software/registry` needed a few hundred of them.
 *
 * How: this rspack loader runs after SWC and the Lingui macro (`enforce: 'post'`), whose production
 * output names each message by id only (`{ id: "JIGqLI" }`, `<Trans id="G0JvUz" />`, explicit ids
 * such as `{ id: 'api.app.alreadyIntegrated' }`). It looks the ids up in the compiled browser
 * catalogs (`locales/<locale>/<unit>.mjs`, `pnpm i18n:compile`; no two units compile one id to two
 * messages, `catalogs.mjs`) and prepends
 *   `(globalThis.__kanriMessages ??= []).push({"en-US": {…}, "ja-JP": {…}});`
 * The runtime's i18n (`shared/runtime/src/i18n/i18n.ts`) merges what was queued before it ran and
 * replaces the queue by its own `push`. A module runs before anything it defines renders, so its
 * messages are in place first; the `@locales/*` imports of the units' catalog loaders then resolve
 * to an empty catalog (`empty-catalog.mjs`, see `createConfig`). Development builds keep the
 * catalogs (their descriptors carry the source message too).
 *
 * The contracts' shared validation messages (`contracts/src/messages.ts`, 63 ids in both locales,
 * ~4.7 KB gzip) travel the same way, by name: a schema names one as `messages.<name>.id` (or
 * `messages.<name>`), so a module carries the messages it names so, and `messages.ts` itself only
 * those its own code names (`describeIssue`'s fallbacks and `issueMessages`). Before, every page
 * carried all of them twice (host and remote) because every schema module imports that one object.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, which rspack requires synchronously */
const fs = require('node:fs');
const path = require('node:path');

/** The locales whose messages are inlined (000 §1). */
const locales = ['en-US', 'ja-JP'];

/** Units whose catalogs are not the browser's (`catalogs.mjs`, `catalogGroups`). */
const serverOnly = new Set(['api']);

/**
 * The message ids a module's compiled code names: every `id: "…"` / `id: '…'` property.
 * A property that is not a message id (a route's `id`) finds no message and adds nothing.
 * @param {string} code the module's code after SWC and the Lingui macro
 * @returns {Set<string>}
 */
function messageIds(code) {
  const ids = new Set();
  for (const match of code.matchAll(/(?:^|[^\w$.])["']?id["']?\s*:\s*(["'])((?:(?!\1)[^\\\n])+)\1/g)) ids.add(match[2]);
  return ids;
}

/**
 * The compiled messages of one locale, every browser unit merged: `{ [id]: compiled message }`.
 * @param {string} localeDir `locales/<locale>`
 * @returns {{ messages: Record<string, unknown>, files: string[] }}
 * @throws {Error} when the folder holds no compiled catalog (run `pnpm i18n:compile`)
 */
function readCatalogs(localeDir) {
  const files = fs
    .readdirSync(localeDir)
    .filter((f) => f.endsWith('.mjs') && !serverOnly.has(f.slice(0, -'.mjs'.length)))
    .map((f) => path.join(localeDir, f));
  if (files.length === 0) throw new Error(`no compiled catalog in ${localeDir}: run pnpm i18n:compile`);
  const messages = {};
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const json = text.match(/messages\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\)/);
    if (!json) throw new Error(`${file}: not a compiled Lingui catalog (export const messages=JSON.parse("…"))`);
    Object.assign(messages, JSON.parse(JSON.parse(json[1])));
  }
  return { messages, files };
}

/**
 * The shared validation messages' ids by name (`messages.required` → `validation.required`), read
 * from the source of `contracts/src/messages.ts` (`<name>: /*i18n*\/ { id: '<id>', … }`).
 * @param {string} source the file's text
 * @returns {Map<string, string>}
 */
function sharedMessageIdsByName(source) {
  const byName = new Map();
  for (const match of source.matchAll(/^\s*(\w+):\s*\/\*i18n\*\/\s*\{\s*id:\s*(["'])((?:(?!\2)[^\\\n])+)\2/gm)) byName.set(match[1], match[3]);
  return byName;
}

/**
 * The ids of the shared validation messages a module names as `messages.<name>` (a name that is not
 * one of them, e.g. another object called `messages`, adds nothing).
 * @param {string} code the module's code after SWC
 * @param {Map<string, string>} byName `sharedMessageIdsByName`
 * @returns {Set<string>}
 */
function sharedMessageIds(code, byName) {
  const ids = new Set();
  for (const match of code.matchAll(/(?<![\w$.])messages\??\.(\w+)/g)) {
    const id = byName.get(match[1]);
    if (id) ids.add(id);
  }
  return ids;
}

/** Catalogs read once per build process, by `locales` folder. */
const cache = new Map();

/** @param {string} localesDir */
function catalogs(localesDir) {
  if (!cache.has(localesDir)) cache.set(localesDir, Object.fromEntries(locales.map((l) => [l, readCatalogs(path.join(localesDir, l))])));
  return cache.get(localesDir);
}

/**
 * The statement to prepend to a module naming `ids`, or '' when none is a catalog's message.
 * @param {Iterable<string>} ids
 * @param {Record<string, { messages: Record<string, unknown> }>} byLocale `catalogs(dir)`
 * @returns {string}
 */
function registration(ids, byLocale) {
  const entry = {};
  let found = 0;
  for (const locale of locales) {
    const picked = {};
    for (const id of ids) {
      if (Object.hasOwn(byLocale[locale].messages, id)) {
        picked[id] = byLocale[locale].messages[id];
        found++;
      }
    }
    entry[locale] = picked;
  }
  return found ? `(globalThis.__kanriMessages ??= []).push(${JSON.stringify(entry)});\n` : '';
}

/**
 * The loader. Options: `locales`, the `locales/` folder (absolute); `sharedMessages`, optional, the
 * contracts' `messages.ts` (absolute): its messages go with the modules that name them (above).
 * @this {{ getOptions(): { locales: string, sharedMessages?: string }, addDependency(file: string): void, resourcePath?: string }}
 * @param {string} code
 */
function inlineMessagesLoader(code) {
  const { locales: localesDir, sharedMessages } = this.getOptions();
  const byLocale = catalogs(localesDir);
  for (const locale of locales) for (const file of byLocale[locale].files) this.addDependency(file);
  if (!sharedMessages) return registration(messageIds(code), byLocale) + code;
  this.addDependency(sharedMessages);
  const byName = sharedMessageIdsByName(fs.readFileSync(sharedMessages, 'utf8'));
  const named = sharedMessageIds(code, byName);
  // the shared file's own literal names all of them: it carries only those its code names, and its
  // descriptors lose their English source text (a page shows them through the inlined messages)
  if (this.resourcePath === sharedMessages) return registration(named, byLocale) + withoutSourceMessages(code);
  return registration(new Set([...messageIds(code), ...named]), byLocale) + code;
}

/**
 * A module's code without the English source text of its message descriptors
 * (`{ id: 'validation.required', message: 'This field is required' }` → `{ id: 'validation.required' }`):
 * in a production page every id's text comes from the inlined messages, as the Lingui macro's
 * production output (`descriptorFields: 'id-only'`) already has it.
 * @param {string} code
 * @returns {string}
 */
function withoutSourceMessages(code) {
  return code.replace(/(\bid\s*:\s*(["'])(?:(?!\2)[^\\\n])+\2)\s*,\s*message\s*:\s*(["'])(?:(?!\3)[^\\\n]|\\.)*\3/g, '$1');
}

module.exports = inlineMessagesLoader;
module.exports.messageIds = messageIds;
module.exports.readCatalogs = readCatalogs;
module.exports.registration = registration;
module.exports.sharedMessageIdsByName = sharedMessageIdsByName;
module.exports.sharedMessageIds = sharedMessageIds;
module.exports.withoutSourceMessages = withoutSourceMessages;
