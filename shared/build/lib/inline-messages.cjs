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
 * The loader. Option `locales`: the `locales/` folder (absolute).
 * @this {{ getOptions(): { locales: string }, addDependency(file: string): void }}
 * @param {string} code
 */
function inlineMessagesLoader(code) {
  const { locales: localesDir } = this.getOptions();
  const byLocale = catalogs(localesDir);
  for (const locale of locales) for (const file of byLocale[locale].files) this.addDependency(file);
  return registration(messageIds(code), byLocale) + code;
}

module.exports = inlineMessagesLoader;
module.exports.messageIds = messageIds;
module.exports.readCatalogs = readCatalogs;
module.exports.registration = registration;
